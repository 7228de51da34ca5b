// Mirrors SwiftData's `ModelContext` (iOS 17 SDK). Status: partial — insert, delete, delete(model:where:), save,
// rollback, hasChanges, autosaveEnabled, fetch, fetchCount, transaction, registeredModel and model(for:) act, and
// a context merges what other contexts of its container saved; undo, enumerate and change notifications are not
// offered.
import AsyncSimulation
import Foundation
import SwiftUI

/// An object that enables you to fetch, insert, and delete models, and save any changes to disk (Apple:
/// `ModelContext`). https://developer.apple.com/documentation/swiftdata/modelcontext
///
/// Not isolated and not `Sendable`, as Apple's: a context is used on the actor that made it — the container's
/// `mainContext` on the main actor, a `@ModelActor`'s on that actor. Observable (untraced), so that a `@Query` reading
/// it is evaluated again after an insert, a delete, a rollback or a merge.
///
/// Saves by another context of the same container reach this one by a merge: the main context merges in a main-actor
/// task that the other context's save starts (so a `@Query` shows them when that task runs); any other context merges
/// at its next operation. A model with unsaved changes here keeps them.
public final class ModelContext: Observable, _UntracedObservable {
  /// The container the context belongs to. https://developer.apple.com/documentation/swiftdata/modelcontext/container
  public let container: ModelContainer
  /// Whether the context saves its changes by itself (true for `mainContext`, false for a context you make):
  /// asyncplay autosaves on the main actor right after the code that made the first unsaved change lets it go.
  /// https://developer.apple.com/documentation/swiftdata/modelcontext/autosaveenabled
  public var autosaveEnabled = false
  var isMainContext = false
  /// Set while stored values are put back into models (a rollback, a merge): those writes are not changes.
  var isApplyingStoredValues = false
  /// Set when an autosave is waiting to run.
  private var autosaveScheduled = false
  /// Set when a merge of another context's save is waiting to run (the main context).
  private var mergeScheduled = false
  /// The number of the store's saves this context has seen (its own, or merged).
  private var seenVersion = 0
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
  public init(_ container: ModelContainer) {
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
    container.note(type)
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
    model._$linkInverses()
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
    var writes: [PersistentIdentifier: _ModelRecord] = [:]
    for (id, model) in registered where model._$modelState.isInserted || model._$modelState.isChanged {
      var record = _ModelRecord()
      model._$encode(into: &record)
      writes[id] = _ModelRecord(values: record.values, references: record.references)
    }
    let store = container.store
    let caughtUp = store.version == seenVersion
    try store.commit(by: ObjectIdentifier(self), writes: writes, removals: Array(deleted.keys))
    // Saves of others not merged yet stay to merge; this one is seen.
    if caughtUp { seenVersion = store.version }
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
    if let main = container.main, main !== self { main.scheduleMerge() }
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
      guard let model = registered[id], model._$modelState.isChanged, var record = container.store.record(id)
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

  /// The live model of `id` while records are read (no merge, no sweep).
  func lookup(_ id: PersistentIdentifier) -> (any PersistentModel)? { registered[id] }

  /// The model with identifier `id`. https://developer.apple.com/documentation/swiftdata/modelcontext/model(for:)
  public func model(for id: PersistentIdentifier) -> any PersistentModel {
    materialize()
    guard let model = registered[id] ?? deleted[id] else {
      fatalError("SwiftData: no model \(id) in this context (it was never saved, or was deleted); "
        + "use registeredModel(for:), which returns nil")
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
  func noteChange(_ model: AnyObject) {
    if !changedSinceSweep.contains(where: { $0 === model }) { changedSinceSweep.append(model) }
    scheduleAutosave()
  }

  /// Models whose properties were set since the last sweep, in order.
  private var changedSinceSweep: [AnyObject] = []

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
  private func scheduleAutosave() {
    guard autosaveEnabled, !autosaveScheduled, !container.isPlaceholder else { return }
    autosaveScheduled = true
    // Only the main context autosaves by default, and it lives on the main actor: the task runs where it does (a
    // context you make and enable autosave on must be one the main actor uses, as docs/swiftdata.md says).
    let context = ContextReference(self)
    Task { @MainActor in
      let context = context.context
      context.autosaveScheduled = false
      guard context.autosaveEnabled else { return }
      // Said, so that the autosave's task in the trace is not a mystery when a save() came first.
      guard context.hasChanges else { return SwiftDataTrace.event("autosave: nothing to save") }
      do {
        try context.save(trigger: "autosave")
      } catch {
        SwiftDataLog.problem("SwiftData: autosave failed: \(error)")
      }
    }
  }

  /// Another context of the container saved: the main context merges it in a main-actor task (one per batch of
  /// saves), so that its `@Query`s show the saved models when that task runs — asyncplay's choice of when (Apple:
  /// saved changes reach the other contexts and their queries, without saying when).
  func scheduleMerge() {
    guard !mergeScheduled else { return }
    mergeScheduled = true
    let context = ContextReference(self)
    Task { @MainActor in
      let context = context.context
      context.mergeScheduled = false
      context.mergeSaves()
    }
  }

  /// Makes the live models of every saved record of a known type, relationships restored after every model exists;
  /// later, merges what other contexts saved since (the main context merges in its own task instead, see
  /// `scheduleMerge`).
  private func materialize() {
    sweep()
    guard isMaterialized else {
      isMaterialized = true
      let (records, version) = container.store.snapshot()
      seenVersion = version
      var made: [(any PersistentModel, _ModelRecord)] = []
      for (id, record) in records {
        if let model = make(id, record) { made.append((model, record)) }
      }
      for (model, var record) in made {
        record.context = self
        try? model._$restoreRelationships(from: record)
      }
      return
    }
    if !isMainContext { mergeSaves() }
  }

  /// The live model of a saved record of a known type, registered; nil (and one line) when it cannot be read.
  private func make(_ id: PersistentIdentifier, _ record: _ModelRecord) -> (any PersistentModel)? {
    guard let type = container.type(of: id.entityName) else { return nil }
    var record = record
    record.context = self
    do {
      let model = try type.init(_$record: record)
      model._$modelState.id = id
      model._$modelState.context = self
      registered[id] = model
      return model
    } catch {
      SwiftDataLog.problem("SwiftData: \(id) in the store could not be read (\(error)); it is left in the store")
      return nil
    }
  }

  /// Brings in what other contexts saved since this one last looked: new models join, saved values replace those of
  /// models without unsaved changes here, removed models leave (marked deleted). One `merge: …` event when anything
  /// came in, and the `@Query`s reading this context are evaluated again.
  func mergeSaves() {
    guard isMaterialized else { return }
    let store = container.store
    let (commits, version) = store.commits(after: seenVersion, excluding: ObjectIdentifier(self))
    seenVersion = version
    let written = Set(commits.flatMap(\.written)).sorted()
    let removed = Set(commits.flatMap(\.removed)).subtracting(written).sorted()
    guard !written.isEmpty || !removed.isEmpty else { return }
    var insertedCount = 0
    var changedCount = 0
    var deletedCount = 0
    isApplyingStoredValues = true
    var made: [(any PersistentModel, _ModelRecord)] = []
    var updated: [(any PersistentModel, _ModelRecord)] = []
    for id in written {
      guard let record = store.record(id) else { continue }
      if let model = registered[id] {
        guard !model._$modelState.isChanged, !model._$modelState.isInserted else { continue }
        updated.append((model, record))
      } else if deleted[id] == nil, let model = make(id, record) {
        made.append((model, record))
      }
    }
    for (model, var record) in updated {
      record.context = self
      try? model._$apply(record)
      changedCount += 1
    }
    for (model, var record) in made {
      record.context = self
      try? model._$restoreRelationships(from: record)
      insertedCount += 1
    }
    for id in removed {
      guard let model = registered[id], !model._$modelState.isChanged else { continue }
      registered[id] = nil
      model._$modelState.isDeleted = true
      model._$modelState.context = nil
      for other in registered.keys.sorted() { registered[other]?._$nullify(model) }
      deletedCount += 1
    }
    isApplyingStoredValues = false
    guard insertedCount + changedCount + deletedCount > 0 else { return }
    SwiftDataTrace.event("merge: \(insertedCount) inserted, \(changedCount) changed, \(deletedCount) deleted")
    registrar.withMutation(of: self, keyPath: \.generation) { generation += 1 }
  }
}

/// A context carried into the main-actor task of its autosave or merge: the main context (and any context whose
/// autosave you enable, which must then be one the main actor uses) is only ever used on the main actor.
private struct ContextReference: @unchecked Sendable {
  let context: ModelContext
  init(_ context: ModelContext) { self.context = context }
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
