import AsyncSimulation
import Foundation
@testable import Playground
@testable import Runs
import Testing

/// SwiftData through `preview`: the seed chapter's app unchanged, a store in the app container that a relaunch finds,
/// queries that follow the context, and what a user can get wrong.
@Suite("Preview: SwiftData")
struct SwiftDataPreviewTests {
  /// Chapter 9 §9.4's complete SwiftData app, as the chapter prints it (samples/000_87cbb81f71e99499_15.swift).
  static let seedApp = #"""
// from 000_87cbb81f71e99499.txt, section 9.4
import SwiftData
import SwiftUI

@Model
final class Todo {
    var title: String
    var done: Bool
    var createdAt: Date

    // ⚠️ 必须写显式 init：@Model 不会替你合成一个可用的初始化器
    init(title: String, done: Bool = false, createdAt: Date = .now) {
        self.title = title
        self.done = done
        self.createdAt = createdAt
    }
}

struct TodoListView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Todo.createdAt, order: .reverse) private var todos: [Todo]

    var body: some View {
        List {
            ForEach(todos) { todo in
                Text(todo.title)
            }
            .onDelete { offsets in
                for i in offsets { context.delete(todos[i]) }
            }
        }
    }
}

@main
struct MyApp: App {
    var body: some Scene {
        WindowGroup { TodoListView() }
            .modelContainer(for: Todo.self)          // ← 挂上容器，@Query 才有数据源
    }
}
"""#

  /// A script that saves three todos (the seed's `Todo`) into the container's default store.
  static let seedScript = """
    import SwiftData
    import Foundation

    @Model
    final class Todo {
      var title: String
      var done: Bool
      var createdAt: Date

      init(title: String, done: Bool = false, createdAt: Date = .now) {
        self.title = title
        self.done = done
        self.createdAt = createdAt
      }
    }

    // Top-level code that awaits runs on the main actor, where contexts are (synchronous top-level code of a
    // Swift 5 mode file is nonisolated).
    await Task.yield()
    let context = ModelContext(try ModelContainer(for: Todo.self))
    for (i, title) in ["Buy milk", "Call Ann", "Write essay"].enumerated() {
      context.insert(Todo(title: title, createdAt: Date(timeIntervalSince1970: Double(i) * 60)))
    }
    try context.save()
    """

  private func run(_ name: String, _ text: String, _ arguments: [String], in folder: String) throws
    -> ChildProcess.Result {
    _ = try StudentFixtures.write(text, name, in: folder)
    return try StudentFixtures.asyncplay(["preview", name, "--lang", "en"] + arguments, in: folder)
  }

  private func screens(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.contains("│ •") }.map { String($0.split(separator: "•")[1]) }
  }

  // https://developer.apple.com/documentation/swiftdata/query (sort: order:)
  // https://developer.apple.com/documentation/swiftdata/modelcontext/delete(_:)
  // https://developer.apple.com/documentation/swiftdata/modelcontext/autosaveenabled
  // https://developer.apple.com/documentation/swiftui/scene/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)-8sjgx
  @Test("the seed's app runs unchanged: newest first, a deleted row leaves the list, the autosave keeps it gone")
  func seedApp() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let box = folder + "/box"
    let seeded = try run("seed.swift", Self.seedScript, ["--container", box], in: folder)
    #expect(seeded.termination == .exited(0), "\(seeded.outputText)\(seeded.errorText)")
    #expect(seeded.outputText.contains("SwiftData save: 3 inserted, 0 changed, 0 deleted -> default.store"))
    #expect(FileSystem.isFile(box + "/Library/Application Support/default.store"))
    let first = try run("TodoApp.swift", Self.seedApp, ["--container", box, "--do", #"delete "Call Ann" @10ms"#],
                        in: folder)
    #expect(first.termination == .exited(0), "\(first.outputText)\(first.errorText)")
    #expect(screens(first.outputText) == [" Write essay", " Call Ann", " Buy milk", " Write essay", " Buy milk"],
            "\(first.outputText)")
    #expect(first.outputText.contains("[   10 ms] main   SwiftData delete Todo#2"), "\(first.outputText)")
    #expect(first.outputText.contains("SwiftData autosave: 0 inserted, 0 changed, 1 deleted -> default.store"),
            "\(first.outputText)")
    let relaunch = try run("TodoApp.swift", Self.seedApp, ["--container", box], in: folder)
    #expect(screens(relaunch.outputText) == [" Write essay", " Buy milk"], "\(relaunch.outputText)")
    // The same app under the Xcode 26 app target's default isolation.
    let mainActor = try run("TodoApp.swift", Self.seedApp, ["--container", box, "--default-isolation", "MainActor"],
                            in: folder)
    #expect(screens(mainActor.outputText) == [" Write essay", " Buy milk"], "\(mainActor.outputText)")
  }

  static let filtered = """
    import SwiftUI
    import SwiftData

    @Model
    nonisolated final class Todo {
      var title: String
      var done: Bool
      init(title: String, done: Bool = false) {
        self.title = title
        self.done = done
      }
    }

    struct OpenTodos: View {
      @Environment(\\.modelContext) private var context
      @Query(filter: #Predicate<Todo> { !$0.done }, sort: [SortDescriptor(\\Todo.title)]) private var todos: [Todo]
      @State private var draft = ""

      var body: some View {
        VStack {
          TextField("New", text: $draft)
          Button("Add") {
            context.insert(Todo(title: draft))
            draft = ""
          }
          List(todos) { todo in
            Button(todo.title) { todo.done = true }
          }
        }
      }
    }

    #Preview {
      OpenTodos().modelContainer(for: Todo.self, inMemory: true)
    }
    """

  // https://developer.apple.com/documentation/swiftdata/query/init(filter:sort:animation:)
  // https://developer.apple.com/documentation/swiftdata/modelconfiguration/isstoredinmemoryonly
  @Test("a TextField and a button insert; #Predicate filters out a todo marked done; in memory keeps nothing")
  func insertAndFilter() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let box = folder + "/box"
    for isolation in ["nonisolated", "MainActor"] {
      let result = try run("Open.swift", Self.filtered, [
        "--container", box, "--default-isolation", isolation,
        "--do", "type Milk @10ms; tap Add @20ms; type Bread @30ms; tap Add @40ms; tap Milk @50ms"], in: folder)
      #expect(result.termination == .exited(0), "\(result.outputText)\(result.errorText)")
      #expect(screens(result.outputText) == [" [Milk]", " [Milk]", " [Bread]", " [Milk]", " [Bread]"],
              "\(result.outputText)")
      #expect(result.outputText.contains("[   50 ms] main   Todo.done: false → true"), "\(result.outputText)")
      #expect(result.outputText.contains("SwiftData autosave: 1 inserted, 0 changed, 0 deleted -> memory"))
    }
    let relaunch = try run("Open.swift", Self.filtered, ["--container", box], in: folder)
    #expect(screens(relaunch.outputText).isEmpty, "\(relaunch.outputText)")
    #expect(!FileSystem.isFile(box + "/Library/Application Support/default.store"))
  }

  /// A view whose `.task` imports two songs in a `@ModelActor`, 100 ms apart, saving once at the end.
  static let importer = #"""
