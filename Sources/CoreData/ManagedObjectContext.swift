// Mirrors: Core Data `NSManagedObjectContext` (`init(concurrencyType:)`, `insert`, `delete`, `save`, `rollback`,
//   `reset`, `hasChanges`, `fetch`, `count(for:)`, `object(with:)`, `existingObject(with:)`, `execute`,
//   `perform`, `performAndWait`, async `perform(schedule:_:)`, `mergeChanges(fromContextDidSave:)`,
//   `refreshAllObjects()`, `insertedObjects`, `updatedObjects`, `deletedObjects`, `registeredObjects`, `name`,
//   `mergePolicy`, `automaticallyMergesChangesFromParent`, `undoManager`, `shouldDeleteInaccessibleFaults`,
//   `transactionAuthor`, `persistentStoreCoordinator`), `NSManagedObjectContextDidSave`
// SDK: iOS 26 SDK
// Status: partial
// Parent (child) contexts, undo and staleness are not offered. Every context runs its blocks on the run's virtual
// time: `perform` of a main-queue context on the main actor, of a private-queue one on a task of its own;
// `performAndWait` and the async `perform` run the block at once, on the caller's task (docs/coredata.md).
import AsyncSimulation
import Foundation
import Observation

/// An object space to manipulate and track changes to managed objects (Apple: `NSManagedObjectContext`).
/// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext
///
/// Observable (the SwiftUI module does not trace it), so that a `@FetchRequest` reading it is evaluated again after
/// an insert, a delete, a change of one of its objects, a save or a merge.
open class NSManagedObjectContext: NSObject, Observable, @unchecked Sendable {
  /// The queue a context's blocks run on. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontextconcurrencytype
  public enum ConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType = 0
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
  }

  /// When an async `perform` runs its block. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/scheduledtasktype
  public enum ScheduledTaskType: Sendable {
    case immediate
    case enqueued
  }

  /// The context's queue. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/concurrencytype
  public let concurrencyType: ConcurrencyType
  /// The coordinator of the store the context reads and saves. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/persistentstorecoordinator
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
  /// The context's name (Apple shows it in its logs). https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/name
  open var name: String?
  /// How a save resolves a conflict with the store: `NSErrorMergePolicy` (the default) makes the save throw; the
  /// `…ObjectTrump` policies keep the context's values, the `…StoreTrump` and rollback ones the store's.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/mergepolicy
  open var mergePolicy: Any = NSErrorMergePolicy
  /// Whether another context's save reaches this one by itself. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/automaticallymergeschangesfromparent
  open var automaticallyMergesChangesFromParent = false
  /// Accepted; asyncplay does not record undo.
  open var undoManager: UndoManager?
  /// Accepted; asyncplay has no faults. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/shoulddeleteinaccessiblefaults
  open var shouldDeleteInaccessibleFaults = true
  /// The author the context's saves are recorded with in the persistent history. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/transactionauthor
  open var transactionAuthor: String?

  /// Live objects, by identifier.
  private var registered: [NSManagedObjectID: NSManagedObject] = [:]
  /// Objects inserted since the last save, in order.
  private var inserted: [NSManagedObject] = []
  /// Saved objects deleted since the last save, in order.
  private var deleted: [NSManagedObject] = []
  /// Saved objects changed since the last save, in order.
  private var updated: [NSManagedObject] = []
  /// Bumped by every change a fetch can see; a `@FetchRequest` reads it.
  private var generation = 0
  private let registrar = ObservationRegistrar()
  /// Set while stored values are put back into objects: those writes are not changes.
  private var applyingStoredValues = false

  /// Creates a context whose blocks run on `concurrencyType`'s queue.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/init(concurrencytype:)
  public init(concurrencyType: ConcurrencyType) {
    self.concurrencyType = concurrencyType
    super.init()
  }

  /// The model of the context's store.
  var model: NSManagedObjectModel? { persistentStoreCoordinator?.managedObjectModel }
  var store: PersistentStore? { persistentStoreCoordinator?.store }

  /// Whether the context has inserted, deleted or changed objects not saved.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/haschanges
  open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !updated.isEmpty }
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/insertedobjects
  open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/updatedobjects
  open var updatedObjects: Set<NSManagedObject> { Set(updated) }
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/deletedobjects
  open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/registeredobjects
  open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }

  // MARK: Observation

  /// Called by a `@FetchRequest` (and any fetch): the reader is evaluated again after the next change.
  public func _observeChanges() { registrar.access(self, keyPath: \.generation) }

  /// The number of changes a fetch can see so far: a `@FetchRequest` keeps its results while it is the same.
  public var _changeCount: Int { generation }

  private func changed() { registrar.withMutation(of: self, keyPath: \.generation) { generation += 1 } }

  /// An object of the context changed a value.
  func objectChanged(_ object: NSManagedObject) {
    guard !applyingStoredValues else { return }
    if !object.isInserted, !object.isDeleted, !updated.contains(where: { $0 === object }) { updated.append(object) }
    changed()
  }

  // MARK: Insert, delete

  /// Registers `object` to be saved. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/insert(_:)
  open func insert(_ object: NSManagedObject) {
    guard object.managedObjectContext !== self || !object.isInserted else { return }
    if object.managedObjectContext == nil || object.objectID.isTemporaryID {
      object.managedObjectContext = self
      object.isInserted = true
      registered[object.objectID] = object
      inserted.append(object)
      CoreDataLog.event("insert \(object.objectID)")
      object.awakeFromInsert()
      for relationship in object.entity.relationshipsByName.values.sorted(by: { $0.name < $1.name }) {
        for related in object.related(relationship) where related.managedObjectContext == nil { insert(related) }
      }
      changed()
    }
  }

  /// Marks `object` to be removed at the next save (an object not saved yet just leaves the context).
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/delete(_:)
  open func delete(_ object: NSManagedObject) {
    guard object.managedObjectContext === self, !object.isDeleted else { return }
    CoreDataLog.event("delete \(object.objectID)")
    if object.isInserted {
      inserted.removeAll { $0 === object }
      registered[object.objectID] = nil
      object.isInserted = false
      object.managedObjectContext = nil
    } else {
      object.isDeleted = true
      updated.removeAll { $0 === object }
      deleted.append(object)
    }
    changed()
  }

  /// The object of `objectID` in this context (made from the store when it is not registered).
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/object(with:)
  @discardableResult
  open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    if let object = try? existingObject(with: objectID) { return object }
    CoreDataLog.fail("CoreData: object(with:) was given \(objectID), which the store does not hold")
  }

  /// The object of `objectID`, or an error when the store does not hold it.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/existingobject(with:)
  @discardableResult
  open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    if let object = registered[objectID] { return object }
    if let object = materialize(objectID) { return object }
    throw NSError(domain: NSCocoaErrorDomain, code: 133000,
                  userInfo: [NSLocalizedDescriptionKey: "The object \(objectID) does not exist in the store."])
  }

  // MARK: Fetch

  /// The objects `request` finds: the store's, with this context's unsaved changes (inserted objects in, deleted
  /// ones out, changed values as changed), filtered by its predicate, in its sort order, then offset and limit.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/fetch(_:)
  @discardableResult
  open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    let objects = try fetchObjects(request)
    CoreDataLog.event("fetch \(request.entityName ?? "?"): \(objects.count)")
    if T.self == NSManagedObjectID.self || request.resultType == .managedObjectIDResultType {
      return objects.compactMap { $0.objectID as? T }
    }
    return objects.compactMap { $0 as? T }
  }

  /// The number of objects `request` finds. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/count(for:)
  @discardableResult
  open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try fetchObjects(request).count
  }

  func fetchObjects<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
    _observeChanges()
    guard let store, let model else {
      throw CoreDataError.make(134_060, "CoreData: the context has no store: load the container's persistent "
                               + "stores (loadPersistentStores) before fetching \(request.entityName ?? "")")
    }
    guard let entityName = request.entityName, let entity = model.entitiesByName[entityName] else {
      throw CoreDataError.make(134_060, "CoreData: the model has no entity named \(request.entityName ?? "nil") "
                               + "(entities: \(model.entities.compactMap(\.name).joined(separator: ", ")))")
    }
    // The request's type names the entity's class, which the objects made for it must be.
    if let type = T.self as? NSManagedObject.Type, type != NSManagedObject.self {
      ManagedClasses.register(type, for: entity)
    }
    let predicate = try request.predicate.map { try PredicateFormat.parsed($0) }
    var objects: [NSManagedObject] = []
    for id in store.identifiers(of: entityName) {
      guard let object = registered[id] ?? materialize(id), !object.isDeleted else { continue }
      objects.append(object)
    }
    if request.includesPendingChanges {
      objects += inserted.filter { $0.entity.name == entityName }
    }
    if let predicate { objects = try objects.filter { try predicate.matches($0) } }
    if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
      objects = try SortOrder.sorted(objects, by: descriptors)
    } else if !request.sortComparators.isEmpty {
      objects = objects.enumerated().sorted { left, right in
        for comparator in request.sortComparators {
          let order = comparator(left.element, right.element)
          if order != .orderedSame { return order == .orderedAscending }
        }
        return left.offset < right.offset
      }.map(\.element)
    }
    if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
    if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
    return objects
  }

  /// The object of a stored record, made and registered (its related objects are made when read).
  func materialize(_ id: NSManagedObjectID) -> NSManagedObject? {
    guard !id.isTemporaryID, let store, let model, let record = store.record(id),
          let entity = model.entitiesByName[id.entityName] else { return nil }
    let type = ManagedClasses.type(for: entity) ?? NSManagedObject.self
    let object = type._makeObject(entity: entity, insertInto: nil)
    object.objectID = id
    object.managedObjectContext = self
    registered[id] = object
    apply(record, to: object)
    object.awakeFromFetch()
    return object
  }

  /// Puts a stored record's values into `object`.
  private func apply(_ record: PersistentStore.Record, to object: NSManagedObject) {
    applyingStoredValues = true
    defer { applyingStoredValues = false }
    for (name, attribute) in object.entity.attributesByName {
      object.values[name] = record.values[name]?.value(as: attribute.attributeType)
    }
    for (name, relationship) in object.entity.relationshipsByName {
      let ids = record.references[name] ?? []
      let related = ids.compactMap { number -> NSManagedObject? in
        let id = NSManagedObjectID(entityName: relationship.destinationEntityName, number: number, isTemporary: false)
        return registered[id] ?? materialize(id)
      }
      object.values[name] = relationship.isToMany ? related : related.first
    }
    object.changedKeys = []
  }

  // MARK: Save

  /// Writes the context's changes to the store: inserted objects get permanent identifiers, delete rules are
  /// applied, and uniqueness constraints are resolved by the merge policy (`NSErrorMergePolicy` throws).
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/save()
  open func save() throws {
    guard hasChanges else { return }
    guard let store, let coordinator = persistentStoreCoordinator else {
      throw CoreDataError.make(134_030, "CoreData: the context has no store to save to (load the container's "
                               + "persistent stores first)")
    }
    try applyDeleteRules()
    try resolveConstraints(store)
    for object in inserted + updated { object.willSave() }
    var written: [NSManagedObjectID: PersistentStore.Record] = [:]
    let insertedCount = inserted.count, updatedCount = updated.count, deletedCount = deleted.count
    for object in inserted where object.objectID.isTemporaryID {
      registered[object.objectID] = nil
      object.objectID = store.makeIdentifier(entity: object.entity.name ?? "")
      registered[object.objectID] = object
    }
    for object in inserted + updated { written[object.objectID] = PersistentStore.Record(object) }
    let removed = deleted.map(\.objectID)
    let problem: (any Error)?
    do {
      try store.commit(by: self, author: transactionAuthor, writes: written, removals: removed)
      problem = nil
    } catch {
      problem = error
    }
    for object in inserted + updated {
      object.isInserted = false
      object.changedKeys = []
    }
    for object in deleted {
      registered[object.objectID] = nil
      object.managedObjectContext = nil
    }
    let saved = (inserted: inserted.map(\.objectID), updated: updated.map(\.objectID), deleted: removed)
    inserted = []
    updated = []
    deleted = []
    CoreDataLog.event("save: \(insertedCount) inserted, \(updatedCount) changed, \(deletedCount) deleted -> "
                      + (store.url.map { $0.lastPathComponent } ?? "memory"))
    changed()
    if let problem { throw problem }
    coordinator.contextSaved(self, inserted: saved.inserted, updated: saved.updated, deleted: saved.deleted)
  }

  /// Applies the delete rules of the deleted objects' relationships: cascade deletes the related objects, nullify
  /// removes the deleted object from their inverse, deny makes the save throw while related objects remain.
  private func applyDeleteRules() throws {
    var index = 0
    while index < deleted.count {
      let object = deleted[index]
      index += 1
      for relationship in object.entity.relationshipsByName.values.sorted(by: { $0.name < $1.name }) {
        let related = object.related(relationship)
        switch relationship.deleteRule {
        case .denyDeleteRule where !related.isEmpty:
          throw CoreDataError.make(1600, "CoreData: \(object.objectID) cannot be deleted: its \(relationship.name) "
                                   + "relationship (delete rule Deny) still has objects")
        case .cascadeDeleteRule:
          for other in related where other.managedObjectContext === self { delete(other) }
        case .nullifyDeleteRule:
          if let inverse = relationship.inverseRelationship {
            for other in related { other.detach(object, from: inverse) }
          }
        default: break
        }
      }
    }
  }

  /// Resolves inserted objects whose uniqueness-constraint values equal those of a stored or another inserted
  /// object: the trump policies merge them into one object with the stored identifier (object trump: the
  /// context's values; store trump and rollback: the store's attribute values), the error policy throws.
  private func resolveConstraints(_ store: PersistentStore) throws {
    var claimed: [String: NSManagedObject] = [:]
    for object in inserted {
      for constraint in object.entity.constraintNames where !constraint.isEmpty {
        let values = constraint.map { object.values[$0].flatMap(StoredValue.stored) }
        let key = (object.entity.name ?? "") + "|" + values.map { "\($0.map { "\($0)" } ?? "nil")" }.joined(separator: "|")
        let storedID = store.identifier(of: object.entity.name ?? "", matching: constraint, values: values)
        if claimed[key] == nil, storedID == nil {
          claimed[key] = object
          continue
        }
        let policy = MergePolicyKind(mergePolicy)
        guard policy != .error else {
          throw CoreDataError.make(133_021, "CoreData: saving \(object.entity.name ?? "") failed: another object "
                                   + "has the same \(constraint.joined(separator: ", ")) (uniqueness constraint; "
                                   + "mergePolicy is NSErrorMergePolicy)")
        }
        if let storedID {
          registered[object.objectID] = nil
          if let previous = registered[storedID], previous !== object {
            previous.managedObjectContext = nil
            updated.removeAll { $0 === previous }
          }
          object.objectID = storedID
          registered[storedID] = object
          object.isInserted = false
          if !updated.contains(where: { $0 === object }) { updated.append(object) }
          if policy == .storeTrump, let record = store.record(storedID) {
            for (name, attribute) in object.entity.attributesByName {
              object.values[name] = record.values[name]?.value(as: attribute.attributeType)
            }
          }
          claimed[key] = object
        } else if let earlier = claimed[key] {
          // Two new objects with one value: the later one's values (object trump) go into the earlier one.
          if policy == .objectTrump {
            for (name, value) in object.values where object.entity.attributesByName[name] != nil {
              earlier.values[name] = value
            }
          }
          for relationship in object.entity.relationshipsByName.values.sorted(by: { $0.name < $1.name }) {
            for other in object.related(relationship) where !earlier.related(relationship).contains(other) {
              earlier.setRelated(relationship, to: earlier.related(relationship) + [other])
            }
            object.setRelated(relationship, to: [])
          }
          inserted.removeAll { $0 === object }
          registered[object.objectID] = nil
          object.isInserted = false
        }
      }
    }
    inserted.removeAll { !$0.isInserted }
  }

  /// Discards the unsaved changes. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/rollback()
  open func rollback() {
    for object in inserted {
      registered[object.objectID] = nil
      object.managedObjectContext = nil
      object.isInserted = false
    }
    for object in deleted { object.isDeleted = false }
    let stale = updated + deleted
    inserted = []
    updated = []
    deleted = []
    for object in stale { if let record = store?.record(object.objectID) { apply(record, to: object) } }
    CoreDataLog.event("rollback")
    changed()
  }

  /// Forgets every object. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/reset()
  open func reset() {
    registered = [:]
    inserted = []
    updated = []
    deleted = []
    changed()
  }

  /// Reloads the unchanged objects' values from the store. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/refreshallobjects()
  open func refreshAllObjects() {
    for (id, object) in registered where !object.hasChanges {
      if let record = store?.record(id) { apply(record, to: object) }
    }
    changed()
  }

  // MARK: Merge

  /// Brings another context's save into this one: changed objects without unsaved changes here take the stored
  /// values, deleted ones leave, and fetches see the inserted ones. `notification` is a did-save notification (or a
  /// history transaction's `objectIDNotification()`).
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/mergechanges(fromcontextdidsave:)
  open func mergeChanges(fromContextDidSave notification: Notification) {
    let info = notification.userInfo ?? [:]
    func ids(_ key: String) -> [NSManagedObjectID] {
      let values = info[key]
      if let ids = values as? [NSManagedObjectID] { return ids }
      if let set = values as? NSSet {
        return set.allObjects.compactMap { ($0 as? NSManagedObjectID) ?? ($0 as? NSManagedObject)?.objectID }
      }
      if let objects = values as? [NSManagedObject] { return objects.map(\.objectID) }
      return []
    }
    merge(inserted: ids(NSInsertedObjectsKey) + ids(NSInsertedObjectIDsKey),
          updated: ids(NSUpdatedObjectsKey) + ids(NSUpdatedObjectIDsKey),
          deleted: ids(NSDeletedObjectsKey) + ids(NSDeletedObjectIDsKey))
  }

  func merge(inserted newIDs: [NSManagedObjectID], updated: [NSManagedObjectID], deleted removed: [NSManagedObjectID]) {
    for id in updated {
      if let object = registered[id], !object.hasChanges, let record = store?.record(id) { apply(record, to: object) }
    }
    for id in removed {
      if let object = registered[id] {
        registered[id] = nil
        object.managedObjectContext = nil
        object.isDeleted = true
      }
    }
    CoreDataLog.event("merge: \(newIDs.count) inserted, \(updated.count) changed, \(removed.count) deleted"
                      + (name.map { " into \($0)" } ?? ""))
    changed()
  }

  // MARK: Requests

  /// Runs a batch request against the store (`NSBatchDeleteRequest`, `NSBatchInsertRequest`, a history request);
  /// batch requests change the store directly, not the contexts' objects (as Apple's).
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/execute(_:)
  @discardableResult
  open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
    guard let coordinator = persistentStoreCoordinator else {
      throw CoreDataError.make(134_030, "CoreData: the context has no store to execute \(type(of: request)) on")
    }
    let result = try coordinator.execute(request, with: self)
    return result as? NSPersistentStoreResult ?? NSAsynchronousFetchResult(finalResult: result as? [Any])
  }

  // MARK: Queues

  /// Runs `block` later on the context's queue: a main-queue context's on the main actor, another's on a task.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/perform(_:)
  open func perform(_ block: @escaping () -> Void) {
    let work = UncheckedBlock(block)
    if concurrencyType == .mainQueueConcurrencyType {
      Task { @MainActor in work.block() }
    } else {
      Task { work.block() }
    }
  }

  /// Runs `block` now, on the caller's task. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/performandwait(_:)-4qx4g
  open func performAndWait(_ block: () -> Void) { block() }

  /// Runs `block` now and returns its result. https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/performandwait(_:)-3ds0g
  public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }

  /// Runs `block` on the context's queue and returns its result.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/perform(schedule:_:)
  public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows
    -> T {
    try block()
  }
}

