import AsyncSimulation

/// `explain` for cancel-previous: which teams were picked when, whether each older load was cancelled, whether its
/// late result still reached the screen, and whether the picker and the list agree at the end.
struct CancelPreviousExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let picks = facts.changes(of: "team").map {
      "\"\($0.to.flatMap(TraceFacts.unquote) ?? "")\" @ \(facts.ms($0.nanos))"
    }
    var points = [language.pick("选择：\(TraceFacts.list(picks, language))。每次选择启动一个新的加载任务。",
                                "Picked: \(TraceFacts.list(picks, language)). Each pick starts a new load.")]
    // Each load starts right after its pick; its request is a task of its own (callback) or the load itself
    // (urlsession), which returns when it wakes.
    let loads = facts.children(of: "main").map { load -> (line: TaskLifeline, team: String, back: Int64?) in
      let started = facts.events(of: load.name).first?.seq ?? 0
      let team = facts.value(of: "team", before: started + 1).flatMap(TraceFacts.unquote) ?? "?"
      let request = facts.children(of: load.name).first ?? load
      let back = facts.events(of: request.name).first { $0.kind == .wake && $0.outcome == "timer" }?.nanos
      return (load, team, back)
    }
    let stopped = settings.value("client") == "urlsession"
    let writes = facts.changes(of: "members")
    for (index, load) in loads.enumerated() where index + 1 < loads.count {
      let name = language.pick("\(load.line.name)（\(load.team)）", "\(load.line.name) (\(load.team))")
      let back = load.back.map { facts.ms($0) } ?? "?"
      let wrote = writes.contains { $0.task == load.line.name }
      if let cancelled = load.line.cancelledAt, stopped, load.back == nil {
        points.append(language.pick(
          "\(name) 在 \(facts.ms(cancelled)) 被取消，请求随即停下并抛出 URLError(.cancelled)，就像 URLSession：没有结果回来，也就没什么可写。",
          "\(name) was cancelled at \(facts.ms(cancelled)), and its request stopped at once with URLError(.cancelled), as "
            + "URLSession's does: no result came back, so there was nothing to write."))
      } else if let cancelled = load.line.cancelledAt {
        points.append(wrote
          ? language.pick("\(name) 在 \(facts.ms(cancelled)) 被取消，但请求仍在 \(back) 返回（回调 API 没有取消处理，"
                            + "不知道自己已被取消），await 之后没有检查取消，它照样写了 members。",
                          "\(name) was cancelled at \(facts.ms(cancelled)), but its request still returned at \(back) (a "
                            + "callback API with no cancellation handler never learns of it), and with no check after "
                            + "the await it wrote members anyway.")
          : language.pick("\(name) 在 \(facts.ms(cancelled)) 被取消；请求仍在 \(back) 返回（回调 API 不知道取消），"
                            + "但 checkCancellation 发现已被取消，丢弃了结果。",
                          "\(name) was cancelled at \(facts.ms(cancelled)); its request still returned at \(back) (the "
                            + "callback API does not know of the cancellation), but checkCancellation saw it and the "
                            + "result was dropped."))
      } else {
        points.append(language.pick(
          "\(name) 在下一次选择时没有被取消：请求在 \(back) 返回，" + (wrote ? "它写了 members。" : "它没有写 members。"),
          "\(name) was not cancelled by the next pick: its request returned at \(back) and it "
            + (wrote ? "wrote members." : "did not write members.")))
      }
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
}
