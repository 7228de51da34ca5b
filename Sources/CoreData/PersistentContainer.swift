// Mirrors: Core Data `NSPersistentContainer` (`init(name:)`, `init(name:managedObjectModel:)`, `name`,
//   `managedObjectModel`, `persistentStoreCoordinator`, `persistentStoreDescriptions`, `viewContext`,
//   `loadPersistentStores(completionHandler:)`, `newBackgroundContext()`, `performBackgroundTask(_:)`,
//   `defaultDirectoryURL()`), `NSPersistentStoreDescription` (`init()`, `init(url:)`, `url`, `type`, `options`,
//   `setOption(_:forKey:)`, `shouldAddStoreAsynchronously`), `NSPersistentStoreCoordinator`
//   (`init(managedObjectModel:)`, `managedObjectModel`, `persistentStores`, `execute(_:with:)`),
//   `NSPersistentStore`, `NSSQLiteStoreType`, `NSInMemoryStoreType`, `NSPersistentHistoryTrackingKey`,
//   `NSPersistentStoreRemoteChangeNotificationPostOptionKey`
// SDK: iOS 26 SDK
// Status: partial
// The model is the app bundle's `<name>.momd` (the preview copies the app's `.xcdatamodeld` there); the store is
// `<name>.sqlite` in the app container's Application Support, as on iOS, but holds JSON; `/dev/null` or
// `NSInMemoryStoreType` keeps it in memory (docs/coredata.md). Stores load synchronously; CloudKit is not offered.
import Foundation

/// https://developer.apple.com/documentation/coredata/nssqlitestoretype
public let NSSQLiteStoreType = "SQLite"
/// https://developer.apple.com/documentation/coredata/nsinmemorystoretype
public let NSInMemoryStoreType = "InMemory"
/// https://developer.apple.com/documentation/coredata/nspersistenthistorytrackingkey
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// https://developer.apple.com/documentation/coredata/nspersistentstoreremotechangenotificationpostoptionkey
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// A description of a store to load (Apple: `NSPersistentStoreDescription`).
/// https://developer.apple.com/documentation/coredata/nspersistentstoredescription
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
  /// Where the store is; `/dev/null` keeps it in memory. https://developer.apple.com/documentation/coredata/nspersistentstoredescription/url
  open var url: URL?
  /// `NSSQLiteStoreType` (the default) or `NSInMemoryStoreType`. https://developer.apple.com/documentation/coredata/nspersistentstoredescription/type
  open var type: String = NSSQLiteStoreType
  /// The store's options. https://developer.apple.com/documentation/coredata/nspersistentstoredescription/options
  open private(set) var options: [String: NSObject] = [:]
  /// Accepted; stores load synchronously. https://developer.apple.com/documentation/coredata/nspersistentstoredescription/shouldaddstoreasynchronously
  open var shouldAddStoreAsynchronously = false
  /// Accepted. https://developer.apple.com/documentation/coredata/nspersistentstoredescription/shouldmigratestoreautomatically
  open var shouldMigrateStoreAutomatically = true
  /// Accepted. https://developer.apple.com/documentation/coredata/nspersistentstoredescription/shouldinfermappingmodelautomatically
  open var shouldInferMappingModelAutomatically = true

  public override init() { super.init() }

  /// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/init(url:)
  public init(url: URL) {
    self.url = url
    super.init()
  }

  /// https://developer.apple.com/documentation/coredata/nspersistentstoredescription/setoption(_:forkey:)
  open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }

  /// Whether the store is kept in memory only.
  var isInMemory: Bool { type == NSInMemoryStoreType || url?.path == "/dev/null" }
  /// Whether the store posts `NSPersistentStoreRemoteChange` after each change.
  var postsRemoteChanges: Bool {
    (options[NSPersistentStoreRemoteChangeNotificationPostOptionKey] as? NSNumber)?.boolValue ?? false
  }
}

/// A loaded store. https://developer.apple.com/documentation/coredata/nspersistentstore
open class NSPersistentStore: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/coredata/nspersistentstore/url
  open var url: URL?
  /// https://developer.apple.com/documentation/coredata/nspersistentstore/type
  open var type: String

  init(url: URL?, type: String) {
    self.url = url
    self.type = type
  }
}

