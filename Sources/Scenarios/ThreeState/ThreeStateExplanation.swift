import AsyncSimulation
import TextBase

/// `explain` for three-state: the states `ItemListView.state` passed through and, with the three variables of
/// `ItemListWithFlags`, every combination that no single `LoadState` value could stand for.
struct ThreeStateExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    let changes = facts.changes(of: "ItemListView.state")
    if !changes.isEmpty { return enumPoints(changes) }
    return flagPoints()
  }

  private func enumPoints(_ changes: [TraceEvent]) -> [String] {
    var path = [changes[0].from ?? "?"]
    for change in changes { path.append("\(change.to ?? "?") @ \(facts.ms(change.nanos))") }
    var points = [language.pick(
      "state 依次经过：" + path.joined(separator: " → ") + "。",
      "state went: " + path.joined(separator: " → ") + ".")]
    points.append(language.pick(
      "任何时刻模型都恰好处于一个状态：LoadState 枚举写不出“加载中又失败”这样的组合，switch 也必须处理每一种。",
      "At every moment the model is in exactly one state: a LoadState enum cannot express \"loading and failed\", "
        + "and switch must handle every case."))
    if let failed = facts.events.first(where: { $0.kind == .request && ($0.outcome?.hasPrefix("URLError") ?? false) }),
       let retry = facts.events.first(where: { $0.kind == .action }) {
      points.append(language.pick(
        "第一次请求在 \(facts.ms(failed.nanos)) 以 \(failed.outcome ?? "") 结束；\(facts.ms(retry.nanos)) 用户点了"
          + "「重试」——重试直接从 failed 回到 loading，旧错误不会残留。",
        "The first request ended with \(failed.outcome ?? "") at \(facts.ms(failed.nanos)); at "
          + "\(facts.ms(retry.nanos)) the user tapped Retry — the retry goes from failed straight back to loading; "
          + "no old error is left behind."))
    }
    return points
  }

  /// The three variables' values after each change, and the illegal combinations among them.
  private func flagPoints() -> [String] {
    let names = ["isLoading", "items", "errorMessage"].map { "ItemListWithFlags." + $0 }
    var values = names.map { name in facts.changes(of: name).first?.from ?? "?" }
    var combinations: [(at: Int64, values: [String])] = [(0, values)]
    for event in facts.events where event.kind == .state {
      guard let index = names.firstIndex(of: event.name ?? "") else { continue }
      values[index] = event.to ?? "?"
      combinations.append((event.nanos, values))
    }
    let path = combinations.map { "\(facts.ms($0.at)): \(describe($0.values))" }
    var points = [language.pick(
      "三个变量（model=booleans）依次是：\n" + path.joined(separator: "\n"),
      "The three variables (model=booleans) went:\n" + path.joined(separator: "\n"))]
    let end = facts.events.last?.nanos ?? 0
    var illegal: [String] = []
    for (index, combination) in combinations.enumerated() {
      guard let why = problem(combination.values) else { continue }
      let until = index + 1 < combinations.count ? combinations[index + 1].at : nil
      let span: String
      if let until, until == combination.at {
        span = language.pick("\(facts.ms(combination.at))（一瞬间）", "\(facts.ms(combination.at)) (for an instant)")
      } else if let until {
        span = "\(facts.ms(combination.at))–\(facts.ms(until))"
      } else {
        span = language.pick("\(facts.ms(combination.at)) 起直到结束（\(facts.ms(end))）",
                             "from \(facts.ms(combination.at)) to the end (\(facts.ms(end)))")
      }
      illegal.append("\(span): \(describe(combination.values)) — \(why)")
    }
    if illegal.isEmpty {
      points.append(language.pick(
        "这次没有出现非法组合；试试 set outcome=failure，看失败后重试会怎样。",
        "No illegal combination this time; try set outcome=failure to see what a retry after a failure does."))
    } else {
      points.append(language.pick(
        "出现了一个 LoadState 值无法表示的非法组合：\n" + illegal.joined(separator: "\n"),
        "Illegal combinations seen (no single LoadState value stands for them):\n" + illegal.joined(separator: "\n")))
      if let last = combinations.last, problem(last.values) != nil {
        points.append(language.pick(
          "运行结束时组合仍然非法：没有代码清空 errorMessage，屏幕上的内容取决于视图先检查哪个变量。",
          "The run ends in an illegal combination: nothing cleared errorMessage, so what the screen shows depends "
            + "on which variable the view checks first."))
      }
    }
    return points
  }

  private func describe(_ values: [String]) -> String {
    "isLoading=\(values[0]), items=\(values[1]), errorMessage=\(values[2])"
  }

  /// Why a combination is illegal, or nil when it is one of idle, loading, loaded or failed.
  private func problem(_ values: [String]) -> String? {
    let loading = values[0] == "true", items = values[1] != "nil", error = values[2] != "nil"
    if loading && error { return language.pick("加载中，同时显示错误", "loading and failed at once") }
    if loading && items { return language.pick("加载中，同时已有数据", "loading and loaded at once") }
    if items && error { return language.pick("已有数据，同时显示错误", "loaded and failed at once") }
    return nil
  }
}
