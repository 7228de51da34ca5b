import AsyncSimulation

/// `explain` for storage-choice, one case at a time: whether the other view and the next launch saw the setting,
/// what the app's files give away of the token, whether the note survived the crash, how many frames the archive
/// write dropped.
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

  private func note() -> [String] {
    var points: [String] = []
    let pending = facts.changes(of: "pending")
    let saved = facts.changes(of: "notes.store")
    if let inserted = pending.first {
      points.append(language.pick(
        "\(facts.ms(inserted.nanos)) 笔记被 insert：它只在内存里（pending: \(inserted.to ?? "")）。",
        "At \(facts.ms(inserted.nanos)) the note was inserted: it is only in memory (pending: \(inserted.to ?? ""))."))
    }
    if let stored = saved.first {
      points.append(language.pick("\(facts.ms(stored.nanos)) 保存到了存储里：\(stored.to ?? "")。",
                                  "At \(facts.ms(stored.nanos)) it was saved to the store: \(stored.to ?? "")."))
    } else if let lost = pending.last, lost.to == "[]" {
      let autosave = facts.lifelines.first { $0.name == "autosave" }?.spans.first { $0.kind == .sleeping }?.due
      points.append(language.pick(
        "\(facts.ms(lost.nanos)) App 崩溃，内存里的改动全没了\(autosave.map { "：自动保存本要等到 \(facts.ms($0))" } ?? "")；重新启动后读不到这条笔记。",
        "At \(facts.ms(lost.nanos)) the app crashed and the changes in memory were gone"
          + "\(autosave.map { ": the autosave would have come at \(facts.ms($0))" } ?? ""); the relaunch finds no note."))
    }
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
