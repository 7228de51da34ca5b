// Mirrors: Core Data `NSFetchRequest` (`init(entityName:)`, `init()`, `entityName`, `entity`, `predicate`,
//   `sortDescriptors`, `fetchLimit`, `fetchOffset`, `fetchBatchSize`, `includesPendingChanges`, `resultType`,
//   `returnsObjectsAsFaults`, `relationshipKeyPathsForPrefetching`), `NSFetchRequestResultType`,
//   `NSPersistentStoreRequest`, `NSPersistentStoreResult`, `NSBatchDeleteRequest`, `NSBatchDeleteResult`,
//   `NSBatchInsertRequest`, `NSBatchInsertResult`, `NSBatchDeleteRequestResultType`,
//   `NSBatchInsertRequestResultType`; Foundation's `NSSortDescriptor(key:ascending:)` and `key` (which Linux's
//   Foundation refuses: no key-value coding there) and `NSSortDescriptor(keyPath:ascending:)` to any value (Linux's
//   takes only `Comparable` ones)
// SDK: iOS 26 SDK
// Status: partial
// `NSFetchRequest` is declared without Apple's `ResultType: NSFetchRequestResult` constraint: Apple's protocol is an
// Objective-C one, so `NSFetchRequest<NSFetchRequestResult>` is valid there, and a Swift protocol would not conform
// to itself. Batch requests change the store file at once, as Apple's change the SQLite store.
import Foundation

/// The base class of requests a store runs (Apple: `NSPersistentStoreRequest`).
/// https://developer.apple.com/documentation/coredata/nspersistentstorerequest
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {}

/// The base class of a request's result (Apple: `NSPersistentStoreResult`).
/// https://developer.apple.com/documentation/coredata/nspersistentstoreresult
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// What a fetch request returns. https://developer.apple.com/documentation/coredata/nsfetchrequestresulttype
public struct NSFetchRequestResultType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let managedObjectResultType = NSFetchRequestResultType([])
  public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
  public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
  public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A description of search criteria used to retrieve data from a persistent store (Apple: `NSFetchRequest`).
/// https://developer.apple.com/documentation/coredata/nsfetchrequest
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
  /// The entity's name. https://developer.apple.com/documentation/coredata/nsfetchrequest/entityname
  open var entityName: String?
  /// The predicate the objects must match (nil: all). https://developer.apple.com/documentation/coredata/nsfetchrequest/predicate
  open var predicate: NSPredicate?
  /// The order of the results. https://developer.apple.com/documentation/coredata/nsfetchrequest/sortdescriptors
  open var sortDescriptors: [NSSortDescriptor]?
  /// At most this many results (0: no limit). https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchlimit
  open var fetchLimit = 0
  /// How many results to skip. https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchoffset
  open var fetchOffset = 0
  /// Accepted; all results are loaded at once. https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchbatchsize
  open var fetchBatchSize = 0
  /// Whether the context's unsaved inserts, deletes and changes count. https://developer.apple.com/documentation/coredata/nsfetchrequest/includespendingchanges
  open var includesPendingChanges = true
  /// Objects or their identifiers (`.managedObjectIDResultType`). https://developer.apple.com/documentation/coredata/nsfetchrequest/resulttype
  open var resultType: NSFetchRequestResultType = .managedObjectResultType
  /// Accepted; asyncplay has no faults.
  open var returnsObjectsAsFaults = true
  /// Accepted; related objects are always loaded.
  open var relationshipKeyPathsForPrefetching: [String]?
  /// The order of Foundation's `SortDescriptor`s a SwiftUI `@FetchRequest` was given (Linux's `NSSortDescriptor`
  /// cannot be made from them): used when `sortDescriptors` is empty.
  package var sortComparators: [(NSManagedObject, NSManagedObject) -> ComparisonResult] = []

  /// A request for the objects of the entity called `entityName`.
  /// https://developer.apple.com/documentation/coredata/nsfetchrequest/init(entityname:)
  public init(entityName: String) {
    self.entityName = entityName
    super.init()
  }

  /// A request whose entity is set later. https://developer.apple.com/documentation/coredata/nsfetchrequest/init()
  public override init() { super.init() }

  /// The entity, when set with `entity` or found in the loaded models by name.
  /// https://developer.apple.com/documentation/coredata/nsfetchrequest/entity
  open var entity: NSEntityDescription? {
    get { storedEntity }
    set {
      storedEntity = newValue
      entityName = newValue?.name
    }
  }
  private var storedEntity: NSEntityDescription?
}

/// A request that deletes the objects of a fetch request, or of identifiers, in the store (Apple:
/// `NSBatchDeleteRequest`). https://developer.apple.com/documentation/coredata/nsbatchdeleterequest
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
  /// What the result holds. https://developer.apple.com/documentation/coredata/nsbatchdeleterequest/resulttype
  open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
  let fetchRequest: NSFetchRequest<any NSFetchRequestResult>?
  let objectIDs: [NSManagedObjectID]

  /// https://developer.apple.com/documentation/coredata/nsbatchdeleterequest/init(fetchrequest:)
  public init(fetchRequest: NSFetchRequest<any NSFetchRequestResult>) {
    self.fetchRequest = fetchRequest
    objectIDs = []
  }

  /// https://developer.apple.com/documentation/coredata/nsbatchdeleterequest/init(objectids:)
  public init(objectIDs: [NSManagedObjectID]) {
    fetchRequest = nil
    self.objectIDs = objectIDs
  }
}

/// https://developer.apple.com/documentation/coredata/nsbatchdeleterequestresulttype
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
  case resultTypeStatusOnly = 0
  case resultTypeObjectIDs = 1
  case resultTypeCount = 2
}

