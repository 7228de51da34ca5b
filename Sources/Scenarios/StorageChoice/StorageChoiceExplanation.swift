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
    guard let toggled = facts.events.first(where: { $0.kind == .state && $0.to?.contains("true") == true }) else {
      return [language.pick("这次运行里开关没有被打开。", "The toggle was never turned on in this run.")]
    }
    var points: [String] = []
    let after = screens.first { $0.seq > toggled.seq }
    // The list pane's line, without its "List:" heading.
    let listLine = after?.text?.split(separator: "\n").last.map(String.init) ?? "?"
    let listShows = listLine.split(separator: language == .zh ? "：" : ": ", maxSplits: 1).last.map(String.init) ?? listLine
    points.append(toggled.name == "Preferences.plist"
      ? language.pick("\(facts.ms(toggled.nanos)) 开关写进了 UserDefaults（\(toggled.name ?? "")）；读同一个键的列表立刻重画成「\(listShows)」。",
                      "At \(facts.ms(toggled.nanos)) the toggle was written to UserDefaults (\(toggled.name ?? "")); the "
                        + "list, reading the same key, redrew at once: \(listShows).")
      : language.pick("\(facts.ms(toggled.nanos)) 只有设置视图自己的 @State 变了；列表有它自己的 @State，还是「\(listShows)」。",
                      "At \(facts.ms(toggled.nanos)) only the settings view's own @State changed; the list has its "
                        + "own @State and still says: \(listShows)."))
    if let relaunched = screens.last, relaunched.seq > (after?.seq ?? 0) {
      points.append(language.pick(
        "重新启动后（\(facts.ms(relaunched.nanos))）屏幕是：\(relaunched.text?.replacingOccurrences(of: "\n", with: "；") ?? "")。",
        "After the relaunch (\(facts.ms(relaunched.nanos))) the screen says: "
          + "\(relaunched.text?.replacingOccurrences(of: "\n", with: "; ") ?? "")."))
    }
    return points
  }

  private func token() -> [String] {
    let plist = facts.changes(of: "Preferences.plist").last
    let keychain = facts.changes(of: "keychain").last
    if let plist, plist.to?.contains("token") == true {
      return [language.pick(
        "\(facts.ms(plist.nanos)) 令牌被写进了 UserDefaults 的 plist：\(plist.to ?? "")。UserDefaults 不加密，读到这个文件的人就读到了令牌。",
        "At \(facts.ms(plist.nanos)) the token was written into UserDefaults' plist: \(plist.to ?? ""). UserDefaults "
          + "does not encrypt, so whoever reads that file reads the token.")]
    }
    if let keychain {
      return [language.pick(
        "\(facts.ms(keychain.nanos)) 令牌存进了钥匙串：系统加密保存它，App 的文件里没有它。",
        "At \(facts.ms(keychain.nanos)) the token went into the keychain: the system keeps it encrypted, and the "
          + "app's files do not hold it.")]
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
      points.append(language.pick(
        "\(writer.name) 在主 actor 上同步写文件（\(facts.ms(block.from))–\(facts.ms(block.due))）：这段时间主线程什么也画不了。",
        "\(writer.name) wrote the file synchronously on the main actor (\(facts.ms(block.from))–"
          + "\(facts.ms(block.due))): the main thread could draw nothing meanwhile."))
    } else if let writer = facts.lifelines.first(where: { $0.spans.contains { $0.kind == .working } }),
              let work = writer.spans.first(where: { $0.kind == .working }) {
      points.append(language.pick(
        "\(writer.name) 在 actor 上写文件（\(facts.ms(work.from))–\(facts.ms(work.due))），主 actor 一直空着。",
        "\(writer.name) wrote the file on its actor (\(facts.ms(work.from))–\(facts.ms(work.due))), and the main "
          + "actor stayed free."))
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