import SwiftUI
import SwiftData

@Model
nonisolated final class Song {
  var title: String
  init(title: String) { self.title = title }
}

@ModelActor
actor SongImporter {
  func importSongs(_ titles: [String]) async throws -> [PersistentIdentifier] {
    var songs: [Song] = []
    for title in titles {
      try await Task.sleep(for: .milliseconds(100))
      let song = Song(title: title)
      modelContext.insert(song)
      songs.append(song)
    }
    try modelContext.save()
    return songs.map(\.persistentModelID)
  }
}

struct Library: View {
  @Environment(\.modelContext) private var context
  @Query(sort: \Song.title) private var songs: [Song]
  @State private var status = "idle"

  var body: some View {
    VStack {
      Text("\(songs.count) songs, \(status)")
      ForEach(songs) { song in
        Text(song.title)
      }
    }
    .task {
      let importer = SongImporter(modelContainer: context.container)
      do {
        let ids = try await importer.importSongs(["B", "A"])
        let first: Song? = context.registeredModel(for: ids[0])
        status = "imported \(ids.count), first: \(first?.title ?? "none")"
      } catch {
        status = "failed"
      }
    }
  }
}

#Preview {
  Library().modelContainer(for: Song.self, inMemory: true)
}
"""#

  // https://developer.apple.com/documentation/swiftdata/modelactor
  // https://developer.apple.com/documentation/swiftdata/modelactor() (modelContainer, modelExecutor, init(modelContainer:))
  // https://developer.apple.com/documentation/swiftdata/modelcontext/registeredmodel(for:)
  // https://developer.apple.com/documentation/swiftdata/persistentidentifier (Sendable: passed back to the main actor)
  // Hacking with Swift, "How to create a background context": a background context's save is reflected in the other
  // contexts, including their @Query properties. When: asyncplay's merge task (docs/swiftdata.md).
  @Test("an import in a @ModelActor: its inserts at 100 and 200 ms stay in its context; the save at 200 ms is merged into the main context's @Query at 200 ms")
  func modelActorImport() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let result = try run("Library.swift", Self.importer, [], in: folder)
    #expect(result.termination == .exited(0), "\(result.outputText)\(result.errorText)")
    let lines = result.outputText.split(separator: "\n").map(String.init)
    func line(_ time: String, _ text: String) -> Int? {
      lines.firstIndex { $0.hasPrefix("[\(time)]") && $0.contains(text) }
    }
    let first = line("  100 ms", "SwiftData insert Song#1")
    let second = line("  200 ms", "SwiftData insert Song#2")
    let save = line("  200 ms", "SwiftData save: 2 inserted, 0 changed, 0 deleted -> memory")
    let merge = line("  200 ms", "SwiftData merge: 2 inserted, 0 changed, 0 deleted")
    #expect(first != nil && second != nil && save != nil && merge != nil, "\(result.outputText)")
    // The inserts and the save are on the task that called the actor; the merge is a main-actor task of its own.
    #expect(first.map { lines[$0].contains(".task in Library") } == true, "\(result.outputText)")
    #expect(merge.map { lines[$0].contains("task#1") } == true, "\(result.outputText)")
    // Until the merge every screen shows no song; the merge's screen lists both, sorted by title.
    let rows = lines.enumerated().filter { $0.element.contains("│ ") }
    let before = rows.filter { $0.offset < (merge ?? 0) }.map(\.element)
    #expect(before.allSatisfy { !$0.hasSuffix("│ A") && !$0.hasSuffix("│ B") }, "\(result.outputText)")
    #expect(result.outputText.contains("""
      task#1           screen:
                                  │ 2 songs, idle
                                  │ A
                                  │ B
      """), "\(result.outputText)")
    // The identifier the actor returned finds the main context's own model.
    #expect(result.outputText.contains(#"Library.status: "idle" → "imported 2, first: B""#), "\(result.outputText)")
  }

  @Test("bad input: a @Model without init and a predicate on an unknown key path are compile errors at the user's line; a @Query without a container says so once")
  func badInput() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let noInit = Self.filtered.replacingOccurrences(of: "  init(title: String, done: Bool = false) {",
                                                    with: "  func make(title: String, done: Bool = false) {")
    let compile = try run("NoInit.swift", noInit, [], in: folder)
    #expect(compile.termination == .exited(1))
    #expect(compile.outputText.hasPrefix("NoInit.swift:4:1: error: @Model class 'Todo' needs an explicit init"),
            "\(compile.outputText)")
    // A predicate on a key path the model does not have: the compiler's error, at the user's line.
    let unknownKey = Self.filtered.replacingOccurrences(of: "#Predicate<Todo> { !$0.done }",
                                                        with: "#Predicate<Todo> { !$0.finished }")
    let predicate = try run("UnknownKey.swift", unknownKey, [], in: folder)
    #expect(predicate.termination == .exited(1))
    #expect(predicate.outputText.hasPrefix("UnknownKey.swift:16:41: error: value of type 'Todo' has no member 'finished'"),
            "\(predicate.outputText)")
    let noContainer = Self.filtered.replacingOccurrences(of: "OpenTodos().modelContainer(for: Todo.self, inMemory: true)",
                                                         with: "OpenTodos()")
    let missing = try run("Missing.swift", noContainer, ["--do", "type Milk @10ms; tap Add @20ms"], in: folder)
    #expect(missing.termination == .exited(0), "\(missing.errorText)")
    let lines = missing.outputText.split(separator: "\n").filter { $0.contains("no container") }
    #expect(lines == ["[    0 ms] main SwiftData: no container for Todo; add .modelContainer(for: Todo.self)"],
            "\(missing.outputText)")
  }

  @Test("--json: a context's inserts, save and fetches are data events of the task that made them")
  func traceJSON() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let script = Self.seedScript + "\nTask { print(try context.fetchCount(FetchDescriptor<Todo>())) }\n"
      + "try await Task.sleep(for: .milliseconds(5))\n"
    let result = try run("seed.swift", script, ["--json"], in: folder)
    let trace = try Trace(jsonLines: result.outputText)
    let data = trace.body.filter { $0.kind == .data }.map { "\($0.nanos / 1_000_000) \($0.task ?? "") \($0.text ?? "")" }
    #expect(data == ["0 main insert Todo#1", "0 main insert Todo#2", "0 main insert Todo#3",
                     "0 main save: 3 inserted, 0 changed, 0 deleted -> default.store", "0 task#1 fetchCount Todo: 3"],
            "\(result.outputText)")
  }

  @Test("a corrupt store in a reused container is set aside, named, and a new store starts")
  func corruptStore() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let box = folder + "/box"
    _ = try run("seed.swift", Self.seedScript, ["--container", box], in: folder)
    let store = box + "/Library/Application Support/default.store"
    try Data("{ broken".utf8).write(to: URL(fileURLWithPath: store))
    let result = try run("TodoApp.swift", Self.seedApp, ["--container", box], in: folder)
    #expect(result.termination == .exited(0), "\(result.errorText)")
    #expect(result.outputText.contains("SwiftData: the store default.store is not a store asyncplay wrote; it was set"),
            "\(result.outputText)")
    #expect(FileManager.default.contents(atPath: store + ".corrupt") == Data("{ broken".utf8))
    #expect(screens(result.outputText).isEmpty)
  }

  static let library = #"""
