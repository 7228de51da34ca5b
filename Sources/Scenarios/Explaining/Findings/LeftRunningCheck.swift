import AsyncSimulation

/// A task left running at the end: a task other than `main` with no `task_end` when the run stopped — still sleeping,
/// working, or parked on a continuation — typically an unstructured `Task {}` nobody cancels.
struct LeftRunningCheck {
  let context: TraceReviewContext
  /// How the run ended (`finished`, `budget`, `deadlock`…).
  let outcome: String?

  func findings() -> [TraceFinding] {
    let end = context.events.last?.nanos ?? 0
    return context.lifelines.filter { $0.name != "main" && $0.end == nil }.map { line in
      let doing: (zh: String, en: String)
      if let wait = line.openWait {
        doing = ("停在 \(wait.label)（从 \(context.ms(wait.from)) 起）", "parked in \(wait.label) since \(context.ms(wait.from))")
      } else if let span = line.spans.last, span.ended == nil, span.kind == .sleeping {
        doing = ("在睡眠，要睡到 \(context.ms(span.due))", "asleep until \(context.ms(span.due))")
      } else {
        doing = ("还在运行", "still running")
      }
      let kind = line.label ?? context.language.pick("非结构化的 Task {}", "an unstructured Task {}")
      let stop = outcome.map { context.language.pick("（运行以 \($0) 结束）", " (the run ended: \($0))") } ?? ""
      let sentence = context.language.pick(
        "任务没有结束：\(line.name)（\(kind)，\(context.ms(line.start)) 开始）在运行于 \(context.ms(end)) 结束时"
          + "\(doing.zh)\(stop)。没有人取消它。",
        "A task left running: \(line.name) (\(kind), started at \(context.ms(line.start))) was \(doing.en) when the "
          + "run stopped at \(context.ms(end))\(stop); nothing cancelled it.")
      return TraceFinding(kind: .leftRunning, nanos: end, property: nil, task: line.name, request: nil,
                          sentence: sentence)
    }
  }
}
