// Mirrors SwiftData's `PersistentIdentifier` (iOS 17 SDK). Status: partial — identifiers are numbered per store in
// insertion order (deterministic, unlike Apple's URIs); a model not yet inserted has a temporary one.

/// The value that uniquely identifies a model (Apple: `PersistentIdentifier`).
/// https://developer.apple.com/documentation/swiftdata/persistentidentifier
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The name of the model's type.
  public let entityName: String
  /// The number of the model in its store (permanent) or in this process (temporary).
  let number: Int
  /// Whether the model has not been inserted yet.
  let isTemporary: Bool

  /// The store the model is in (nil while temporary).
  public var storeIdentifier: String? { isTemporary ? nil : "default" }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.isTemporary ? 1 : 0, lhs.entityName, lhs.number) < (rhs.isTemporary ? 1 : 0, rhs.entityName, rhs.number)
  }

  public var description: String { "\(entityName)#\(isTemporary ? "t" : "")\(number)" }
}