/// The result of a fetch run with `execute(_:)`: the objects. https://developer.apple.com/documentation/coredata/nsasynchronousfetchresult
open class NSAsynchronousFetchResult: NSPersistentStoreResult, @unchecked Sendable {
  /// https://developer.apple.com/documentation/coredata/nsasynchronousfetchresult/finalresult
  public let finalResult: [Any]?
  init(finalResult: [Any]?) { self.finalResult = finalResult }
}

/// A block handed to a task of the simulation (Core Data's blocks are not `Sendable`; the run has one thread).
struct UncheckedBlock: @unchecked Sendable {
  let block: () -> Void
  init(_ block: @escaping () -> Void) { self.block = block }
}

/// The keys of a did-save notification's `userInfo`. https://developer.apple.com/documentation/coredata/nsinsertedobjectskey
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSInsertedObjectIDsKey = "inserted_objectIDs"
public let NSUpdatedObjectIDsKey = "updated_objectIDs"
public let NSDeletedObjectIDsKey = "deleted_objectIDs"

extension NSManagedObjectContext {
  /// Posted after a context saves; `userInfo` holds the saved objects' identifiers.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/didsaveobjectidsnotification
  public static let didSaveObjectIDsNotification =
    Notification.Name("NSManagedObjectContextDidSaveObjectIDsNotification")
  /// https://developer.apple.com/documentation/foundation/nsnotification/name/1506380-nsmanagedobjectcontextdidsave
  public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
}

extension Notification.Name {
  /// Posted after a context saves. https://developer.apple.com/documentation/foundation/nsnotification/name/1506380-nsmanagedobjectcontextdidsave
  public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
  /// Posted when a store changes by a batch request or another context, when the store description asks for it
  /// (`NSPersistentStoreRemoteChangeNotificationPostOptionKey`). https://developer.apple.com/documentation/foundation/nsnotification/name/3180044-nspersistentstoreremotechange
  public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// Core Data's errors, in Cocoa's domain with Apple's codes.
enum CoreDataError {
  static func make(_ code: Int, _ description: String) -> NSError {
    NSError(domain: NSCocoaErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: description])
  }
}
