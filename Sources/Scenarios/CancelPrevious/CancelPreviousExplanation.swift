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
    // Each load's team is in the name of the request it sent: `request(ios)`.
    let loads = facts.children(of: "main").map { load -> (line: TaskLifeline, team: String, back: Int64?) in
      let request = facts.children(of: load.name).first
      let team = request.map { String($0.name.drop { $0 != "(" }.dropFirst().dropLast()) } ?? "?"
      return (load, team, request?.lastEvent)
    }
    let writes = facts.changes(of: "members")
    for (index, load) in loads.enumerated() where index + 1 < loads.count {
      let name = "\(load.line.name) (\(load.team))"
      let back = load.back.map { facts.ms($0) } ?? "?"
      let wrote = writes.contains { $0.task == load.line.name }
      if let cancelled = load.line.cancelledAt {
        points.append(wrote
          ? language.pick("\(name) 在 \(facts.ms(cancelled)) 被取消，但请求仍在 \(back) 返回，await 之后没有检查取消，它照样写了 members。",
                          "\(name) was cancelled at \(facts.ms(cancelled)), but its request still returned at \(back), "
                            + "and with no check after the await it wrote members anyway.")
          : language.pick("\(name) 在 \(facts.ms(cancelled)) 被取消；请求仍在 \(back) 返回，但它发现已被取消，丢弃了结果。",
                          "\(name) was cancelled at \(facts.ms(cancelled)); its request still returned at \(back), but "
                            + "the load saw the cancellation and dropped the result."))
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
