import AsyncSimulation

/// `explain` for cancel-vs-fail: when leaving the tab cancelled the load and which error that threw, whether the
/// cancelled load wrote a failure into the tab's state, and what the tab showed when the user came back.
struct CancelVsFailExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let loads = facts.children(of: "main").filter { $0.label == ".task" }
    guard let first = loads.first else {
      return [language.pick("main 没有启动加载任务。", "main started no load.")]
    }
    guard let cancelled = first.cancelledAt else {
      let done = facts.ms(first.lastEvent)
      return [language.pick(
        "\(first.name) 没有被取消：它在 \(done) 完成，用户离开前就加载完了，这次没有取消可言。",
        "\(first.name) was not cancelled: it was done at \(done), before the user left; there was no cancellation "
          + "to handle this time.")]
    }
    let urlSession = settings.value("client") == "urlsession"
    let thrown = urlSession ? "URLError(.cancelled)" : "CancellationError"
    let client = urlSession
      ? language.pick("像 URLSession 一样", "as URLSession does")
      : language.pick("回调 API 的取消处理", "the callback API's cancellation handler")
    var points = [language.pick(
      "用户在 \(facts.ms(cancelled)) 离开标签页：\(first.name) 被取消，请求随之停下，抛出 \(thrown)（\(client)）。",
      "The user left the tab at \(facts.ms(cancelled)): \(first.name) was cancelled, and its request stopped with "
        + "\(thrown) (\(client)).")]
    let afterCancel = facts.changes(of: "state").filter { $0.task == first.name && $0.nanos >= cancelled }
    if let failed = afterCancel.first(where: { TraceFacts.kind(of: $0.to) == "failed" }) {
      let why = settings.value("handling") == "separate"
        ? language.pick("catch is CancellationError 接不住 \(thrown)，它落进了处理真正失败的 catch",
                        "catch is CancellationError does not match \(thrown), so it fell into the catch for real "
                          + "failures")
        : language.pick("同一个 catch 把取消当成了失败", "one catch took the cancellation for a failure")
      points.append(language.pick(
        "\(facts.ms(failed.nanos)) 被取消的 \(first.name) 把 state 写成 \(failed.to ?? "")：\(why)，而失败从没发生。",
        "At \(facts.ms(failed.nanos)) the cancelled \(first.name) set state to \(failed.to ?? ""): \(why); the "
          + "failure never happened."))
    } else {
      let kept = facts.value(of: "state", before: facts.events(of: first.name).last?.seq ?? 0) ?? "?"
      points.append(language.pick(
        "被取消的 \(first.name) 没有改 state（仍是 \(kept)）：\(thrown) 在真正的失败之前被单独接住，不算失败。",
        "The cancelled \(first.name) left state alone (still \(kept)): \(thrown) was caught before the catch for "
          + "real failures, not as a failure."))
    }
    guard loads.count > 1 else { return points }
    let second = loads[1]
    let startSeq = facts.events(of: second.name).first?.seq ?? 0
    let shown = facts.value(of: "state", before: startSeq) ?? "?"
    if TraceFacts.kind(of: shown) == "failed" {
      let replaced = facts.changes(of: "state").first { $0.task == second.name }.map { facts.ms($0.nanos) } ?? "?"
      points.append(language.pick(
        "\(facts.ms(second.start)) 用户回来，标签页先显示 \(shown)，直到 \(second.name) 在 \(replaced) 重新开始加载：一闪而过的「加载失败」。",
        "When the user came back at \(facts.ms(second.start)) the tab first showed \(shown), until \(second.name) "
          + "started a new load at \(replaced): a flash of a failure."))
    } else {
      points.append(language.pick(
        "\(facts.ms(second.start)) 用户回来，标签页显示 \(shown)，\(second.name) 开始新的加载；没有假的失败。",
        "When the user came back at \(facts.ms(second.start)) the tab showed \(shown) and \(second.name) started a new "
          + "load; no false failure."))
    }
    if let done = facts.changes(of: "state").last(where: { $0.task == second.name }) {
      points.append(language.pick("\(facts.ms(done.nanos))：state 变成 \(done.to ?? "")。",
                                  "At \(facts.ms(done.nanos)) state became \(done.to ?? "")."))
    }
    return points
  }
}
