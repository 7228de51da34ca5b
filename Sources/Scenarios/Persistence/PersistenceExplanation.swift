import AsyncSimulation

/// `explain` for persistence: what the launch read, how far each save got (and whether a crash cut it), saves that
/// overlapped and the notes they lost, what was left on disk, and what the relaunch read.
struct PersistenceExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let tasks = facts.children(of: "main")
    let loads = tasks.filter { $0.label != nil }, adds = tasks.filter { $0.label == nil }
    let phases = facts.changes(of: "phase")
    var points: [String] = []
    if let launch = loads.first, let read = phases.first(where: {
      $0.task == launch.name && TraceFacts.kind(of: $0.to) != "loading"
    }) {
      let empty = read.to == "loaded([])"
      points.append(language.pick(
        "启动时 \(launch.name) 在 \(facts.ms(read.nanos)) 读到 \(read.to ?? "")" + (empty ? "：没有文件就是空列表，不是错误。" : "。"),
        "At launch \(launch.name) read \(read.to ?? "") at \(facts.ms(read.nanos))"
          + (empty ? ": no file yet is an empty list, not an error." : ".")))
    }
    let crash = facts.events(of: "main").first { $0.kind == .print && ($0.text ?? "").contains("💥") }
    for add in adds {
      let prints = facts.events(of: add.name).filter { $0.kind == .print && ($0.text ?? "").hasPrefix("notes.json") }
      // A chunk's line names one file; a rename's names the temporary file and notes.json.
      let renames = prints.filter { ($0.text ?? "").dropFirst(10).contains("notes.json") }
      let chunks = prints.filter { !renames.contains($0) }, renamed = !renames.isEmpty
      let file = chunks.first.map { String(($0.text ?? "").prefix { $0.isASCII && !$0.isWhitespace && $0 != ":" }) }
      if let cut = add.cancelledAt, chunks.isEmpty {
        points.append(language.pick(
          "App 在 \(facts.ms(crash?.nanos ?? cut)) 崩溃，\(add.name) 的保存还没写出任何一块。",
          "The app crashed at \(facts.ms(crash?.nanos ?? cut)) before \(add.name)'s save had written a single chunk."))
      } else if let cut = add.cancelledAt {
        points.append(language.pick(
          "App 在 \(facts.ms(crash?.nanos ?? cut)) 崩溃，\(add.name) 的保存只写了 \(chunks.count) 块到 \(file ?? "?")，"
            + (renamed ? "已经改名。" : "没有写完。"),
          "The app crashed at \(facts.ms(crash?.nanos ?? cut)) while \(add.name) was saving: only \(chunks.count) "
            + "chunk\(chunks.count == 1 ? "" : "s") had gone to \(file ?? "?")" + (renamed ? ", already renamed." : ".")))
      } else if let failed = phases.first(where: { $0.task == add.name && TraceFacts.kind(of: $0.to) == "failed" }) {
        points.append(language.pick("\(facts.ms(failed.nanos)) \(add.name) 保存失败：\(failed.to ?? "")。",
                                    "At \(facts.ms(failed.nanos)) \(add.name)'s save failed: \(failed.to ?? "")."))
      } else if let last = chunks.last {
        points.append(language.pick(
          "\(add.name) 在 \(facts.ms(add.start))–\(facts.ms(last.nanos)) 写了 \(chunks.count) 块" + (renamed ? "并改名为 notes.json。" : "。"),
          "\(add.name) wrote \(chunks.count) chunks from \(facts.ms(add.start)) to \(facts.ms(last.nanos))"
            + (renamed ? " and renamed them to notes.json." : ".")))
      }
    }
    if let crash, adds.allSatisfy({ $0.cancelledAt == nil }) {
      points.append(language.pick("App 在 \(facts.ms(crash.nanos)) 崩溃，但那时没有保存在进行。",
                                  "The app crashed at \(facts.ms(crash.nanos)), but no save was under way then."))
    }
    // Adds that read the file while another add was between its read and its write.
    let reads = adds.compactMap { add in
      facts.events(of: add.name).first { $0.kind == .print && ($0.text ?? "").hasPrefix(language.pick("读到 ", "read ")) }
        .map { (add: add.name, event: $0) }
    }
    if reads.count >= 2 {
      let names = TraceFacts.list(reads.map(\.add), language)
      let times = TraceFacts.list(reads.map { facts.ms($0.event.nanos) }, language)
      let list = (reads[0].event.text ?? "").drop { $0 != "[" }.prefix { $0 != "]" } + "]"
      let why = settings.value("saves") == "actor-reentrant"
        ? language.pick("它们在同一个 actor 里：第一个 add 停在 await readNotes() 时，actor 接着运行了第二个 add——actor 在每个 await 处都可重入",
                        "they ran in one actor: while the first add was suspended in await readNotes(), the actor ran "
                          + "the second — actors are re-entrant at every await")
        : language.pick("没有什么把它们隔开", "nothing kept them apart")
      points.append(language.pick(
        "\(names) 都读到了 \(list)（\(times)），都在对方写回之前：\(why)。后写完的那次覆盖了先写完的。",
        "\(names) both read \(list) (at \(times)), each before the other had written back: \(why). The write that "
          + "finished last replaced the other."))
    }
    let listing = facts.events(of: "main").last { $0.kind == .print && ($0.text ?? "").contains("notes.json  ") }
    let empty = language.pick("（空）", " (empty)")
    let files = (listing?.text ?? "").split(separator: "\n").map { $0.drop { $0 == " " } }
      .filter { $0.hasPrefix("notes.json") }
      .map { (line: Substring) -> String in line.split(separator: " ").count > 1 ? String(line) : String(line.prefix { $0 != " " }) + empty }
    if !files.isEmpty {
      points.append(language.pick("磁盘上：" + files.joined(separator: "；"), "On disk: " + files.joined(separator: "; ")))
    }
    guard let relaunch = loads.dropFirst().last, let read = phases.last(where: { $0.task == relaunch.name }) else {
      return points
    }
    let final = TraceFacts.strings(in: read.to)
    let relaunched = facts.events(of: relaunch.name).first?.seq ?? 0
    let lost = phases.filter { $0.seq < relaunched && TraceFacts.kind(of: $0.to) == "loaded" }
      .flatMap { TraceFacts.strings(in: $0.to) }
    var missing: [String] = []
    for note in lost where TraceFacts.kind(of: read.to) == "loaded" && !final.contains(note) && !missing.contains(note) {
      missing.append(note)
    }
    points.append(language.pick(
      "重新启动后 \(relaunch.name) 在 \(facts.ms(read.nanos)) 读到 \(read.to ?? "")"
        + (missing.isEmpty ? "。" : "：屏幕上出现过的「\(TraceFacts.list(missing, language))」丢了。"),
      "After the relaunch \(relaunch.name) read \(read.to ?? "") at \(facts.ms(read.nanos))"
        + (missing.isEmpty ? "." : ": \(TraceFacts.list(missing.map { "\"\($0)\"" }, language)), once on screen, is lost.")))
    return points
  }
}
