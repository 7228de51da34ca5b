import AsyncSimulation

// Where data belongs, from the persistence chapters: a setting in UserDefaults through @AppStorage, a secret in the
// Keychain, records the app queries in SwiftData, a large document in a file written off the main actor. Four
// cases, each with the right and the wrong home, and what the wrong one costs where it can be simulated: a setting
// that another view does not see and a relaunch forgets, a token readable in the app's files, a note lost to a
// crash before SwiftData's autosave, frames dropped by a file written on the main actor.
//
// The stores are stand-ins on a simulated disk that outlives the app, so a relaunch reads what was written; their
// timings (a 150 ms write, an autosave 1 s after the last change) are made up for the run, not measured.

/// Key-value pairs, shown sorted by key (a property list, a keychain).
struct KeyValues: Equatable, Sendable, CustomStringConvertible {
  var values: [String: String] = [:]

  var description: String {
    values.isEmpty ? "{}" : "{" + values.keys.sorted().map { "\($0) = \(values[$0] ?? "")" }.joined(separator: ", ") + "}"
  }
}

/// What stays on the device between launches: the files of the app's container and the keychain.
@MainActor
final class SimulatedDevice {
  /// `Library/Preferences/…plist`, where UserDefaults keeps its values: a plain property list on disk.
  @Tracked("Preferences.plist") var preferences = KeyValues()
  /// The keychain: kept encrypted by the system, outside the app's files.
  @Tracked("keychain") var keychain = KeyValues()
  /// The SwiftData store's saved notes.
  @Tracked("notes.store") var store: [String] = []
  let language: Language

  init(language: Language) { self.language = language }

  /// What someone reading the app's files finds (say, in an unencrypted backup of the device): the plist as it is.
  /// Keychain items are not among the app's files, and the system keeps them encrypted.
  func filesAsRead() -> String {
    language.pick("App 的文件里：Preferences.plist \(preferences)", "in the app's files: Preferences.plist \(preferences)")
  }
}

/// `@AppStorage(key)`: reads and writes UserDefaults, so every view reading the key sees a change, and so does the
/// next launch.
@MainActor
struct AppStorageValue {
  let key: String
  let device: SimulatedDevice

  var text: String? {
    get { device.preferences.values[key] }
    nonmutating set { device.preferences.values[key] = newValue }
  }

  var isOn: Bool {
    get { text == "true" }
    nonmutating set { text = newValue ? "true" : "false" }
  }
}

/// A SwiftData main context, simulated: an inserted note exists in memory until the context saves — on `save()`,
/// or by autosave at a moment of the framework's choosing (here, 1 s after the last change).
@MainActor
final class SimulatedModelContext {
  static let autosaveDelay = Duration.milliseconds(1000)
  @Tracked("pending") var pending: [String] = []
  let device: SimulatedDevice
  private var autosave: Task<Void, Never>?

  init(device: SimulatedDevice) { self.device = device }

  func insert(_ note: String) {
    pending.append(note)
    autosave?.cancel()
    autosave = Task(name: "autosave") {
      try? await Task.sleep(for: Self.autosaveDelay)
      if !Task.isCancelled { self.save() }
    }
  }

  func save() {
    guard !pending.isEmpty else { return }
    print(device.language.pick("SwiftData：保存 \(pending.count) 条改动", "SwiftData: saving \(pending.count) change(s)"))
    device.store += pending
    pending = []
  }

  /// The app's process ends: what is only in memory is gone.
  func crash() {
    autosave?.cancel()
    pending = []
  }
}

/// Writes a file the way `Data.write(to:options:)` does: synchronously, for `duration`, on the calling thread. On
/// the main actor that holds the main thread; from an actor of its own it holds one thread of the pool.
func writeFile(_ name: String, for duration: Duration, _ language: Language,
               isolation: isolated (any Actor)? = #isolation) async {
  print(language.pick("开始写 \(name)", "writing \(name)"))
  if let isolation, isolation === MainActor.shared {
    SimulatedWork.block(for: duration)
  } else {
    await SimulatedWork.perform(for: duration)
  }
  print(language.pick("\(name) 写好了", "\(name) written"))
}

// MARK: lesson
/// Setting: a toggle read by two views. `@AppStorage` keeps it in UserDefaults; `@State` keeps it in one view.
@MainActor
final class SettingsPanes {
  let appStorage: AppStorageValue?
  @Tracked("settings.showCompleted") var settingsState = false     // @State in the settings view
  @Tracked("list.showCompleted") var listState = false             // @State in the list view

  init(appStorage: AppStorageValue?) { self.appStorage = appStorage }

