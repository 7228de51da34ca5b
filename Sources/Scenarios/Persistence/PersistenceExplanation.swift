import AsyncSimulation
import TextBase

/// `explain` for persistence: what the launch read, how far each save got (and whether the crash cut it), saves that
/// read the same file before either wrote it back, what was left on disk, and what the relaunch read — with the
/// notes that were once on screen and are lost.
///
/// Both launches' loads are `.task in NotesView`; the second `NotesView` appearance separates them. Each tap of Add
/// is a task of main's (`task#1`); what it did on disk is in the disk's lines printed in it: a read (`read
/// notes.json: …`), a chunk (`notes.json.tmp1: chunk 2 of 4 written`: the file named once) and a rename (the
/// auxiliary file and `notes.json`: named twice). A call the crash stopped waits in `processDied()`.
struct PersistenceExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let appearances = facts.events.filter { $0.kind == .appear && $0.name == "NotesView" }
    let relaunched = appearances.dropFirst().first?.seq ?? Int.max
    let phases = facts.changes(of: "NotesModel.phase")
    var points: [String] = []
    if let read = phases.first(where: { $0.seq < relaunched && $0.task?.hasPrefix(".task") == true
      && TraceFacts.kind(of: $0.to) != "loading" }) {
      let empty = read.to == "loaded([])"
      points.append(language.pick(
        "启动时 \(read.task ?? "?") 在 \(facts.ms(read.nanos)) 读到 \(read.to ?? "")" + (empty ? "：没有文件就是空列表，不是错误。" : "。"),
        "At launch \(read.task ?? "?") read \(read.to ?? "") at \(facts.ms(read.nanos))"
          + (empty ? ": no file yet is an empty list, not an error." : ".")))
    }
    let crash = facts.events.first { $0.task == "main" && $0.kind == .print && ($0.text ?? "").contains("💥") }
    let adds = facts.children(of: "main").filter { !$0.name.hasPrefix(".task") }
    for add in adds { points += saving(add, crash: crash, phases: phases) }
    if let crash, !facts.events.contains(where: { $0.kind == .wait && ($0.label ?? "").contains("processDied") }) {
      points.append(language.pick("App 在 \(facts.ms(crash.nanos)) 崩溃，但那时没有保存在进行。",
                                  "The app crashed at \(facts.ms(crash.nanos)), but no save was under way then."))
    }
    points += overlappingReads(adds)
    let listing = facts.events.last { $0.task == "main" && $0.kind == .print && ($0.text ?? "").contains("  notes.json") }
    let empty = language.pick("（空）", " (empty)")
    let files = (listing?.text ?? "").split(separator: "\n").map { $0.drop { $0 == " " } }
      .filter { $0.hasPrefix("notes.json") }
      .map { line -> String in line.contains("  ") ? String(line) : String(line) + empty }
    if !files.isEmpty {
      points.append(language.pick("磁盘上：" + files.joined(separator: "；"), "On disk: " + files.joined(separator: "; ")))
    }
    guard let read = phases.last(where: { $0.seq > relaunched }) else { return points }
    let final = TraceFacts.strings(in: read.to)
    var missing: [String] = []
    for change in phases where change.seq < relaunched && TraceFacts.kind(of: change.to) == "loaded" {
      for note in TraceFacts.strings(in: change.to)
      where TraceFacts.kind(of: read.to) == "loaded" && !final.contains(note) && !missing.contains(note) {
        missing.append(note)
      }
    }
    let failed = TraceFacts.kind(of: read.to) == "failed"
    points.append(language.pick(
      "重新启动后 \(read.task ?? "?") 在 \(facts.ms(read.nanos)) 读到 \(read.to ?? "")"
        + (failed ? "：notes.json 解码失败，一条笔记也没读出来。"
           : missing.isEmpty ? "。" : "：屏幕上出现过的「\(TraceFacts.list(missing, language))」丢了。"),
      "After the relaunch \(read.task ?? "?") read \(read.to ?? "") at \(facts.ms(read.nanos))"
        + (failed ? ": notes.json did not decode, and not one note was read."
           : missing.isEmpty ? "."
           : ": \(TraceFacts.list(missing.map { "\"\($0)\"" }, language)), once on screen, is lost.")))
    return points
  }

  /// How far one tap's save got: cut by the crash, failed, or written (and renamed).
  private func saving(_ add: TaskLifeline, crash: TraceEvent?, phases: [TraceEvent]) -> [String] {
    let lines = facts.events(of: add.name).filter { $0.kind == .print && ($0.text ?? "").hasPrefix("notes.json") }
    let renamed = lines.contains { ($0.text ?? "").dropFirst("notes.json".count).contains("notes.json") }
    let chunks = lines.filter { !($0.text ?? "").dropFirst("notes.json".count).contains("notes.json") }
    let file = chunks.first.map { String(($0.text ?? "").prefix { $0.isASCII && !$0.isWhitespace && $0 != ":" }) }
    let stopped = facts.events(of: add.name).contains { $0.kind == .wait && ($0.label ?? "").contains("processDied") }
    if stopped, let crash {
      if chunks.isEmpty {
        return [language.pick(
          "App 在 \(facts.ms(crash.nanos)) 崩溃，\(add.name) 的保存还没写出任何一块，就永远停下了。",
          "The app crashed at \(facts.ms(crash.nanos)) before \(add.name)'s save had written a single chunk: it "
            + "stopped for good.")]
      }
      return [language.pick(
        "App 在 \(facts.ms(crash.nanos)) 崩溃，\(add.name) 的保存只写了 \(chunks.count) 块到 \(file ?? "?")，"
          + (renamed ? "已经改名。" : "再也写不完了。"),
        "The app crashed at \(facts.ms(crash.nanos)) while \(add.name) was saving: only \(chunks.count) "
          + "chunk\(chunks.count == 1 ? "" : "s") had gone to \(file ?? "?")"
          + (renamed ? ", already renamed." : ", and the rest never will.")) ]
    }
    if let failed = phases.first(where: { $0.task == add.name && TraceFacts.kind(of: $0.to) == "failed" }) {
      return [language.pick("\(facts.ms(failed.nanos)) \(add.name) 保存失败：\(failed.to ?? "")。",
                            "At \(facts.ms(failed.nanos)) \(add.name)'s save failed: \(failed.to ?? "").")]
    }
    guard let last = chunks.last else { return [] }
    let writes = max(1, chunks.count / 4)
    let times = writes == 1 ? "" : language.pick("（\(writes) 次写入，一次接一次）", " (\(writes) writes, one after the other)")
    return [language.pick(
      "\(add.name) 在 \(facts.ms(add.start))–\(facts.ms(last.nanos)) 写了 \(chunks.count) 块\(times)"
        + (renamed ? "并改名为 notes.json。" : "。"),
      "\(add.name) wrote \(chunks.count) chunks\(times) from \(facts.ms(add.start)) to \(facts.ms(last.nanos))"
        + (renamed ? " and renamed them to notes.json." : "."))]
  }

  /// Saves that read notes.json while another save was between its read and its write.
  private func overlappingReads(_ adds: [TaskLifeline]) -> [String] {
    let prefix = language.pick("读出 notes.json：", "read notes.json: ")
    let reads = adds.compactMap { add in
      facts.events(of: add.name).first { $0.kind == .print && ($0.text ?? "").hasPrefix(prefix) }
        .map { (add: add.name, event: $0) }
    }
    guard reads.count >= 2 else { return [] }
    let names = TraceFacts.list(reads.map(\.add), language)
    let times = TraceFacts.list(reads.map { facts.ms($0.event.nanos) }, language)
    let list = String((reads[0].event.text ?? "").dropFirst(prefix.count))
    let why = settings.value("saves") == "actor-reentrant"
      ? language.pick("它们在同一个 actor（ReentrantNotesStore）里：第一个 add 停在 await file.read() 时，actor 接着运行了第二个 add——"
                        + "actor 在每个 await 处都可重入",
                      "they ran in one actor, ReentrantNotesStore: while the first add was suspended in await "
                        + "file.read(), the actor ran the second — actors are re-entrant at every await")
      : language.pick("没有什么把它们隔开", "nothing kept them apart")
    return [language.pick(
      "\(names) 都读到了 \(list)（\(times)），都在对方写回之前：\(why)。后写完的那次覆盖了先写完的。",
      "\(names) both read \(list) (at \(times)), each before the other had written back: \(why). The write that "
        + "finished last replaced the other.")]
  }
}
