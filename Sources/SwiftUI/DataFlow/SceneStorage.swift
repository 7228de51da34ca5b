// Mirrors: SwiftUI `SceneStorage` (Bool, Int, Double, String, URL, Data, `RawRepresentable` of Int or String, and
//   their optionals)
// SDK: iOS 26 SDK
// Status: complete
/// A property wrapper type that reads and writes to persisted, per-scene storage (Apple: `SceneStorage`).
///
/// A window is one scene: every `@SceneStorage` with the same key in it reads and writes one value, which outlives
/// the views that declare it — a screen popped and pushed again, a branch of an `if` destroyed and made again, finds
/// it (Apple docs `SceneStorage`: "each Scene has its own notion of SceneStorage … data is … restored"; the key is
/// the identity). Writes are `state` events and draw again the views that read the key. A run's scene storage is not
/// kept after the run (`--container` keeps `@AppStorage`): as when the user closes the app from the app switcher,
/// which discards it (Apple docs: "If the Scene is explicitly destroyed … the data is also destroyed").
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let slot: StateSlot<Value>

  private init(key: String, initial: Value) {
    self.key = key
    slot = StateSlot(box: StateBox(initial))
  }

  /// The value stored for the key in the scene, or the default.
  public var wrappedValue: Value {
    get { slot.box.value }
    nonmutating set { slot.box.set(newValue) }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let slot = self.slot
    return Binding(location: slot.box, get: { slot.box.value }, set: { slot.box.set($0) })
  }
}

extension SceneStorage: @unchecked Sendable {}

extension SceneStorage: GraphProperty {
  func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject {
    if let shared = node.graph.sceneStorage[key] as? StateBox<Value> {
      slot.box = shared
    } else {
      slot.box.attach(name: name)
      node.graph.sceneStorage[key] = slot.box
    }
    return slot.box
  }
}

extension SceneStorage: ComparableInput {
  func isSameInput(as other: Any) -> Bool { true }  // the value is tracked by the views that read it
}

extension SceneStorage where Value == Bool {
  /// Creates a property that can save and restore a boolean.
  public init(wrappedValue: Value, _ key: String) { self.init(key: key, initial: wrappedValue) }
}

extension SceneStorage where Value == Int {
  /// Creates a property that can save and restore an integer.
  public init(wrappedValue: Value, _ key: String) { self.init(key: key, initial: wrappedValue) }
}

extension SceneStorage where Value == Double {
  /// Creates a property that can save and restore a double.
  public init(wrappedValue: Value, _ key: String) { self.init(key: key, initial: wrappedValue) }
}

extension SceneStorage where Value == String {
  /// Creates a property that can save and restore a string.
  public init(wrappedValue: Value, _ key: String) { self.init(key: key, initial: wrappedValue) }
}

extension SceneStorage where Value == URL {
  /// Creates a property that can save and restore a URL.
  public init(wrappedValue: Value, _ key: String) { self.init(key: key, initial: wrappedValue) }
}

extension SceneStorage where Value == Data {
  /// Creates a property that can save and restore data.
  public init(wrappedValue: Value, _ key: String) { self.init(key: key, initial: wrappedValue) }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// Creates a property that can save and restore an integer, transforming it to a `RawRepresentable` type.
  public init(wrappedValue: Value, _ key: String) { self.init(key: key, initial: wrappedValue) }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
  /// Creates a property that can save and restore a string, transforming it to a `RawRepresentable` type.
  public init(wrappedValue: Value, _ key: String) { self.init(key: key, initial: wrappedValue) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// Creates a property that can save and restore an optional value (nil at first): an optional boolean,
  /// integer, double, string, URL, data or `RawRepresentable`, as Apple's overloads take.
  public init(_ key: String) { self.init(key: key, initial: nil) }
}
