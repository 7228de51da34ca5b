// Mirrors: SwiftUI `tag(_:includeOptional:)`
// SDK: iOS 26 SDK
// Status: complete
/// `.tag(_:includeOptional:)`: the value a view stands for among the options of a `Picker` or the tabs of a
/// `TabView`. The tag is written for its type `V` and, with `includeOptional` (the default), for `Optional<V>`
/// too; a container looking for a tag of another type sees none (Apple docs `tag(_:includeOptional:)`; OpenSwiftUI
/// `Tag.swift`). The modified view draws as its content.
struct _TagModifier<V: Hashable> {
  let tag: TagValue<V>
}

extension _TagModifier: ViewModifier {
  typealias Body = Never
}

extension _TagModifier: PrimitiveModifier {}

/// A tag whatever its type: what a picker or a tab view compares with its selection.
protocol ViewTag {
  /// The tag as a value of `type`, when it was written for that type (`V`, or `V?` when optional is included).
  func value<S>(as type: S.Type) -> S?
}

/// A tag of type `V`.
struct TagValue<V: Hashable>: ViewTag {
  let value: V
  let includeOptional: Bool

  func value<S>(as type: S.Type) -> S? {
    if V.self == S.self { return value as? S }
    if includeOptional, S.self == Optional<V>.self { return Optional(value) as? S }
    return nil
  }
}

extension View {
  /// Sets the unique tag value of this view (a picker's option, a tab view's tab).
  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(_TagModifier(tag: TagValue(value: tag, includeOptional: includeOptional)))
  }
}

/// One view of a picker's options or a tab view's tabs, found by flattening the content the way SwiftUI reads it:
/// through blocks, groups, sections, `if`s and `ForEach`es, down to the views themselves.
struct TaggedView {
  /// The view.
  let view: any View
  /// Its tag: an explicit `.tag`, else the id of the `ForEach` element it was made for (Apple docs `Picker`: a
  /// `ForEach` tags each view with its element's id), else none.
  let tag: (any ViewTag)?
  /// Its identity among the others: its structural path (a block's position, a branch, a `ForEach` element id).
  let key: ChildKey

  /// The views of `content`, in order.
  @MainActor static func flatten(_ content: any View) -> [TaggedView] {
    var out: [TaggedView] = []
    collect(content, path: [], implicit: nil, into: &out)
    return out
  }

  /// The `.tag` on `view` or on its modified content, the outermost first.
  static func explicitTag(of view: any View) -> (any ViewTag)? {
    var current: any View = view
    if let own = view as? any TagCarrierView { return own.carriedTag }
    while let carrier = current as? any ModifierCarrier {
      if let tagged = carrier.anyModifier as? any TagCarrier { return tagged.viewTag }
      current = carrier.anyContent
      if let own = current as? any TagCarrierView { return own.carriedTag }
    }
    return nil
  }

  /// The first modifier of type `M` on `view` or on its modified content.
  static func modifier<M>(_ type: M.Type, on view: any View) -> M? {
    var current: any View = view
    while let carrier = current as? any ModifierCarrier {
      if let found = carrier.anyModifier as? M { return found }
      current = carrier.anyContent
    }
    return nil
  }

  @MainActor fileprivate static func collect(_ view: any View, path: [AnyHashable], implicit: (any ViewTag)?,
                                             into out: inout [TaggedView]) {
    if let container = view as? any OptionContainer {
      for (part, child, tag) in container.optionParts() {
        collect(child, path: path + [part], implicit: tag ?? implicit, into: &out)
      }
      return
    }
    let key = ChildKey.element(AnyHashable(path), occurrence: 1)
    out.append(TaggedView(view: view, tag: explicitTag(of: view) ?? implicit, key: key))
  }
}

/// A tag modifier, whatever its value type.
protocol TagCarrier {
  var viewTag: any ViewTag { get }
}

extension _TagModifier: TagCarrier {
  var viewTag: any ViewTag { tag }
}

/// A view that only groups others (a block, a group, a section, an `if`, a `ForEach`): its parts are options.
@MainActor
protocol OptionContainer {
  /// The parts: a path component, the view, and the tag the parts get implicitly (a `ForEach` element's id).
  func optionParts() -> [(AnyHashable, any View, (any ViewTag)?)]
}

extension TupleView: OptionContainer {
  func optionParts() -> [(AnyHashable, any View, (any ViewTag)?)] {
    elements.enumerated().map { (AnyHashable($0.offset), $0.element, nil) }
  }
}

extension Group: OptionContainer where Content: View {
  func optionParts() -> [(AnyHashable, any View, (any ViewTag)?)] { [(AnyHashable("group"), content, nil)] }
}

extension _ConditionalContent: OptionContainer {
  func optionParts() -> [(AnyHashable, any View, (any ViewTag)?)] {
    switch storage {
    case .trueContent(let view): [(AnyHashable(true), view, nil)]
    case .falseContent(let view): [(AnyHashable(false), view, nil)]
    }
  }
}

extension Optional: OptionContainer where Wrapped: View {
  func optionParts() -> [(AnyHashable, any View, (any ViewTag)?)] {
    switch self {
    case .some(let view): [(AnyHashable("some"), view, nil)]
    case .none: []
    }
  }
}

extension AnyView: OptionContainer {
  func optionParts() -> [(AnyHashable, any View, (any ViewTag)?)] {
    [(AnyHashable(ViewNode.typeName(of: view)), view, nil)]
  }
}

extension EmptyView: OptionContainer {
  func optionParts() -> [(AnyHashable, any View, (any ViewTag)?)] { [] }
}

extension Section: OptionContainer where Parent: View, Content: View, Footer: View {
  func optionParts() -> [(AnyHashable, any View, (any ViewTag)?)] { [(AnyHashable("section"), content, nil)] }
}

extension ForEach: OptionContainer where Content: View {
  func optionParts() -> [(AnyHashable, any View, (any ViewTag)?)] {
    var seen: [AnyHashable: Int] = [:]
    return data.map { element in
      let elementID = id(element)
      let key = AnyHashable(elementID)
      let occurrence = (seen[key] ?? 0) + 1
      seen[key] = occurrence
      // The implicit tag is the id's own type only (our reading of Apple's Picker docs; includeOptional is the
      // `.tag` modifier's).
      return (AnyHashable([key, AnyHashable(occurrence)]), content(element),
              TagValue(value: elementID, includeOptional: false))
    }
  }
}