/// The result of a batch delete: `true`, the deleted identifiers or their count, by the request's `resultType`.
/// https://developer.apple.com/documentation/coredata/nsbatchdeleteresult
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
  /// https://developer.apple.com/documentation/coredata/nsbatchdeleteresult/result
  public let result: Any?
  init(result: Any?) { self.result = result }
}

/// A request that inserts objects, given as dictionaries of attribute values, into the store (Apple:
/// `NSBatchInsertRequest`). https://developer.apple.com/documentation/coredata/nsbatchinsertrequest
open class NSBatchInsertRequest: NSPersistentStoreRequest, @unchecked Sendable {
  /// What the result holds. https://developer.apple.com/documentation/coredata/nsbatchinsertrequest/resulttype
  open var resultType: NSBatchInsertRequestResultType = .statusOnly
  let entity: NSEntityDescription
  let rows: () -> [[String: Any]]

  /// A request that inserts one object per dictionary. https://developer.apple.com/documentation/coredata/nsbatchinsertrequest/init(entity:objects:)
  public init(entity: NSEntityDescription, objects dictionaries: [[String: Any]]) {
    self.entity = entity
    rows = { dictionaries }
  }

  /// A request that asks `handler` for one dictionary after another until it returns true.
  /// https://developer.apple.com/documentation/coredata/nsbatchinsertrequest/init(entity:dictionaryhandler:)
  public init(entity: NSEntityDescription, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
    self.entity = entity
    rows = {
      var found: [[String: Any]] = []
      while true {
        let dictionary = NSMutableDictionary()
        if handler(dictionary) { break }
        var row: [String: Any] = [:]
        for (key, value) in dictionary { if let key = key as? String { row[key] = value } }
        found.append(row)
      }
      return found
    }
  }
}

/// https://developer.apple.com/documentation/coredata/nsbatchinsertrequestresulttype
public enum NSBatchInsertRequestResultType: UInt, Sendable {
  case statusOnly = 0
  case objectIDs = 1
  case count = 2
}

/// The result of a batch insert: `true`, the identifiers or their count, by the request's `resultType`.
/// https://developer.apple.com/documentation/coredata/nsbatchinsertresult
open class NSBatchInsertResult: NSPersistentStoreResult, @unchecked Sendable {
  /// https://developer.apple.com/documentation/coredata/nsbatchinsertresult/result
  public let result: Any?
  init(result: Any?) { self.result = result }
}

// MARK: Sort descriptors

extension NSSortDescriptor {
  /// A sort by the property called `key` (Linux's Foundation refuses this initializer: it has no key-value coding;
  /// Core Data reads the key itself). https://developer.apple.com/documentation/foundation/nssortdescriptor/init(key:ascending:)
  public convenience init(key: String?, ascending: Bool) {
    self.init(keyPath: \NSSortDescriptor.hash, ascending: ascending)
    if let key { SortOrder.remember(.key(key), of: self) }
  }

  /// A sort by a key path to any value (Linux's Foundation takes only `Comparable` values, so `\Book.title` of a
  /// `String?` attribute would not compile; Core Data compares strings, numbers, dates and UUIDs, nil first).
  /// https://developer.apple.com/documentation/foundation/nssortdescriptor/init(keypath:ascending:)
  public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
    self.init(keyPath: \NSSortDescriptor.hash, ascending: ascending)
    SortOrder.remember(.keyPath(keyPath), of: self)
  }

  /// The property the descriptor sorts by, when made with `init(key:ascending:)`.
  /// https://developer.apple.com/documentation/foundation/nssortdescriptor/key
  public var key: String? {
    if case .key(let key) = SortOrder.sortKey(of: self) { return key }
    return nil
  }
}

/// Sorting objects by descriptors.
enum SortOrder {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var keys: [ObjectIdentifier: (descriptor: Weak, key: SortKey)] = [:]

  struct Weak { weak var object: NSSortDescriptor? }

  /// What a descriptor made by this module sorts by.
  enum SortKey: @unchecked Sendable {
    case key(String)
    case keyPath(AnyKeyPath)
  }

  static func remember(_ key: SortKey, of descriptor: NSSortDescriptor) {
    lock.withLock {
      keys = keys.filter { $0.value.descriptor.object != nil }
      keys[ObjectIdentifier(descriptor)] = (Weak(object: descriptor), key)
    }
  }

  static func sortKey(of descriptor: NSSortDescriptor) -> SortKey? {
    lock.withLock {
      guard let entry = keys[ObjectIdentifier(descriptor)], entry.descriptor.object === descriptor else { return nil }
      return entry.key
    }
  }

  /// The value `descriptor` sorts `object` by.
  static func value(of object: NSManagedObject, for descriptor: NSSortDescriptor) -> Any? {
    switch sortKey(of: descriptor) {
    case .key(let key): return PredicateFormat.value(of: object, keyPath: key)
    case .keyPath(let keyPath): return object[keyPath: keyPath]
    case nil: return object[keyPath: descriptor.keyPath]
    }
  }

  /// `objects` in the order of `descriptors` (a stable sort: equal objects keep their order).
  static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) throws -> [NSManagedObject] {
    var problem: (any Error)?
    let result = objects.enumerated().sorted { left, right in
      for descriptor in descriptors {
        let a = value(of: left.element, for: descriptor), b = value(of: right.element, for: descriptor)
        guard let order = StoredValue.compare(a, b) else {
          problem = CoreDataError.make(134_060, "CoreData: cannot sort by \(descriptor.key ?? "a key path"): its "
                                       + "values (\(type(of: a ?? "nil"))) are not strings, numbers, dates or UUIDs")
          return false
        }
        if order != .orderedSame { return (order == .orderedAscending) == descriptor.ascending }
      }
      return left.offset < right.offset
    }.map(\.element)
    if let problem { throw problem }
    return result
  }
}
