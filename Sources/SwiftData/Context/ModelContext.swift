// Mirrors SwiftData's `ModelContext` (iOS 17 SDK). Status: partial — insert, delete, delete(model:where:), save,
// rollback, hasChanges, autosaveEnabled, fetch, fetchCount, transaction, registeredModel and model(for:) act;
// undo, enumerate and change notifications are not offered.
import AsyncSimulation
import Foundation
import SwiftUI

/// An object that enables you to fetch, insert, and delete models, and save any changes to disk (Apple:
/// `ModelContext`). https://developer.apple.com/documentation/swiftdata/modelcontext
///
/// Main-actor isolated here: every context of the simulation, the main one and those you make, runs on the main
/// actor. Observable (untraced), so that a `@Query` reading it is evaluated again after an insert, a delete or a
/// rollback.
@MainActor
public final class ModelContext: Observable, _UntracedObservable {
  /// The container the context belongs to. https://developer.apple.com/documentation/swiftdata/modelcontext/container
  public let container: ModelContainer
  /// Whether the context saves its changes by itself (true for `mainContext`, false for a context you make):
  /// asyncplay autosaves on the main actor right after the code that made the first unsaved change lets it go.
  /// https://developer.apple.com/documentation/swiftdata/modelcontext/autosaveenabled
  nonisolated(unsafe) public var autosaveEnabled = false
  var isMainContext = false
  /// Set while stored values are put back into models (a rollback): those writes are not changes.
  nonisolated(unsafe) var isApplyingStoredValues = false
  /// Set when an autosave is waiting to run.
  nonisolated(unsafe) private var autosaveScheduled = false
  /// Live models, by identifier.
  private var registered: [PersistentIdentifier: any PersistentModel] = [:]
  /// Models inserted since the last save, in order.
  private var inserted: [PersistentIdentifier] = []
  /// Models deleted since the last save (they were saved before).
  private var deleted: [PersistentIdentifier: any PersistentModel] = [:]
  private var isMaterialized = false
  /// Bumped by every insert, delete and rollback; a `@Query` reads it.
  private var generation = 0
  private let registrar = ObservationRegistrar()
  /// Entities a fetch without a container was reported for.
  private var reportedMissingContainer: Set<String> = []

  /// Creates a context for `container`. https://developer.apple.com/documentation/swiftdata/modelcontext/init(_:)
  public nonisolated init(_ container: ModelContainer) {
    self.container = container
  }

  /// Whether the context has inserted, deleted or changed models that are not saved.
  /// https://developer.apple.com/documentation/swiftdata/modelcontext/haschanges
  public var hasChanges: Bool {
    materialize()
    return !inserted.isEmpty || !deleted.isEmpty || registered.values.contains { $0._$modelState.isChanged }
  }

  /// The models inserted and not saved, in insertion order.
  public var insertedModelsArray: [any PersistentModel] { inserted.compactMap { registered[$0] } }
  /// The models deleted and not saved.
  public var deletedModelsArray: [any PersistentModel] { deleted.keys.sorted().compactMap { deleted[$0] } }
  /// The models changed and not saved.
  public var changedModelsArray: [any PersistentModel] {
    registered.keys.sorted().compactMap { registered[$0] }.filter { $0._$modelState.isChanged }
  }

  // MARK: Inserting and deleting

  /// Registers `model` with the context, to be saved with the next save; its related models are inserted too. A model
  /// whose `.unique` attribute matches a model the context has updates that model instead (upsert).
  /// https://developer.apple.com/documentation/swiftdata/modelcontext/insert(_:)
  /// https://developer.apple.com/documentation/swiftdata/attribute(_:originalname:hashmodifier:) (unique: "update")
  public func insert<T: PersistentModel>(_ model: T) {
    materialize()
    insertModel(model)
  }

