import AsyncSimulation

/// The same request twice in flight: a request sent (same method and URL) while an identical one was still on its
/// way — a load started again without a guard, or a view that appeared again while its first load was running.
struct DuplicateRequestCheck {
  let context: TraceReviewContext

  func findings() -> [TraceFinding] {
    var found: [TraceFinding] = []
    var reported: Set<String> = []
    for (index, second) in context.requests.enumerated() where !reported.contains(second.label) {
      guard let first = context.requests[..<index].first(where: {
        $0.label == second.label && $0.inFlight(at: second.sentSeq)
      }) else { continue }
      reported.insert(second.label)
      let ends = first.ended.map { (zh: "它在 \(context.ms($0)) 才结束", en: "it ended only at \(context.ms($0))") }
        ?? (zh: "运行结束时它还在路上", en: "it was still on its way when the run ended")
      let sentence = context.language.pick(
        "同一个请求同时发了两次：\(context.ms(second.sent)) 时 \(second.task) 又发出 \(second.label)，而 "
          + "\(first.task) 在 \(context.ms(first.sent)) 发出的同一个请求还在路上（\(ends.zh)）。",
        "The same request twice in flight: at \(context.ms(second.sent)) \(second.task) sent \(second.label) while "
          + "\(first.task)'s identical request, sent at \(context.ms(first.sent)), was still on its way (\(ends.en)).")
      found.append(TraceFinding(kind: .duplicateRequest, nanos: second.sent, property: nil, task: second.task,
                                request: second.label, sentence: sentence))
    }
    return found
  }
}
