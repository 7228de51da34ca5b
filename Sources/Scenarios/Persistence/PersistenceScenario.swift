import AsyncSimulation
import Foundation

// Notes kept in a file. A crash in the middle of a plain write leaves half a file, which no longer decodes; an atomic
// write (a temporary file, then one rename) leaves the old file or the new one, whole. Two saves that each read the
// file, change it and write it back lose one change — inside an actor too, if it awaits between the read and the
// write (actors are re-entrant at every await); an actor that owns the list and changes it with no await in between
// loses none. A first launch finds no file at all, and that is an empty list, not an error.

/// An error with a message for the user.
struct NotesError: Error, CustomStringConvertible {
  let description: String
}

/// A simulated disk holding `notes.json`, a JSON array of strings. A read takes 10 ms; a write goes out in 4 chunks
/// of 10 ms, so a crash can cut it in the middle; a rename is one step: it happened or it did not.
actor SimulatedDisk {
  static let chunkTime = Duration.milliseconds(10)
  static let chunks = 4
  let capacity: Int
  let language: Language
  private var files: [String: Data]
  private var temporaryFiles = 0

  init(files: [String: Data], capacity: Int, language: Language) {
    self.files = files
    self.capacity = capacity
    self.language = language
  }

  /// No file (a first launch) is an empty list, not an error.
  func readNotes() async throws -> [String] {
    try await Task.sleep(for: Self.chunkTime)
    guard let data = files["notes.json"] else { return [] }
    do {
      return try JSONDecoder().decode([String].self, from: data)
    } catch {
      throw NotesError(description: language.pick("笔记文件已损坏", "the notes file is damaged"))
    }
  }

  // MARK: lesson
  /// `atomically` (like `options: .atomic`): the chunks go to a temporary file, renamed over the old one at the end.
  func writeNotes(_ notes: [String], atomically: Bool) async throws {
    let data = try JSONEncoder().encode(notes)
    guard data.count <= capacity else {
      throw NotesError(description: language.pick("磁盘空间不足", "the disk is full"))
    }
    temporaryFiles += 1
    let target = atomically ? "notes.json.tmp\(temporaryFiles)" : "notes.json"
    files[target] = Data()                                   // opened for writing: the old content is gone
    let size = (data.count + Self.chunks - 1) / Self.chunks
    for chunk in 0..<Self.chunks {
      try await Task.sleep(for: Self.chunkTime)
      files[target, default: Data()].append(data.dropFirst(chunk * size).prefix(size))
      print(language.pick("\(target)：写完第 \(chunk + 1)/\(Self.chunks) 块",
                          "\(target): chunk \(chunk + 1) of \(Self.chunks) written"))
    }
    guard atomically else { return }
    files["notes.json"] = files.removeValue(forKey: target)   // the rename: one step, no await
    print(language.pick("\(target) 改名为 notes.json", "\(target) renamed to notes.json"))
  }
  // MARK: end

  /// Every file and its content, by name.
  func listing() -> String {
    files.keys.sorted().map { "  \($0)  " + String(decoding: files[$0] ?? Data(), as: UTF8.self) }
      .joined(separator: "\n")
  }
}

/// Where the model loads and adds notes.
protocol NotesFile: Sendable {
  func load() async throws -> [String]
  func add(_ note: String) async throws -> [String]
}

// MARK: lesson
/// One owner for the list. Being an actor is not what makes the saves safe: an actor runs one call at a time only
/// between `await`s, and at every `await` another call may run (actors are re-entrant). What serialises the saves is
/// how `add` is written: the list changes with no `await` in between, and the `isWriting` loop lets one write run at
/// a time, always of the latest list.
actor NotesFileStore: NotesFile {
  let disk: SimulatedDisk
  let atomically: Bool
  private var notes: [String] = []
  private var isWriting = false
  private var hasUnsavedChanges = false

  init(disk: SimulatedDisk, atomically: Bool) {
    self.disk = disk
    self.atomically = atomically
  }

  func load() async throws -> [String] {
    notes = try await disk.readNotes()
    return notes
  }

  func add(_ note: String) async throws -> [String] {
    notes.insert(note, at: 0)                  // read and change with no await between: no other add slips in
    hasUnsavedChanges = true
    guard !isWriting else { return notes }     // a write is under way: it writes again, with this note, when done
    isWriting = true
    defer { isWriting = false }
    while hasUnsavedChanges {                  // one write at a time, always of the latest list
      hasUnsavedChanges = false
      try await disk.writeNotes(notes, atomically: atomically)   // other adds run here, and only change the list
    }
    return notes
  }
}

