import AsyncSimulation

/// `explain` for pagination: the page requests and when they went out, any page asked for while the same page was
/// already on its way (and the rows it repeated), the triggers that asked for nothing, and the refresh.
struct PaginationExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// One page request: the task that sent it, the page, and when it was out.
  private struct Request {
    let task: String
    let page: Int
    let sent: Int64
    let back: Int64
  }

  /// The points, in order.
  func points() -> [String] {
    // A request is a task's print (naming the page) followed by its sleep while the server answers.
    let requests = facts.lifelines.flatMap { line -> [Request] in
      let events = facts.events(of: line.name)
      return zip(events, events.dropFirst()).compactMap { print, sleep in
        guard print.kind == .print, sleep.kind == .sleep, let page = TraceFacts.integers(in: print.text).first,
              let span = line.spans.first(where: { $0.from == sleep.nanos && $0.kind == .sleeping }) else { return nil }
        return Request(task: line.name, page: page, sent: print.nanos, back: span.ended ?? span.due)
      }
    }.sorted { $0.sent < $1.sent }
    let listed = requests.map { language.pick("第 \($0.page) 页 @ \(facts.ms($0.sent))", "page \($0.page) @ \(facts.ms($0.sent))") }
    var points = [language.pick("\(requests.count) 次请求：\(TraceFacts.list(listed, language))。",
                                "\(requests.count) page requests: \(TraceFacts.list(listed, language)).")]
    let duplicates = requests.filter { request in
      requests.contains { $0.task != request.task && $0.page == request.page && $0.sent < request.sent
        && request.sent < $0.back }
    }
    let triggers = facts.children(of: "main")
    let idle = triggers.filter { line in !requests.contains { $0.task == line.name } }
    if duplicates.isEmpty {
      let turned = idle.filter { facts.value(of: "isLoadingPage", before: line(startOf: $0)) == "true" }
      let times = turned.map { facts.ms($0.start) }
      points.append(turned.isEmpty
        ? language.pick("没有哪一页被重复请求。", "No page was requested twice.")
        : language.pick("没有哪一页被重复请求：\(TraceFacts.list(times, language)) 的触发发现已有一页在加载，直接返回。",
                        "No page was requested twice: the triggers at \(TraceFacts.list(times, language)) found a "
                          + "page already loading and returned."))
    } else {
      for request in duplicates {
        points.append(language.pick(
          "\(facts.ms(request.sent)) \(request.task) 又请求了第 \(request.page) 页，而同一页的请求还没回来：没有「正在加载」守卫。",
          "At \(facts.ms(request.sent)) \(request.task) asked for page \(request.page) again while the same page was "
            + "still on its way: nothing guarded against a load in flight."))
      }
      let lists = facts.changes(of: "items").map { TraceFacts.strings(in: $0.to) }
      if let worst = lists.max(by: { $0.count - Set($0).count < $1.count - Set($1).count }), Set(worst).count < worst.count {
        let twice = worst.enumerated().filter { worst[..<$0.offset].contains($0.element) }.map(\.element)
        points.append(language.pick(
          "列表有 \(worst.count) 行，其中重复的：\(TraceFacts.list(twice, language))。",
          "The list grew to \(worst.count) rows with repeats: \(TraceFacts.list(twice, language))."))
      }
    }
    if let end = facts.changes(of: "hasMore").first(where: { $0.to == "false" }) {
      let after = idle.filter { $0.start > end.nanos && facts.value(of: "hasMore", before: line(startOf: $0)) == "false" }
      points.append(language.pick(
        "\(facts.ms(end.nanos)) 最后一页到了，hasMore 变成 false"
          + (after.isEmpty ? "。" : "：之后 \(after.count) 次触发什么也没请求。"),
        "At \(facts.ms(end.nanos)) the last page was in and hasMore became false"
          + (after.isEmpty ? "." : "; the \(after.count) triggers after it asked for nothing.")))
    }
    if let reset = facts.changes(of: "nextPage").first(where: { $0.to == "1" }) {
      points.append(language.pick("\(facts.ms(reset.nanos)) 下拉刷新：游标回到第 1 页，列表清空重来。",
                                  "At \(facts.ms(reset.nanos)) the refresh set the cursor back to page 1 and emptied the list."))
    }
    return points
  }

  /// The position of a task's first event in the trace.
  private func line(startOf task: TaskLifeline) -> Int { facts.events(of: task.name).first?.seq ?? 0 }
}
