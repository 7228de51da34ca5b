import AsyncSimulation
import TextBase

/// `explain` for storage-choice, one case at a time: whether the other view and the next launch saw the setting,
/// what the app's files give away of the token, when the note reached default.store and whether the relaunch read it,
/// what the list showed of a @ModelActor's import and what survived the crash, how many frames the archive write
/// dropped.
struct StorageChoiceExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    switch settings.value("case") {
    case "token": token()
    case "note": note()
    case "import": importing()
    case "archive": archive()
    default: setting()
    }
  }

  private func setting() -> [String] {
    let screens = facts.screens.filter { !TraceFacts.isBlank($0) }
    guard let toggled = facts.events.first(where: {
      $0.kind == .state && $0.name?.hasSuffix(".showCompleted") == true && $0.to == "true"
    }) else {
      return [language.pick("这次运行里开关没有被打开。", "The toggle was never turned on in this run.")]
    }
    let item = "Renew passport"
    func lists(_ screen: TraceEvent?) -> String {
      screen?.text?.contains(item) == true
        ? language.pick("列出了已完成的「\(item)」", "lists the completed \"\(item)\"")
        : language.pick("没有列出已完成的「\(item)」", "does not list the completed \"\(item)\"")
    }
    var points: [String] = []
    let after = screens.first { $0.seq > toggled.seq }
    points.append(settings.value("setting") == "state"
      ? language.pick("\(facts.ms(toggled.nanos)) 只有设置视图自己的 @State 变了（\(toggled.name ?? "")）；列表有它自己的 @State，还是\(lists(after))。",
                      "At \(facts.ms(toggled.nanos)) only the settings view's own @State changed (\(toggled.name ?? "")); "
                        + "the list has its own @State and still \(lists(after)).")
      : language.pick("\(facts.ms(toggled.nanos)) 开关把 showCompleted 写进了 UserDefaults（\(toggled.name ?? "")）；读同一个键的列表立刻重画，\(lists(after))。",
                      "At \(facts.ms(toggled.nanos)) the toggle wrote showCompleted to UserDefaults "
                        + "(\(toggled.name ?? "")); the list, reading the same key, redrew at once and \(lists(after))."))
    if let relaunched = screens.last, relaunched.seq > (after?.seq ?? 0) {
      points.append(language.pick("重新启动后（\(facts.ms(relaunched.nanos))），列表\(lists(relaunched))。",
                                  "After the relaunch (\(facts.ms(relaunched.nanos))) the list \(lists(relaunched))."))
    }
    return points
  }

  private func token() -> [String] {
    let backup = facts.events.last { $0.kind == .print && $0.text?.contains("Preferences.plist") == true }
    let plist = backup?.text.flatMap { text in
      text.range(of: "Preferences.plist ").map { String(text[$0.upperBound...]) }
    } ?? "{}"
    if let keychain = facts.changes(of: "keychain").last {
      return [language.pick(
        "\(facts.ms(keychain.nanos)) 令牌存进了钥匙串（\(keychain.to ?? "")）：系统加密保存它；备份里的 Preferences.plist 是 \(plist)。",
        "At \(facts.ms(keychain.nanos)) the token went into the keychain (\(keychain.to ?? "")): the system keeps it "
          + "encrypted, and the backup's Preferences.plist is \(plist).")]
    }
    if let backup, plist.contains("token") {
      return [language.pick(
        "令牌被写进了 UserDefaults。\(facts.ms(backup.nanos)) 备份里的 Preferences.plist 是 \(plist)：UserDefaults 不加密，读到这个文件的人就读到了令牌。",
        "The token was written into UserDefaults. At \(facts.ms(backup.nanos)) the backup's Preferences.plist is "
          + "\(plist): UserDefaults does not encrypt, so whoever reads that file reads the token.")]
    }
    return [language.pick("这次运行里没有保存令牌。", "No token was saved in this run.")]
  }

  /// The `data` events of SwiftData whose text contains `text`.
  private func data(_ text: String) -> [TraceEvent] {
    facts.events.filter { $0.kind == .data && $0.text?.contains(text) == true }
  }

  /// What the relaunched screen lists: the last screen.
  private func relaunchFinds(_ item: String) -> Bool {
    facts.screens.last?.text?.contains(item) == true
  }

  private func note() -> [String] {
    var points: [String] = []
    let item = StorageChoiceScenario.note
    if let inserted = data("insert Memo").first {
      points.append(language.pick(
        "\(facts.ms(inserted.nanos)) 笔记被 insert 进主上下文：此刻它只在内存里（\(inserted.text ?? "")）。",
        "At \(facts.ms(inserted.nanos)) the note was inserted into the main context: for now it is only in memory "
          + "(\(inserted.text ?? ""))."))
    }
    if let saved = (data("save: ") + data("autosave: ")).min(by: { $0.seq < $1.seq }) {
      let auto = saved.text?.hasPrefix("autosave") == true
      points.append(auto
        ? language.pick(
          "\(facts.ms(saved.nanos)) 自动保存把它写进了 default.store：按钮的动作一结束、主 actor 一空出来，自动保存的 task 就运行了（\(saved.task ?? "")）。",
          "At \(facts.ms(saved.nanos)) the autosave wrote it to default.store: its task (\(saved.task ?? "")) ran as soon "
            + "as the button's action ended and let the main actor go.")
        : language.pick(
          "\(facts.ms(saved.nanos)) context.save() 在按钮的动作里就把它写进了 default.store（\(saved.task ?? "")）。",
          "At \(facts.ms(saved.nanos)) context.save() wrote it to default.store within the button's action "
            + "(\(saved.task ?? ""))."))
    } else {
      points.append(language.pick("这次运行里笔记没有被保存。", "The note was never saved in this run."))
    }
    points.append(relaunchFinds(item)
      ? language.pick("重新启动后，新的容器从 default.store 读出了「\(item)」。",
                      "After the relaunch the new container read \"\(item)\" from default.store.")
      : language.pick("重新启动后，default.store 里没有「\(item)」。",
                      "After the relaunch default.store holds no \"\(item)\"."))
    return points
  }

  private func importing() -> [String] {
    var points: [String] = []
    let inserts = data("insert Memo")
    let saves = data("save: ")
    let merges = data("merge: ")
    if let first = inserts.first {
      points.append(language.pick(
        "导入器在它自己的上下文里 insert 了 \(inserts.count) 条笔记（第一条在 \(facts.ms(first.nanos))，\(first.task ?? "")）。",
        "The importer inserted \(inserts.count) note\(inserts.count == 1 ? "" : "s") into its own context (the first at "
          + "\(facts.ms(first.nanos)), \(first.task ?? ""))."))
    }
    if let merge = merges.first {
      points.append(language.pick(
        "主上下文只看得到保存过的笔记：\(saves.count) 次保存，第一次合并在 \(facts.ms(merge.nanos))（\(merge.text ?? "")），@Query 这时才列出它们。",
        "The main context sees only saved notes: \(saves.count) save\(saves.count == 1 ? "" : "s"), the first merged "
          + "at \(facts.ms(merge.nanos)) (\(merge.text ?? "")), when @Query lists them."))
    } else if !inserts.isEmpty {
      points.append(language.pick(
        "导入器一次也没有保存：它插入的笔记从没离开它的上下文，列表一直是空的，崩溃时它们也跟着没了。",
        "The importer never saved: the notes it inserted never left its context, the list stayed empty, and the "
          + "crash took them."))
    }
    let kept = facts.screens.last?.text.map { text in
      ["ask Leo", "book flights", "pay rent"].filter { text.contains($0) }.count
    } ?? 0
    points.append(language.pick("重新启动后，default.store 里有 \(kept) 条导入的笔记。",
                                "After the relaunch default.store holds \(kept) imported note\(kept == 1 ? "" : "s")."))
    return points
  }

  private func archive() -> [String] {
    var points: [String] = []
    if let writer = facts.lifelines.first(where: { $0.spans.contains { $0.kind == .blocking } }),
       let block = writer.spans.first(where: { $0.kind == .blocking }) {
      points.append(settings.value("write") == "actor"
        ? language.pick(
          "\(writer.name) 在 ArchiveWriter 这个 actor 上同步写文件（\(facts.ms(block.from))–\(facts.ms(block.due))），占住的是线程池里的一个线程，主 actor 一直空着。",
          "\(writer.name) wrote the file synchronously on the ArchiveWriter actor (\(facts.ms(block.from))–"
            + "\(facts.ms(block.due))), holding a thread of the pool; the main actor stayed free.")
        : language.pick(
          "\(writer.name) 在主 actor 上同步写文件（\(facts.ms(block.from))–\(facts.ms(block.due))）：这段时间主线程什么也画不了。",
          "\(writer.name) wrote the file synchronously on the main actor (\(facts.ms(block.from))–"
            + "\(facts.ms(block.due))): the main thread could draw nothing meanwhile."))
    }
    if let display = facts.lifelines.first(where: { $0.name == "display" }) {
      let late = display.sleepsUntilRunning.filter { ($0.ended ?? $0.due) > $0.due }
      points.append(late.isEmpty
        ? language.pick("display 的每一帧都准时。", "Every frame of display came on time.")
        : language.pick("display 有一帧本该在 \(facts.ms(late[0].due)) 画，却到 \(facts.ms(late[0].ended ?? late[0].due)) 才画。",
                        "display's frame due at \(facts.ms(late[0].due)) came only at "
                          + "\(facts.ms(late[0].ended ?? late[0].due))."))
    }
    return points
  }
}
