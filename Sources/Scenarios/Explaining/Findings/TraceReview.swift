import AsyncSimulation
import TextBase

/// The analyses `explain` makes of any run — a preview of the user's own view, a sandbox file, a scenario — from its
/// trace alone, without knowing the program: the pitfalls the lessons teach (``TraceFinding/Kind``), each found where
/// the trace shows it, with the property, task, request and virtual times involved.
public struct TraceReview: Sendable {
  /// The run's events (everything before `done`).
  let events: [TraceEvent]
  /// How the run ended (`finished`, `budget`, `deadlock`…), from its `done` event; nil when unknown.
  let outcome: String?
  /// The language of the sentences.
  let language: Language

  /// A review of the run whose body is `events` and whose `done` event said `outcome`.
  public init(events: [TraceEvent], outcome: String?, language: Language) {
    self.events = events
    self.outcome = outcome
    self.language = language
  }

  /// Everything found, in the order of ``TraceFinding/Kind``, each kind's findings in time order.
  public func findings() -> [TraceFinding] {
    let context = TraceReviewContext(events: events, language: language)
    return StaleResultCheck(context: context).findings()
      + CancellationShownCheck(context: context).findings()
      + OutlivedViewCheck(context: context).findings()
      + DuplicateRequestCheck(context: context).findings()
      + BlockedMainActorCheck(context: context).findings()
      + LeftRunningCheck(context: context, outcome: outcome).findings()
  }
}

/// What every check of a ``TraceReview`` reads: the events, the requests and tasks in them, and how to write times
/// and values.
struct TraceReviewContext: Sendable {
  let events: [TraceEvent]
  let requests: [TraceRequest]
  let lifelines: [TaskLifeline]
  let language: Language

  init(events: [TraceEvent], language: Language) {
    self.events = events
    self.requests = TraceRequest.all(in: events)
    self.lifelines = TaskLifeline.build(from: events)
    self.language = language
  }

  /// `760 ms`.
  func ms(_ nanos: Int64) -> String { Milliseconds.format(nanos) + " ms" }

  /// A traced value short enough for a sentence: its first 40 characters, then `…`.
  func value(_ text: String?) -> String {
    let text = text ?? "nil"
    return text.count > 40 ? String(text.prefix(39)) + "…" : text
  }

  /// The lifeline of `task`.
  func lifeline(_ task: String) -> TaskLifeline? { lifelines.first { $0.name == task } }

  /// The last request `task` finished before the event numbered `seq` (whose answer a write then is likely made
  /// of).
  func lastAnswered(by task: String, before seq: Int) -> TraceRequest? {
    requests.last { $0.task == task && ($0.endedSeq.map { $0 < seq } ?? false) }
  }

  /// Whether `task` is `ancestor` or was created, directly or not, by it.
  func descends(_ task: String, from ancestor: String) -> Bool {
    var current: String? = task
    var seen = 0
    while let name = current, seen < lifelines.count + 1 {
      if name == ancestor { return true }
      current = lifeline(name)?.parent
      seen += 1
    }
    return false
  }
}
