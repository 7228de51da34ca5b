import AsyncSimulation
import Foundation
import TextBase

/// The saved models of one container: what the store file holds (or, in memory, what the last save left), read when
/// the container is made and written by each save. Every context of the container shares it; a lock keeps it whole
/// when contexts on different actors save and read it.
///
/// The file is JSON (sorted keys, so the same models give the same bytes): a format number, the next number of each
/// entity, and each model's attribute values (as JSON) and relationships (as identifiers).
final class ModelStore: @unchecked Sendable {
  /// The file, nil in memory.
  let url: URL?
  private let lock = NSLock()
  /// The saved records, by identifier.
  private var records: [PersistentIdentifier: _ModelRecord] = [:]
  /// The next number of each entity.
  private var nextNumber: [String: Int] = [:]
  /// Each save: who made it and what it wrote and removed, so that other contexts can merge it.
  private var commits: [Commit] = []

  /// One save of one context.
  struct Commit {
    let author: ObjectIdentifier
    let written: [PersistentIdentifier]
    let removed: [PersistentIdentifier]
  }

  init(configuration: ModelConfiguration) {
    url = configuration.isStoredInMemoryOnly ? nil : configuration.url
    load()
  }

  /// The number of saves so far (a context remembers how many it has merged).
  var version: Int { lock.withLock { commits.count } }

  /// A new permanent identifier for a model of `entity`.
  func makeIdentifier(entity: String) -> PersistentIdentifier {
    lock.withLock {
      let number = nextNumber[entity, default: 1]
      nextNumber[entity] = number + 1
      return PersistentIdentifier(entityName: entity, number: number, isTemporary: false)
    }
  }

  /// The saved record of `id`.
  func record(_ id: PersistentIdentifier) -> _ModelRecord? { lock.withLock { records[id] } }

  /// Every saved record, in identifier order, and the version they are of.
  func snapshot() -> (records: [(PersistentIdentifier, _ModelRecord)], version: Int) {
    lock.withLock { (records.keys.sorted().map { ($0, records[$0]!) }, commits.count) }
  }

  /// The saves after `version` that `author` did not make, and the version now.
  func commits(after version: Int, excluding author: ObjectIdentifier) -> (commits: [Commit], version: Int) {
    lock.withLock { (commits.dropFirst(version).filter { $0.author != author }, commits.count) }
  }

  /// Records one context's save and writes the file (nothing in memory). The records change even when the file
  /// cannot be written (as the context's models already did); the error says so.
  func commit(by author: ObjectIdentifier, writes: [PersistentIdentifier: _ModelRecord],
              removals: [PersistentIdentifier]) throws {
    try lock.withLock {
      for (id, record) in writes { records[id] = record }
      for id in removals { records[id] = nil }
      commits.append(Commit(author: author, written: writes.keys.sorted(), removed: removals.sorted()))
      try write()
    }
  }

  /// The file's contents as a file, or a problem that set it aside.
  private struct StoreFile: Codable {
    struct Entry: Codable {
      var entity: String
      var number: Int
      var values: [String: String]
      var references: [String: [PersistentIdentifier]]
    }
    var format: Int
    var nextNumber: [String: Int]
    var models: [Entry]
  }

  /// Reads the file; a file that cannot be read is renamed `<name>.corrupt` (`-2`, `-3`… when taken) and the store
  /// starts empty, with one line saying so — the data is kept, never silently emptied.
  private func load() {
    guard let url, let data = FileManager.default.contents(atPath: url.path) else { return }
    do {
      let file = try JSONDecoder().decode(StoreFile.self, from: data)
      guard file.format == 1 else { throw CocoaError(.fileReadCorruptFile) }
      nextNumber = file.nextNumber
      for entry in file.models {
        let id = PersistentIdentifier(entityName: entry.entity, number: entry.number, isTemporary: false)
        records[id] = _ModelRecord(values: entry.values, references: entry.references)
      }
    } catch {
      let aside = UnreadableStore.setAside(url.path)
      records = [:]
      nextNumber = [:]
      SwiftDataLog.problem(UnreadableStore.report(framework: "SwiftData", store: url.path, setAsideAs: aside))
      if aside == nil { readOnly = true }
    }
  }

  /// Set when a corrupt file could not be moved: saves then write nothing, so it is never overwritten.
  private(set) var readOnly = false

  /// Writes every record to the file (nothing in memory); called with the lock held.
  private func write() throws {
    guard let url, !readOnly else { return }
    let entries = records.keys.sorted().map { id in
      StoreFile.Entry(entity: id.entityName, number: id.number, values: records[id]!.values,
                      references: records[id]!.references)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let data = try encoder.encode(StoreFile(format: 1, nextNumber: nextNumber, models: entries))
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}

/// Where SwiftData's one-line problems go: the trace of a run (as a print of the task that met them), else stderr.
enum SwiftDataLog {
  static func problem(_ line: String) {
    if Simulation.isRecording {
      TraceLog.print(line)
    } else {
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
  }
}
