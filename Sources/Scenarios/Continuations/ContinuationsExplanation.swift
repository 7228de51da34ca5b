import AsyncSimulation
import TextBase

/// `explain` for continuations: when the user went back and the page's `.task` was cancelled, whether the
/// cancellation reached the SDK's request (its task cancelled by the `withTaskCancellationHandler` handler, the
/// request `cancelled`) or the request ran on to its answer, how long the task waited in the continuation, whether it
/// ever got out of it, and what it wrote into the closed page.
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
    guard let load = lines.first(where: { $0.name.hasPrefix(".task") }) else {
      return [language.pick("这次运行里天气页的 .task 没有启动。", "The forecast page's .task never started in this run.")]
    }
    var points: [String] = []
    let back = facts.events.first { $0.kind == .action && $0.text == "back" }?.nanos
    // `withCheckedThrowingContinuation in forecast(for:)`, as the engine records where the task parked.
    let wait = load.waits.first?.label ?? "continuation"
    let sent = facts.events.first { $0.kind == .request && $0.outcome == nil }
    let asked = sent.map { language.pick("在 \(facts.ms($0.nanos)) 通过 SDK 发出 \($0.label ?? "?")",
                                         "sent \($0.label ?? "?") through the SDK at \(facts.ms($0.nanos))") }
      ?? language.pick("没有发出请求", "sent no request")
    if let cancelled = load.cancelledAt {
      points.append(language.pick(
        "天气页的 .task（\(load.name)）\(asked)，然后等在 \(wait) 里；用户在 \(facts.ms(back ?? cancelled)) 返回，"
          + "\(load.name) 在 \(facts.ms(cancelled)) 被取消。",
        "The forecast page's .task (\(load.name)) \(asked) and waited in \(wait); the user went back "
          + "at \(facts.ms(back ?? cancelled)), and \(load.name) was cancelled at \(facts.ms(cancelled))."))
    } else {
      points.append(language.pick(
        "天气页的 .task（\(load.name)）\(asked)，然后等在 \(wait) 里；这次运行里它没有被取消。",
        "The forecast page's .task (\(load.name)) \(asked) and waited in \(wait); it was not "
          + "cancelled in this run."))
    }
    if let ended = facts.events.first(where: { $0.kind == .request && $0.outcome != nil }) {
      points.append(describe(ended, sender: lines.first { $0.name == ended.task }, load: load))
    }
    points += waiting(load)
    if let back {
      for write in facts.changes(of: "forecast") where write.nanos > back {
        points.append(language.pick(
          "\(facts.ms(write.nanos))：ForecastPage.forecast 变成 \(write.to ?? "?")——写进了 \(facts.ms(back)) 就已关闭的页面。",
          "At \(facts.ms(write.nanos)) ForecastPage.forecast became \(write.to ?? "?"), written into the page that had "
            + "closed at \(facts.ms(back))."))
      }
    }
    return points
  }

  /// What became of the SDK's request: cancelled through the cancellation handler, or run on to its answer.
  private func describe(_ ended: TraceEvent, sender: TaskLifeline?, load: TaskLifeline) -> String {
    let label = ended.label ?? "?"
    let outcome = ended.outcome ?? "?"
    // A status (`200`, `404`) is an answer; anything else is how the request failed (`cancelled`).
    let answered = Int(outcome) != nil
    let result = answered ? language.pick("得到 \(outcome) 回答", "answered \(outcome)") : outcome
    if outcome.contains("cancelled") {
      let handler = sender?.cancelledBy.map { language.pick("（\($0)）", " (\($0))") } ?? ""
      return language.pick(
        "取消处理器在 \(facts.ms(ended.nanos)) 立刻运行，取消了令牌：SDK 取消了它的任务\(handler)，URLSession 停下请求"
          + "（\(label) 已取消），SDK 以 CancellationError 回调，恢复了 continuation。",
        "The cancellation handler ran at once, at \(facts.ms(ended.nanos)), and cancelled the token: the SDK cancelled "
          + "its task\(handler), URLSession stopped the request (\(label) \(outcome)), and the SDK called back with "
          + "CancellationError, which resumed the continuation.")
    }
    if let cancelled = load.cancelledAt, cancelled < ended.nanos {
      return language.pick(
        "SDK 对取消一无所知：请求照常进行，\(facts.ms(ended.nanos)) 才\(result)，比 \(load.name) 被取消晚了 "
          + "\(facts.ms(ended.nanos - cancelled))。continuation 本身不响应取消。",
        "The SDK knew nothing of the cancellation: the request ran on and was \(result) at \(facts.ms(ended.nanos)), "
          + "\(facts.ms(ended.nanos - cancelled)) after \(load.name) was cancelled. A continuation does not react to "
          + "cancellation by itself.")
    }
    return language.pick("SDK 的请求在 \(facts.ms(ended.nanos)) \(result)，SDK 随即回调。",
                         "The SDK's request was \(result) at \(facts.ms(ended.nanos)), and the SDK called back.")
  }

  /// How the page's task got out of its continuation, or that it never did.
  private func waiting(_ load: TaskLifeline) -> [String] {
    guard let end = load.end else {
      var points: [String] = []
      if facts.changes(of: "forecast").isEmpty,
         let spinner = facts.screens.last(where: { $0.text?.contains("⟳") == true }) {
        let closed = facts.screens.first { $0.nanos > spinner.nanos }.map {
          language.pick("，直到页面在 \(facts.ms($0.nanos)) 关闭", " until the page closed at \(facts.ms($0.nanos))")
        } ?? ""
        points.append(language.pick(
          "ForecastPage.forecast 一直是 loading：页面一直在转圈\(closed)。",
          "ForecastPage.forecast stayed loading: the page kept its spinner\(closed)."))
      }
      let warned = facts.events.first { $0.kind == .runtimeWarning }.map {
        language.pick("（运行时在 \(facts.ms($0.nanos)) 警告它泄漏了）", " (the runtime warned at \(facts.ms($0.nanos)) that it leaked)")
      } ?? ""
      let cancelled = load.cancelledAt.map {
        language.pick("；它在 \(facts.ms($0)) 被取消，continuation 也察觉不到", "; its cancellation at \(facts.ms($0)) "
          + "does not reach a continuation either")
      } ?? ""
      points.append(language.pick(
        "\(load.name) 始终没有结束：SDK 回调了，可包装代码没有恢复 continuation\(warned)，任务就永远停在 "
          + "withCheckedThrowingContinuation 里\(cancelled)。用 tasks 看看。",
        "\(load.name) never finished: the SDK called back, but the wrapper did not resume its continuation\(warned), so "
          + "the task waits in withCheckedThrowingContinuation for ever\(cancelled). Look with tasks."))
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
