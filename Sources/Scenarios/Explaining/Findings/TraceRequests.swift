import AsyncSimulation

/// The simulated requests of a trace, each from its start (`request` without an outcome) to its end (the same task's
/// `request` with the same label and an outcome).
struct TraceRequest: Equatable, Sendable {
  /// The task that sent it.
  var task: String
  /// `GET https://api.example.com/repos?q=s`.
  var label: String
  /// When it was sent (ns) and the position of that event.
  var sent: Int64
  var sentSeq: Int
  /// When it ended (ns), the position of that event and how (`200`, `cancelled`, `URLError(.timedOut)`), nil while
  /// in flight at the end.
  var ended: Int64?
  var endedSeq: Int?
  var outcome: String?

  /// Whether it was in flight at `nanos` (sent at or before, not yet ended).
  func inFlight(at seq: Int) -> Bool { sentSeq < seq && (endedSeq.map { $0 > seq } ?? true) }

  /// Every request in `events`, in the order they were sent.
  static func all(in events: [TraceEvent]) -> [TraceRequest] {
    var requests: [TraceRequest] = []
    for event in events where event.kind == .request {
      guard let task = event.task, let label = event.label else { continue }
      if let outcome = event.outcome {
        if let open = requests.firstIndex(where: { $0.task == task && $0.label == label && $0.endedSeq == nil }) {
          requests[open].ended = event.nanos
          requests[open].endedSeq = event.seq
          requests[open].outcome = outcome
        }
      } else {
        requests.append(TraceRequest(task: task, label: label, sent: event.nanos, sentSeq: event.seq))
      }
    }
    return requests
  }
}