import SwiftData
import SwiftUI

@Model
final class Shelf {
  var name: String
  @Relationship(deleteRule: .cascade, inverse: \Book.shelf) var books: [Book] = []

  init(name: String) {
    self.name = name
  }
}

@Model
final class Book {
  var title: String
  var shelf: Shelf?

  init(title: String, shelf: Shelf? = nil) {
    self.title = title
    self.shelf = shelf
  }
}

struct LibraryView: View {
  @Environment(\.modelContext) private var context
  @Query(sort: \Shelf.name) private var shelves: [Shelf]
  @Query(sort: \Book.title) private var books: [Book]

  var body: some View {
    List {
      Section("Shelves") {
        ForEach(shelves) { shelf in
          Text("\(shelf.name) (\(shelf.books.count))")
        }
        .onDelete { offsets in
          for index in offsets { context.delete(shelves[index]) }
        }
      }
      Section("Books") {
        ForEach(books) { book in
          Text(book.title)
        }
      }
    }
    .task {
      guard shelves.isEmpty else { return }
      let fiction = Shelf(name: "Fiction")
      let science = Shelf(name: "Science")
      context.insert(fiction)
      context.insert(science)
      context.insert(Book(title: "Dune", shelf: fiction))
      context.insert(Book(title: "Cosmos", shelf: science))
    }
  }
}

