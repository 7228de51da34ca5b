// Mirrors SwiftData's `ModelContainer` (iOS 17 SDK). Status: partial — one configuration's store per container;
// migration plans and `deleteAllData()` are not offered.
import Foundation

/// An object that manages an app's schema and model storage configuration (Apple: `ModelContainer`).
/// https://developer.apple.com/documentation/swiftdata/modelcontainer
public final class ModelContainer: @unchecked Sendable {
  /// The schema: the model types given.
  public let schema: Schema
  /// The configurations (the default one when none was given).
  public let configurations: [ModelConfiguration]
  /// The saved models.
  let store: ModelStore
  private let lock = NSLock()
  /// The model types by entity name (those given, and those met by inserts of any context).
  private var knownTypes: [String: any PersistentModel.Type] = [:]
  /// The main context, once made.
  nonisolated(unsafe) private(set) var main: ModelContext?
  /// The container of the environment's default context, when no `.modelContainer` was set: fetches report it.
  var isPlaceholder = false

  /// Creates a container for the given model types, stored as the configurations say (by default in
  /// `default.store` in Application Support). https://developer.apple.com/documentation/swiftdata/modelcontainer/init(for:configurations:)-8s4ts
  public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  /// Creates a container for a schema. https://developer.apple.com/documentation/swiftdata/modelcontainer/init(for:configurations:)-7ijh9
  public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
    try self.init(for: givenSchema, configurations: configurations)
  }

  /// Creates a container for a schema and a list of configurations.
  public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
    schema = givenSchema
    self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    store = ModelStore(configuration: self.configurations[0])
    for type in givenSchema.types { knownTypes[String(describing: type)] = type }
  }

  /// The model type of `entity`, if the schema has it or a context inserted one.
  func type(of entity: String) -> (any PersistentModel.Type)? { lock.withLock { knownTypes[entity] } }

  /// Notes a model type an insert met (a type the schema did not list).
  func note(_ type: any PersistentModel.Type) {
    lock.withLock {
      let entity = String(describing: type)
      if knownTypes[entity] == nil { knownTypes[entity] = type }
    }
  }

  /// The context bound to the main actor, made on first use. https://developer.apple.com/documentation/swiftdata/modelcontainer/maincontext
  @MainActor public var mainContext: ModelContext {
    if let main { return main }
    let context = ModelContext(self)
    context.isMainContext = true
    context.autosaveEnabled = true
    main = context
    return context
  }
}