/// An actor too, but it awaits between reading the file and writing it back. Actors are re-entrant: while one add is
/// suspended in `readNotes()`, the other add runs on the same actor and reads the same old file.
actor ReentrantNotesFile: NotesFile {
  let disk: SimulatedDisk
  let atomically: Bool

  init(disk: SimulatedDisk, atomically: Bool) {
    self.disk = disk
    self.atomically = atomically
  }

  func load() async throws -> [String] { try await disk.readNotes() }

  func add(_ note: String) async throws -> [String] {
    var notes = try await disk.readNotes()     // ❌ a suspension point: the actor takes the other add meanwhile
    print(disk.language.pick("读到 \(notes)，加上「\(note)」", "read \(notes), adding \"\(note)\""))
    notes.insert(note, at: 0)
    try await disk.writeNotes(notes, atomically: atomically)   // ❌ the last write wins, as without the actor
    return notes
  }
}
// MARK: end

// MARK: lesson
/// No owner: every add reads the file, inserts its note and writes the file back.
struct UnsynchronisedNotesFile: NotesFile {
  let disk: SimulatedDisk
  let atomically: Bool

  func load() async throws -> [String] { try await disk.readNotes() }

  func add(_ note: String) async throws -> [String] {
    var notes = try await disk.readNotes()     // ❌ two adds at once both read the same old list…
    print(disk.language.pick("读到 \(notes)，加上「\(note)」", "read \(notes), adding \"\(note)\""))
    notes.insert(note, at: 0)
    // ❌ …and the write that lands last wins: the other add's note is lost.
    try await disk.writeNotes(notes, atomically: atomically)
    return notes
  }
}
// MARK: end

@MainActor
final class NotesModel {
  @Tracked("phase") var phase: LoadState<[String]> = .idle
  let store: any NotesFile
  let language: Language

  init(store: any NotesFile, language: Language) {
    self.store = store
    self.language = language
  }

  func load() async {
    phase = .loading
    do {
      phase = .loaded(try await store.load())
    } catch {
      phase = .failed(language.pick("读取失败：\(error)", "could not read: \(error)"))
    }
  }

  func add(_ note: String) async {
    do {
      phase = .loaded(try await store.add(note))
    } catch is CancellationError {
      return                                   // the app is going away: that is not a failed save
    } catch {
      phase = .failed(language.pick("保存失败：\(error)", "saving failed: \(error)"))
    }
  }
}

struct NotesView: SimulatedView {
  let model: NotesModel
  let language: Language

  var body: Screen {
    switch model.phase {
    case .idle, .loading: .progress(language.pick("读取中…", "Reading…"))
    case .loaded(let notes) where notes.isEmpty: .unavailable(language.pick("还没有笔记", "No notes yet"))
    case .loaded(let notes): .list(notes)
    case .failed(let message):
      .failure(language.pick("出错了", "Something went wrong"), message: message, button: language.pick("重试", "Retry"))
    }
  }
}