/// A coordinator that associates persistent stores with a model and mediates between the stores and the contexts
/// (Apple: `NSPersistentStoreCoordinator`). One store per coordinator here.
/// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/managedobjectmodel
  public let managedObjectModel: NSManagedObjectModel
  /// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/persistentstores
  open private(set) var persistentStores: [NSPersistentStore] = []
  var store: PersistentStore?
  var description_: NSPersistentStoreDescription?
  private var contexts: [WeakContext] = []

  struct WeakContext { weak var context: NSManagedObjectContext? }

  /// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/init(managedobjectmodel:)
  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
    super.init()
    ManagedClasses.loaded(model)
  }

  func add(_ context: NSManagedObjectContext) {
    contexts.removeAll { $0.context == nil }
    contexts.append(WeakContext(context: context))
    context.persistentStoreCoordinator = self
  }

  func load(_ description: NSPersistentStoreDescription) {
    let url = description.isInMemory ? nil : description.url
    store = PersistentStore(url: url)
    description_ = description
    persistentStores = [NSPersistentStore(url: description.url, type: description.type)]
  }

  /// After a context's save: other contexts that merge automatically merge it (a main-queue one on the main actor),
  /// the did-save notification is posted, and the remote-change one when the store asks for it.
  func contextSaved(_ saver: NSManagedObjectContext, inserted: [NSManagedObjectID], updated: [NSManagedObjectID],
                    deleted: [NSManagedObjectID]) {
    NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: saver, userInfo: [
      NSInsertedObjectIDsKey: inserted, NSUpdatedObjectIDsKey: updated, NSDeletedObjectIDsKey: deleted,
    ])
    for other in contexts.compactMap(\.context) where other !== saver && other.automaticallyMergesChangesFromParent {
      let merge = UncheckedBlock { other.merge(inserted: inserted, updated: updated, deleted: deleted) }
      if other.concurrencyType == .mainQueueConcurrencyType {
        Task { @MainActor in merge.block() }
      } else {
        Task { merge.block() }
      }
    }
    storeChanged()
  }

  /// Posts `NSPersistentStoreRemoteChange` on a task of its own, when the store description asks for it.
  func storeChanged() {
    guard description_?.postsRemoteChanges == true else { return }
    let post = UncheckedBlock { [self] in
      NotificationCenter.default.post(name: .NSPersistentStoreRemoteChange, object: self)
    }
    Task { post.block() }
  }

  /// Runs a store request: a fetch, a batch delete or insert, or a history request.
  /// https://developer.apple.com/documentation/coredata/nspersistentstorecoordinator/execute(_:with:)
  @discardableResult
  open func execute(_ request: NSPersistentStoreRequest, with context: NSManagedObjectContext) throws -> Any {
    guard let store else {
      throw CoreDataError.make(134_030, "CoreData: no store is loaded (loadPersistentStores) to execute "
                               + "\(type(of: request)) on")
    }
    switch request {
    case let delete as NSBatchDeleteRequest:
      var ids = delete.objectIDs
      if let fetch = delete.fetchRequest {
        fetch.includesPendingChanges = false
        ids = try context.fetchObjects(fetch).map(\.objectID)
      }
      ids = ids.filter { store.record($0) != nil }
      try store.commit(by: context, author: context.transactionAuthor, writes: [:], removals: ids)
      CoreDataLog.event("batch delete: \(ids.count) deleted")
      storeChanged()
      let result: Any = switch delete.resultType {
      case .resultTypeStatusOnly: true
      case .resultTypeObjectIDs: ids
      case .resultTypeCount: ids.count
      }
      return NSBatchDeleteResult(result: result)
    case let insert as NSBatchInsertRequest:
      var writes: [NSManagedObjectID: PersistentStore.Record] = [:]
      var newIDs: [NSManagedObjectID] = []
      let entityName = insert.entity.name ?? ""
      for row in insert.rows() {
        var record = PersistentStore.Record()
        for (name, attribute) in insert.entity.attributesByName {
          if let value = row[name].flatMap(StoredValue.stored) {
            record.values[name] = value
          } else if let value = attribute.defaultValue.flatMap(StoredValue.stored) {
            record.values[name] = value
          }
        }
        // A row whose uniqueness-constraint values a stored object has updates that object (Apple's batch insert
        // is an upsert on constraints).
        var id: NSManagedObjectID?
        for constraint in insert.entity.constraintNames where !constraint.isEmpty {
          let values = constraint.map { record.values[$0] }
          let written = writes.filter { _, existing in
            constraint.indices.allSatisfy { existing.values[constraint[$0]] == values[$0] }
          }
          id = written.keys.min { $0.number < $1.number }
            ?? store.identifier(of: entityName, matching: constraint, values: values)
          if id != nil { break }
        }
        let target = id ?? store.makeIdentifier(entity: entityName)
        if id == nil { newIDs.append(target) }
        writes[target] = record
      }
      try store.commit(by: context, author: context.transactionAuthor, writes: writes, removals: [], inserted: newIDs)
      CoreDataLog.event("batch insert \(entityName): \(writes.count) rows")
      storeChanged()
      let result: Any = switch insert.resultType {
      case .statusOnly: true
      case .objectIDs: writes.keys.sorted { $0.number < $1.number }
      case .count: writes.count
      }
      return NSBatchInsertResult(result: result)
    case let history as NSPersistentHistoryChangeRequest:
      let after = history.token?.number ?? 0
      let transactions = store.transactions.filter { $0.number > after }.map(NSPersistentHistoryTransaction.init)
      return NSPersistentHistoryResult(result: transactions)
    case let fetch as NSFetchRequest<any NSFetchRequestResult>:
      return try context.fetch(fetch)
    default:
      throw CoreDataError.make(134_091, "CoreData: asyncplay does not run \(type(of: request)) (it runs fetch, "
                               + "batch delete, batch insert and persistent history requests)")
    }
  }
}

