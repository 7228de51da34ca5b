// Mirrors: nothing of Apple's: the store file a container's contexts save to, and its history
// SDK: iOS 26 SDK
// Status: internal
import Foundation
import TextBase

/// The saved objects of one container: what the store file holds (in memory, what the saves left), read when the
/// stores are loaded and written by each save and batch request. Every context of the container shares it.
///
/// The file is JSON, keys sorted (the same objects give the same bytes): a format number, the next number of each
/// entity, and each object's attribute values and relationships (as numbers of the related entity's objects).
/// Apple's default store is SQLite; asyncplay keeps Apple's file name (`<name>.sqlite`) so that code that finds
/// or deletes the file finds it, but its contents are this JSON.
final class PersistentStore: @unchecked Sendable {
  struct Record: Codable, Equatable {
    var values: [String: StoredValue]
    var references: [String: [Int]]

    init(values: [String: StoredValue] = [:], references: [String: [Int]] = [:]) {
      self.values = values
      self.references = references
    }

    /// The record of an object (its related objects have permanent identifiers by then).
    init(_ object: NSManagedObject) {
      values = [:]
      references = [:]
      for name in object.entity.attributesByName.keys {
        if let value = object.values[name].flatMap(StoredValue.stored) { values[name] = value }
      }
      for (name, relationship) in object.entity.relationshipsByName {
        references[name] = object.related(relationship).filter { !$0.objectID.isTemporaryID }.map(\.objectID.number)
      }
    }
  }

  /// One change of the store: a save or a batch request.
  struct Transaction {
    let number: Int
    let author: String?
    let inserted: [NSManagedObjectID]
    let updated: [NSManagedObjectID]
    let deleted: [NSManagedObjectID]
  }

  /// The file, nil in memory.
  let url: URL?
  private let lock = NSLock()
  private var records: [NSManagedObjectID: Record] = [:]
  private var nextNumber: [String: Int] = [:]
  private(set) var transactions: [Transaction] = []
  private var readOnly = false

  init(url: URL?) {
    self.url = url
    load()
  }

  func makeIdentifier(entity: String) -> NSManagedObjectID {
    lock.withLock {
      let number = nextNumber[entity, default: 1]
      nextNumber[entity] = number + 1
      return NSManagedObjectID(entityName: entity, number: number, isTemporary: false)
    }
  }

  func record(_ id: NSManagedObjectID) -> Record? { lock.withLock { records[id] } }

  /// The identifiers of `entity`'s objects, in the order they were first saved.
  func identifiers(of entity: String) -> [NSManagedObjectID] {
    lock.withLock { records.keys.filter { $0.entityName == entity }.sorted { $0.number < $1.number } }
  }

  /// The stored object of `entity` whose `names` have `values`.
  func identifier(of entity: String, matching names: [String], values: [StoredValue?]) -> NSManagedObjectID? {
    lock.withLock {
      records.filter { id, record in
        id.entityName == entity && names.indices.allSatisfy { record.values[names[$0]] == values[$0] }
      }.keys.min { $0.number < $1.number }
    }
  }

  /// Records one change and writes the file (nothing in memory). The records change even when the file cannot be
  /// written (as the objects already did); the error says so.
  @discardableResult
  func commit(by context: NSManagedObjectContext?, author: String?, writes: [NSManagedObjectID: Record],
              removals: [NSManagedObjectID], inserted: [NSManagedObjectID]? = nil) throws -> Transaction {
    try lock.withLock {
      let order: (NSManagedObjectID, NSManagedObjectID) -> Bool = { ($0.entityName, $0.number) < ($1.entityName, $1.number) }
      let newIDs = inserted ?? writes.keys.filter { records[$0] == nil }.sorted(by: order)
      let changed = writes.keys.filter { !newIDs.contains($0) }.sorted(by: order)
      for (id, record) in writes { records[id] = record }
      for id in removals { records[id] = nil }
      let transaction = Transaction(number: transactions.count + 1, author: author, inserted: newIDs,
                                    updated: changed, deleted: removals)
      transactions.append(transaction)
      try write()
      return transaction
    }
  }

  private struct StoreFile: Codable {
    struct Entry: Codable {
      var entity: String
      var number: Int
      var record: Record
    }
    var format: Int
    var nextNumber: [String: Int]
    var objects: [Entry]
  }

  /// Reads the file; one that is not a store asyncplay wrote is set aside as `<name>.corrupt` (`-2`, …) and the
  /// store starts empty, with one line saying so (as SwiftData's store does).
  private func load() {
    guard let url, let data = FileManager.default.contents(atPath: url.path) else { return }
    do {
      let file = try JSONDecoder().decode(StoreFile.self, from: data)
      guard file.format == 1 else { throw CocoaError(.fileReadCorruptFile) }
      nextNumber = file.nextNumber
      for entry in file.objects {
        records[NSManagedObjectID(entityName: entry.entity, number: entry.number, isTemporary: false)] = entry.record
      }
    } catch {
      let aside = UnreadableStore.setAside(url.path)
      records = [:]
      nextNumber = [:]
      readOnly = aside == nil
      CoreDataLog.problem(UnreadableStore.report(framework: "CoreData", store: url.path, setAsideAs: aside))
    }
  }

  /// Writes every record; called with the lock held.
  private func write() throws {
    guard let url, !readOnly else { return }
    let entries = records.keys.sorted { ($0.entityName, $0.number) < ($1.entityName, $1.number) }.map {
      StoreFile.Entry(entity: $0.entityName, number: $0.number, record: records[$0]!)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let data = try encoder.encode(StoreFile(format: 1, nextNumber: nextNumber, objects: entries))
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
