import AsyncSimulation
import TextBase

/// `explain` for timeout: when the limit struck (or the operation won), whether the cancelled operation stopped,
/// and when the screen got its answer. The race is the task group of `.task in AnnualReportView`: its first child
/// runs the operation, its second sleeps until the limit and throws.
struct TimeoutExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let limit = settings.nanos("timeout")
    // The view's .task owns the group; its children are the operation and the timer, in the order they were added.
    guard let owner = facts.lifelines.first(where: { $0.parent != nil && $0.parent != "main" })?.parent,
          case let children = facts.children(of: owner), children.count >= 2 else {
      return [language.pick("任务组没有两个子任务，无从比较。", "The group did not start two children; nothing to compare.")]
    }
    let operation = children[0], timer = children[1]
    var points: [String] = []
    let limitText = limit.map(facts.ms) ?? "?"
    let timeout = settings.value("timeout") ?? "?", needs = settings.value("duration") ?? "?"
    let kind = settings.value("operation") ?? "?"
    points.append(language.pick(
      "时限 \(limitText)（timeout=\(timeout)），操作需要 \(needs)（operation=\(kind)）。"
        + "\(operation.name) 跑操作，\(timer.name) 睡到时限后抛出 TimeoutError。",
      "The limit is \(limitText) (timeout=\(timeout)); the operation needs \(needs) (operation=\(kind)). "
        + "\(operation.name) runs the operation, \(timer.name) sleeps until the limit and throws TimeoutError."))
    if let cancelled = operation.cancelledAt {
      points.append(language.pick(
        "超时在 \(facts.ms(cancelled)) 触发：\(timer.name) 醒来抛错，任务组取消了 \(operation.name)。",
        "The timeout struck at \(facts.ms(cancelled)): \(timer.name) woke and threw, and the group cancelled "
          + "\(operation.name)."))
      // The slices of work still to run when the cancel came: the one under way, and every later one.
      let slices = operation.spans.filter {
        ($0.kind == .blocking || $0.kind == .working) && ($0.ended ?? $0.due) > cancelled
      }
      if let last = slices.last {
        let steps = slices.count
        points.append(language.pick(
          "操作没有停下：取消只是设了一个标记，而它的循环从不检查；取消之后它又算了 \(steps) 段，"
            + "一直到 \(facts.ms(last.ended ?? last.due))。",
          "The operation did not stop: cancelling only sets a flag, and its loop never checks it; after the cancel it "
            + "went on for \(steps) slice\(steps == 1 ? "" : "s") of work, until \(facts.ms(last.ended ?? last.due))."))
      } else {
        points.append(language.pick(
          "操作立刻停下了：URLSession 在 \(facts.ms(cancelled)) 取消了请求，请求以 URLError(.cancelled) 结束。",
          "The operation stopped at once: URLSession cancelled its request at \(facts.ms(cancelled)), and the "
            + "request ended with URLError(.cancelled)."))
      }
    } else if let cancelled = timer.cancelledAt {
      points.append(language.pick(
        "操作在时限前完成（\(facts.ms(cancelled))），任务组取消了计时的 \(timer.name)。",
        "The operation finished before the limit, at \(facts.ms(cancelled)); the group cancelled the timer "
          + "\(timer.name)."))
    }
    if let answer = facts.changes(of: "phase").last {
      let late = limit.map { answer.nanos - $0 } ?? 0
      let shown = answer.to ?? ""
      if operation.cancelledAt != nil && late > 0 {
        points.append(language.pick(
          "页面在 \(facts.ms(answer.nanos)) 才拿到答复（phase 变成 \(shown)），比时限晚了 \(facts.ms(late))："
            + "任务组总要等所有子任务结束。",
          "The screen got its answer (phase became \(shown)) only at \(facts.ms(answer.nanos)), \(facts.ms(late)) "
            + "after the limit: a task group always waits for all its children."))
      } else {
        points.append(language.pick("页面在 \(facts.ms(answer.nanos)) 拿到答复：phase 变成 \(shown)。",
                                    "The screen got its answer at \(facts.ms(answer.nanos)): phase became \(shown)."))
      }
    }
    return points
  }
}