/// A container that encapsulates the Core Data stack in your app (Apple: `NSPersistentContainer`).
/// https://developer.apple.com/documentation/coredata/nspersistentcontainer
open class NSPersistentContainer: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/name
  public let name: String
  /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/managedobjectmodel
  public let managedObjectModel: NSManagedObjectModel
  /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/persistentstorecoordinator
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  /// The stores to load: one, `<name>.sqlite` in ``defaultDirectoryURL()``.
  /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/persistentstoredescriptions
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]

  /// The main-queue context, for the user interface. https://developer.apple.com/documentation/coredata/nspersistentcontainer/viewcontext
  public private(set) lazy var viewContext: NSManagedObjectContext = {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    persistentStoreCoordinator.add(context)
    return context
  }()

  /// A container for the model the app's bundle holds as `<name>.momd` (its `.xcdatamodeld`). Without one, one
  /// line says so and the model is empty, as Apple's logs "Failed to load model named …".
  /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/init(name:)
  public convenience init(name: String) {
    let model = ["momd", "mom"].lazy.compactMap { Bundle.main.url(forResource: name, withExtension: $0) }
      .compactMap(NSManagedObjectModel.init(contentsOf:)).first
    if model == nil {
      CoreDataLog.problem("CoreData: Failed to load model named \(name): the app has no \(name).xcdatamodeld "
                          + "(give preview the folder's Swift files; the model must be beside them or below)")
    }
    self.init(name: name, managedObjectModel: model ?? NSManagedObjectModel())
  }

  /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/init(name:managedobjectmodel:)
  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    persistentStoreDescriptions = [NSPersistentStoreDescription(
      url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))]
    super.init()
  }

  /// The folder of the stores: the app's Application Support, as on iOS.
  /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/defaultdirectoryurl()
  open class func defaultDirectoryURL() -> URL {
    FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSHomeDirectory())
  }

  /// Loads the store (at once) and calls `block` with its description and nil, or the error that stopped it.
  /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/loadpersistentstores(completionhandler:)
  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    guard let description = persistentStoreDescriptions.first else { return }
    persistentStoreCoordinator.load(description)
    _ = viewContext
    block(description, nil)
  }

  /// A new private-queue context of the container. https://developer.apple.com/documentation/coredata/nspersistentcontainer/newbackgroundcontext()
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    persistentStoreCoordinator.add(context)
    return context
  }

  /// Runs `block` later with a new private-queue context. https://developer.apple.com/documentation/coredata/nspersistentcontainer/performbackgroundtask(_:)
  open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
    let context = newBackgroundContext()
    context.perform { block(context) }
  }

  /// Runs `block` with a new private-queue context and returns its result.
  /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/performbackgroundtask(_:)-3a3ix
  public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
    let context = newBackgroundContext()
    return try await context.perform { try block(context) }
  }
}

// MARK: Persistent history

/// A place in the store's history. https://developer.apple.com/documentation/coredata/nspersistenthistorytoken
open class NSPersistentHistoryToken: NSObject, @unchecked Sendable {
  let number: Int
  init(number: Int) { self.number = number }
}

/// One save or batch request, as the history records it. https://developer.apple.com/documentation/coredata/nspersistenthistorytransaction
open class NSPersistentHistoryTransaction: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/coredata/nspersistenthistorytransaction/token
  public let token: NSPersistentHistoryToken
  /// https://developer.apple.com/documentation/coredata/nspersistenthistorytransaction/author
  public let author: String?
  let transaction: PersistentStore.Transaction

  init(_ transaction: PersistentStore.Transaction) {
    token = NSPersistentHistoryToken(number: transaction.number)
    author = transaction.author
    self.transaction = transaction
  }

  /// A notification to merge the transaction into a context (`mergeChanges(fromContextDidSave:)`).
  /// https://developer.apple.com/documentation/coredata/nspersistenthistorytransaction/objectidnotification()
  open func objectIDNotification() -> Notification {
    Notification(name: .NSManagedObjectContextDidSave, object: nil, userInfo: [
      NSInsertedObjectIDsKey: transaction.inserted, NSUpdatedObjectIDsKey: transaction.updated,
      NSDeletedObjectIDsKey: transaction.deleted,
    ])
  }
}

/// A request for the store's history. https://developer.apple.com/documentation/coredata/nspersistenthistorychangerequest
open class NSPersistentHistoryChangeRequest: NSPersistentStoreRequest, @unchecked Sendable {
  let token: NSPersistentHistoryToken?

  /// The transactions after `token` (all, for nil).
  /// https://developer.apple.com/documentation/coredata/nspersistenthistorychangerequest/fetchhistory(after:)-8vgdh
  open class func fetchHistory(after token: NSPersistentHistoryToken?) -> Self { Self(token: token) }

  public required init(token: NSPersistentHistoryToken?) { self.token = token }
}

/// The result of a history request: the transactions. https://developer.apple.com/documentation/coredata/nspersistenthistoryresult
open class NSPersistentHistoryResult: NSPersistentStoreResult, @unchecked Sendable {
  /// https://developer.apple.com/documentation/coredata/nspersistenthistoryresult/result
  public let result: Any?
  init(result: Any?) { self.result = result }
}
