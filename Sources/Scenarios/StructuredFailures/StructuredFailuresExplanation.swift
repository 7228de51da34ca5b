import AsyncSimulation
import TextBase

/// `explain` for structured-failures: how each request ended and when, which children were cancelled and by what
/// (a group's first error, an async let left at its scope's end), and when the screen got its answer compared with
/// the first failure.
struct StructuredFailuresExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    var points: [String] = []
    // Each request's end: its label and outcome (`GET …/profile`, `answered 200`, `cancelled (URLError(.cancelled))`).
    let ends = facts.events.filter { $0.kind == .request && $0.outcome != nil }
    for end in ends {
      let label = end.label ?? "?", outcome = end.outcome ?? "?"
      let status = Int(outcome)
      points.append(status.map {
        language.pick("\(label) 在 \(facts.ms(end.nanos)) 得到 \($0)。",
                      "\(label) was answered \($0) at \(facts.ms(end.nanos)).")
      } ?? language.pick("\(label) 在 \(facts.ms(end.nanos)) 结束：\(Self.chinese(outcome: outcome))。",
                         "\(label) ended at \(facts.ms(end.nanos)): \(outcome)."))
    }
    for line in facts.lifelines where line.cancelledAt != nil {
      let at = line.cancelledAt ?? 0, by = line.cancelledBy ?? "?"
      // The engine's cause (`task group: task#2 threw …`, `async let: … left its scope without awaiting it`), said
      // in Chinese by its kind.
      let reason = by.hasPrefix("async let") ? "没被 await 就离开了 async let 的作用域"
        : by.hasPrefix("task group") && by.contains(" threw ") ? "任务组里另一个子任务抛了错"
        : by.hasPrefix("task group") ? "任务组调用了 cancelAll()" : "被取消"
      let ended = line.end.map { facts.ms($0.at) } ?? "?"
      let stopped = ended == facts.ms(at)
      points.append(language.pick(
        "\(line.name) 在 \(facts.ms(at)) 被取消（\(reason)），在 \(ended) 结束"
          + (stopped ? "：它一被取消就停下了。" : "：取消之后它还在运行。"),
        "\(line.name) was cancelled at \(facts.ms(at)) (\(by)) and ended at \(ended)"
          + (stopped ? ": it stopped as soon as it was cancelled." : ": it ran on after the cancel.")))
    }
    // The first failure and the moment the view's task wrote its answer.
    // A failure: an answer outside 2xx, or an error of the network (a cancellation is not one).
    let failure = ends.first { end in
      guard let outcome = end.outcome, !outcome.hasPrefix("cancelled") else { return false }
      return Int(outcome).map { !(200..<300).contains($0) } ?? true
    }
    if let answer = facts.events.last(where: { $0.kind == .state && $0.task?.hasPrefix(".task") == true }) {
      let change = "\(answer.name ?? "?"): \(answer.to ?? "?")"
      if let failure, answer.nanos > failure.nanos {
        points.append(language.pick(
          "第一个失败在 \(facts.ms(failure.nanos))，页面却到 \(facts.ms(answer.nanos)) 才知道（\(change)）。",
          "The first failure came at \(facts.ms(failure.nanos)), yet the screen learnt of it only at "
            + "\(facts.ms(answer.nanos)) (\(change))."))
      } else {
        points.append(language.pick("页面在 \(facts.ms(answer.nanos)) 拿到答复（\(change)）。",
                                    "The screen got its answer at \(facts.ms(answer.nanos)) (\(change))."))
      }
    }
    return points
  }

  /// A request's outcome in Chinese: `cancelled` is a word, `URLError(.timedOut)` is code and stays.
  static func chinese(outcome: String) -> String {
    outcome.hasPrefix("cancelled") ? "被取消" + outcome.dropFirst("cancelled".count) : outcome
  }
}
