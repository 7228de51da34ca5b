import AsyncSimulation

/// `explain` for async-let: the requests main awaited one after another, the child tasks `async let` started
/// together, the order they finished in against the order they were written, and how long main waited.
struct AsyncLetExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    var points: [String] = []
    if let sequential = sequentialWaits() { points.append(sequential) }
    let children = facts.children(of: "main")
    guard !children.isEmpty else {
      points.append(language.pick("main 没有创建子任务：没有 async let，就没有并发。",
                                  "main created no child tasks: without async let nothing ran concurrently."))
      return points
    }
    let names = children.map(\.name).joined(separator: language.pick("、", ", "))
    let started = children[0].start
    points.append(language.pick(
      "async let 在 \(facts.ms(started)) 同时开始了 \(children.count) 个子任务：\(names)（按书写顺序）。",
      "async let started \(children.count) child tasks together at \(facts.ms(started)): \(names) (in the order "
        + "they are written)."))
    // A child is done when its last event happens (child tasks of async let have no recorded end).
    let finishes = children.enumerated().map { (written: $0.offset, line: $0.element, at: $0.element.lastEvent) }
    let order = finishes.sorted { $0.at != $1.at ? $0.at < $1.at : $0.written < $1.written }
    var finished: [String] = []
    for entry in order {
      let what = facts.events(of: entry.line.name).last { $0.kind == .print }?.text.map { "（\($0)）" } ?? ""
      let whatEn = facts.events(of: entry.line.name).last { $0.kind == .print }?.text.map { " (\"\($0)\")" } ?? ""
      finished.append(language.pick("\(entry.line.name) 于 \(facts.ms(entry.at))\(what)",
                                    "\(entry.line.name) at \(facts.ms(entry.at))\(whatEn)"))
    }
    points.append(language.pick("完成顺序：" + finished.joined(separator: "，") + "。",
                                "They finished: " + finished.joined(separator: ", ") + "."))
    if let first = order.first, first.written > 0 {
      points.append(language.pick(
        "\(first.line.name) 写在第 \(first.written + 1) 个，却最先完成：它们确实在同时运行。",
        "\(first.line.name) was written \(ordinal(first.written + 1)) but finished first: they really ran at the "
          + "same time."))
    }
    let slowest = children.map { $0.lastEvent - $0.start }.max() ?? 0
    let sum = children.reduce(Int64(0)) { $0 + ($1.lastEvent - $1.start) }
    // main goes on with its first event after the children's last one.
    let lastChildEvent = children.compactMap { facts.events(of: $0.name).last?.seq }.max() ?? 0
    let resumed = facts.events(of: "main").first { $0.seq > lastChildEvent }
    let waited = (resumed?.nanos ?? order.last?.at ?? started) - started
    points.append(language.pick(
      "main 等了 \(facts.ms(waited))：等于最慢的那个（\(facts.ms(slowest))），而不是总和（\(facts.ms(sum))）。",
      "main waited \(facts.ms(waited)): as long as the slowest request (\(facts.ms(slowest))), not the sum "
        + "(\(facts.ms(sum)))."))
    return points
  }

  /// The waits main did itself, one after another (plain `await`s before any `async let`).
  private func sequentialWaits() -> String? {
    guard let main = facts.lifelines.first(where: { $0.name == "main" }), main.spans.count > 1 else { return nil }
    let spans = main.spans.filter { $0.kind == .sleeping }
    guard spans.count > 1 else { return nil }
    let pieces = spans.map { facts.ms(($0.ended ?? $0.due) - $0.from) }
    let total = (spans.last.map { $0.ended ?? $0.due } ?? 0) - spans[0].from
    return language.pick(
      "逐个 await 时，main 一个接一个地等：\(pieces.joined(separator: " + ")) = \(facts.ms(total))；后一个请求要等前一个结束才开始。",
      "Awaited one by one, main waited for each in turn: \(pieces.joined(separator: " + ")) = \(facts.ms(total)); "
        + "each request starts only when the one before it is done.")
  }

  private func ordinal(_ n: Int) -> String {
    switch n {
    case 1: "first"
    case 2: "second"
    case 3: "third"
    default: "\(n)th"
    }
  }
}
