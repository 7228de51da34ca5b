import Foundation

/// A model's persisted properties as stored: each value as JSON text, each relationship as the identifiers of the
/// related models (and, for a record made from live models, the models themselves). Written and read by the code
/// `@Model` generates (not for your code).
public struct _ModelRecord: Sendable {
  /// The attribute values, JSON text by property name.
  var values: [String: String] = [:]
  /// The relationships, identifiers by property name (an empty array for nil).
  var references: [String: [PersistentIdentifier]] = [:]
  /// The related models of a record made from live models, by property name.
  nonisolated(unsafe) var models: [String: [AnyObject]] = [:]
  /// Resolves identifiers to models while relationships are restored.
  nonisolated(unsafe) weak var context: ModelContext?

  init() {}

  init(values: [String: String], references: [String: [PersistentIdentifier]]) {
    self.values = values
    self.references = references
  }

  // MARK: Writing

  public mutating func encode<Value: Encodable>(_ value: Value, _ key: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    values[key] = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
  }

  public mutating func encode<Model: PersistentModel>(_ value: Model, _ key: String) {
    references[key] = [value.persistentModelID]
    models[key] = [value]
  }

  public mutating func encode<Model: PersistentModel>(_ value: Model?, _ key: String) {
    references[key] = value.map { [$0.persistentModelID] } ?? []
    models[key] = value.map { [$0] } ?? []
  }

  public mutating func encode<Model: PersistentModel>(_ value: [Model], _ key: String) {
    references[key] = value.map(\.persistentModelID)
    models[key] = value
  }

  /// An optional to-many relationship: nil is stored as no models, and so read back as an empty array, as a
  /// relationship the store keeps as a set of references is (asyncplay's choice, where Apple's documentation is
  /// silent).
  public mutating func encode<Model: PersistentModel>(_ value: [Model]?, _ key: String) {
    encode(value ?? [], key)
  }

  // MARK: Reading

  /// The attribute `key`; a missing one (a property added since the store was written) is an error.
  public func decode<Value: Decodable>(_ key: String) throws -> Value {
    guard let text = values[key] else { throw StoreProblem.missing(key) }
    return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
  }

  /// A to-one relationship: the related model (resolved now when it exists).
  public func decode<Model: PersistentModel>(_ key: String) throws -> Model {
    guard let model: Model = try decode(key) as Model? else { throw StoreProblem.missing(key) }
    return model
  }

  /// An optional to-one relationship: nil until the relationships are restored.
  public func decode<Model: PersistentModel>(_ key: String) throws -> Model? {
    if let live = models[key] { return live.first as? Model }
    guard let context, let id = references[key]?.first else { return nil }
    return context.lookup(id) as? Model
  }

  /// A to-many relationship: empty until the relationships are restored.
  public func decode<Model: PersistentModel>(_ key: String) throws -> [Model] {
    if let live = models[key] { return live.compactMap { $0 as? Model } }
    guard let context else { return [] }
    return (references[key] ?? []).compactMap { context.lookup($0) as? Model }
  }

  /// An optional to-many relationship: the related models (none is an empty array, see `encode`).
  public func decode<Model: PersistentModel>(_ key: String) throws -> [Model]? {
    try decode(key) as [Model]
  }

  /// An attribute is set by the initializer already.
  public func restore<Value: Decodable>(_ value: inout Value, _ key: String) throws {}

  public func restore<Model: PersistentModel>(_ value: inout Model, _ key: String) throws {
    value = try decode(key)
  }

  public func restore<Model: PersistentModel>(_ value: inout Model?, _ key: String) throws {
    value = try decode(key)
  }

  public func restore<Model: PersistentModel>(_ value: inout [Model], _ key: String) throws {
    value = try decode(key)
  }

  public func restore<Model: PersistentModel>(_ value: inout [Model]?, _ key: String) throws {
    value = try decode(key) as [Model]?
  }
}

/// A relationship's value without `target` (the nullify delete rule), nil when it does not reference it; an
/// attribute is never changed. The generated `_$nullify` sets the property only when it changes, so that a deletion
/// marks only the models that referenced the deleted one as changed.
public func _nullified<Value>(_ value: Value, _ target: AnyObject) -> Value? { nil }

public func _nullified<Model: PersistentModel>(_ value: Model?, _ target: AnyObject) -> Model?? {
  value === target ? .some(nil) : nil
}

public func _nullified<Model: PersistentModel>(_ value: [Model], _ target: AnyObject) -> [Model]? {
  value.contains(where: { $0 === target }) ? value.filter { $0 !== target } : nil
}

public func _nullified<Model: PersistentModel>(_ value: [Model]?, _ target: AnyObject) -> [Model]?? {
  guard let value, let kept = _nullified(value, target) else { return nil }
  return .some(kept)
}

/// What was wrong with a stored record.
enum StoreProblem: Error, CustomStringConvertible {
  case missing(String)

  var description: String {
    switch self {
    case .missing(let key): "the store has no value for '\(key)'"
    }
  }
}
