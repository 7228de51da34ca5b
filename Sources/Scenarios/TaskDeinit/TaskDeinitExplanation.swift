import AsyncSimulation
import TextBase

/// `explain` for task-deinit: when the user went back and the page's `@State` let go of its model, when the model's
/// `deinit` ran (its `print`, `ArticlePageModel deinit` or the variant's name), how the article request ended, and
/// whether the `loadTask?.cancel()` in `deinit` still had anything to stop.
struct TaskDeinitExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    // The load task is the one that sent the article request (the model's Task, started by onAppear).
    let sent = facts.events.first { $0.kind == .request && $0.outcome == nil }
    guard let sent, let load = facts.lifelines.first(where: { $0.name == sent.task }) else {
      return [language.pick("模型没有发出加载文章的请求。", "The model sent no request for the article.")]
    }
    let ended = facts.events.first { $0.kind == .request && $0.outcome != nil }
    let closed = facts.events.first { $0.kind == .action && $0.text == "back" }?.nanos
    let deinitLine = facts.events.first { $0.kind == .print && $0.text?.hasSuffix(" deinit") == true }
    var points: [String] = []
    if let closed {
      points.append(language.pick(
        "用户在 \(facts.ms(closed)) 返回，文章页被弹出，SwiftUI 丢掉了它的 @State，页面对模型的引用也没了；这时 \(load.name) 还在等文章。",
        "The user went back at \(facts.ms(closed)): the article page was popped and SwiftUI dropped its @State, "
          + "and with it the page's reference to the model, while \(load.name) was still waiting for the article."))
    }
    guard let deinitLine else {
      points.append(language.pick("模型的 deinit 在这次运行里一直没有运行。", "The model's deinit never ran in this run."))
      return points
    }
    let ran = deinitLine.nanos
    let who = deinitLine.task ?? "?"
    if let closed, ran == closed {
      points.append(language.pick(
        "deinit 在 \(facts.ms(ran)) 立刻运行（在放开最后一个引用的 \(who) 里）：任务的闭包只弱引用 self，没有让模型活着。",
        "deinit ran at once, at \(facts.ms(ran)) (in \(who), which dropped the last reference): the task's closure "
          + "held self only weakly and kept nothing alive."))
    } else if let closed {
      points.append(language.pick(
        "deinit 到 \(facts.ms(ran)) 才运行，比关闭页面晚了 \(facts.ms(ran - closed))：在那之前，\(load.name) 的闭包一直强引用着 self，"
          + "模型就一直活着。",
        "deinit ran only at \(facts.ms(ran)), \(facts.ms(ran - closed)) after the page closed: until then the closure "
          + "of \(load.name) held self strongly, and the model stayed alive."))
    }
    guard let ended, let outcome = ended.outcome else { return points }
    if outcome.contains("cancelled") {
      points.append(language.pick(
        "deinit 里的 loadTask?.cancel() 取消了 \(load.name)，URLSession 在 \(facts.ms(ended.nanos)) 停下了请求"
          + "（\(outcome)），没有谁再写 article。",
        "loadTask?.cancel() in deinit cancelled \(load.name), and URLSession stopped the request at "
          + "\(facts.ms(ended.nanos)) (\(outcome)); nothing wrote the article any more."))
    } else {
      let written = facts.events.last { $0.kind == .state && $0.name?.hasSuffix(".article") == true }
      let into = written.map { language.pick("，把 \($0.to ?? "?") 写进了没人看的模型", ", and \($0.to ?? "?") was written into a model nobody shows") } ?? ""
      points.append(language.pick(
        "请求照样跑完，在 \(facts.ms(ended.nanos)) 得到 \(outcome) 回答\(into)；deinit 在那之后才运行，"
          + "它的 cancel 来得太晚：加载早已完成，没有什么可取消的。",
        "The request ran to the end and was answered \(outcome) at \(facts.ms(ended.nanos))\(into); deinit ran "
          + "only after that, and its cancel came too late: the load was done, with nothing left to stop."))
    }
    return points
  }
}
