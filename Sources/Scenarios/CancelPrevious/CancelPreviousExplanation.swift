import AsyncSimulation
import TextBase

/// `explain` for cancel-previous: which teams were tapped when, whether each older load (the `Task` that
/// `select(_:)` started) was cancelled, how its request ended (`GET …?team=ios answered 200` through the callback
/// SDK, `cancelled` through URLSession), whether its late answer still reached the list, and whether the picker and
/// the list agree at the end. The model's properties are `TeamMembersModel.team` / `.members` or those of the
/// variant that ran, found by their suffix.
struct CancelPreviousExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// One load: the task `select(_:)` started, its team, and how its request ended.
  private struct Load {
    let line: TaskLifeline
    let team: String
    /// The request's end: its time and outcome (`200`, `cancelled`), nil while it never ended.
    let ended: (nanos: Int64, outcome: String)?
  }

  /// The points, in order.
  func points() -> [String] {
    let picks = facts.changes(of: "team").map {
      "\"\($0.to.flatMap(TraceFacts.unquote) ?? "")\" @ \(facts.ms($0.nanos))"
    }
    var points = [language.pick(
      "选择：\(TraceFacts.list(picks, language))。每次选择，select(_:) 就用 Task { } 开始一次新的加载。",
      "Picked: \(TraceFacts.list(picks, language)). Each pick makes select(_:) start a new load in a Task { }.")]
    let lifelines = facts.lifelines
    // Each load is a task main created when a tap changed the team; its request is its own (URLSession) or that of
    // the SDK's task it started.
    let loads = facts.children(of: "main").map { line -> Load in
      let started = facts.events(of: line.name).first?.seq ?? 0
      let team = facts.value(of: "team", before: started + 1).flatMap(TraceFacts.unquote) ?? "?"
      let senders = [line.name] + lifelines.filter { $0.parent == line.name }.map(\.name)
      let end = facts.events.first {
        $0.kind == .request && $0.outcome != nil && senders.contains($0.task ?? "")
      }
      return Load(line: line, team: team, ended: end.map { ($0.nanos, $0.outcome ?? "") })
    }
    let writes = facts.changes(of: "members")
    for (index, load) in loads.enumerated() where index + 1 < loads.count {
      points.append(describe(load, wrote: writes.contains { $0.task == load.line.name }))
    }
    var newest: (index: Int, at: Int64)?
    for write in writes {
      guard let index = loads.firstIndex(where: { $0.line.name == write.task }) else { continue }
      if let shown = newest, index < shown.index {
        points.append(language.pick(
          "\(facts.ms(write.nanos)) 较早的 \(loads[index].team) 结果（\(loads[index].line.name)）覆盖了 "
            + "\(facts.ms(shown.at)) 写入的 \(loads[shown.index].team) 成员。",
          "At \(facts.ms(write.nanos)) the older \(loads[index].team) result (\(loads[index].line.name)) overwrote the "
            + "\(loads[shown.index].team) members written at \(facts.ms(shown.at))."))
      }
      newest = (index, write.nanos)
    }
    let team = facts.changes(of: "team").last?.to.flatMap(TraceFacts.unquote) ?? ""
    if let last = writes.last, let writer = loads.first(where: { $0.line.name == last.task }) {
      points.append(writer.team == team
        ? language.pick("最后选择器是 \(team)，列表也是 \(team) 的成员：两者一致。",
                        "The screen ends consistent: the picker says \(team) and the list shows \(team)'s members.")
        : language.pick("最后选择器是 \(team)，列表却是 \(writer.team) 的成员：过期的结果赢了。",
                        "The screen ends with the picker on \(team) over \(writer.team)'s members: the stale result won."))
    }
    return points
  }

  /// What became of an older load: cancelled or not, how its request ended, whether it wrote the list.
  private func describe(_ load: Load, wrote: Bool) -> String {
    let name = language.pick("\(load.line.name)（\(load.team)）", "\(load.line.name) (\(load.team))")
    let back = load.ended.map { facts.ms($0.nanos) } ?? "?"
    guard let cancelled = load.line.cancelledAt else {
      return language.pick(
        "\(name) 在下一次选择时没有被取消：请求在 \(back) 返回，" + (wrote ? "它写了 members。" : "它没有写 members。"),
        "\(name) was not cancelled by the next pick: its request returned at \(back) and it "
          + (wrote ? "wrote members." : "did not write members."))
    }
    if load.ended?.outcome == "cancelled" {
      return language.pick(
        "\(name) 在 \(facts.ms(cancelled)) 被取消，URLSession 随即停下它的请求，抛出 URLError(.cancelled)：没有结果回来，"
          + "也就没什么可写。",
        "\(name) was cancelled at \(facts.ms(cancelled)), and URLSession stopped its request at once with "
          + "URLError(.cancelled): no result came back, so there was nothing to write.")
    }
    return wrote
      ? language.pick("\(name) 在 \(facts.ms(cancelled)) 被取消，但请求仍在 \(back) 返回（回调 SDK 的续体没有取消处理，"
                        + "不知道自己已被取消），await 之后没有检查取消，它照样写了 members。",
                      "\(name) was cancelled at \(facts.ms(cancelled)), but its request still returned at \(back) (the "
                        + "callback SDK's continuation has no cancellation handler and never learns of it), and with "
                        + "no check after the await it wrote members anyway.")
      : language.pick("\(name) 在 \(facts.ms(cancelled)) 被取消；请求仍在 \(back) 返回（回调 SDK 不知道取消），"
                        + "但 checkCancellation 发现已被取消，丢弃了结果。",
                      "\(name) was cancelled at \(facts.ms(cancelled)); its request still returned at \(back) (the "
                        + "callback SDK does not know of the cancellation), but checkCancellation saw it and the "
                        + "result was dropped.")
  }
}
