// Mirrors: SwiftUI `PreferenceKey`, `preference(key:value:)`, `transformPreference(_:_:)`,
//   `onPreferenceChange(_:perform:)`
// SDK: iOS 26 SDK
// Status: complete
/// A named value produced by a view (Apple: `PreferenceKey`): "A view with multiple children automatically
/// combines its values for a given preference into a single value visible to its ancestors."
///
/// Values flow up the tree: `.preference(key:value:)` sets the value its view passes up (what its content set is
/// replaced); `.transformPreference` changes what its content passes up (`defaultValue` when nothing below sets
/// it); a view with several children that set the key combines their values in tree order — the first child's value,
/// then ``reduce(value:nextValue:)`` with each next one (Apple docs `reduce(value:nextValue:)`: "receives its values
/// in view-tree order"; OpenSwiftUI `PreferenceCombiner`). Children that set nothing take no part. Rows of a lazy
/// container that are not on screen are not made, so they set nothing.
public protocol PreferenceKey {
  /// The type of value produced by this preference.
  associatedtype Value
  /// The default value of the preference.
  static var defaultValue: Value { get }
  /// Combines a sequence of values by modifying the previously-accumulated value with the result of a closure that
  /// provides the next value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// Let nil-expressible values default-initialize to nil.
  public static var defaultValue: Value { nil }
}

extension View {
  /// Sets a value for the given preference.
  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    // Read on the main actor only, where the graph combines values.
    nonisolated(unsafe) let value = value
    return _PreferenceSetter<K, Self>(content: self) { _, _ in value }
  }

  /// Applies a transformation to a preference value.
  nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                                _ callback: @escaping (inout K.Value) -> Void)
    -> some View {
    nonisolated(unsafe) let callback = callback
    return _PreferenceSetter<K, Self>(content: self) { content, _ in
      var value = content ?? K.defaultValue
      callback(&value)
      return value
    }
  }

  /// Adds an action to perform when the specified preference key's value changes.
  ///
  /// The action runs after the update in which the value below changed, as `onChange` actions do (OpenSwiftUI
  /// `PreferenceActionModifier`: the binder enqueues the action with `Update.enqueueAction`). On the iOS 26 SDK
  /// it runs once for the first value too (there: `lastValue == nil` with the 6.1 semantics), then each time the
  /// combined value differs (`!=`) from the last one it was given. The module's choice where the tree decides
  /// statically in SwiftUI: the first call comes with the first update in which a view below sets the key; when
  /// none sets it any more the value is `defaultValue`.
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    _PreferenceChangeReader<K, Self>(content: self, action: action)
  }
}

/// `.preference(key:value:)`, `.transformPreference` and the module's own keys: what its view (at the node) passes
/// up for `K`, given what its content passes up (nil: nothing below sets it).
struct _PreferenceSetter<K: PreferenceKey, Content: View> {
  let content: Content
  let passUp: @MainActor (K.Value?, ViewNode) -> K.Value
}

extension _PreferenceSetter: View {}

extension _PreferenceSetter: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
  func mount(_ node: ViewNode) { node.graph.preferences.addSource(node) }
}

extension _PreferenceSetter: PreferenceSource {
  var keyType: ObjectIdentifier { ObjectIdentifier(K.self) }
  func passedUp(_ content: Any?, at node: ViewNode) -> Any? { passUp(content as? K.Value, node) }
}

/// `.onPreferenceChange`: after each update, compares the value its content passes up with the last one.
struct _PreferenceChangeReader<K: PreferenceKey, Content: View> where K.Value: Equatable {
  let content: Content
  let action: (K.Value) -> Void

  /// The value the action was last given.
  final class Last: NodeStorage {
    init() {}
    var value: K.Value?
  }
}

extension _PreferenceChangeReader: View {}

extension _PreferenceChangeReader: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
  func mount(_ node: ViewNode) { node.graph.preferences.addReader(node) }
}

extension _PreferenceChangeReader: PreferenceReader {
  func changeAction(at node: ViewNode) -> (() -> Void)? {
    let last = node.storage(Last.self)
    guard let value = node.graph.preferences.value(K.self, below: node) ?? last.value.map({ _ in K.defaultValue })
    else { return nil }
    if let previous = last.value, previous == value { return nil }
    last.value = value
    let action = self.action
    return { action(value) }
  }
}
