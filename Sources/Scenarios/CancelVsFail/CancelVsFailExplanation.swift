import AsyncSimulation
import TextBase

/// `explain` for cancel-vs-fail: when leaving the tab cancelled the Reports tab's `.task`, how its request ended and
/// which error the model's `load()` got, whether that cancelled load wrote a failure into the model's `state`, and
/// what the tab showed when the user came back.
struct CancelVsFailExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let loads = facts.lifelines.filter { $0.name.hasPrefix(".task in ReportsTab") }
    guard let first = loads.first else {
      return [language.pick("「报表」页的 .task 没有运行。", "The Reports tab's .task never ran.")]
    }
    guard let cancelled = first.cancelledAt else {
      let done = facts.ms(first.lastEvent)
      return [language.pick(
        "\(first.name) 没有被取消：它在 \(done) 完成，用户离开前就加载完了，这次没有取消可言。",
        "\(first.name) was not cancelled: it was done at \(done), before the user left; there was no cancellation "
          + "to handle this time.")]
    }
    var points = [leaving(first, at: cancelled)]
    let afterCancel = facts.changes(of: "state").filter { $0.task == first.name && $0.nanos >= cancelled }
    let thrown = settings.value("client") == "callback" ? "CancellationError" : "URLError(.cancelled)"
    if let failed = afterCancel.first(where: { TraceFacts.kind(of: $0.to) == "failed" }) {
      let why = settings.value("handling") == "separate"
        ? language.pick("catch is CancellationError 接不住 \(thrown)，它落进了处理真正失败的 catch",
                        "catch is CancellationError does not match \(thrown), so it fell into the catch for real "
                          + "failures")
        : language.pick("唯一的 catch 把 \(thrown) 当成了失败", "the only catch took \(thrown) for a failure")
      points.append(language.pick(
        "\(facts.ms(failed.nanos)) 被取消的 \(first.name) 把 \(failed.name ?? "state") 写成 \(failed.to ?? "")："
          + "\(why)，而失败从没发生。",
        "At \(facts.ms(failed.nanos)) the cancelled \(first.name) set \(failed.name ?? "state") to "
          + "\(failed.to ?? ""): \(why); the failure never happened."))
    } else {
      let name = facts.changes(of: "state").first?.name ?? "state"
      let kept = facts.value(of: name, before: facts.events(of: first.name).last?.seq ?? 0) ?? "?"
      points.append(language.pick(
        "被取消的 \(first.name) 没有改 \(name)（仍是 \(kept)）：\(thrown) 在真正的失败之前被单独接住，不算失败。",
        "The cancelled \(first.name) left \(name) alone (still \(kept)): \(thrown) was caught before the catch for "
          + "real failures, not as a failure."))
    }
    guard loads.count > 1 else { return points }
    return points + returning(loads[1])
  }

  /// The user left: the tab's task was cancelled, its request ended with URLError(.cancelled), and what `load()` got.
  private func leaving(_ load: TaskLifeline, at cancelled: Int64) -> String {
    let ended = facts.events.first { $0.kind == .request && $0.outcome == "cancelled" && $0.nanos == cancelled }
    let request = ended?.label ?? "GET"
    if settings.value("client") == "callback" {
      return language.pick(
        "用户在 \(facts.ms(cancelled)) 切到「设置」，「报表」页消失：SwiftUI 取消了 \(load.name)。"
          + "withTaskCancellationHandler 的 onCancel 取消了 SDK 的请求：SDK 里的 \(request) 被 URLSession 以 "
          + "URLError(.cancelled) 停下，而 SDK 回调给 load() 的是它自己的 CancellationError。",
        "The user switched to Settings at \(facts.ms(cancelled)) and the Reports tab disappeared: SwiftUI cancelled "
          + "\(load.name). withTaskCancellationHandler's onCancel cancelled the SDK's request: inside the SDK, "
          + "URLSession stopped \(request) with URLError(.cancelled), but what the SDK called back to load() with "
          + "was its own CancellationError.")
    }
    return language.pick(
      "用户在 \(facts.ms(cancelled)) 切到「设置」，「报表」页消失：SwiftUI 取消了 \(load.name)，URLSession 随即停下 "
        + "\(request)，抛给 load() 的是 URLError(.cancelled)，不是 CancellationError。",
      "The user switched to Settings at \(facts.ms(cancelled)) and the Reports tab disappeared: SwiftUI cancelled "
        + "\(load.name), and URLSession stopped \(request) at once, throwing URLError(.cancelled) into load(), not "
        + "CancellationError.")
  }

  /// The user came back: what the tab showed first, and what the new load did.
  private func returning(_ second: TaskLifeline) -> [String] {
    let name = facts.changes(of: "state").first?.name ?? "state"
    let startSeq = facts.events(of: second.name).first?.seq ?? 0
    let shown = facts.value(of: name, before: startSeq) ?? "?"
    var points: [String] = []
    if TraceFacts.kind(of: shown) == "failed" {
      let replaced = facts.changes(of: name).first { $0.task == second.name }.map { facts.ms($0.nanos) } ?? "?"
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
    if let done = facts.changes(of: name).last(where: { $0.task == second.name }) {
      points.append(language.pick("\(facts.ms(done.nanos))：\(name) 变成 \(done.to ?? "")。",
                                  "At \(facts.ms(done.nanos)) \(name) became \(done.to ?? "")."))
    }
    return points
  }
}
