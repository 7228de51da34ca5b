// Mirrors: SwiftUI `EmptyView`, `TupleView`, `AnyView`, `Group`, `id(_:)`
// SDK: iOS 26 SDK
// Status: complete
/// A view that doesn't contain any content (Apple: `EmptyView`).
public struct EmptyView {
  /// Creates an empty view.
  public init() {}
}

extension EmptyView: View {}
extension EmptyView: PrimitiveView {}

/// A view created from a swift tuple of view values (Apple: `TupleView`); what a `@ViewBuilder` block of several
/// views builds. Each element's identity is its position.
public struct TupleView<T> {
  /// The tuple of views.
  public var value: T
  /// The elements, as the builder made them.
  let elements: [any View]

  /// Creates a tuple view.
  public init(_ value: T) {
    self.value = value
    elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }
}

extension TupleView: View {}

extension TupleView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    elements.enumerated().map { ViewChild(key: .index($0.offset), view: $0.element) }
  }
}

/// A view that shows one of two views (Apple: `_ConditionalContent`): what `if`/`else` and `switch` build. The two
/// branches are two identities: switching destroys one and creates the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension _ConditionalContent: View {}

extension _ConditionalContent: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    switch storage {
    case .trueContent(let view): [ViewChild(key: .branch(true), view: view)]
    case .falseContent(let view): [ViewChild(key: .branch(false), view: view)]
    }
  }
}

extension Optional: View where Wrapped: View {
  /// An optional view shows its value, or nothing.
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func children(of node: ViewNode) -> [ViewChild] {
    switch self {
    case .some(let view): [ViewChild(key: .some, view: view)]
    case .none: []
    }
  }
}

/// A type-erased view (Apple: `AnyView`). A different type of wrapped view is a different identity.
public struct AnyView {
  let view: any View

  /// Creates an instance that type-erases `view`.
  public init<V: View>(_ view: V) { self.view = view }

  /// Creates an instance that type-erases the parameter (nil when it is not a view).
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.view = view
  }
}

extension AnyView: View {}

extension AnyView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: view)] }
}

/// A type that collects multiple instances of a content type into a single unit (Apple: `Group`). It shows its
/// content as it is: in a `List`, each of its views is a row.
public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: PrimitiveView where Content: View {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
}

/// A view whose identity is explicit (what `.id(_:)` makes): a new id is a new view.
public struct _IdentifiedView<Content: View, ID: Hashable> {
  let content: Content
  let id: ID
}

extension _IdentifiedView: View {}

extension _IdentifiedView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .explicit(AnyHashable(id)), view: content)] }
}

extension View {
  /// Binds a view's identity to the given proxy value: when it changes, the view is a new one — its state is
  /// destroyed, it disappears and a new view appears (Apple docs `id(_:)`; OpenSwiftUI `IDView.swift`).
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { _IdentifiedView(content: self, id: id) }
}
