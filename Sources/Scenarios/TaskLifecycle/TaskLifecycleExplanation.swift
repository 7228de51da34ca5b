import AsyncSimulation
import TextBase

/// `explain` for task-lifecycle: when the first story page closed, whether its load was cancelled then (`.task`) or
/// ran on and wrote into the page that was gone (`onAppear { Task { … } }`), and how many requests were out when the
/// page opened again.
struct TaskLifecycleExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    // A request is sent (no outcome) and ends (an outcome), each an event of the task awaiting it.
    let sent = facts.events.filter { $0.kind == .request && $0.outcome == nil }
    let ended = facts.events.filter { $0.kind == .request && $0.outcome != nil }
    guard let firstSent = sent.first,
          let first = facts.lifelines.first(where: { $0.name == firstSent.task }) else {
      return [language.pick("页面没有发出加载报道的请求。", "The page sent no request for the story.")]
    }
    // A .task is named after its modifier and view; a Task {} from onAppear only gets a number.
    let how = first.name.hasPrefix(".task") ? ""
      : language.pick("（onAppear 里的 Task，不属于任何视图）", " (a Task from onAppear, owned by no view)")
    let zhHow = how.isEmpty ? " " : how
    let closed = facts.events.first { $0.kind == .disappear }?.nanos
    let writes = facts.changes(of: "story").filter { $0.task == first.name }
    let firstEnd = ended.first { $0.task == first.name }
    var points: [String] = []
    if let closed, let cancelled = first.cancelledAt {
      let request = firstEnd.map { "\($0.label ?? "") \($0.outcome ?? "")" }
      let zhRequest = request.map { "（\($0)）" } ?? "", enRequest = request.map { " (\($0))" } ?? ""
      points.append(language.pick(
        "页面在 \(facts.ms(closed)) 消失，第一次加载 \(first.name)\(zhHow)在 \(facts.ms(cancelled)) 被 SwiftUI 取消；"
          + "它的请求随之停下\(zhRequest)，\(writes.isEmpty ? "什么也没写" : "却仍写了 story")。",
        "The page disappeared at \(facts.ms(closed)) and SwiftUI cancelled the first load \(first.name)\(how) at "
          + "\(facts.ms(cancelled)); its request stopped with it\(enRequest) and it "
          + (writes.isEmpty ? "wrote nothing." : "still wrote a story.")))
    } else if let closed, let late = writes.first(where: { $0.nanos >= closed }) {
      points.append(language.pick(
        "第一次加载 \(first.name)\(zhHow)在页面 \(facts.ms(closed)) 消失后继续运行，请求在 "
          + "\(facts.ms(firstEnd?.nanos ?? late.nanos)) 得到回答，它把报道写进了一个已经不在屏幕上的页面的模型："
          + "\(late.to ?? "")。",
        "The first load \(first.name)\(how) kept running after the page disappeared at \(facts.ms(closed)); its "
          + "request was answered at \(facts.ms(firstEnd?.nanos ?? late.nanos)) and it wrote the story into the model "
          + "of a page that is no longer on screen: \(late.to ?? "")."))
    } else if let closed {
      let done = writes.first.map { facts.ms($0.nanos) } ?? facts.ms(first.lastEvent)
      points.append(language.pick(
        "第一次加载 \(first.name)\(zhHow)在 \(done) 就完成了，早于页面 \(facts.ms(closed)) 消失：这次没有遗留的任务。",
        "The first load \(first.name)\(how) was done at \(done), before the page disappeared at "
          + "\(facts.ms(closed)): nothing was left running this time."))
    } else {
      points.append(language.pick("这次运行里页面没有关闭。", "The page never closed in this run."))
    }
    guard sent.count > 1 else { return points }
    let second = sent[1]
    // The requests out at that moment: sent by then and not ended before it.
    let out = sent.prefix(2).filter { request in
      let end = ended.first { $0.task == request.task && $0.seq > request.seq }
      return end.map { $0.nanos > second.nanos } ?? true
    }
    let others = out.compactMap(\.task).filter { $0 != second.task }
    if others.isEmpty {
      points.append(language.pick(
        "\(facts.ms(second.nanos)) 页面再次打开，新页面的 \(second.task ?? "") 发出请求：这时只有这 1 个请求在路上。",
        "At \(facts.ms(second.nanos)) the page opened again and \(second.task ?? "") sent its request: it was the "
          + "only request out."))
    } else {
      points.append(language.pick(
        "\(facts.ms(second.nanos)) 页面再次打开，\(second.task ?? "") 又发了一次请求：这时有 \(out.count) 个请求同时在路上"
          + "（\(TraceFacts.list(others, language)) 的还没回来）——重复请求。",
        "At \(facts.ms(second.nanos)) the page opened again and \(second.task ?? "") sent another request: "
          + "\(out.count) requests were out at once (\(TraceFacts.list(others, language))'s had not come back) — "
          + "a duplicate request."))
    }
    if let shown = facts.changes(of: "story").last(where: { $0.task == second.task }) {
      points.append(language.pick("新页面在 \(facts.ms(shown.nanos)) 显示报道：\(shown.to ?? "")。",
                                  "The new page shows the story at \(facts.ms(shown.nanos)): \(shown.to ?? "")."))
    }
    return points
  }
}
