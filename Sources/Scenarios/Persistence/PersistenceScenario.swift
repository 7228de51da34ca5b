import AsyncSimulation
import SwiftUI
import TextBase

// The driver of persistence: not app code. The device's disk is the driver's (SimulatedDisk): a read takes 10 ms, a
// write goes out in 4 chunks of 10 ms, and a crash stops every write of the process where it is. At launch NotesView
// reads notes.json (["Buy milk"], saved by an earlier session; no file for case=first-launch); at 20 ms the user types
// a note and taps Add (case=race: two notes, one tap after the other). At `crash` (case=crash) the app crashes, or at
// 200 ms the user closes it; the disk is listed and the app launches again over the same disk. The parameters pick
// how notes.json is written (AtomicNotesFile or InPlaceNotesFile) and how saves are kept apart (NotesFileStore,
// ReentrantNotesStore, UnsynchronisedNotesStore).

/// The device's disk of a run, shared by every launch of the app: files by name. A read takes 10 ms; a write goes
/// out in 4 chunks of 10 ms — with `.atomic` to an auxiliary file of its own that is renamed over the file in one step once it
/// is complete (as `Data.write(to:options:)` documents), without it into the file itself, emptied when it is opened.
/// After ``crash()`` no read or write the crashed launch had begun goes on: whatever had reached the disk stays, and
/// the code that was waiting for it never runs again, as in a process that died.
actor SimulatedDisk: Disk {
  static let chunkTime = Duration.milliseconds(10)
  static let chunks = 4
  /// How many bytes a file may hold (`case=disk-full`: 20).
  let capacity: Int
  let language: Language
  private var files: [String: Data]
  /// How many auxiliary files were made: each `.atomic` write has its own (`notes.json.tmp1`).
  private var auxiliaryFiles = 0
  /// The launch the disk serves; a crash starts the next one.
  private var launch = 1
  /// The calls of crashed launches, never resumed.
  private var stopped: [CheckedContinuation<Void, Never>] = []

  init(files: [String: Data], capacity: Int, language: Language) {
    self.files = files
    self.capacity = capacity
    self.language = language
  }

  func contents(of name: String) async throws -> Data? {
    let launch = launch
    try await Task.sleep(for: Self.chunkTime)
    if launch != self.launch { await processDied() }
    guard let data = files[name] else {
      print(language.pick("没有 \(name)", "no \(name)"))
      return nil
    }
    print(language.pick("读出 \(name)：", "read \(name): ") + String(decoding: data, as: UTF8.self))
    return data
  }

  func write(_ data: Data, to name: String, options: Data.WritingOptions) async throws {
    guard data.count <= capacity else { throw CocoaError(.fileWriteOutOfSpace) }
    let launch = launch
    let atomic = options.contains(.atomic)
    if atomic { auxiliaryFiles += 1 }
    let target = atomic ? name + ".tmp\(auxiliaryFiles)" : name
    files[target] = Data()                                   // opened for writing: what it held is gone
    let size = (data.count + Self.chunks - 1) / Self.chunks
    for chunk in 0..<Self.chunks {
      try await Task.sleep(for: Self.chunkTime)
      if launch != self.launch { await processDied() }
      files[target, default: Data()].append(data.dropFirst(chunk * size).prefix(size))
      print(language.pick("\(target)：写完第 \(chunk + 1)/\(Self.chunks) 块",
                          "\(target): chunk \(chunk + 1) of \(Self.chunks) written"))
    }
    guard atomic else { return }
    files[name] = files.removeValue(forKey: target)          // the rename: one step, no await
    print(language.pick("\(target) 改名为 \(name)", "\(target) renamed to \(name)"))
  }

  /// The process dies: what its reads and writes had not done yet, they never do.
  func crash() {
    launch += 1
  }

  /// A call of a crashed launch waits here for ever.
  private func processDied() async {
    await SwiftUI.withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      stopped.append(continuation)
    }
  }

  /// Every file and its content, by name.
  func listing() -> String {
    files.keys.sorted().map { "  \($0)  " + String(decoding: files[$0] ?? Data(), as: UTF8.self) }
      .joined(separator: "\n")
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
                        zh: "atomic：AtomicNotesFile，先写临时文件再改名；direct：InPlaceNotesFile，直接覆盖原文件",
                        en: "atomic: AtomicNotesFile, writes a temporary file, then renames it; direct: "
                          + "InPlaceNotesFile, overwrites the file in place"),
      ScenarioParameter("crash", .duration, default: "45ms",
                        zh: "App 在启动后多久崩溃（case=crash；20 ms 开始保存，60 ms 写完）",
                        en: "when the app crashes after launch (case=crash; the save starts at 20 ms and ends at "
                          + "60 ms)"),
      ScenarioParameter("saves", .choice(["actor", "actor-reentrant", "unsynchronised"]), default: "actor",
                        zh: savesZh, en: savesEn),
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
    appCode: [
      AppFile("NotesView.swift"),
      AppFile("NotesModel.swift"),
      AppFile("NotesStoring.swift"),
      AppFile("NotesFileStore.swift", when: "saves=actor"),
      AppFile("ReentrantNotesStore.swift", when: "saves=actor-reentrant"),
      AppFile("UnsynchronisedNotesStore.swift", when: "saves=unsynchronised"),
      AppFile("NotesFile.swift"),
      AppFile("AtomicNotesFile.swift", when: "write=atomic"),
      AppFile("InPlaceNotesFile.swift", when: "write=direct"),
      AppFile("Disk.swift"),
    ],
    explanation: PersistenceExplanation.self,
    body: { arguments in { await run(arguments) } })

  static let savesZh = "actor：NotesFileStore，actor 持有列表，修改时中间没有 await，一次只写一个；actor-reentrant："
    + "ReentrantNotesStore，actor 里先 await 读文件再写回；unsynchronised：UnsynchronisedNotesStore，没有 actor，"
    + "每次都读文件、改、写回"
  static let savesEn = "actor: NotesFileStore, an actor owns the list, changes it with no await in between and writes "
    + "one save at a time; actor-reentrant: ReentrantNotesStore, an actor that awaits the file read before writing "
    + "back; unsynchronised: UnsynchronisedNotesStore, no actor, each add reads, changes and writes the file"

  /// What an earlier session saved: data, the same in both languages.
  static let earlier = #"["Buy milk"]"#

  /// When the user closes the app, unless it crashes first (`case=crash`): every save is done by then.
  static let close = Duration.milliseconds(200)

  /// The notes the user adds at 20 ms, each typed and then added with a tap: data, the same in both languages.
  static func notes(_ which: String) -> [String] {
    switch which {
    case "race": ["Pay rent", "Pick up parcel"]
    case "first-launch": ["First note"]
    default: ["Pay rent"]
    }
  }

  /// Types each note at 20 ms and taps Add after it (the button as the run's language labels it: after the stage).
  static func script(_ notes: [String]) -> UserActionScript {
    let at = Duration.milliseconds(20).nanosecondsClamped
    return UserActionScript(steps: notes.flatMap { note in
      [UserActionScript.Step(action: .type(note, into: nil), atNanos: at),
       UserActionScript.Step(action: .tap(String(localized: "Add"), occurrence: nil), atNanos: at)]
    })
  }

  /// The app's view over `disk`, as one launch makes it: the store and the way of writing the parameters pick.
  @MainActor
  static func launch(_ arguments: ScenarioArguments, on disk: SimulatedDisk) -> NotesView {
    let file: any NotesFile = arguments.choice("write") == "direct"
      ? InPlaceNotesFile(disk: disk) : AtomicNotesFile(disk: disk)
    let store: any NotesStoring
    switch arguments.choice("saves") {
    case "actor-reentrant": store = ReentrantNotesStore(file: file)
    case "unsynchronised": store = UnsynchronisedNotesStore(file: file)
    default: store = NotesFileStore(file: file)
    }
    return NotesView(model: NotesModel(store: store))
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let start = ContinuousClock.now
    let language = arguments.language
    let which = arguments.choice("case")
    let disk = SimulatedDisk(files: which == "first-launch" ? [:] : ["notes.json": Data(earlier.utf8)],
                             capacity: which == "disk-full" ? 20 : .max, language: language)
    let stage = AppStage(language: language, strings: "Persistence", routes: RouteTable([]))
    print(language.pick("启动 App", "the app launches"))
    await stage.show(launch(arguments, on: disk), playing: script(notes(which)))
    let crashes = which == "crash"
    try? await Task.sleep(until: start + (crashes ? arguments.duration("crash") : close), clock: .continuous)
    print(crashes ? language.pick("💥 App 崩溃", "💥 the app crashes")
            : language.pick("用户关闭 App", "the user closes the app"))
    await disk.crash()
    print(language.pick("磁盘上：\n", "on disk:\n") + (await disk.listing()))
    print(language.pick("重新启动 App", "the app launches again"))
    await stage.show(launch(arguments, on: disk), playing: UserActionScript(steps: []))
  }
}
