import AsyncSimulation
import Foundation
import SwiftData
import SwiftUI
import TextBase

// The driver of storage-choice: not app code. Where data belongs, from the persistence chapters, in four cases, each
// with its right home and a wrong one:
// - case=setting: TodoHome's two panes share @AppStorage("showCompleted"); TodoHomeWithState's panes each keep their
//   own @State. The user turns the toggle on at 100 ms, quits at 500 ms and launches the app again at 600 ms.
// - case=token: LoginView hands the server's token to a TokenStore, UserDefaultsTokenStore or KeychainTokenStore.
//   The user logs in at 100 ms; at 500 ms someone reads an unencrypted backup of the app's files.
// - case=note: MemoListView adds a note through AutosavedMemoStore (insert only) or SavingMemoStore (insert, then
//   save), in real SwiftData (the store is default.store in the run's Application Support). The user adds
//   "buy milk" at 100 ms; the app crashes at `crash` and is launched again 100 ms later, with a new container.
// - case=import: SharedNotesView starts a @ModelActor importer at 100 ms, MemoImporter (saves once at the end) or
//   EachMemoImporter (saves after each note), three notes 120 ms apart; the app crashes at `crash` (its tasks end)
//   and is launched again 100 ms later.
// - case=archive: ExportView writes a 5 MB archive through MainActorArchiveWriter or ArchiveWriter at 100 ms,
//   while the display wants a frame every 16 ms.
//
// UserDefaults and SwiftData's store are the run's own (every run has a fresh home); the keychain and the disk's
// speed are simulated here, and their timings (a 150 ms write of 5 MB, a 120 ms download) are made up for the run,
// not measured. SwiftData's autosave is asyncplay's: right after the code that made the change lets the main actor
// go (docs/swiftdata.md).

/// The device's keychain, simulated: items the system keeps encrypted, outside the app's files, across launches.
/// `save` is SecItemAdd (replacing an item of the same account), `data` is SecItemCopyMatching. Its `state` event
/// `keychain` shows the items as the system holds them: encrypted, so never the secret.
@MainActor
final class DeviceKeychain {
  private var items: [String: Data] = [:]

  func save(_ data: Data, account: String) {
    let before = description
    items[account] = data
    TraceLog.state("keychain", from: before, to: description)
  }

  func data(account: String) -> Data? { items[account] }

  private var description: String {
    "{" + items.keys.sorted().map { "\($0) = ••••" }.joined(separator: ", ") + "}"
  }
}

/// The device's disk: `write` is `Data.write(to:)` — the file goes into the run's Documents folder — at the speed
/// of a made-up phone, 30 ms per MB. It is synchronous: it holds the thread that calls it until the data is written,
/// the main thread on the main actor, a thread of the pool on another actor.
final class DeviceDisk: Sendable {
  static let timePerByte = Duration.nanoseconds(30)

  func write(_ data: Data, to url: URL) throws {
    try data.write(to: url)
    SimulatedWork.block(for: Self.timePerByte * data.count)
  }
}

/// A display stand-in: the main actor gets a chance to draw every 16 ms; a chance that comes late (the main actor
/// was busy) counts the frames it missed.
@MainActor
final class FrameTicker {
  static let interval = Duration.milliseconds(16)
  private(set) var dropped = 0
  private(set) var drawn = 0

  func run(for length: Duration) async {
    let clock = ContinuousClock()
    let start = clock.now
    var frame = 1
    while Self.interval * frame <= length {
      try? await Task.sleep(until: start + Self.interval * frame, clock: clock)
      let late = (start + Self.interval * frame).duration(to: clock.now)
      let missed = Int(late / Self.interval)
      dropped += missed
      drawn += 1
      frame += missed + 1
    }
  }
}