  private func insertModel(_ model: any PersistentModel) {
    let state = model._$modelState
    if state.context === self, registered[state.id] != nil { return }
    let type = Swift.type(of: model)
    let entity = String(describing: type)
    container.types[entity] = container.types[entity] ?? type
    var record = _ModelRecord()
    model._$encode(into: &record)
    if let existing = uniqueMatch(for: model, entity: entity, record: record) {
      record.context = self
      try? existing._$apply(record)
      SwiftDataTrace.event("insert \(entity) updates \(existing.persistentModelID) (unique)")
      return
    }
    state.id = container.store.makeIdentifier(entity: entity)
    state.context = self
    state.isInserted = true
    state.isDeleted = false
    registered[state.id] = model
    inserted.append(state.id)
    SwiftDataTrace.event("insert \(state.id)")
    for related in record.models.keys.sorted().flatMap({ record.models[$0] ?? [] }) {
      if let related = related as? any PersistentModel { insertModel(related) }
    }
    changed()
  }

  /// The registered model of the same entity whose `.unique` attributes equal `record`'s, if any.
  private func uniqueMatch(for model: any PersistentModel, entity: String, record: _ModelRecord)
    -> (any PersistentModel)? {
    let uniqueKeys = Swift.type(of: model)._$properties.filter(\.isUnique).map(\.name)
    guard !uniqueKeys.isEmpty else { return nil }
    for id in registered.keys.sorted() where id.entityName == entity {
      guard let candidate = registered[id], candidate !== model else { continue }
      var other = _ModelRecord()
      candidate._$encode(into: &other)
      if uniqueKeys.contains(where: { other.values[$0] != nil && other.values[$0] == record.values[$0] }) {
        return candidate
      }
    }
    return nil
  }

  /// Removes `model` from the context at the next save; its relationships follow their delete rules (cascade
  /// deletes the related models, nullify removes this model from theirs, deny makes the save throw).
  /// https://developer.apple.com/documentation/swiftdata/modelcontext/delete(_:)
  /// https://developer.apple.com/documentation/swiftdata/schema/relationship/deleterule-swift.enum
  public func delete<T: PersistentModel>(_ model: T) {
    materialize()
    deleteModel(model)
  }

  private func deleteModel(_ model: any PersistentModel) {
    let state = model._$modelState
    guard state.context === self, registered[state.id] === model else { return }
    registered[state.id] = nil
    if let index = inserted.firstIndex(of: state.id) {
      inserted.remove(at: index)
      state.isInserted = false
      state.context = nil
    } else {
      deleted[state.id] = model
    }
    state.isDeleted = true
    SwiftDataTrace.event("delete \(state.id)")
    var record = _ModelRecord()
    model._$encode(into: &record)
    for property in Swift.type(of: model)._$properties where property.deleteRule == .cascade {
      for related in record.models[property.name] ?? [] {
        if let related = related as? any PersistentModel { deleteModel(related) }
      }
    }
    for id in registered.keys.sorted() {
      registered[id]?._$nullify(model)
    }
    changed()
  }

