// Mirrors SwiftData's `PersistentModel` protocol (iOS 17 SDK). Status: partial — the requirements `@Model` writes
// are this module's own (`_$…`), Apple's are backingData-based; what a model offers your code (`persistentModelID`,
// `modelContext`, `isDeleted`, `hasChanges`, Identifiable and Hashable) is Apple's.

/// An interface that enables SwiftData to manage a Swift class as a stored model (Apple: `PersistentModel`);
/// `@Model` adds the conformance. https://developer.apple.com/documentation/swiftdata/persistentmodel
///
/// Not isolated, as Apple's: a model lives in the context that fetched or inserted it, on that context's actor (the
/// main actor's, or a `@ModelActor`'s); models are not `Sendable` (pass a `persistentModelID` between actors).
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// The model's identity and context (written by `@Model`).
  nonisolated var _$modelState: _ModelState { get }
  /// The persisted properties, in declaration order (written by `@Model`).
  static var _$properties: [_PropertyMetadata] { get }
  /// Writes every persisted property into `record` (written by `@Model`).
  func _$encode(into record: inout _ModelRecord)
  /// Makes a model from a stored record, relationships left empty (written by `@Model`).
  init(_$record record: _ModelRecord) throws
  /// Sets the relationships from a stored record, once every model of the store exists (written by `@Model`).
  func _$restoreRelationships(from record: _ModelRecord) throws
  /// Sets every persisted property from `record` through its setter (written by `@Model`).
  func _$apply(_ record: _ModelRecord) throws
  /// Removes every reference to `target` from the relationships (written by `@Model`).
  func _$nullify(_ target: AnyObject)
  /// Adds `other` to (linked) or removes it from the relationship `property`, the inverse of a relationship of
  /// `other`'s that changed (written by `@Model`).
  func _$link(_ property: String, _ other: AnyObject, linked: Bool)
  /// Sets the inverse side of every relationship this model has, when it is inserted (written by `@Model`).
  func _$linkInverses()
}

extension PersistentModel {
  /// The persistent identifier of the model. https://developer.apple.com/documentation/swiftdata/persistentmodel/persistentmodelid
  public nonisolated var persistentModelID: PersistentIdentifier { _$modelState.id }

  /// The stable identity of the model (its `persistentModelID`).
  public nonisolated var id: PersistentIdentifier { persistentModelID }

  /// The context the model is in, nil before it is inserted and after it is deleted.
  /// https://developer.apple.com/documentation/swiftdata/persistentmodel/modelcontext
  public var modelContext: ModelContext? { _$modelState.context }

  /// Whether the model has been deleted from its context (and the deletion not rolled back).
  /// https://developer.apple.com/documentation/swiftdata/persistentmodel/isdeleted
  public var isDeleted: Bool { _$modelState.isDeleted }

  /// Whether the model has unsaved changes: inserted, or a property set, since the last save.
  /// https://developer.apple.com/documentation/swiftdata/persistentmodel/haschanges
  public var hasChanges: Bool { _$modelState.isInserted || _$modelState.isChanged || _$modelState.isDeleted }

  /// Models are equal when they are the same object.
  public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// One persisted property of a model type, as `@Model` read it (not for your code).
public struct _PropertyMetadata: Sendable {
  public let name: String
  public let isUnique: Bool
  public let deleteRule: Schema.Relationship.DeleteRule?
  /// The relationship's `inverse:`, when this side declares it.
  public let inverse: _AnyInverse?

  public init(name: String, isUnique: Bool, deleteRule: Schema.Relationship.DeleteRule?, inverse: _AnyInverse?) {
    self.name = name
    self.isUnique = isUnique
    self.deleteRule = deleteRule
    self.inverse = inverse
  }
}

/// The inverse of a relationship, as `@Model` read it from `inverse: \Item.folder`: the related entity and its
/// property (not for your code).
public struct _AnyInverse: Sendable, Equatable {
  public let entity: String
  public let property: String

  public init(entity: String, property: String) {
    self.entity = entity
    self.property = property
  }
}
