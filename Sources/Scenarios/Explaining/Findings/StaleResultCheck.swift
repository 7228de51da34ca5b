import AsyncSimulation

/// Stale results: a property that a task set from an older request (or, with no request, a task started earlier)
/// after another task had set it from a newer one — the out-of-order answers a search without cancellation shows.
/// A task that only carries an answer to the main actor (a `receive(on:)` or `DispatchQueue.main.async` hop) writes
/// what its creator was answered.
/// Writes by `main` (the user's own actions) are not results and are left out.
struct StaleResultCheck {
  let context: TraceReviewContext

  /// Where a write's value came from: the request the task last had answered, else the task itself.
  private struct Origin {
    var since: Int64
    var sinceSeq: Int
    var request: TraceRequest?
  }

  private struct Write {
    var event: TraceEvent
    var task: String
    var origin: Origin
  }

  func findings() -> [TraceFinding] {
    var writesByProperty: [String: [Write]] = [:]
    var found: [TraceFinding] = []
    var reported: Set<String> = []
    for event in context.events where event.kind == .state {
      guard let name = event.name, let task = event.task, task != "main", let origin = origin(of: event, by: task)
      else { continue }
      let earlier = writesByProperty[name] ?? []
      let write = Write(event: event, task: task, origin: origin)
      writesByProperty[name, default: []].append(write)
      // The newest result written before this one, by another task.
      guard !reported.contains(name),
            let newer = earlier.filter({ $0.task != task }).max(by: { $0.origin.sinceSeq < $1.origin.sinceSeq }),
            newer.origin.sinceSeq > origin.sinceSeq, newer.event.to != event.to else { continue }
      reported.insert(name)
      found.append(finding(stale: write, newer: newer, property: name))
    }
    return found
  }

  private func origin(of write: TraceEvent, by task: String) -> Origin? {
    if let request = context.lastAnswered(by: task, before: write.seq) {
      return Origin(since: request.sent, sinceSeq: request.sentSeq, request: request)
    }
    guard let start = context.events.last(where: { $0.task == task && $0.kind == .taskStart && $0.seq < write.seq })
    else { return nil }
    // A hop to the main actor (Combine's receive(on:), DispatchQueue.main.async, a Task the completion handler
    // starts) writes what its creator was answered: the creator's request that ended last before the hop started.
    if let creator = start.parent, creator != "main",
       let request = context.requests.filter({ $0.task == creator && ($0.endedSeq ?? .max) < start.seq })
         .max(by: { ($0.endedSeq ?? 0) < ($1.endedSeq ?? 0) }) {
      return Origin(since: request.sent, sinceSeq: request.sentSeq, request: request)
    }
    return Origin(since: start.nanos, sinceSeq: start.seq, request: nil)
  }

  private func finding(stale: Write, newer: Write, property: String) -> TraceFinding {
    let language = context.language
    // `task#2's GET …?q=s, sent at 50 ms` / `the answer of task#2, started at 50 ms`.
    func source(_ write: Write) -> (zh: String, en: String) {
      if let request = write.origin.request {
        return ("\(write.task) 在 \(context.ms(request.sent)) 发出的 \(request.label)",
                "\(request.label), sent at \(context.ms(request.sent))")
      }
      return ("\(write.task)（\(context.ms(write.origin.since)) 开始）",
              "its work, started at \(context.ms(write.origin.since))")
    }
    let old = source(stale)
    let new = source(newer)
    let sentence = language.pick(
      "旧结果覆盖了新结果：\(context.ms(stale.event.nanos)) 时 \(property) 被 \(old.zh) 的结果改成 "
        + "\(context.value(stale.event.to))，而 \(context.ms(newer.event.nanos)) 时它已经是更新的 \(new.zh) 的结果"
        + "（\(context.value(newer.event.to))）。屏幕最后显示的是过时的答案。",
      "Stale result: at \(context.ms(stale.event.nanos)) \(stale.task) set \(property) to "
        + "\(context.value(stale.event.to)) from the older \(old.en), after \(newer.task) had set it at "
        + "\(context.ms(newer.event.nanos)) to \(context.value(newer.event.to)) from the newer \(new.en): the older "
        + "answer arrived last and won.")
    return TraceFinding(kind: .staleResult, nanos: stale.event.nanos, property: property, task: stale.task,
                        request: stale.origin.request?.label, sentence: sentence)
  }
}
