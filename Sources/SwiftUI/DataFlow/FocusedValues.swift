// Mirrors: SwiftUI `FocusedValue`, `FocusedValueKey`, `FocusedValues`, `focusedValue(_:_:)`,
//   `focusedSceneValue(_:_:)`
// SDK: iOS 26 SDK
// Status: complete
/// Values that views publish to the rest of the scene through focus (Apple: `FocusedValues`, `@FocusedValue`).
///
/// The module's window is the one scene, and it is always the focused scene, so:
/// - `.focusedSceneValue(\.key, value)` publishes its value for as long as its view exists (Apple docs
///   `focusedSceneValue(_:_:)`: "for use by other views whose state depends on the focused scene");
/// - `.focusedValue(\.key, value)` publishes it while focus is within its view (Apple docs `focusedValue(_:_:)`:
///   "…whose state depends on the focused view hierarchy"): focus is what ``FocusState`` simulates, so that is while
///   a text field below it is focused (`type TEXT into LABEL` focuses one);
/// - `@FocusedValue(\.key)` reads the published value, nil when none is (Apple docs `FocusedValue`: "nil if no
///   focused view publishes a value for the key"); a view that reads it is drawn again when the value changes.
/// Values published by views deeper in the tree take precedence over their ancestors' (nearer the focus); among
/// siblings the later one in tree order does (the module's choice: Apple is silent). The values are collected
/// after each update, with the preferences (see ``PreferenceKey``).
public struct FocusedValues {
  var storage: [ObjectIdentifier: Any] = [:]

  /// Reads and writes values associated with a given focused value key.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { storage[ObjectIdentifier(key)] as? Key.Value }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// What tells two sets of values apart: each value's description, an object's identity.
  var fingerprint: [String] {
    storage.map { key, value in
      let shown = type(of: value) is AnyClass ? "\(ObjectIdentifier(value as AnyObject))" : String(reflecting: value)
      return "\(key.hashValue) \(shown)"
    }.sorted()
  }
}

/// A protocol for identifier types used when publishing and observing focused values (Apple: `FocusedValueKey`).
public protocol FocusedValueKey {
  /// The type of value published and observed.
  associatedtype Value
}

/// A property wrapper for observing values from the focused view or one of its ancestors (Apple: `FocusedValue`).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  let keyPath: KeyPath<FocusedValues, Value?>
  let slot = FocusedValueSlot()

  /// A new property wrapper for the given key path.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

  /// The value for the focus key given the current scope and state of the focused view hierarchy.
  public var wrappedValue: Value? { slot.values[keyPath: keyPath] }
}

/// The focused values a `@FocusedValue` read when its view was last evaluated.
final class FocusedValueSlot: @unchecked Sendable {
  // Written and read on the main actor only: bound before the body that reads it is evaluated.
  nonisolated(unsafe) var values = FocusedValues()
}

extension FocusedValue: GraphProperty {
  func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject {
    let registry = node.graph.preferences
    if existing == nil { registry.addFocusedValueReader(node) }
    slot.values = registry.focusedValues
    return existing ?? slot
  }
}

extension FocusedValue: ComparableInput {
  func isSameInput(as other: Any) -> Bool { (other as? FocusedValue)?.keyPath == keyPath }
}

/// The window's focused values, passed up the tree as a preference: deeper values over their ancestors'.
struct FocusedValuesKey: PreferenceKey {
  static var defaultValue: FocusedValues { FocusedValues() }
  static func reduce(value: inout FocusedValues, nextValue: () -> FocusedValues) {
    value.storage.merge(nextValue().storage) { _, later in later }
  }
}

/// `.focusedValue` / `.focusedSceneValue`: what a view passes up in the window's focused values.
enum FocusedValuePublishing {
  /// `content` publishing its value (written by `publish`) while focus is within it, or always when `isSceneWide`;
  /// the values of views below it stay over its own.
  static func publisher<Content: View>(_ content: Content, isSceneWide: Bool,
                                       publish: @escaping (inout FocusedValues) -> Void) -> some View {
    nonisolated(unsafe) let publish = publish
    return _PreferenceSetter<FocusedValuesKey, Content>(content: content) { below, node in
      guard isSceneWide || holdsFocus(node) else { return below ?? FocusedValues() }
      var values = FocusedValues()
      publish(&values)
      if let below { values.storage.merge(below.storage) { _, deeper in deeper } }
      return values
    }
  }

  /// Whether a text field below `node` is focused (its `.focused` binding says so).
  @MainActor private static func holdsFocus(_ node: ViewNode) -> Bool {
    var pending = node.children
    while let next = pending.popLast() {
      if let focus = (next.view as? any ModifierCarrier)?.anyModifier as? _FocusedModifier, focus.isFocused() {
        return true
      }
      pending += next.children
    }
    return false
  }
}

extension View {
  /// Modifies this view by injecting a value that you provide for use by other views whose state depends on the
  /// focused view hierarchy.
  nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View {
    nonisolated(unsafe) let value = value
    return FocusedValuePublishing.publisher(self, isSceneWide: false) { $0[keyPath: keyPath] = value }
  }

  /// Modifies this view by injecting a value that you provide for use by other views whose state depends on the
  /// focused view hierarchy (nil publishes nothing).
  @_disfavoredOverload
  nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
    -> some View {
    nonisolated(unsafe) let value = value
    return FocusedValuePublishing.publisher(self, isSceneWide: false) { if let value { $0[keyPath: keyPath] = value } }
  }

  /// Modifies this view by injecting a value that you provide for use by other views whose state depends on the
  /// focused scene.
  nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T)
    -> some View {
    nonisolated(unsafe) let value = value
    return FocusedValuePublishing.publisher(self, isSceneWide: true) { $0[keyPath: keyPath] = value }
  }

  /// Modifies this view by injecting a value that you provide for use by other views whose state depends on the
  /// focused scene (nil publishes nothing).
  @_disfavoredOverload
  nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?)
    -> some View {
    nonisolated(unsafe) let value = value
    return FocusedValuePublishing.publisher(self, isSceneWide: true) { if let value { $0[keyPath: keyPath] = value } }
  }
}
