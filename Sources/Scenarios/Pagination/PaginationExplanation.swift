import AsyncSimulation
import TextBase

/// `explain` for pagination: the page requests and when they went out, any page asked for while the same page was
/// already on its way (and the rows it repeated), the calls from the rows' `onAppear` that asked for nothing, and the
/// refresh.
struct PaginationExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// One page request: the task that sent it, the page, when it went out and when it ended.
  private struct Request {
    let task: String
    let seq: Int
    let page: Int
    let sent: Int64
    let ended: Int64
  }

  /// The points, in order.
  func points() -> [String] {
    let requests = pageRequests()
    let listed = requests.map {
      language.pick("第 \($0.page) 页 @ \(facts.ms($0.sent))", "page \($0.page) @ \(facts.ms($0.sent))")
    }
    var points = [language.pick("\(requests.count) 次请求：\(TraceFacts.list(listed, language))。",
                                "\(requests.count) page requests: \(TraceFacts.list(listed, language)).")]
    // A request for a page that another request had asked for and not yet brought back.
    let duplicates = requests.filter { request in
      requests.contains { $0.seq < request.seq && $0.page == request.page && request.sent < $0.ended }
    }
    // The tasks the rows' onAppear started (`Task { … }`, unnamed): those that sent nothing did nothing.
    let calls = facts.children(of: "main").filter { $0.name.hasPrefix("task#") }
    let idle = calls.filter { line in !requests.contains { $0.task == line.name } }
    if duplicates.isEmpty {
      let turned = idle.filter { facts.value(of: "isLoadingPage", before: firstSeq(of: $0)) == "true" }
      let times = Array(Set(turned.map(\.start))).sorted().map { facts.ms($0) }
      points.append(turned.isEmpty
        ? language.pick("没有哪一页被重复请求。", "No page was requested twice.")
        : language.pick("没有哪一页被重复请求：同一次滑动的第二次调用（\(TraceFacts.list(times, language))）看到 isLoadingPage 为 true，直接返回。",
                        "No page was requested twice: the second call of a scroll (at \(TraceFacts.list(times, language))) "
                          + "found isLoadingPage true and returned."))
    } else {
      for request in duplicates {
        points.append(language.pick(
          "\(facts.ms(request.sent)) \(request.task) 又请求了第 \(request.page) 页，而同一页的请求还没回来：没有「正在加载」守卫。",
          "At \(facts.ms(request.sent)) \(request.task) asked for page \(request.page) again while the same page was "
            + "still on its way: nothing guarded against a load in flight."))
      }
      let lists = facts.changes(of: "items").map { TraceFacts.strings(in: $0.to) }
      if let worst = lists.max(by: { $0.count - Set($0).count < $1.count - Set($1).count }), Set(worst).count < worst.count {
        let repeats = worst.count - Set(worst).count
        points.append(language.pick(
          "列表最多有 \(worst.count) 行，其中 \(repeats) 行是重复的。",
          "The list grew to \(worst.count) rows, \(repeats) of them repeats."))
      }
    }
    if let end = facts.changes(of: "hasMore").first(where: { $0.to == "false" }) {
      let after = idle.filter { $0.start > end.nanos && facts.value(of: "hasMore", before: firstSeq(of: $0)) == "false" }
      points.append(language.pick(
        "\(facts.ms(end.nanos)) 最后一页到了，hasMore 变成 false"
          + (after.isEmpty ? "。" : "：之后 \(after.count) 次调用什么也没请求。"),
        "At \(facts.ms(end.nanos)) the last page was in and hasMore became false"
          + (after.isEmpty ? "." : "; the \(after.count) calls after it asked for nothing.")))
    }
    if let reset = facts.changes(of: "nextPage").first(where: { $0.to == "1" }) {
      points.append(language.pick("\(facts.ms(reset.nanos)) 下拉刷新：游标回到第 1 页，列表清空重来。",
                                  "At \(facts.ms(reset.nanos)) the refresh set the cursor back to page 1 and emptied the list."))
    }
    return points
  }

  /// The page requests (`GET …?page=N`), in the order they were sent, each with the time it ended (or the run's end).
  private func pageRequests() -> [Request] {
    var requests: [Request] = []
    for sent in facts.events where sent.kind == .request && sent.outcome == nil {
      guard let label = sent.label, let task = sent.task, let range = label.range(of: "page="),
            let page = Int(label[range.upperBound...].prefix { $0.isNumber }) else { continue }
      let ended = facts.events.first {
        $0.kind == .request && $0.outcome != nil && $0.task == task && $0.label == label && $0.seq > sent.seq
      }
      requests.append(Request(task: task, seq: sent.seq, page: page, sent: sent.nanos,
                              ended: ended?.nanos ?? facts.endNanos))
    }
    return requests
  }

  /// The position of a task's first event in the trace.
  private func firstSeq(of task: TaskLifeline) -> Int { facts.events(of: task.name).first?.seq ?? 0 }
}
