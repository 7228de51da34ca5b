// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// What the graph needs to know of a view type, found out once per type: whether it is a primitive (and its
/// conformance, to call it without a dynamic cast), whether it is `Equatable`, whether it groups rows, its name.
///
/// A cast to a protocol (`view as? any PrimitiveView`) looks the conformance up in the runtime's tables, a
/// thousand or more instructions each time; an update of a long list asks it of every node it touches, several
/// times. A node keeps its type's kind, and a cast to the concrete type it knows is a comparison of metadata.
@MainActor
class ViewKind {
  /// Whether the view draws itself (``PrimitiveView``) rather than having a body.
  let isPrimitive: Bool
  /// Whether it is one of the user's views: neither a primitive nor a ``BuiltinCompositeView``.
  let isUserView: Bool
  /// Whether it only groups others (``RowGrouping``), whether it is a lazy container (``LazyRowContainer``),
  /// whether it makes its rows on demand (``DeferredRowSource``) and whether some of its children are not rows
  /// (``RowGroupingWithParts``).
  let isRowGrouping: Bool
  let isLazyRowContainer: Bool
  let isDeferredRowSource: Bool
  let hasPartsBesideRows: Bool
  /// The type's name as the trace shows it (generic arguments left out).
  let typeName: String

  fileprivate init(_ view: any View, isPrimitive: Bool) {
    self.isPrimitive = isPrimitive
    isUserView = !isPrimitive && !(view is any BuiltinCompositeView)
    // Only what can be asked is looked up: a type's first lookup of a protocol it does not conform to scans every
    // conformance record of the process. Lazy containers and row sources are primitives; only a group has parts.
    isRowGrouping = view is any RowGrouping
    isLazyRowContainer = isPrimitive && view is any LazyRowContainer
    isDeferredRowSource = isPrimitive && view is any DeferredRowSource
    hasPartsBesideRows = isRowGrouping && view is any RowGroupingWithParts
    typeName = ViewNode.typeName(of: view)
  }

  /// `view` (a value of this kind's type) as a primitive, or nil for a view with a body.
  func primitive(_ view: any View) -> (any PrimitiveView)? { nil }

  /// Whether `a` and `b` (values of this kind's type) are `==`; nil when the type is not `Equatable`.
  func isEqual(_ a: any View, _ b: any View) -> Bool? { nil }

  /// The kind of `view`'s type.
  static func of(_ view: any View) -> ViewKind {
    let key = ObjectIdentifier(type(of: view))
    if let known = kinds[key] { return known }
    let made: ViewKind
    if let both = view as? any View & PrimitiveView & Equatable {
      made = equatablePrimitive(both)
    } else if let primitive = view as? any View & PrimitiveView {
      made = plainPrimitive(primitive)
    } else if let host = RepresentableHosting.primitive(for: view) {
      made = RepresentableKind(view, host: host)
    } else if let equatable = view as? any View & Equatable {
      made = equatableComposite(equatable)
    } else {
      made = ViewKind(view, isPrimitive: false)
    }
    kinds[key] = made
    return made
  }

  private static var kinds: [ObjectIdentifier: ViewKind] = [:]

  private static func equatablePrimitive<V: View & PrimitiveView & Equatable>(_ view: V) -> ViewKind {
    EquatablePrimitiveKind<V>(view, isPrimitive: true)
  }

  private static func plainPrimitive<V: View & PrimitiveView>(_ view: V) -> ViewKind {
    PrimitiveKind<V>(view, isPrimitive: true)
  }

  private static func equatableComposite<V: View & Equatable>(_ view: V) -> ViewKind {
    EquatableKind<V>(view, isPrimitive: false)
  }
}

/// A user's `UIViewRepresentable` or `UIViewControllerRepresentable` type, drawn by the primitive that hosts it.
private final class RepresentableKind: ViewKind {
  let host: @MainActor (any View) -> any PrimitiveView

  init(_ view: any View, host: @escaping @MainActor (any View) -> any PrimitiveView) {
    self.host = host
    super.init(view, isPrimitive: true)
  }

  override func primitive(_ view: any View) -> (any PrimitiveView)? { host(view) }
}

/// A primitive type.
private class PrimitiveKind<V: View & PrimitiveView>: ViewKind {
  override func primitive(_ view: any View) -> (any PrimitiveView)? {
    (view as? V) ?? (view as? any PrimitiveView)
  }
}

/// An `Equatable` primitive type.
private final class EquatablePrimitiveKind<V: View & PrimitiveView & Equatable>: PrimitiveKind<V> {
  override func isEqual(_ a: any View, _ b: any View) -> Bool? { equal(a, b, as: V.self) }
}

/// An `Equatable` view with a body.
private final class EquatableKind<V: View & Equatable>: ViewKind {
  override func isEqual(_ a: any View, _ b: any View) -> Bool? { equal(a, b, as: V.self) }
}

/// Whether `a` and `b` are both `V`s and `==`.
@MainActor private func equal<V: Equatable>(_ a: any View, _ b: any View, as type: V.Type) -> Bool {
  guard let a = a as? V, let b = b as? V else { return false }
  return a == b
}