  /// Deletes every model of `model`'s type that `predicate` selects (all when nil).
  /// https://developer.apple.com/documentation/swiftdata/modelcontext/delete(model:where:includesubclasses:)
  public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil,
                                         includeSubclasses: Bool = true) throws {
    for model in try select(FetchDescriptor<T>(predicate: predicate)) { deleteModel(model) }
  }

  // MARK: Saving

  /// Writes the unsaved inserts, changes and deletions to the store (nothing when there are none). Throws when a
  /// deleted model's deny relationship still references models, or the store cannot be written.
  /// https://developer.apple.com/documentation/swiftdata/modelcontext/save()
  public func save() throws {
    try save(trigger: "save")
  }

  func save(trigger: String) throws {
    materialize()
    guard hasChanges else { return }
    for model in deleted.values {
      var record = _ModelRecord()
      model._$encode(into: &record)
      for property in Swift.type(of: model)._$properties where property.deleteRule == .deny {
        let remaining = (record.models[property.name] ?? []).compactMap { $0 as? any PersistentModel }
          .filter { !$0._$modelState.isDeleted }
        if !remaining.isEmpty {
          throw SwiftDataError.deleteDenied(model: model.persistentModelID, relationship: property.name,
                                            count: remaining.count)
        }
      }
    }
    let changedCount = registered.values.filter { $0._$modelState.isChanged && !$0._$modelState.isInserted }.count
    let insertedCount = inserted.count
    let deletedCount = deleted.count
    for (id, model) in registered where model._$modelState.isInserted || model._$modelState.isChanged {
      var record = _ModelRecord()
      model._$encode(into: &record)
      container.store.records[id] = _ModelRecord(values: record.values, references: record.references)
    }
    for id in deleted.keys { container.store.records[id] = nil }
    try container.store.write()
    for model in registered.values {
      model._$modelState.isInserted = false
      model._$modelState.isChanged = false
    }
    for model in deleted.values { model._$modelState.context = nil }
    inserted = []
    deleted = [:]
    let place = container.store.url.map { $0.lastPathComponent } ?? "memory"
    SwiftDataTrace.event("\(trigger): \(insertedCount) inserted, \(changedCount) changed, \(deletedCount) deleted "
      + "-> \(place)")
  }

  /// Discards the unsaved changes: inserted models leave the context, deleted ones come back, changed properties
  /// get their saved values. https://developer.apple.com/documentation/swiftdata/modelcontext/rollback()
  public func rollback() {
    materialize()
    guard hasChanges else { return }
    for id in inserted {
      guard let model = registered.removeValue(forKey: id) else { continue }
      model._$modelState.isInserted = false
      model._$modelState.context = nil
    }
    inserted = []
    for (id, model) in deleted {
      registered[id] = model
      model._$modelState.isDeleted = false
    }
    deleted = [:]
    isApplyingStoredValues = true
    for id in registered.keys.sorted() {
      guard let model = registered[id], model._$modelState.isChanged, var record = container.store.records[id]
      else { continue }
      record.context = self
      try? model._$apply(record)
      model._$modelState.isChanged = false
    }
    isApplyingStoredValues = false
    SwiftDataTrace.event("rollback")
    changed()
  }

  /// Runs `block`, then saves. https://developer.apple.com/documentation/swiftdata/modelcontext/transaction(block:)
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save(trigger: "save (transaction)")
  }

  // MARK: Fetching

  /// The models the descriptor selects, in its order (insertion order where it is silent).
  /// https://developer.apple.com/documentation/swiftdata/modelcontext/fetch(_:)
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    let models = try select(descriptor)
    SwiftDataTrace.event("fetch \(T.self): \(models.count)")
    return models
  }

  /// The number of models the descriptor selects. https://developer.apple.com/documentation/swiftdata/modelcontext/fetchcount(_:)
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    let count = try select(descriptor).count
    SwiftDataTrace.event("fetchCount \(T.self): \(count)")
    return count
  }

  /// The model with identifier `id` the context has, if any.
  /// https://developer.apple.com/documentation/swiftdata/modelcontext/registeredmodel(for:)
  public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
    materialize()
    return registered[id] as? T
  }

  /// The model with identifier `id`. https://developer.apple.com/documentation/swiftdata/modelcontext/model(for:)
  public func model(for id: PersistentIdentifier) -> any PersistentModel {
    materialize()
    guard let model = registered[id] ?? deleted[id] else {
      fatalError("SwiftData: no model \(id) in this context")
    }
    return model
  }

  func select<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    materialize()
    registrar.access(self, keyPath: \.generation)
    if container.isPlaceholder, !reportedMissingContainer.contains(String(describing: T.self)) {
      reportedMissingContainer.insert(String(describing: T.self))
      SwiftDataLog.problem("SwiftData: no container for \(T.self); add .modelContainer(for: \(T.self).self)")
    }
    var pool = registered
    if !descriptor.includePendingChanges {
      for id in inserted { pool[id] = nil }
      for (id, model) in deleted { pool[id] = model }
    }
    var models = pool.keys.sorted().compactMap { pool[$0] as? T }
    if let predicate = descriptor.predicate {
      models = try models.filter { try predicate.evaluate($0) }
    }
    if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
    if let offset = descriptor.fetchOffset { models = Array(models.dropFirst(max(0, offset))) }
    if let limit = descriptor.fetchLimit { models = Array(models.prefix(max(0, limit))) }
    return models
  }

  // MARK: Changes

  /// A model of this context changed: `hasChanges` is true, and an autosave is scheduled when enabled.
  nonisolated func noteChange(_ model: AnyObject) {
    if !changedSinceSweep.contains(where: { $0 === model }) { changedSinceSweep.append(model) }
    scheduleAutosave()
  }

  /// Models whose properties were set since the last sweep, in order.
  nonisolated(unsafe) private var changedSinceSweep: [AnyObject] = []

  /// Inserts the models that changed models now reference and the context does not have: a relationship set on a
  /// model in a context brings the related models into it, as an insert does.
  private func sweep() {
    while !changedSinceSweep.isEmpty {
      let models = changedSinceSweep
      changedSinceSweep = []
      for case let model as any PersistentModel in models where model._$modelState.context === self {
        var record = _ModelRecord()
        model._$encode(into: &record)
        for related in record.models.keys.sorted().flatMap({ record.models[$0] ?? [] }) {
          if let related = related as? any PersistentModel, related._$modelState.context !== self,
             !related._$modelState.isDeleted {
            insertModel(related)
          }
        }
      }
    }
  }

  private func changed() {
    registrar.withMutation(of: self, keyPath: \.generation) { generation += 1 }
    scheduleAutosave()
  }

  /// The autosave: a main-actor task started at the first unsaved change, which saves when it runs — after the code
  /// that made the change lets the main actor go (Apple does not say when it saves; this is asyncplay's choice).
  private nonisolated func scheduleAutosave() {
    guard autosaveEnabled, !autosaveScheduled, !container.isPlaceholder else { return }
    autosaveScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.autosaveScheduled = false
      guard self.autosaveEnabled else { return }
      do {
        try self.save(trigger: "autosave")
      } catch {
        SwiftDataLog.problem("SwiftData: autosave failed: \(error)")
      }
    }
  }

  /// Makes the live models of every saved record of a known type, relationships restored after every model exists.
  private func materialize() {
    sweep()
    guard !isMaterialized else { return }
    isMaterialized = true
    let store = container.store
    var made: [(any PersistentModel, _ModelRecord)] = []
    for id in store.records.keys.sorted() {
      guard let type = container.types[id.entityName], var record = store.records[id] else { continue }
      record.context = self
      do {
        let model = try type.init(_$record: record)
        model._$modelState.id = id
        model._$modelState.context = self
        registered[id] = model
        made.append((model, record))
      } catch {
        SwiftDataLog.problem("SwiftData: \(id) in the store could not be read (\(error)); it is left in the store")
      }
    }
    for (model, record) in made { try? model._$restoreRelationships(from: record) }
  }
}

/// Errors of a save (Apple: `SwiftDataError`). https://developer.apple.com/documentation/swiftdata/swiftdataerror
public enum SwiftDataError: Error, Equatable, CustomStringConvertible {
  /// A deleted model's relationship with the deny rule still references models.
  case deleteDenied(model: PersistentIdentifier, relationship: String, count: Int)

  public var description: String {
    switch self {
    case .deleteDenied(let model, let relationship, let count):
      "\(model) cannot be deleted: its relationship '\(relationship)' (deny) references \(count) model"
        + (count == 1 ? "" : "s")
    }
  }
}