  var settingsShowsCompleted: Bool { appStorage?.isOn ?? settingsState }
  var listShowsCompleted: Bool { appStorage?.isOn ?? listState }

  func toggleInSettings() {
    if let appStorage { appStorage.isOn.toggle() } else { settingsState.toggle() }
  }
}

/// Token: a secret. `@AppStorage` writes it into the plist; the keychain keeps it encrypted.
@MainActor
func saveToken(_ token: String, inKeychain: Bool, device: SimulatedDevice) {
  if inKeychain {
    device.keychain.values["token"] = "••••"                       // SecItemAdd: stored encrypted
  } else {
    AppStorageValue(key: "token", device: device).text = token     // ❌ @AppStorage("token"): plain text on disk
  }
}

/// Note: a record in SwiftData. insert alone leaves it in memory until the next save.
@MainActor
func addNote(_ note: String, to context: SimulatedModelContext, savesAtOnce: Bool) {
  context.insert(note)
  if savesAtOnce { context.save() }                                // try context.save()
}

/// Archive: a large file. `Data.write` is synchronous: where it runs, it holds the thread.
actor ArchiveWriter {
  func write(for duration: Duration, _ language: Language) async {
    await writeFile("notes-archive.json", for: duration, language)  // on this actor: off the main actor
  }
}
// MARK: end

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

struct StoragePanesView: SimulatedView {
  let panes: SettingsPanes
  let language: Language

  var body: Screen {
    let mark = panes.settingsShowsCompleted ? "[✓]" : "[ ]"
    return Screen(lines: [
      language.pick("设置：\(mark) 显示已完成", "Settings: \(mark) show completed"),
      language.pick("列表：", "List: ") + (panes.listShowsCompleted ? language.pick("显示已完成的项", "completed items shown")
                                                                  : language.pick("隐藏已完成的项", "completed items hidden")),
    ])
  }
}

