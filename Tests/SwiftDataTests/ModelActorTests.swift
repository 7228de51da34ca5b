import Foundation
import SwiftData
import Testing

/// An importer with a context of its own, as Apple's `@ModelActor` makes one.
@ModelActor
actor NoteImporter {
  /// Inserts one note per title and saves; returns the identifiers (models are not Sendable, identifiers are).
  func importNotes(_ titles: [String]) throws -> [PersistentIdentifier] {
    let notes = titles.map { Note(title: $0) }
    for note in notes { modelContext.insert(note) }
    try modelContext.save()
    return notes.map(\.persistentModelID)
  }

  /// Inserts without saving.
  func insertUnsaved(_ title: String) -> Bool {
    modelContext.insert(Note(title: title))
    return modelContext.hasChanges
  }

  /// The title of the note `id` as this actor's context has it.
  func title(of id: PersistentIdentifier) -> String? {
    self[id, as: Note.self]?.title
  }

  /// Marks the note `id` done and saves.
  func markDone(_ id: PersistentIdentifier) throws {
    self[id, as: Note.self]?.done = true
    try modelContext.save()
  }

  /// Deletes the note `id` and saves.
  func delete(_ id: PersistentIdentifier) throws {
    if let note = self[id, as: Note.self] { modelContext.delete(note) }
    try modelContext.save()
  }

  /// Whether the actor's context is the executor's, of `container`, not the main context `main`, and not
  /// autosaving (a context reaches the caller only as its identity: it is not Sendable).
  func hasOwnContext(of container: ModelContainer, main: ObjectIdentifier) -> Bool {
    modelContext === modelExecutor.modelContext && modelContext.container === container
      && ObjectIdentifier(modelContext) != main && !modelContext.autosaveEnabled
  }
}

/// `@ModelActor` against Apple's documentation: a context of its own on the actor, saves that reach the main context.
@MainActor
@Suite("SwiftData: model actors")
struct ModelActorTests {
  // https://developer.apple.com/documentation/swiftdata/modelactor
  // https://developer.apple.com/documentation/swiftdata/modelactor() (init(modelContainer:), modelExecutor)
  // https://developer.apple.com/documentation/swiftdata/defaultserialmodelexecutor
  // https://developer.apple.com/documentation/swiftdata/modelcontext/autosaveenabled (false for a context you make)
  // Hacking with Swift, "How to create a background context": a background save is reflected in the other contexts,
  // including their @Query properties.
  @Test("a @ModelActor's context is its own; its unsaved inserts stay there; its save reaches the main context")
  func importThenMerge() async throws {
    let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let main = container.mainContext
    #expect(try main.fetchCount(FetchDescriptor<Note>()) == 0)
    let importer = NoteImporter(modelContainer: container)
    #expect(importer.modelContainer === container)
    #expect(await importer.hasOwnContext(of: container, main: ObjectIdentifier(main)))
    // Unsaved: the main context does not see it, however long it waits.
    #expect(await importer.insertUnsaved("draft"))
    for _ in 0..<10 { await Task.yield() }
    #expect(try main.fetchCount(FetchDescriptor<Note>()) == 0)
    // Saved: the main context merges in a main-actor task the save started.
    let ids = try await importer.importNotes(["a", "b"])
    for _ in 0..<10 { await Task.yield() }
    let titles = try main.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)])).map(\.title)
    #expect(titles == ["a", "b", "draft"])
    // Identifiers cross actors; each context has its own model object for one identifier.
    let a: Note? = main.registeredModel(for: ids[0])
    #expect(a?.title == "a")
    #expect(await importer.title(of: ids[0]) == "a")
    // A change saved by the actor replaces the main context's saved value when merged.
    try await importer.markDone(ids[0])
    for _ in 0..<10 { await Task.yield() }
    #expect(a?.done == true)
    #expect(!main.hasChanges)
  }

  // https://developer.apple.com/documentation/swiftdata/modelactor/subscript(_:as:)
  @Test("the [id, as:] subscript is nil for an identifier of another type or a model never saved")
  func subscriptMisses() async throws {
    let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let importer = NoteImporter(modelContainer: container)
    let unsaved = Note(title: "x")
    #expect(await importer.title(of: unsaved.persistentModelID) == nil)
    let ids = try await importer.importNotes(["y"])
    #expect(await importer.title(of: ids[0]) == "y")
  }

  // asyncplay's merge (docs/swiftdata.md, "When another context's save reaches the main context"): Apple documents
  // that saved changes reach other contexts, not what happens to a model with unsaved changes; here they are kept.
  @Test("a merge removes a model the actor deleted, and leaves a model with unsaved changes in the main context as it is")
  func mergeDeletesAndKeepsUnsaved() async throws {
    let container = try ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let main = container.mainContext
    main.autosaveEnabled = false
    let importer = NoteImporter(modelContainer: container)
    let ids = try await importer.importNotes(["kept", "gone"])
    for _ in 0..<10 { await Task.yield() }
    let kept: Note? = main.registeredModel(for: ids[0])
    let gone: Note? = main.registeredModel(for: ids[1])
    kept?.title = "edited here"
    try await importer.markDone(ids[0])
    try await importer.delete(ids[1])
    for _ in 0..<10 { await Task.yield() }
    #expect(gone?.isDeleted == true)
    #expect(try main.fetch(FetchDescriptor<Note>()).map(\.title) == ["edited here"])
    #expect(kept?.done == false)
    #expect(main.hasChanges)
  }
}
