import AsyncSimulation
import TextBase

/// `explain` for task-id: what was typed, which `.task(id:)` tasks were cancelled while debouncing, which queries
/// reached the server (their `request` events, sent by the task or by the SDK's task it started), and whether an
/// older query's results overwrote a newer one's. The view's state is `DebouncedSearch.query` or
/// `SearchIgnoringCancellation.query`, whichever variant ran.
struct TaskIDExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// One `.task(id:)` task: its query and what became of it.
  private struct Search {
    let task: TaskLifeline
    let query: String
    /// When its request was sent (it got past the debounce or ignored its cancellation).
    let searched: Int64?
  }

  /// The points, in order.
  func points() -> [String] {
    let typed = facts.changes(of: "query").map { change in
      "\"\(change.to.flatMap(TraceFacts.unquote) ?? "")\" @ \(facts.ms(change.nanos))"
    }
    var points: [String] = []
    if !typed.isEmpty {
      points.append(language.pick(
        "输入：\(typed.joined(separator: "，"))。每次 id 改变，SwiftUI 取消正在运行的任务并为新 id 开始一个新任务。",
        "Typed: \(typed.joined(separator: ", ")). Each change of the id cancels the running task and starts a "
          + "new one."))
    }
    let lifelines = facts.lifelines
    let searches = lifelines.compactMap { line -> Search? in
      let label = line.label ?? line.name
      guard label.hasPrefix(".task(id:"), let query = TraceFacts.quoted(label) else { return nil }
      // The request is the task's own (URLSession) or that of a task it started (the SDK's).
      let senders = [line.name] + lifelines.filter { $0.parent == line.name }.map(\.name)
      let sent = facts.events.first { $0.kind == .request && $0.outcome == nil && senders.contains($0.task ?? "") }
      return Search(task: line, query: query, searched: sent?.nanos)
    }
    let debounce = settings.value("debounce") ?? "?"
    for search in searches {
      points.append(describe(search, debounce: debounce))
    }
    let reached = searches.filter { $0.searched != nil }.map { "\"\($0.query)\"" }
    if !searches.isEmpty {
      let saved = searches.filter { !$0.query.isEmpty }.count - reached.count
      points.append(language.pick(
        "到达服务器的查询：\(reached.isEmpty ? "没有" : reached.joined(separator: "、"))"
          + (saved > 0 ? "；去抖省下了 \(saved) 次请求。" : "。"),
        "Queries that reached the server: \(reached.isEmpty ? "none" : reached.joined(separator: ", "))"
          + (saved > 0 ? "; the debounce saved \(saved) request\(saved == 1 ? "" : "s")." : ".")))
    }
    points += results(searches)
    return points
  }

  private func describe(_ search: Search, debounce: String) -> String {
    // The task's name says its query: `.task(id: "sw") in DebouncedSearch`.
    let name = search.task.name
    if search.query.isEmpty {
      return language.pick("\(name)：输入框是空的，它清空结果、停在空闲状态，不去搜索。",
                           "\(name): the field was empty, so it cleared the results and stayed idle without "
                             + "searching.")
    }
    guard let cancelled = search.task.cancelledAt else {
      let searched = search.searched.map {
        language.pick("，\(facts.ms($0)) 开始搜索", ", searched at \(facts.ms($0))")
      } ?? ""
      return language.pick("\(name) 没有被取消：等完 \(debounce) 的去抖\(searched)。",
                           "\(name) was not cancelled: it waited out the \(debounce) debounce\(searched).")
    }
    let debouncing = search.searched.map { $0 >= cancelled } ?? true
    guard debouncing else {
      return language.pick("\(name) 在 \(facts.ms(cancelled)) 被取消，那时它已经在请求服务器。",
                           "\(name) was cancelled at \(facts.ms(cancelled)), after it had asked the server.")
    }
    if let searched = search.searched {
      return language.pick(
        "\(name) 在 \(facts.ms(cancelled)) 去抖时被取消，但 try? 吞掉了 CancellationError：它照样在 \(facts.ms(searched)) 请求了服务器。",
        "\(name) was cancelled at \(facts.ms(cancelled)) while debouncing, but try? swallowed the "
          + "CancellationError: it asked the server anyway at \(facts.ms(searched)).")
    }
    return language.pick("\(name) 在 \(facts.ms(cancelled)) 去抖时被取消，安静地返回，没有请求服务器。",
                         "\(name) was cancelled at \(facts.ms(cancelled)) while debouncing and returned quietly; "
                           + "\"\(search.query)\" never reached the server.")
  }

  /// Who wrote the results, and whether an older query's results replaced a newer one's.
  private func results(_ searches: [Search]) -> [String] {
    let writes = facts.changes(of: "results")
    guard !writes.isEmpty else {
      return [language.pick("没有结果写回模型。", "No results were written to the model.")]
    }
    func search(of event: TraceEvent) -> (index: Int, search: Search)? {
      guard let index = searches.firstIndex(where: { $0.task.name == event.task }) else { return nil }
      return (index, searches[index])
    }
    var points: [String] = []
    var newest: (index: Int, search: Search, at: Int64)?
    for write in writes {
      guard let (index, writer) = search(of: write) else { continue }
      if let shown = newest, index < shown.index {
        let cancelled = writer.task.cancelledAt.map {
          language.pick("，它在 \(facts.ms($0)) 已被取消", ", cancelled at \(facts.ms($0))")
        } ?? ""
        points.append(language.pick(
          "在 \(facts.ms(write.nanos))，旧查询 \"\(writer.query)\" 的结果（\(writer.task.name)\(cancelled)）"
            + "覆盖了较新查询 \"\(shown.search.query)\" 在 \(facts.ms(shown.at)) 写入的结果。",
          "At \(facts.ms(write.nanos)) the results of the older query \"\(writer.query)\" (\(writer.task.name)"
            + "\(cancelled)) overwrote those of the newer query \"\(shown.search.query)\", written at "
            + "\(facts.ms(shown.at))."))
      }
      newest = (index, writer, write.nanos)
    }
    let finalQuery = facts.changes(of: "query").last?.to.flatMap(TraceFacts.unquote) ?? ""
    if let last = writes.last, let (_, writer) = search(of: last) {
      if writer.query.isEmpty {
        points.append(language.pick("最后输入框是空的，列表也清空了：回到了空闲状态。",
                                    "The screen ends with an empty field and no results: back to idle."))
      } else if writer.query == finalQuery {
        points.append(language.pick(
          "最后屏幕显示 \"\(writer.query)\" 的结果，正是输入框里的查询。",
          "The screen ends with the results for \"\(writer.query)\", the query in the field."))
      } else {
        points.append(language.pick(
          "最后屏幕显示 \"\(writer.query)\" 的结果，而输入框里是 \"\(finalQuery)\"：过期的结果赢了。要让被取消的任务不再写回（cancellation=handled）。",
          "The screen ends with the results for \"\(writer.query)\" while the field says \"\(finalQuery)\": stale "
            + "results won. A cancelled task must not write back (cancellation=handled)."))
      }
    }
    return points
  }
}

extension TraceFacts {
  /// A traced string value without its quotes (`"sw"` → `sw`); other values unchanged.
  static func unquote(_ value: String) -> String {
    value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"") ? String(value.dropFirst().dropLast()) : value
  }
}