enum StorageChoiceScenario {
  static let scenario = Scenario(
    name: "storage-choice",
    zh: "数据放在哪里：设置放 @AppStorage，密钥放钥匙串，要查询的记录放 SwiftData，大文件在主 actor 之外写；放错地方各有代价",
    en: "Where data belongs: a setting in @AppStorage, a secret in the keychain, records in SwiftData, a large file "
      + "written off the main actor; each wrong home has its cost",
    parameters: [
      ScenarioParameter("case", .choice(["setting", "token", "note", "import", "archive"]), default: "setting",
                        zh: "setting：两个视图读同一个开关；token：登录令牌；note：SwiftData 里的一条笔记；import：在 @ModelActor 里导入笔记；archive：5 MB 的导出文件",
                        en: "setting: a toggle two views read; token: a login token; note: a note in SwiftData; "
                          + "import: notes imported in a @ModelActor; archive: a 5 MB export file"),
      ScenarioParameter("setting", .choice(["appstorage", "state"]), default: "appstorage",
                        zh: "（case=setting）appstorage：TodoHome，两个视图共用 @AppStorage；state：TodoHomeWithState，每个视图各自的 @State",
                        en: "(case=setting) appstorage: TodoHome, both views share @AppStorage; state: "
                          + "TodoHomeWithState, each view's own @State"),
      ScenarioParameter("token", .choice(["appstorage", "keychain"]), default: "appstorage",
                        zh: "（case=token）appstorage：UserDefaultsTokenStore，存进 UserDefaults；keychain：KeychainTokenStore，存进钥匙串",
                        en: "(case=token) appstorage: UserDefaultsTokenStore, into UserDefaults; keychain: "
                          + "KeychainTokenStore, into the keychain"),
      ScenarioParameter("save", .choice(["autosave", "explicit"]), default: "autosave",
                        zh: "（case=note）autosave：AutosavedMemoStore，只 insert，等自动保存；explicit：SavingMemoStore，insert 后马上 try context.save()",
                        en: "(case=note) autosave: AutosavedMemoStore, insert only and wait for the autosave; "
                          + "explicit: SavingMemoStore, try context.save() right after insert"),
      ScenarioParameter("importsave", .choice(["once", "each"]), default: "once",
                        zh: "（case=import）once：MemoImporter，全部导入后保存一次；each：EachMemoImporter，每条都保存",
                        en: "(case=import) once: MemoImporter, one save after the whole import; each: "
                          + "EachMemoImporter, a save after each note"),
      ScenarioParameter("write", .choice(["main", "actor"]), default: "main",
                        zh: "（case=archive）main：MainActorArchiveWriter，在主 actor 上写文件；actor：ArchiveWriter，交给一个 actor 去写",
                        en: "(case=archive) main: MainActorArchiveWriter, write on the main actor; actor: "
                          + "ArchiveWriter, hand it to an actor"),
      ScenarioParameter("crash", .duration, default: "400ms", zh: "（case=note、import）App 在什么时候崩溃",
                        en: "(case=note, import) when the app crashes"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("state", "setting=state"),
      PinnedRun("token", "case=token"),
      PinnedRun("keychain", "case=token", "token=keychain"),
      PinnedRun("note", "case=note"),
      PinnedRun("note-explicit", "case=note", "save=explicit"),
      PinnedRun("import", "case=import"),
      PinnedRun("import-each", "case=import", "importsave=each"),
      PinnedRun("archive", "case=archive", determinism: true),
      PinnedRun("archive-actor", "case=archive", "write=actor"),
      PinnedRun("note", "case=note", language: .en),
    ],
    appCode: [
      AppFile("TodoHome.swift", when: "case=setting", "setting=appstorage"),
      AppFile("SettingsPane.swift", when: "case=setting", "setting=appstorage"),
      AppFile("TodoListPane.swift", when: "case=setting", "setting=appstorage"),
      AppFile("TodoHomeWithState.swift", when: "case=setting", "setting=state"),
      AppFile("SettingsPaneWithState.swift", when: "case=setting", "setting=state"),
      AppFile("TodoListPaneWithState.swift", when: "case=setting", "setting=state"),
      AppFile("Todo.swift", when: "case=setting"),
      AppFile("LoginView.swift", when: "case=token"),
      AppFile("TokenStore.swift", when: "case=token"),
      AppFile("UserDefaultsTokenStore.swift", when: "case=token", "token=appstorage"),
      AppFile("KeychainTokenStore.swift", when: "case=token", "token=keychain"),
      AppFile("AuthAPI.swift", when: "case=token"),
      AppFile("MemoListView.swift", when: "case=note"),
      AppFile("Memo.swift", when: "case=note|import"),
      AppFile("MemoStore.swift", when: "case=note"),
      AppFile("AutosavedMemoStore.swift", when: "case=note", "save=autosave"),
      AppFile("SavingMemoStore.swift", when: "case=note", "save=explicit"),
      AppFile("SharedNotesView.swift", when: "case=import"),
      AppFile("MemoImporting.swift", when: "case=import"),
      AppFile("MemoImporter.swift", when: "case=import", "importsave=once"),
      AppFile("EachMemoImporter.swift", when: "case=import", "importsave=each"),
      AppFile("ExportView.swift", when: "case=archive"),
      AppFile("ArchiveWriting.swift", when: "case=archive"),
      AppFile("MainActorArchiveWriter.swift", when: "case=archive", "write=main"),
      AppFile("ArchiveWriter.swift", when: "case=archive", "write=actor"),
    ],
    explanation: StorageChoiceExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The token the sign-in server hands out: data, the same in both languages.
  static let token = "eyJhbGciOiJIUzI1NiJ9.mia"
  /// The note the user adds: data, the same in both languages.
  static let note = "buy milk"

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    // A fresh install: the run's UserDefaults holds nothing of an earlier run (explore runs the body many times).
    for key in ["showCompleted", "token"] { UserDefaults.standard.removeObject(forKey: key) }
    let routes = RouteTable {
      Route.post("https://auth.example.com/login", .json("{\"token\": \"\(token)\"}"))
    }
    let stage = AppStage(language: arguments.language, strings: "StorageChoice", routes: routes)
    switch arguments.choice("case") {
    case "token": await token(arguments, stage)
    case "note": await note(arguments, stage)
    case "import": await importNotes(arguments, stage)
    case "archive": await archive(arguments, stage)
    default: await setting(arguments, stage)
    }
  }

  /// Does `action` on `window`; an action the screen does not offer is a bug of this driver, and stops the run.
  @MainActor
  static func act(_ action: UserAction, on window: HostingWindow) {
    do {
      try window.perform(action)
    } catch {
      Simulation.stopWithUsageError("asyncplay: " + error.message(in: window.language))
    }
  }

  /// Sleeps until `time` after the run's start.
  static func sleep(until time: Duration) async {
    let delay = time - Simulation.now
    if delay > .zero { try? await Task.sleep(for: delay) }
  }

  /// The home of the run's variant, built anew at each launch (new views, new @State).
  @MainActor
  static func home(_ arguments: ScenarioArguments) -> AnyView {
    arguments.choice("setting") == "state" ? AnyView(TodoHomeWithState()) : AnyView(TodoHome())
  }

  /// The user turns on "show completed" at 100 ms; the app is quit at 500 ms and launched again at 600 ms.
  @MainActor
  static func setting(_ arguments: ScenarioArguments, _ stage: AppStage) async {
    let language = arguments.language
    await stage.show(home(arguments)) { window in
      try? await Task.sleep(for: .milliseconds(100))
      act(.tap(String(localized: "Show completed"), occurrence: nil), on: window)
      try? await Task.sleep(for: .milliseconds(400))
      print(language.pick("用户退出 App", "the user quits the app"))
      act(.leave, on: window)
      try? await Task.sleep(for: .milliseconds(100))
      print(language.pick("App 重新启动", "the app launches again"))
      HostingWindow(rootView: home(arguments)).show()
    }
  }

  /// The user logs in at 100 ms; at 500 ms someone reads an unencrypted backup of the app's files.
  @MainActor
  static func token(_ arguments: ScenarioArguments, _ stage: AppStage) async {
    let language = arguments.language
    let store: any TokenStore = arguments.choice("token") == "keychain"
      ? KeychainTokenStore(keychain: DeviceKeychain()) : UserDefaultsTokenStore()
    await stage.show(LoginView(store: store)) { window in
      try? await Task.sleep(for: .milliseconds(100))
      act(.tap(String(localized: "Log in"), occurrence: nil), on: window)
      try? await Task.sleep(for: .milliseconds(400))
      print(language.pick("有人读取了这台设备的一份未加密备份", "someone reads an unencrypted backup of the device"))
      print(language.pick("App 的文件里：Preferences.plist \(preferences())",
                          "in the app's files: Preferences.plist \(preferences())"))
    }
  }

  /// The app's preferences as the backup holds them: UserDefaults written to disk, then the property lists of the
  /// run's configuration folder read back, keys sorted.
  static func preferences() -> String {
    UserDefaults.standard.synchronize()
    let environment = ProcessInfo.processInfo.environment
    let folder = environment["XDG_CONFIG_HOME"] ?? (NSHomeDirectory() + "/.config")
    var values: [String: String] = [:]
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for file in files.sorted() where file.hasSuffix(".plist") {
      guard let data = FileManager.default.contents(atPath: folder + "/" + file),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
      else { continue }
      for (key, value) in plist { values[key] = "\(value)" }
    }
    return "{" + values.keys.sorted().map { "\($0) = \(values[$0] ?? "")" }.joined(separator: ", ") + "}"
  }

  /// A fresh install's SwiftData container: the run's default.store removed (explore runs the body many times), then
  /// a container of the notes, stored in the run's Application Support as the app's would be.
  @MainActor
  static func freshContainer() -> SwiftData.ModelContainer {
    let store = URL.applicationSupportDirectory.appendingPathComponent("default.store")
    try? FileManager.default.removeItem(at: store)
    return launchContainer()
  }

  /// The container one launch of the app makes: it reads what the store file holds.
  @MainActor
  static func launchContainer() -> SwiftData.ModelContainer {
    do {
      return try SwiftData.ModelContainer(for: Memo.self)
    } catch {
      Simulation.stopWithUsageError("asyncplay: the notes' container could not be made: \(error)")
    }
  }

  /// The user adds "buy milk" at 100 ms; the app crashes at `crash` and is launched again 100 ms later with a new
  /// container, which reads the store file.
  @MainActor
  static func note(_ arguments: ScenarioArguments, _ stage: AppStage) async {
    let language = arguments.language
    let explicit = arguments.choice("save") == "explicit"
    let store: any MemoStore = explicit ? SavingMemoStore() : AutosavedMemoStore()
    let container = freshContainer()
    await stage.show(MemoListView(store: store).modelContainer(container)) { window in
      try? await Task.sleep(for: .milliseconds(100))
      act(.type(note, into: nil), on: window)
      act(.tap(String(localized: "Add"), occurrence: nil), on: window)
      await relaunch(after: arguments, window, language) {
        AnyView(MemoListView(store: store).modelContainer(launchContainer()))
      }
    }
  }

  /// The user taps Import at 100 ms; the app crashes at `crash` (its tasks end with it) and is launched again
  /// 100 ms later with a new container.
  @MainActor
  static func importNotes(_ arguments: ScenarioArguments, _ stage: AppStage) async {
    let language = arguments.language
    let container = freshContainer()
    func importer(_ container: SwiftData.ModelContainer) -> any MemoImporting {
      arguments.choice("importsave") == "each"
        ? EachMemoImporter(modelContainer: container) : MemoImporter(modelContainer: container)
    }
    await stage.show(SharedNotesView(importer: importer(container)).modelContainer(container)) { window in
      try? await Task.sleep(for: .milliseconds(100))
      act(.tap(String(localized: "Import"), occurrence: nil), on: window)
      await relaunch(after: arguments, window, language) {
        let container = launchContainer()
        return AnyView(SharedNotesView(importer: importer(container)).modelContainer(container))
      }
    }
  }

  /// The app crashes at `crash` — its window goes, and with it the tasks of its views — and 100 ms later the app is
  /// launched again with the view `launch` makes.
  @MainActor
  static func relaunch(after arguments: ScenarioArguments, _ window: HostingWindow, _ language: Language,
                       _ launch: () -> AnyView) async {
    await sleep(until: arguments.duration("crash"))
    print(language.pick("App 崩溃了", "the app crashes"))
    act(.leave, on: window)
    try? await Task.sleep(for: .milliseconds(100))
    print(language.pick("App 重新启动", "the app launches again"))
    HostingWindow(rootView: launch()).show()
  }

  /// At 100 ms the user taps Export all notes: a 5 MB archive takes 150 ms to write. The display ticks meanwhile.
  @MainActor
  static func archive(_ arguments: ScenarioArguments, _ stage: AppStage) async {
    let language = arguments.language
    try? FileManager.default.createDirectory(at: URL.documentsDirectory, withIntermediateDirectories: true)
    let disk = DeviceDisk()
    let writer: any ArchiveWriting = arguments.choice("write") == "actor"
      ? ArchiveWriter(disk: disk) : MainActorArchiveWriter(disk: disk)
    let ticker = FrameTicker()
    let display = Task(name: "display") { await ticker.run(for: .milliseconds(400)) }
    await stage.show(ExportView(archive: Data(count: 5_000_000), writer: writer)) { window in
      try? await Task.sleep(for: .milliseconds(100))
      act(.tap(String(localized: "Export all notes"), occurrence: nil), on: window)
    }
    await display.value
    TraceLog.state("display.dropped", from: "counting", to: "\(ticker.dropped)")
    print(language.pick("\(ticker.drawn + ticker.dropped) 次刷新机会：画了 \(ticker.drawn) 帧，丢了 \(ticker.dropped) 帧",
                        "\(ticker.drawn + ticker.dropped) chances to draw: \(ticker.drawn) frames drawn, "
                          + "\(ticker.dropped) dropped"))
  }
}
