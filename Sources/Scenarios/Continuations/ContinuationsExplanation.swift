import AsyncSimulation

/// `explain` for continuations: when the page's `.task` was cancelled, whether the cancellation reached the SDK's
/// request or the request ran on until its callback, how long the task waited in the continuation, and whether it
/// ever got out of it.
struct ContinuationsExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let lines = facts.lifelines
    guard let load = lines.first(where: { $0.label == ".task" }) else {
      return [language.pick("这次运行里页面的 .task 没有启动。", "The page's .task never started in this run.")]
    }
    var points: [String] = []
    let closing = facts.screens.first(where: TraceFacts.isBlank)
    let requests = lines.filter { $0.name.hasPrefix("SDK #") }
    let asked = requests.first.map { facts.ms($0.start) } ?? "?"
    if let cancelled = load.cancelledAt {
      points.append(language.pick(
        "页面的 .task（\(load.name)）在 \(asked) 向 SDK 要天气；用户在 \(facts.ms(cancelled)) 返回，\(load.name) 在这一刻被取消。",
        "The page's .task (\(load.name)) asked the SDK for the forecast at \(asked); the user went back at "
          + "\(facts.ms(cancelled)), and \(load.name) was cancelled at that moment."))
    } else {
      points.append(language.pick(
        "页面的 .task（\(load.name)）在 \(asked) 向 SDK 要天气；这次运行里它没有被取消。",
        "The page's .task (\(load.name)) asked the SDK for the forecast at \(asked); it was not cancelled in this run."))
    }
    for request in requests {
      points.append(describe(request, load: load, canceller: closing?.task))
    }
    points += waiting(load)
    if let closed = closing?.nanos {
      for write in facts.changes(of: "forecast") where write.nanos > closed {
        points.append(language.pick(
          "\(facts.ms(write.nanos))：forecast 变成 \(write.to ?? "?")——写进了 \(facts.ms(closed)) 就已关闭的页面。",
          "At \(facts.ms(write.nanos)) forecast became \(write.to ?? "?"), written into the page that had closed at "
            + "\(facts.ms(closed))."))
      }
    }
    return points
  }

  /// What became of one SDK request: cut short by the cancellation handler, or run to its callback.
  private func describe(_ request: TaskLifeline, load: TaskLifeline, canceller: String?) -> String {
    let number = request.name.dropFirst("SDK #".count)
    guard let sleep = request.spans.first(where: { $0.kind == .sleeping }) else {
      return language.pick("SDK 的第 \(number) 个请求没有开始工作。", "The SDK's request #\(number) never started working.")
    }
    let stopped = sleep.ended ?? sleep.due
    if stopped < sleep.due {
      let who = canceller.map { language.pick("（在发起取消的 \($0) 里）", " (in \($0), which cancelled it)") } ?? ""
      return language.pick(
        "取消处理器在 \(facts.ms(stopped)) 立刻运行\(who)，取消了第 \(number) 个请求：SDK 马上停下（\(request.name) 提前醒来），"
          + "并以 CancellationError 回调。",
        "The cancellation handler ran at once at \(facts.ms(stopped))\(who) and cancelled request #\(number): the SDK "
          + "stopped there (\(request.name) woke early) and called back with CancellationError.")
    }
    if let cancelled = load.cancelledAt, cancelled < stopped {
      return language.pick(
        "SDK 对取消一无所知：第 \(number) 个请求照常进行，到 \(facts.ms(stopped)) 才回调，比 \(load.name) 被取消晚了 "
          + "\(facts.ms(stopped - cancelled))。continuation 本身不响应取消。",
        "The SDK knew nothing of the cancellation: request #\(number) ran on and called back at \(facts.ms(stopped)), "
          + "\(facts.ms(stopped - cancelled)) after \(load.name) was cancelled. A continuation does not react to "
          + "cancellation by itself.")
    }
    return language.pick("SDK 的第 \(number) 个请求在 \(facts.ms(stopped)) 回调。",
                         "The SDK's request #\(number) called back at \(facts.ms(stopped)).")
  }

  /// How the page's task got out of its continuation, or that it never did.
  private func waiting(_ load: TaskLifeline) -> [String] {
    guard let end = load.end else {
      var points: [String] = []
      if let loading = facts.changes(of: "forecast").last, TraceFacts.kind(of: loading.to) == "loading" {
        let closed = facts.screens.first(where: TraceFacts.isBlank).map {
          language.pick("，直到页面在 \(facts.ms($0.nanos)) 关闭", " until the page closed at \(facts.ms($0.nanos))")
        } ?? ""
        points.append(language.pick(
          "forecast 从 \(facts.ms(loading.nanos)) 起一直是 loading：页面一直在转圈\(closed)。",
          "forecast stayed loading from \(facts.ms(loading.nanos)) on: the page kept its spinner\(closed)."))
      }
      let cancelled = load.cancelledAt.map {
        language.pick("；它在 \(facts.ms($0)) 被取消，continuation 也察觉不到", "; its cancellation at \(facts.ms($0)) "
          + "does not reach a continuation either")
      } ?? ""
      points.append(language.pick(
        "\(load.name) 始终没有结束：SDK 回调了，可包装代码没有恢复 continuation，它就永远停在 withCheckedThrowingContinuation 里"
          + "\(cancelled)。用 tasks 看看。",
        "\(load.name) never finished: the SDK called back, but the wrapper did not resume its continuation, so the task "
          + "waits in withCheckedThrowingContinuation for ever\(cancelled). Look with tasks."))
      return points
    }
    let how = end.outcome == "returned" ? language.pick("正常返回", "returned") : end.outcome
    guard let cancelled = load.cancelledAt else {
      return [language.pick("\(load.name) 在 \(facts.ms(end.at)) 结束（\(how)）。",
                            "\(load.name) ended at \(facts.ms(end.at)) (\(how)).")]
    }
    if end.at == cancelled {
      return [language.pick("\(load.name) 在被取消的同一刻（\(facts.ms(end.at))）结束：请求和任务一起停下。",
                            "\(load.name) ended at the moment it was cancelled (\(facts.ms(end.at))): the request and "
                              + "the task stopped together.")]
    }
    return [language.pick(
      "\(load.name) 被取消后又在 continuation 里等了 \(facts.ms(end.at - cancelled))，到 \(facts.ms(end.at)) 才结束。",
      "After its cancellation \(load.name) waited \(facts.ms(end.at - cancelled)) more in the continuation and ended "
        + "only at \(facts.ms(end.at)).")]
  }
}
