import AsyncSimulation

/// `explain` for task-deinit: when the page let go of its model, when the model's deinit ran (mid-load or only after
/// the load), what the load did meanwhile, and whether the cancel in deinit could still stop anything.
struct TaskDeinitExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    guard let load = facts.lifelines.first(where: { $0.parent == "main" }) else {
      return [language.pick("模型没有启动加载任务。", "The model started no load task.")]
    }
    var points: [String] = []
    // main's sleep is the time the page stays open; the deinit line is the one printed after the page closed,
    // by whichever task dropped the last reference.
    let closed = facts.lifelines.first { $0.name == "main" }?.spans.first { $0.kind == .sleeping }?.due
    let prints = facts.events.filter { $0.kind == .print }
    let deinitLine = prints.last { $0.text?.contains("deinit") == true }
    if let closed {
      points.append(language.pick(
        "用户在 \(facts.ms(closed)) 关闭了文章页，页面放开了模型；这时 \(load.name) 还在加载。",
        "The user closed the article at \(facts.ms(closed)) and the page let go of its model, while \(load.name) was "
          + "still loading."))
    }
    guard let deinitLine else {
      points.append(language.pick("模型的 deinit 在这次运行里一直没有运行。", "The model's deinit never ran in this run."))
      return points
    }
    let ran = deinitLine.nanos
    if let closed, ran == closed {
      points.append(language.pick(
        "deinit 在 \(facts.ms(ran)) 立刻运行（在 \(deinitLine.task ?? "?") 里，它放开了最后一个引用）：任务的闭包只弱引用 self，没有让模型活着。",
        "deinit ran at once, at \(facts.ms(ran)) (in \(deinitLine.task ?? "?"), which dropped the last reference): the "
          + "task's closure held self only weakly and kept nothing alive."))
    } else if let closed {
      points.append(language.pick(
        "deinit 到 \(facts.ms(ran)) 才运行，比关闭页面晚了 \(facts.ms(ran - closed))：在那之前，\(load.name) 的闭包一直强引用着 self，"
          + "模型就一直活着。",
        "deinit ran only at \(facts.ms(ran)), \(facts.ms(ran - closed)) after the page closed: until then the closure "
          + "of \(load.name) held self strongly, and the model stayed alive."))
    }
    if let cancelled = load.cancelledAt {
      points.append(language.pick(
        "deinit 里的 loadTask?.cancel() 在 \(facts.ms(cancelled)) 取消了 \(load.name)：请求随之停下，什么也没写。",
        "loadTask?.cancel() in deinit cancelled \(load.name) at \(facts.ms(cancelled)): the request stopped with it, "
          + "and nothing was written."))
    } else if let end = load.end {
      let written = facts.changes(of: "article").last { $0.task == load.name && $0.nanos > (closed ?? 0) }
      points.append(language.pick(
        "\(load.name) 在 \(facts.ms(end.at)) 才结束\(written.map { "，还把 \($0.to ?? "?") 写进了没人看的模型" } ?? "")；"
          + "deinit 就在它最后一刻里运行，cancel 来得太晚：加载早已完成，没有什么可取消的（所以 trace 说它以已取消结束）。",
        "\(load.name) ended only at \(facts.ms(end.at))\(written.map { ", after writing \($0.to ?? "?") into a model nobody shows" } ?? ""); "
          + "deinit ran in its very last moment, and its cancel came too late: the load was done, with nothing left "
          + "to stop (which is why the trace says it ended cancelled)."))
    }
    return points
  }
}
