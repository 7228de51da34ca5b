import AsyncSimulation

/// `explain` for task-lifecycle: when the first page closed, whether its load was cancelled then or ran on and wrote
/// into the page that was gone, and how many requests the server had in flight when the page opened again.
struct TaskLifecycleExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let loads = facts.children(of: "main")
    guard let first = loads.first else {
      return [language.pick("main 没有启动加载任务。", "main started no load.")]
    }
    var points: [String] = []
    let how = first.label.map { language.pick("（由 \($0) 启动）", " (started by \($0))") }
      ?? language.pick("（onAppear 里的 Task，不属于任何视图）", " (a Task from onAppear, owned by no view)")
    let closed = facts.screens.first(where: TraceFacts.isBlank)?.nanos
    let writes = facts.changes(of: "title").filter { $0.task == first.name }
    if let closed, let cancelled = first.cancelledAt {
      points.append(language.pick(
        "第一次加载 \(first.name)\(how)在 \(facts.ms(cancelled)) 被取消\(cancelled == closed ? "，就在页面关闭时" : "（页面在 \(facts.ms(closed)) 关闭）")；"
          + "它的请求随之停下，\(writes.isEmpty ? "什么也没写" : "却仍写了 title")。",
        "The first load \(first.name)\(how) was cancelled at \(facts.ms(cancelled)), "
          + (cancelled == closed ? "when the page closed" : "after the page closed at \(facts.ms(closed))") + "; its request stopped with it and it \(writes.isEmpty ? "wrote nothing" : "still wrote a title")."))
    } else if let closed, let late = writes.first(where: { $0.nanos >= closed }) {
      points.append(language.pick(
        "第一次加载 \(first.name)\(how)在页面 \(facts.ms(closed)) 关闭后继续运行，并在 \(facts.ms(late.nanos)) "
          + "把标题写进了一个已经不存在的页面：\(late.to ?? "")。",
        "The first load \(first.name)\(how) kept running after the page closed at \(facts.ms(closed)) and wrote its "
          + "title into a page that is gone at \(facts.ms(late.nanos)): \(late.to ?? "")."))
    } else if let closed {
      let done = writes.first.map { facts.ms($0.nanos) } ?? facts.ms(first.lastEvent)
      points.append(language.pick(
        "第一次加载 \(first.name)\(how)在 \(done) 就完成了，早于页面 \(facts.ms(closed)) 关闭：这次没有遗留的任务。",
        "The first load \(first.name)\(how) was done at \(done), before the page closed at \(facts.ms(closed)): "
          + "nothing was left running this time."))
    } else {
      points.append(language.pick("这次运行里页面没有关闭。", "The page never closed in this run."))
    }
    if loads.count > 1 {
      let second = loads[1]
      let sent = second.spans.first { $0.kind == .sleeping }?.from ?? second.start
      let inFlight = loads.filter { line in
        line.spans.contains { $0.kind == .sleeping && $0.from <= sent && sent < ($0.ended ?? $0.due) }
      }
      let others = inFlight.filter { $0.name != second.name }.map(\.name)
      if others.isEmpty {
        points.append(language.pick(
          "\(facts.ms(sent)) 页面再次打开，新页面的 \(second.name) 发出请求：服务器上只有这 1 个请求。",
          "At \(facts.ms(sent)) the page opened again and \(second.name) sent its request: the server had only that "
            + "1 request in flight."))
      } else {
        points.append(language.pick(
          "\(facts.ms(sent)) 页面再次打开，\(second.name) 又发了一次请求：服务器上同时有 \(inFlight.count) 个请求"
            + "（\(TraceFacts.list(others, language)) 的还没回来）——重复请求。",
          "At \(facts.ms(sent)) the page opened again and \(second.name) sent another request: the server had "
            + "\(inFlight.count) requests in flight (\(TraceFacts.list(others, language)) had not come back) — "
            + "a duplicate request."))
      }
      if let shown = facts.changes(of: "title").last(where: { $0.task == second.name }) {
        points.append(language.pick("新页面在 \(facts.ms(shown.nanos)) 显示标题：\(shown.to ?? "")。",
                                    "The new page shows its title at \(facts.ms(shown.nanos)): \(shown.to ?? "")."))
      }
    }
    return points
  }
}
