import Foundation
import SwiftData
import Testing

/// A temporary folder for a store file, removed at deinit.
final class StoreFolder {
  let path: String
  var url: URL { URL(fileURLWithPath: path + "/test.store") }

  init() throws {
    path = NSTemporaryDirectory() + "swiftdata-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// The store: what survives a relaunch (a new container on the same file), and what a bad file does.
@MainActor
@Suite("SwiftData: the store")
struct ModelStoreTests {
  // https://developer.apple.com/documentation/swiftdata/modelcontext/save()
  @Test("a relaunch finds what was saved, with relationships and ids; unsaved changes are lost")
  func relaunch() throws {
    let folder = try StoreFolder()
    let configuration = ModelConfiguration(url: folder.url)
    do {
      let context = ModelContext(try ModelContainer(for: Folder.self, Item.self, configurations: configuration))
      let inbox = Folder(name: "Inbox")
      context.insert(inbox)
      inbox.items = [Item(label: "one", folder: inbox)]
      try context.save()
      #expect(inbox.persistentModelID.entityName == "Folder")
      context.insert(Folder(name: "never saved"))
    }
    let context = ModelContext(try ModelContainer(for: Folder.self, Item.self, configurations: configuration))
    let folders = try context.fetch(FetchDescriptor<Folder>())
    #expect(folders.map(\.name) == ["Inbox"])
    #expect(folders.first?.items.map(\.label) == ["one"])
    #expect(folders.first?.items.first?.folder === folders.first)
    #expect(!context.hasChanges)
  }

  // https://developer.apple.com/documentation/swiftdata/modelconfiguration/isstoredinmemoryonly
  @Test("isStoredInMemoryOnly: saves write no file, and a new container finds nothing")
  func inMemory() throws {
    let context = ModelContext(try ModelContainer(for: Note.self,
                                                  configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
    context.insert(Note(title: "gone"))
    try context.save()
    let again = ModelContext(try ModelContainer(for: Note.self,
                                                configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
    #expect(try again.fetchCount(FetchDescriptor<Note>()) == 0)
  }

  @Test("a store file that is not a store is set aside as <name>.corrupt, kept, and a new store starts")
  func corrupt() throws {
    let folder = try StoreFolder()
    try Data("not json".utf8).write(to: folder.url)
    let context = ModelContext(try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: folder.url)))
    #expect(try context.fetchCount(FetchDescriptor<Note>()) == 0)
    #expect(FileManager.default.contents(atPath: folder.url.path + ".corrupt") == Data("not json".utf8))
    context.insert(Note(title: "fresh"))
    try context.save()
    let again = ModelContext(try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: folder.url)))
    #expect(try again.fetch(FetchDescriptor<Note>()).map(\.title) == ["fresh"])
  }

  // https://developer.apple.com/documentation/swiftdata/schema/attribute/option/unique
  @Test("a unique clash with a saved model after a relaunch updates that model (upsert): one row, the new values")
  func uniqueClashAcrossRelaunch() throws {
    let folder = try StoreFolder()
    func context() throws -> ModelContext {
      ModelContext(try ModelContainer(for: Account.self, configurations: ModelConfiguration(url: folder.url)))
    }
    let first = try context()
    first.insert(Account(email: "a@example.com", name: "Ann"))
    try first.save()
    let second = try context()
    second.insert(Account(email: "a@example.com", name: "Anna"))
    #expect(try second.fetchCount(FetchDescriptor<Account>()) == 1)
    try second.save()
    let third = try context()
    let accounts = try third.fetch(FetchDescriptor<Account>())
    #expect(accounts.map(\.name) == ["Anna"])
    #expect(accounts.map(\.persistentModelID.entityName) == ["Account"])
  }

  // https://developer.apple.com/documentation/swiftdata/schema/relationship/deleterule-swift.enum/deny
  @Test("deny: saving the deletion of a model whose deny relationship still references models throws")
  func deny() throws {
    let context = ModelContext(try ModelContainer(for: Shelf.self, Book.self,
                                                  configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
    let shelf = Shelf(name: "A")
    context.insert(shelf)
    shelf.books = [Book(title: "B")]
    try context.save()
    context.delete(shelf)
    #expect(throws: SwiftDataError.self) { try context.save() }
  }
}

@Model
final class Shelf {
  var name: String
  @Relationship(deleteRule: .deny) var books: [Book] = []
  init(name: String) { self.name = name }
}

@Model
final class Book {
  var title: String
  init(title: String) { self.title = title }
}
