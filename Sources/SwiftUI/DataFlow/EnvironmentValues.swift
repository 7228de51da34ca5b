// Mirrors: SwiftUI `EnvironmentValues`, `EnvironmentKey`
// SDK: iOS 26 SDK
// Status: complete
import TextBase

/// A collection of environment values propagated down the view hierarchy (Apple: `EnvironmentValues`).
///
/// Values are stored by key type; a view's `@Environment` reads them, `.environment(_:_:)` writes them for a
/// subtree. Two environments are equal when they hold the same keys with the same values (``ValueIdentity``), which
/// is how the graph decides that a view must be evaluated again because its environment changed.
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]
  /// The order keys were first written in (never iterate the dictionary for output).
  private var order: [ObjectIdentifier] = []
  /// The language of the module's own words and of localized text (set by the window).
  var language: Language = .en

  /// Creates an environment with every key at its default value.
  public init() {}

  /// The value for `key`, or its default value.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
    set {
      let id = ObjectIdentifier(key)
      if values[id] == nil { order.append(id) }
      values[id] = newValue
    }
  }

  /// The object stored for an object type (`.environment(model)` / `@Environment(Model.self)`), by the type's
  /// identifier.
  func object(_ type: ObjectIdentifier) -> AnyObject? {
    guard let stored = values[type] else { return nil }
    return stored as AnyObject
  }

  /// Stores an object under its type's identifier (nil removes it).
  mutating func setObject(_ object: AnyObject?, for type: ObjectIdentifier) {
    if values[type] == nil { order.append(type) }
    values[type] = object
  }

  /// The keys that were set, in the order they were first set.
  public var description: String { "EnvironmentValues(\(order.count) values)" }

  static func != (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
    guard lhs.language == rhs.language, lhs.order == rhs.order else { return true }
    for id in lhs.order {
      guard let a = lhs.values[id], let b = rhs.values[id] else {
        if (lhs.values[id] == nil) != (rhs.values[id] == nil) { return true }
        continue
      }
      if !ValueIdentity.same(a, b) { return true }
    }
    return false
  }
}

/// A key for accessing values in the environment (Apple: `EnvironmentKey`).
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  associatedtype Value
  /// The default value for the environment key.
  static var defaultValue: Self.Value { get }
}
