extension Trace {
  /// A compact, language-neutral text form of the trace, one line per event, for snapshot files and diffs:
  ///
  /// ```
  ///      0 ms  main    task_start
  ///      0 ms  task#1  sleep until 100 ms
  ///     40 ms  task#2  print 订单请求完成
  ///    100 ms  -       done finished · 3 tasks · 0 cancelled
  /// ```
  ///
  /// In a run that records executors, an event's executor comes before its kind: `task#1  [main] print …`.
  public var outline: String {
    let timeWidth = events.reduce(1) { max($0, Milliseconds.format($1.nanos).count) }
    let taskWidth = events.reduce(1) { max($0, ($1.task ?? "-").count) }
    var out = ""
    for e in events {
      let time = Milliseconds.format(e.nanos)
      var line = String(repeating: " ", count: timeWidth - time.count) + time + " ms  "
      let task = e.kind == .done ? "-" : (e.task ?? "-")
      line += task + String(repeating: " ", count: max(taskWidth - task.count, 0)) + "  "
      if let executor = e.executor { line += "[\(executor)] " }
      line += e.kind.rawValue
      switch e.kind {
      case .taskStart:
        if let label = e.label { line += " " + label }
        if let parent = e.parent { line += " (parent \(parent))" }
      case .sleep, .work, .block: line += " until " + Milliseconds.format(e.untilNanos ?? 0) + " ms"
      case .wake, .taskEnd, .resume: line += e.outcome.map { " " + $0 } ?? ""
      case .wait: line += e.label.map { " " + $0 } ?? ""
      case .ready: line += " waiting for " + (e.waitingFor ?? "?")
      case .runtimeWarning, .action, .data: line += " " + (e.text ?? "")
      case .log: line += " [\(e.level ?? "?")]" + (e.label.map { " " + $0 } ?? "") + " " + (e.text ?? "")
      case .appear, .disappear: line += " " + (e.name ?? "?")
      case .request: line += " " + (e.label ?? "?") + (e.outcome.map { " → " + $0 } ?? "")
      case .state: line += " \(e.name ?? "?"): \(e.from ?? "?") → \(e.to ?? "?")"
      case .print, .screen: line += " " + (e.text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        .joined(separator: " ⏎ ")
      case .cancel: break
      case .done:
        line += " \(e.outcome ?? "finished") · \(e.tasks ?? 0) tasks · \(e.cancelled ?? 0) cancelled"
        if let report = e.report { line += "\n" + report }
      }
      out += line + "\n"
    }
    return out
  }
}