enum StorageChoiceScenario {
  static let scenario = Scenario(
    name: "storage-choice",
    zh: "数据放在哪里：设置放 @AppStorage，密钥放钥匙串，要查询的记录放 SwiftData，大文件在主 actor 之外写；放错地方各有代价",
    en: "Where data belongs: a setting in @AppStorage, a secret in the keychain, records in SwiftData, a large file "
      + "written off the main actor; each wrong home has its cost",
    parameters: [
      ScenarioParameter("case", .choice(["setting", "token", "note", "archive"]), default: "setting",
                        zh: "setting：两个视图读同一个开关；token：登录令牌；note：SwiftData 里的一条笔记；archive：5 MB 的导出文件",
                        en: "setting: a toggle two views read; token: a login token; note: a note in SwiftData; "
                          + "archive: a 5 MB export file"),
      ScenarioParameter("setting", .choice(["appstorage", "state"]), default: "appstorage",
                        zh: "（case=setting）appstorage：@AppStorage；state：每个视图各自的 @State",
                        en: "(case=setting) appstorage: @AppStorage; state: each view's own @State"),
      ScenarioParameter("token", .choice(["appstorage", "keychain"]), default: "appstorage",
                        zh: "（case=token）appstorage：存进 UserDefaults；keychain：存进钥匙串",
                        en: "(case=token) appstorage: into UserDefaults; keychain: into the keychain"),
      ScenarioParameter("save", .choice(["autosave", "explicit"]), default: "autosave",
                        zh: "（case=note）autosave：只 insert，等自动保存；explicit：insert 后马上 try context.save()",
                        en: "(case=note) autosave: insert only and wait for the autosave; explicit: try context.save() "
                          + "right after insert"),
      ScenarioParameter("write", .choice(["main", "actor"]), default: "main",
                        zh: "（case=archive）main：在按钮的动作里、主 actor 上写文件；actor：交给一个 actor 去写",
                        en: "(case=archive) main: write in the button's action, on the main actor; actor: hand it "
                          + "to an actor"),
      ScenarioParameter("crash", .duration, default: "400ms", zh: "（case=note）App 在什么时候崩溃",
                        en: "(case=note) when the app crashes"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("state", "setting=state"),
      PinnedRun("token", "case=token"),
      PinnedRun("keychain", "case=token", "token=keychain"),
      PinnedRun("note", "case=note"),
      PinnedRun("note-explicit", "case=note", "save=explicit"),
      PinnedRun("archive", "case=archive", determinism: true),
      PinnedRun("archive-actor", "case=archive", "write=actor"),
      PinnedRun("note", "case=note", language: .en),
    ],
    explanation: StorageChoiceExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let device = SimulatedDevice(language: language)
    switch arguments.choice("case") {
    case "token": await token(arguments, device)
    case "note": await note(arguments, device)
    case "archive": await archive(arguments)
    default: await setting(arguments, device)
    }
  }

  /// The user turns on "show completed" in the settings pane at 100 ms; the app is quit and launched again.
  @MainActor
  static func setting(_ arguments: ScenarioArguments, _ device: SimulatedDevice) async {
    let language = arguments.language
    let usesAppStorage = arguments.choice("setting") == "appstorage"
    /// A launch: new views, with new @State, reading the same UserDefaults.
    func launch() -> (SettingsPanes, ViewHost) {
      let panes = SettingsPanes(appStorage: usesAppStorage ? AppStorageValue(key: "showCompleted", device: device) : nil)
      let screen = ViewHost(StoragePanesView(panes: panes, language: language))
      screen.appear()
      return (panes, screen)
    }
    print(language.pick("App 启动", "the app launches"))
    let (panes, screen) = launch()
    try? await Task.sleep(for: .milliseconds(100))
    print(language.pick("用户在设置里打开「显示已完成」", "the user turns on \"show completed\" in Settings"))
    panes.toggleInSettings()
    try? await Task.sleep(for: .milliseconds(400))
    print(language.pick("用户退出 App", "the user quits the app"))
    screen.disappear()
    try? await Task.sleep(for: .milliseconds(100))
    print(language.pick("App 重新启动", "the app launches again"))
    _ = launch()
  }

  /// The user logs in at 100 ms and the app saves the token; at 500 ms someone reads the app's files.
  @MainActor
  static func token(_ arguments: ScenarioArguments, _ device: SimulatedDevice) async {
    let language = arguments.language
    print(language.pick("App 启动", "the app launches"))
    try? await Task.sleep(for: .milliseconds(100))
    print(language.pick("用户登录，服务器发回令牌", "the user logs in and the server sends a token"))
    saveToken("eyJhbGciOiJIUzI1NiJ9.mia", inKeychain: arguments.choice("token") == "keychain", device: device)
    try? await Task.sleep(for: .milliseconds(400))
    print(language.pick("有人读取了这台设备的一份未加密备份", "someone reads an unencrypted backup of the device"))
    print(device.filesAsRead())
  }

  /// The user adds a note at 100 ms; the app crashes at `crash`, and is launched again 100 ms later.
  @MainActor
  static func note(_ arguments: ScenarioArguments, _ device: SimulatedDevice) async {
    let language = arguments.language
    let context = SimulatedModelContext(device: device)
    let launched = ContinuousClock.now
    print(language.pick("App 启动，笔记列表是空的", "the app launches with no notes"))
    try? await Task.sleep(for: .milliseconds(100))
    print(language.pick("用户添加了笔记「买牛奶」", "the user adds the note \"buy milk\""))
    addNote(language.pick("买牛奶", "buy milk"), to: context, savesAtOnce: arguments.choice("save") == "explicit")
    try? await Task.sleep(until: launched + arguments.duration("crash"), clock: .continuous)
    print(language.pick("App 崩溃了", "the app crashes"))
    context.crash()
    try? await Task.sleep(for: .milliseconds(100))
    let notes = device.store
    print(language.pick("App 重新启动，读到的笔记：\(notes.isEmpty ? "没有" : notes.joined(separator: "、"))",
                        "the app launches again and reads the notes: \(notes.isEmpty ? "none" : notes.joined(separator: ", "))"))
  }

  /// At 100 ms the user taps Export: a 5 MB archive takes 150 ms to write. The display ticks meanwhile.
  @MainActor
  static func archive(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let ticker = FrameTicker()
    let display = Task(name: "display") { await ticker.run(for: .milliseconds(400)) }
    try? await Task.sleep(for: .milliseconds(100))
    print(language.pick("用户点了「导出全部笔记」", "the user taps Export all notes"))
    let duration = Duration.milliseconds(150)
    if arguments.choice("write") == "actor" {
      let writer = ArchiveWriter()
      Task { await writer.write(for: duration, language) }        // Button { Task { await writer.write(…) } }
    } else {
      await writeFile("notes-archive.json", for: duration, language)  // ❌ Button { try data.write(to: url) }
    }
    await display.value
    print(language.pick("\(ticker.drawn + ticker.dropped) 次刷新机会：画了 \(ticker.drawn) 帧，丢了 \(ticker.dropped) 帧",
                        "\(ticker.drawn + ticker.dropped) chances to draw: \(ticker.drawn) frames drawn, \(ticker.dropped) dropped"))
  }
}
