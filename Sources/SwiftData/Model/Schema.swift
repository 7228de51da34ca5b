// Mirrors SwiftData's `Schema` with `Schema.Attribute.Option` and `Schema.Relationship.DeleteRule` (iOS 17 SDK).
// Status: partial — a schema is the list of model types; versioning and migration are not simulated.

/// The model types a container stores (Apple: `Schema`). https://developer.apple.com/documentation/swiftdata/schema
public struct Schema: @unchecked Sendable {
  /// The model types, in the order given.
  public let types: [any PersistentModel.Type]

  /// Creates a schema of the given model types.
  public init(_ types: [any PersistentModel.Type]) { self.types = types }

  /// Creates a schema of the given model types.
  public init(_ types: any PersistentModel.Type...) { self.types = types }

  /// Options of an attribute.
  public enum Attribute {
    /// How SwiftData stores an attribute (Apple: `Schema.Attribute.Option`).
    public struct Option: Sendable, Hashable {
      let name: String
      /// Ensures the property's value is unique across all models of the same type: inserting a model whose value
      /// matches an existing one updates the existing model (upsert).
      /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/unique
      public static let unique = Option(name: "unique")
      /// Stores the value in an adjacent file (accepted; the simulated store keeps it inline).
      public static let externalStorage = Option(name: "externalStorage")
      /// Indexes the value for Spotlight (accepted; no Spotlight here).
      public static let spotlight = Option(name: "spotlight")
      /// Encrypts the value in CloudKit (accepted; no CloudKit here).
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      /// Keeps the value in the history after deletion (accepted).
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      /// Tracks changes without persisting them (accepted).
      public static let ephemeral = Option(name: "ephemeral")
    }
  }

  /// Options of a relationship.
  public enum Relationship {
    /// Options of a relationship (Apple: `Schema.Relationship.Option`).
    public struct Option: Sendable, Hashable {
      let name: String
      /// The related model's value is unique.
      public static let unique = Option(name: "unique")
    }

    /// What happens to related models when a model is deleted (Apple: `Schema.Relationship.DeleteRule`).
    /// https://developer.apple.com/documentation/swiftdata/schema/relationship/deleterule-swift.enum
    public enum DeleteRule: Sendable, Hashable {
      /// Deletes the related models too.
      case cascade
      /// Refuses the deletion while the relationship references a model: the save throws.
      case deny
      /// Removes the deleted model from the related models' references (the default).
      case nullify
      /// Leaves the related models' references as they are.
      case noAction
    }
  }
}