enum PersistenceScenario {
  static let scenario = Scenario(
    name: "persistence",
    zh: "文件持久化：写到一半崩溃（直接写 vs 原子写）、两次保存同时进行（串行的 actor、在 await 处可重入的 actor、不加保护）、"
      + "首次启动没有文件",
    en: "Saving to a file: a crash mid-write (direct vs atomic), two saves at once (a serialising actor, an actor "
      + "re-entered at an await, unsynchronised), a first launch without a file",
    parameters: [
      ScenarioParameter("case", .choice(["crash", "race", "first-launch", "disk-full"]), default: "crash",
                        zh: "crash：保存时崩溃后重启；race：同时添加两条；first-launch：还没有文件；disk-full：保存失败",
                        en: "crash: a crash while saving, then a relaunch; race: two notes added at once; "
                          + "first-launch: no file yet; disk-full: the save fails"),
      ScenarioParameter("write", .choice(["atomic", "direct"]), default: "atomic",
                        zh: "atomic：先写临时文件再改名；direct：直接覆盖原文件",
                        en: "atomic: write a temporary file, then rename it; direct: overwrite the file in place"),
      ScenarioParameter("crash", .duration, default: "45ms",
                        zh: "App 在启动后多久崩溃（case=crash；20 ms 开始保存，60 ms 写完）",
                        en: "when the app crashes after launch (case=crash; the save starts at 20 ms and ends at "
                          + "60 ms)"),
      ScenarioParameter("saves", .choice(["actor", "actor-reentrant", "unsynchronised"]), default: "actor",
                        zh: "actor：actor 持有列表，修改时中间没有 await，一次只写一个；actor-reentrant：actor 里先 await "
                          + "读文件再写回；unsynchronised：没有 actor，每次都读文件、改、写回",
                        en: "actor: an actor owns the list, changes it with no await in between and writes one save "
                          + "at a time; actor-reentrant: an actor that awaits the file read before writing back; "
                          + "unsynchronised: no actor, each add reads, changes and writes the file"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("direct", "write=direct"),
      PinnedRun("direct-crash-70ms", "write=direct", "crash=70ms"),
      PinnedRun("race", "case=race"),
      PinnedRun("race-unsynchronised", "case=race", "saves=unsynchronised", determinism: true),
      PinnedRun("race-reentrant", "case=race", "saves=actor-reentrant", determinism: true),
      PinnedRun("first-launch", "case=first-launch"),
      PinnedRun("disk-full", "case=disk-full"),
      PinnedRun("direct", "write=direct", language: .en),
    ],
    explanation: PersistenceExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let which = arguments.choice("case")
    let start = ContinuousClock.now
    let earlier = Data(language.pick(#"["买牛奶"]"#, #"["Buy milk"]"#).utf8)   // saved by an earlier session
    let disk = SimulatedDisk(files: which == "first-launch" ? [:] : ["notes.json": earlier],
                             capacity: which == "disk-full" ? 20 : .max, language: language)
    let atomically = arguments.choice("write") == "atomic"
    let launch = { () -> (NotesModel, ViewHost) in
      let store: any NotesFile
      switch arguments.choice("saves") {
      case "actor": store = NotesFileStore(disk: disk, atomically: atomically)
      case "actor-reentrant": store = ReentrantNotesFile(disk: disk, atomically: atomically)
      default: store = UnsynchronisedNotesFile(disk: disk, atomically: atomically)
      }
      let model = NotesModel(store: store, language: language)
      let host = ViewHost(NotesView(model: model, language: language))
      host.task { await model.load() }         // .task { await model.load() }
      host.appear()
      return (model, host)
    }

    print(language.pick("启动 App", "the app launches"))
    let (model, host) = launch()
    try? await Task.sleep(for: .milliseconds(20))   // the user reads the list, then adds
    let notes = which == "race" ? [language.pick("交房租", "Pay rent"), language.pick("取快递", "Pick up parcel")]
      : [which == "first-launch" ? language.pick("第一条笔记", "First note") : language.pick("交房租", "Pay rent")]
    var adding: [Task<Void, Never>] = []
    for note in notes {
      print(language.pick("用户添加「\(note)」", "the user adds \"\(note)\""))
      adding.append(Task { await model.add(note) })    // Button("添加") { Task { await model.add(draft) } }
    }
    if which == "crash" {
      try? await Task.sleep(until: start + arguments.duration("crash"), clock: .continuous)
      print(language.pick("💥 App 崩溃", "💥 the app crashes"))
      for task in adding { task.cancel() }             // the process is gone: its work stops where it is
    } else {
      for task in adding { await task.value }
      print(language.pick("用户退出 App", "the user quits the app"))
    }
    host.disappear()
    print(language.pick("磁盘上：\n", "on disk:\n") + (await disk.listing()))
    print(language.pick("重新启动 App", "the app launches again"))
    _ = launch()
  }
}
