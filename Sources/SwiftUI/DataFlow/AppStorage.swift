// Mirrors: SwiftUI `AppStorage`
// SDK: iOS 26 SDK
// Status: complete
internal import AsyncSimulation

/// A property wrapper type that reflects a value from `UserDefaults` (Apple: `AppStorage`).
///
/// Reads come from the store (`UserDefaults.standard` unless given), so a second run with the same container is a
/// relaunch; writes go to the store at once, invalidate every view that reads the same key, and record a `state`
/// event `ViewType.property`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: AppStorageKey
  let read: (UserDefaults) -> Value?
  let write: (UserDefaults, Value) -> Void
  let defaultValue: Value
  let nameBox = AppStorageName()

  private init(key: String, store: UserDefaults?, defaultValue: Value,
               read: @escaping (UserDefaults) -> Value?, write: @escaping (UserDefaults, Value) -> Void) {
    self.key = AppStorageKey(name: key, store: store)
    self.read = read
    self.write = write
    self.defaultValue = defaultValue
  }

  /// The value from the store, or the default when it holds none.
  public var wrappedValue: Value {
    get {
      key.observed.touch()
      return read(key.defaults) ?? defaultValue
    }
    nonmutating set {
      let old = read(key.defaults) ?? defaultValue
      if ValueIdentity.same(old, newValue) { return }
      key.observed.willChange()
      write(key.defaults, newValue)
      key.observed.didChange()
      if let name = nameBox.name {
        TraceLog.state(name, from: ValueDescription.describe(old), to: ValueDescription.describe(newValue))
      }
    }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(location: key.observed, get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

extension AppStorage where Value == Bool {
  /// Creates a property that can read and write to a boolean user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: wrappedValue,
              read: { $0.object(forKey: key) as? Bool }, write: { $0.set($1, forKey: key) })
  }
}

extension AppStorage where Value == Int {
  /// Creates a property that can read and write to an integer user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: wrappedValue,
              read: { ($0.object(forKey: key) as? NSNumber)?.intValue }, write: { $0.set($1, forKey: key) })
  }
}

extension AppStorage where Value == Double {
  /// Creates a property that can read and write to a double user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: wrappedValue,
              read: { ($0.object(forKey: key) as? NSNumber)?.doubleValue }, write: { $0.set($1, forKey: key) })
  }
}

extension AppStorage where Value == String {
  /// Creates a property that can read and write to a string user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: wrappedValue,
              read: { $0.string(forKey: key) }, write: { $0.set($1, forKey: key) })
  }
}

extension AppStorage where Value == URL {
  /// Creates a property that can read and write to a URL user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: wrappedValue,
              read: { $0.url(forKey: key) }, write: { $0.set($1, forKey: key) })
  }
}

extension AppStorage where Value == Data {
  /// Creates a property that can read and write to a user default as data.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: wrappedValue,
              read: { $0.data(forKey: key) }, write: { $0.set($1, forKey: key) })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// Creates a property that can read and write to an integer user default, transforming that to a
  /// `RawRepresentable` data type.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: wrappedValue,
              read: { ($0.object(forKey: key) as? NSNumber).flatMap { Value(rawValue: $0.intValue) } },
              write: { $0.set($1.rawValue, forKey: key) })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// Creates a property that can read and write to a string user default, transforming that to a
  /// `RawRepresentable` data type.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: wrappedValue,
              read: { $0.string(forKey: key).flatMap(Value.init(rawValue:)) },
              write: { $0.set($1.rawValue, forKey: key) })
  }
}

extension AppStorage where Value == String? {
  /// Creates a property that can read and write an optional string user default (nil removes it).
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: nil,
              read: { .some($0.string(forKey: key)) },
              write: { store, value in
                if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
              })
  }
}

extension AppStorage where Value == Int? {
  /// Creates a property that can read and write an optional integer user default (nil removes it).
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: nil,
              read: { .some(($0.object(forKey: key) as? NSNumber)?.intValue) },
              write: { store, value in
                if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
              })
  }
}

extension AppStorage where Value == Bool? {
  /// Creates a property that can read and write an optional boolean user default (nil removes it).
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: nil,
              read: { .some(($0.object(forKey: key) as? NSNumber)?.boolValue) },
              write: { store, value in
                if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
              })
  }
}

extension AppStorage where Value == Double? {
  /// Creates a property that can read and write an optional double user default (nil removes it).
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: nil,
              read: { .some(($0.object(forKey: key) as? NSNumber)?.doubleValue) },
              write: { store, value in
                if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
              })
  }
}

extension AppStorage where Value == URL? {
  /// Creates a property that can read and write an optional URL user default (nil removes it).
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: nil,
              read: { .some($0.url(forKey: key)) },
              write: { store, value in
                if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
              })
  }
}

extension AppStorage where Value == Data? {
  /// Creates a property that can read and write an optional data user default (nil removes it).
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(key: key, store: store, defaultValue: nil,
              read: { .some($0.data(forKey: key)) },
              write: { store, value in
                if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
              })
  }
}

extension AppStorage {
  /// Creates a property that can save and restore an optional string, transforming it to an optional
  /// `RawRepresentable` data type (nil removes the key; a stored string no case has reads as nil).
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
    self.init(key: key, store: store, defaultValue: nil,
              read: { .some($0.string(forKey: key).flatMap(R.init(rawValue:))) },
              write: { store, value in
                if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
              })
  }

  /// Creates a property that can save and restore an optional integer, transforming it to an optional
  /// `RawRepresentable` data type (nil removes the key; a stored integer no case has reads as nil).
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
    self.init(key: key, store: store, defaultValue: nil,
              read: { .some(($0.object(forKey: key) as? NSNumber).flatMap { R(rawValue: $0.intValue) }) },
              write: { store, value in
                if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
              })
  }
}

extension AppStorage: @unchecked Sendable {}

extension AppStorage: GraphProperty {
  func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject {
    nameBox.name = name
    return nameBox
  }
}

extension AppStorage: ComparableInput {
  func isSameInput(as other: Any) -> Bool { true }  // the stored value is tracked by the views that read it
}

/// The name `state` events give an `@AppStorage` property (`SettingsView.showCompleted`), once bound.
final class AppStorageName: @unchecked Sendable {
  var name: String?
}

/// A store and a key, with the observable marker that views reading the key depend on.
struct AppStorageKey {
  let defaults: UserDefaults
  let observed: StoredKey

  init(name: String, store: UserDefaults?) {
    defaults = store ?? .standard
    observed = StoredKey.shared(for: name, in: defaults)
  }
}

/// One user-defaults key as an observable thing: a read registers the reading view, a write invalidates it.
final class StoredKey: Observable, UntracedObservable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private var version = 0
  nonisolated(unsafe) private static var keys: [String: StoredKey] = [:]

  /// The marker of `key` in `store` (one per key and store, so that every view reading the key sees a write).
  static func shared(for key: String, in store: UserDefaults) -> StoredKey {
    let id = "\(ObjectIdentifier(store).hashValue)|\(key)"
    if let existing = keys[id] { return existing }
    let made = StoredKey()
    keys[id] = made
    return made
  }

  func touch() { registrar.access(self, keyPath: \.version) }

  func willChange() { registrar.willSet(self, keyPath: \.version) }

  func didChange() {
    version += 1
    registrar.didSet(self, keyPath: \.version)
  }
}
