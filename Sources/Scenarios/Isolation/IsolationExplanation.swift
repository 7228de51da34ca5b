import AsyncSimulation
import TextBase

/// `explain` for isolation: on which executor each task of the photo page ran (and where it hopped between them),
/// whether decoding held the main actor, and when the Like button's action could run compared with when the user
/// tapped it.
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
    // main is the driver (it shows the page and taps Like); the page's own tasks are the others.
    for line in facts.lifelines where line.name != "main" {
      if let point = executors(of: line) { points.append(point) }
    }
    if let decoding = facts.events.first(where: { $0.kind == .block }), let task = decoding.task {
      let times = "\(facts.ms(decoding.nanos))–\(facts.ms(decoding.untilNanos ?? decoding.nanos))"
      let span = language.pick("\(task)，\(times)", "\(task), \(times)")
      points.append(decoding.executor == "main"
        ? language.pick(
          "解码在主执行器上进行（\(span)）：这段时间主 actor 被占住，别的主 actor 代码都得等。",
          "Decoding ran on the main executor (\(span)): the main actor was held all that time, and every other "
            + "piece of main-actor code had to wait.")
        : language.pick(
          "解码在默认执行器上进行（\(span)）：它占住的是线程池里的一个线程，主 actor 一直空着。",
          "Decoding ran on the default executor (\(span)): it held one thread of the pool, and the main actor "
            + "stayed free."))
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
    let started = language.pick("（\(line.parent ?? "?") 创建的任务）", " (created by \(line.parent ?? "?"))")
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

  /// When the Like button's action ran (the likes changed), against when the user tapped (the `like` parameter).
  private func likeTap() -> [String] {
    guard let tapped = settings.nanos("like"), let like = facts.changes(of: "likes").first else { return [] }
    let late = like.nanos - tapped
    if late > 0 {
      return [language.pick(
        "用户在 \(facts.ms(tapped)) 点了「赞」，它的动作却到 \(facts.ms(like.nanos)) 才运行，晚了 \(facts.ms(late))：主 actor 一直被占着。",
        "The user tapped Like at \(facts.ms(tapped)), but its action ran only at \(facts.ms(like.nanos)), "
          + "\(facts.ms(late)) late: the main actor was busy.")]
    }
    return [language.pick(
      "用户在 \(facts.ms(tapped)) 点了「赞」，它的动作立刻在主执行器上运行：界面一直能响应。",
      "The user tapped Like at \(facts.ms(tapped)) and its action ran at once on the main executor: the UI stayed "
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
