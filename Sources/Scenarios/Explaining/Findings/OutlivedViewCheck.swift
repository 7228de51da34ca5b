import AsyncSimulation

/// Work that outlives its view: a task that belongs to a view — started by its `.task`-style modifier (`.task in
/// StoryPage`), or an unstructured `Task {}` started by `main` at the instant the view appeared (`onAppear { Task {}
/// }`) — and that sends a request, has one answered, or writes a property after the view disappeared.
struct OutlivedViewCheck {
  let context: TraceReviewContext

  func findings() -> [TraceFinding] {
    var found: [TraceFinding] = []
    var reportedTasks: Set<String> = []
    // Each start of a task is an instance of it: a relaunched app's `.task in MemoListView` has the same name as the
    // one before, and what the new one does is not the old one's late work.
    for start in context.events where start.kind == .taskStart {
      guard let name = start.task, name != "main", !reportedTasks.contains(name),
            let line = context.lifeline(name), let view = owner(of: line, start: start),
            let gone = context.events.first(where: { $0.kind == .disappear && $0.name == view && $0.seq > start.seq })
      else { continue }
      let restart = context.events.first { $0.kind == .taskStart && $0.task == name && $0.seq > start.seq }?.seq
        ?? Int.max
      // A request's end counts only when it was answered: one cut short by the cancellation did no more work.
      let late = context.events.first {
        $0.seq > gone.seq && $0.seq < restart && context.descends($0.task ?? "", from: name)
          && ($0.kind == .state || ($0.kind == .request && $0.outcome != "cancelled"))
      }
      guard let late else { continue }
      reportedTasks.insert(name)
      found.append(finding(task: line, view: view, gone: gone, late: late))
    }
    return found.sorted { $0.nanos < $1.nanos }
  }

  /// The view the task started by `start` belongs to.
  private func owner(of line: TaskLifeline, start: TraceEvent) -> String? {
    // A view modifier's task is named after it: `.task in StoryPage`, `.task(id: "s") in SearchView #2`.
    let label = start.label ?? line.name
    if label.hasPrefix("."), let range = label.range(of: " in ", options: .backwards) {
      return label[range.upperBound...].split(separator: " ").first.map(String.init)
    }
    // An unstructured task `main` started in the instant a view appeared, with nothing else appearing in between.
    guard start.parent == "main",
          let appeared = context.events.last(where: { $0.kind == .appear && $0.seq < start.seq }),
          appeared.nanos == start.nanos else { return nil }
    return appeared.name
  }

  private func finding(task: TaskLifeline, view: String, gone: TraceEvent, late: TraceEvent) -> TraceFinding {
    let language = context.language
    let what: (zh: String, en: String)
    var property: String?
    var request: String?
    switch late.kind {
    case .state:
      property = late.name
      what = ("把 \(late.name ?? "") 设成了 \(context.value(late.to))",
              "set \(late.name ?? "") to \(context.value(late.to))")
    default:
      request = late.label
      what = late.outcome == nil
        ? ("发出了 \(late.label ?? "")", "sent \(late.label ?? "")")
        : ("收到了 \(late.label ?? "") 的回答（\(late.outcome ?? "")）",
           "had \(late.label ?? "") answered (\(late.outcome ?? ""))")
    }
    let unstructured = (task.label ?? task.name).hasPrefix(".") ? (zh: "", en: "")
      : (zh: "（onAppear 里的 Task {}）", en: " (a Task {} started as it appeared)")
    let by = late.task == task.name ? "" : language.pick("（由它创建的 \(late.task ?? "")）", " (through \(late.task ?? ""))")
    let sentence = language.pick(
      "工作比视图活得长：\(task.name)\(unstructured.zh)属于 \(view)，\(view) 在 \(context.ms(gone.nanos)) "
        + "消失了，它却在 \(context.ms(late.nanos))\(by)\(what.zh)。",
      "Work outlived its view: \(task.name)\(unstructured.en) belongs to \(view), which disappeared at "
        + "\(context.ms(gone.nanos)), yet at \(context.ms(late.nanos)) it\(by) \(what.en).")
    return TraceFinding(kind: .outlivedView, nanos: late.nanos, property: property, task: task.name,
                        request: request, sentence: sentence)
  }
}
