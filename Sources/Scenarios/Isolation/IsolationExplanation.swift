import AsyncSimulation

/// `explain` for isolation: on which executor each task's pieces ran (and where it hopped between them), whether
/// decoding held the main actor, and when the Like action could run compared with when the tap came.
struct IsolationExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    var points: [String] = []
    for line in facts.lifelines where line.name != "main" && line.name != "tap" {
      if let point = executors(of: line) { points.append(point) }
    }
    if let decoding = facts.lifelines.lazy.compactMap({ line in
      line.spans.first { $0.kind == .blocking || $0.kind == .working }.map { (line, $0) }
    }).first {
      let (line, span) = decoding
      let end = span.ended ?? span.due
      points.append(span.kind == .blocking
        ? language.pick(
          "解码在主执行器上进行（\(line.name)，\(facts.ms(span.from))–\(facts.ms(end))）：这段时间主 actor 被占住，别的主 actor 代码都得等。",
          "Decoding ran on the main executor (\(line.name), \(facts.ms(span.from))–\(facts.ms(end))): the main actor "
            + "was held all that time, and every other piece of main-actor code had to wait.")
        : language.pick(
          "解码在默认执行器上进行（\(line.name)，\(facts.ms(span.from))–\(facts.ms(end))）：主 actor 一直空着。",
          "Decoding ran on the default executor (\(line.name), \(facts.ms(span.from))–\(facts.ms(end))): the main "
            + "actor stayed free."))
    }
    points += likeTap()
    return points
  }

  /// Where one task's events ran, in order, with the hops between executors.
  private func executors(of line: TaskLifeline) -> String? {
    // Consecutive events on one executor make a stretch; its first printed line says what the task did there.
    var stretches: [(executor: String, from: Int64, said: String?)] = []
    for event in facts.events(of: line.name) {
      guard let executor = event.executor else { continue }
      if stretches.last?.executor != executor { stretches.append((executor, event.nanos, nil)) }
      if event.kind == .print, stretches[stretches.count - 1].said == nil {
        stretches[stretches.count - 1].said = event.text
      }
    }
    func said(_ text: String?) -> String {
      text.map { language.pick("（「\($0)」）", " (\"\($0)\")") } ?? ""
    }
    guard let first = stretches.first else { return nil }
    let started = line.label.map { language.pick("（由 \($0) 启动）", " (started by \($0))") }
      ?? language.pick("（\(line.parent ?? "?") 创建的任务）", " (created by \(line.parent ?? "?"))")
    if stretches.count == 1 {
      return language.pick(
        "\(line.name)\(started)的每一步都在\(name(first.executor))上运行。",
        "Every piece of \(line.name)\(started) ran on the \(name(first.executor)).")
    }
    let hops = stretches.dropFirst().map { stretch in
      language.pick("\(facts.ms(stretch.from)) 换到\(name(stretch.executor))\(said(stretch.said))",
                    "to the \(name(stretch.executor)) at \(facts.ms(stretch.from))\(said(stretch.said))")
    }
    return language.pick(
      "\(line.name)\(started)从\(name(first.executor))开始\(said(first.said))，\(hops.joined(separator: "，"))。",
      "\(line.name)\(started) began on the \(name(first.executor))\(said(first.said)), then moved "
        + "\(hops.joined(separator: ", then ")).")
  }

  /// When the Like action ran, against when the tap came.
  private func likeTap() -> [String] {
    guard let tapper = facts.lifelines.first(where: { $0.name == "tap" }),
          let tap = tapper.spans.first(where: { $0.kind == .sleeping }),
          let like = facts.changes(of: "likes").first else { return [] }
    let late = like.nanos - tap.due
    if late > 0 {
      return [language.pick(
        "用户在 \(facts.ms(tap.due)) 点了「赞」，它的动作却到 \(facts.ms(like.nanos)) 才运行，晚了 \(facts.ms(late))：主 actor 一直被占着。",
        "The user tapped Like at \(facts.ms(tap.due)), but its action ran only at \(facts.ms(like.nanos)), "
          + "\(facts.ms(late)) late: the main actor was busy.")]
    }
    return [language.pick(
      "用户在 \(facts.ms(tap.due)) 点了「赞」，它的动作立刻在主执行器上运行：界面一直能响应。",
      "The user tapped Like at \(facts.ms(tap.due)) and its action ran at once on the main executor: the UI stayed "
        + "responsive.")]
  }

  /// `main executor` / `主执行器`.
  private func name(_ executor: String) -> String {
    switch executor {
    case "main": language.pick("主执行器", "main executor")
    case "default": language.pick("默认执行器", "default executor")
    default: executor
    }
  }
}
