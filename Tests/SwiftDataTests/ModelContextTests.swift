import Foundation
import Observation
import SwiftData
import Testing

/// `ModelContext` against Apple's documentation: what insert, delete, save, rollback and fetch do.
@MainActor
@Suite("SwiftData: contexts")
struct ModelContextTests {
  private func memory(_ types: any PersistentModel.Type...) throws -> ModelContext {
    ModelContext(try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
  }

  // https://developer.apple.com/documentation/swiftdata/modelcontext/insert(_:)
  // https://developer.apple.com/documentation/swiftdata/modelcontext/fetch(_:)
  @Test("insert registers a model (pending inserts are fetched); fetch filters with #Predicate and sorts")
  func insertAndFetch() throws {
    let context = try memory(Note.self)
    let a = Note(title: "b", createdAt: Date(timeIntervalSince1970: 10))
    #expect(a.modelContext == nil)
    context.insert(a)
    context.insert(Note(title: "a", done: true, createdAt: Date(timeIntervalSince1970: 20)))
    context.insert(Note(title: "c", createdAt: Date(timeIntervalSince1970: 5)))
    #expect(a.modelContext === context)
    #expect(context.hasChanges)
    let all = try context.fetch(FetchDescriptor<Note>())
    #expect(all.map(\.title) == ["b", "a", "c"])
    let newest = try context.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.createdAt, order: .reverse)]))
    #expect(newest.map(\.title) == ["a", "b", "c"])
    let open = try context.fetch(FetchDescriptor<Note>(predicate: #Predicate { !$0.done },
                                                       sortBy: [SortDescriptor(\.title)]))
    #expect(open.map(\.title) == ["b", "c"])
    var limited = FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)])
    limited.fetchOffset = 1
    limited.fetchLimit = 1
    #expect(try context.fetch(limited).map(\.title) == ["b"])
    #expect(try context.fetchCount(FetchDescriptor<Note>()) == 3)
    // https://developer.apple.com/documentation/swiftdata/fetchdescriptor/includependingchanges
    var saved = FetchDescriptor<Note>()
    saved.includePendingChanges = false
    #expect(try context.fetch(saved).isEmpty)
  }

  // https://developer.apple.com/documentation/swiftdata/modelcontext/save()
  // https://developer.apple.com/documentation/swiftdata/modelcontext/rollback()
  @Test("save clears hasChanges; rollback removes unsaved inserts, restores deletions and saved values")
  func saveAndRollback() throws {
    let context = try memory(Note.self)
    let kept = Note(title: "kept")
    context.insert(kept)
    try context.save()
    #expect(!context.hasChanges && !kept.hasChanges)
    kept.title = "edited"
    #expect(context.hasChanges && kept.hasChanges)
    context.insert(Note(title: "new"))
    context.rollback()
    #expect(!context.hasChanges)
    #expect(kept.title == "kept")
    #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["kept"])
    context.delete(kept)
    #expect(kept.isDeleted)
    #expect(try context.fetchCount(FetchDescriptor<Note>()) == 0)
    context.rollback()
    #expect(!kept.isDeleted)
    #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["kept"])
  }

  // https://developer.apple.com/documentation/swiftdata/modelcontext/delete(model:where:includesubclasses:)
  // https://developer.apple.com/documentation/swiftdata/modelcontext/transaction(block:)
  @Test("delete(model:where:) deletes what the predicate selects; transaction saves after its block")
  func deleteWhereAndTransaction() throws {
    let context = try memory(Note.self)
    try context.transaction {
      for (title, done) in [("x", true), ("y", false), ("z", true)] { context.insert(Note(title: title, done: done)) }
    }
    #expect(!context.hasChanges)
    try context.delete(model: Note.self, where: #Predicate { $0.done })
    #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["y"])
    #expect(context.hasChanges)
  }

  // https://developer.apple.com/documentation/swiftdata/schema/attribute/option/unique
  @Test("@Attribute(.unique): inserting a model whose unique value exists updates the existing model (upsert)")
  func uniqueUpsert() throws {
    let context = try memory(Account.self)
    let first = Account(email: "a@example.com", name: "Ann")
    context.insert(first)
    context.insert(Account(email: "a@example.com", name: "Anna"))
    context.insert(Account(email: "b@example.com", name: "Bo"))
    let all = try context.fetch(FetchDescriptor<Account>(sortBy: [SortDescriptor(\.email)]))
    #expect(all.map(\.name) == ["Anna", "Bo"])
    #expect(all.first === first)
  }

  // https://developer.apple.com/documentation/swiftdata/schema/relationship/deleterule-swift.enum
  @Test("delete rules: cascade deletes the related models; nullify removes the deleted model from theirs")
  func deleteRules() throws {
    let context = try memory(Folder.self, Item.self)
    let folder = Folder(name: "Inbox")
    let loose = Item(label: "loose")
    context.insert(folder)
    let one = Item(label: "one", folder: folder)
    folder.items = [one, Item(label: "two", folder: folder)]
    context.insert(one)
    context.insert(loose)
    #expect(try context.fetchCount(FetchDescriptor<Item>()) == 3)
    let two = folder.items[1]
    #expect(two.modelContext === context)
    // nullify (Item.folder's default rule): deleting an item leaves the folder with the others.
    context.delete(one)
    #expect(folder.items.map(\.label) == ["two"])
    // cascade: deleting the folder deletes its items.
    context.delete(folder)
    #expect(two.isDeleted)
    #expect(try context.fetch(FetchDescriptor<Item>()).map(\.label) == ["loose"])
  }

  // https://developer.apple.com/documentation/observation/observable (a model is observable)
  @Test("a model's property is observed: a change after a tracked read calls onChange once")
  func observable() throws {
    let note = Note(title: "a")
    final class Flag: @unchecked Sendable { var count = 0 }
    let flag = Flag()
    withObservationTracking { _ = note.title } onChange: { flag.count += 1 }
    note.scratch = 3
    #expect(flag.count == 0)
    note.title = "b"
    #expect(flag.count == 1)
  }

  // https://developer.apple.com/documentation/swiftdata/modelcontext/autosaveenabled
  @Test("autosave: the main context saves by itself after the changing code lets the main actor go")
  func autosave() async throws {
    let folder = try StoreFolder()
    let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: folder.url))
    #expect(container.mainContext.autosaveEnabled)
    #expect(!ModelContext(container).autosaveEnabled)
    container.mainContext.insert(Note(title: "auto"))
    #expect(container.mainContext.hasChanges)
    for _ in 0..<10 { await Task.yield() }
    #expect(!container.mainContext.hasChanges)
    let relaunch = try ModelContainer(for: Note.self, configurations: ModelConfiguration(url: folder.url))
    #expect(try relaunch.mainContext.fetch(FetchDescriptor<Note>()).map(\.title) == ["auto"])
  }
}