#Preview {
  LibraryView()
    .modelContainer(for: [Shelf.self, Book.self], inMemory: true)
}
"""#

  /// Apple: "cascade — a rule that deletes any related models" (Schema.Relationship.DeleteRule.cascade,
  /// https://developer.apple.com/documentation/swiftdata/schema/relationship/deleterule-swift.enum/cascade); the
  /// deletions reach the store at the next save, here the autosave (docs/swiftdata.md).
  @Test("a swipe-deleted shelf takes its book with it (cascade) at 10 ms; the autosave at 10 ms writes both deletions")
  func cascadeDelete() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let result = try run("Library.swift", Self.library, ["--do", #"delete "Fiction (1)" @10ms"#], in: folder)
    #expect(result.termination == .exited(0), "\(result.errorText)")
    let text = result.outputText
    let at10 = text.split(separator: "\n").filter { $0.hasPrefix("[   10 ms]") }
    let events = ["user: delete \"Fiction (1)\"", "SwiftData delete Shelf#1", "SwiftData delete Book#1",
                  "SwiftData autosave: 0 inserted, 0 changed, 2 deleted -> memory"]
    // In this order, all at 10 ms: the user's delete, the shelf, its book by the cascade, then the autosave.
    let found = events.map { event in at10.firstIndex { $0.hasSuffix(event) } }
    #expect(found.allSatisfy { $0 != nil } && found.map { $0 ?? 0 } == found.map { $0 ?? 0 }.sorted(), "\(text)")
    #expect(screens(text).suffix(2) == [" Science (1)", " Cosmos"], "\(screens(text))")
  }
}
