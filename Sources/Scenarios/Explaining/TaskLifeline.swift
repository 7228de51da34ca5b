import AsyncSimulation

/// One task's life as a trace shows it, up to some event: when it started, slept, worked, waited on continuations,
/// was cancelled and ended.
/// Both the `tasks` table and the timeline are drawn from these.
public struct TaskLifeline: Equatable, Sendable {
  /// A stretch of time the task spent suspended in a known way.
  public struct Span: Equatable, Sendable {
    /// What the task was doing.
    public enum Kind: Equatable, Sendable {
      /// In `Task.sleep`.
      case sleeping
      /// In simulated CPU work.
      case working
      /// Holding its thread with synchronous work.
      case blocking
      /// Ready to go on (its timer fired) but waiting for the main actor, whose thread is blocked (a `ready` event
      /// until the task's next event).
      case waitingForMainActor
      /// Ready to go on but waiting for a thread of the default executor's pool, all of which are blocked.
      case waitingForPoolThread

      /// Whether the task was ready and only waited for a thread.
      public var isWaitingForThread: Bool { self == .waitingForMainActor || self == .waitingForPoolThread }
    }

    /// What the task was doing.
    public var kind: Kind
    /// When the span began (ns).
    public var from: Int64
    /// When it was due to end (ns).
    public var due: Int64
    /// When it actually ended (ns), nil while it lasts.
    public var ended: Int64?
  }

  /// A stretch of time the task spent parked on a continuation (a `wait` event, until its `resume`).
  public struct Wait: Equatable, Sendable {
    /// Where it waited, e.g. `withCheckedContinuation in receive()`.
    public var label: String
    /// When it parked (ns).
    public var from: Int64
    /// When it was resumed (ns), nil while it waits.
    public var ended: Int64?
    /// How the wait ended (`returned`, `cancelled`, `threw …`), nil while it waits.
    public var outcome: String?
  }

  /// The task's name.
  public var name: String
  /// What started it, e.g. `.task(id: "s")`.
  public var label: String?
  /// The task that created it.
  public var parent: String?
  /// When it first ran (ns).
  public var start: Int64
  /// When it was seen cancelled (ns).
  public var cancelledAt: Int64?
  /// What cancelled it, as its `cancel` event's `by` says (`main`, `.task(id:) restart: query became "sw"`).
  public var cancelledBy: String?
  /// When it finished (ns) and how, if its end was recorded.
  public var end: (at: Int64, outcome: String)?
  /// Its sleeps and work, in order.
  public var spans: [Span] = []
  /// Its waits on continuations, in order.
  public var waits: [Wait] = []
  /// The time of its last event (ns).
  public var lastEvent: Int64

  public static func == (a: TaskLifeline, b: TaskLifeline) -> Bool {
    a.name == b.name && a.label == b.label && a.parent == b.parent && a.start == b.start
      && a.cancelledAt == b.cancelledAt && a.cancelledBy == b.cancelledBy && a.end?.at == b.end?.at && a.end?.outcome == b.end?.outcome
      && a.spans == b.spans && a.waits == b.waits && a.lastEvent == b.lastEvent
  }

  /// The lifelines of every task in `events`, in order of first appearance.
  public static func build(from events: some Sequence<TraceEvent>) -> [TaskLifeline] {
    var lines: [TaskLifeline] = []
    var index: [String: Int] = [:]
    for event in events {
      guard let name = event.task else { continue }
      let i: Int
      if let known = index[name] {
        i = known
      } else {
        i = lines.count
        index[name] = i
        lines.append(TaskLifeline(name: name, label: nil, parent: nil, start: event.nanos, lastEvent: event.nanos))
      }
      lines[i].lastEvent = event.nanos
      if event.kind != .ready, let last = lines[i].spans.indices.last, lines[i].spans[last].ended == nil,
         lines[i].spans[last].kind.isWaitingForThread {
        // The task ran again: its wait for a thread is over.
        lines[i].spans[last].ended = event.nanos
        lines[i].spans[last].due = event.nanos
      }
      if event.kind != .wake, let last = lines[i].spans.indices.last, lines[i].spans[last].ended == nil,
         lines[i].spans[last].kind == .working, event.nanos >= lines[i].spans[last].due {
        // Simulated work resumes without a wake event: the task's next event at or after the due time closes the
        // span. (A cancel event before then is recorded on the task but does not stop its work.)
        lines[i].spans[last].ended = event.nanos
      }
      switch event.kind {
      case .taskStart:
        lines[i].label = event.label
        lines[i].parent = event.parent
        lines[i].start = event.nanos
      case .sleep:
        lines[i].spans.append(Span(kind: .sleeping, from: event.nanos, due: event.untilNanos ?? event.nanos))
      case .work:
        lines[i].spans.append(Span(kind: .working, from: event.nanos, due: event.untilNanos ?? event.nanos))
      case .block:
        let until = event.untilNanos ?? event.nanos
        lines[i].spans.append(Span(kind: .blocking, from: event.nanos, due: until, ended: until))
      case .ready:
        lines[i].spans.append(Span(kind: event.waitingFor == "main" ? .waitingForMainActor : .waitingForPoolThread,
                                   from: event.nanos, due: event.nanos))
      case .wake:
        if let last = lines[i].spans.indices.last, lines[i].spans[last].ended == nil {
          lines[i].spans[last].ended = event.nanos
        }
      case .cancel:
        if lines[i].cancelledAt == nil {
          lines[i].cancelledAt = event.nanos
          lines[i].cancelledBy = event.by
        }
      case .taskEnd:
        lines[i].end = (event.nanos, event.outcome ?? "returned")
      case .wait:
        lines[i].waits.append(Wait(label: event.label ?? "withCheckedContinuation", from: event.nanos))
      case .resume:
        if let last = lines[i].waits.indices.last, lines[i].waits[last].ended == nil {
          lines[i].waits[last].ended = event.nanos
          lines[i].waits[last].outcome = event.outcome ?? "returned"
        }
      default:
        break
      }
    }
    return lines
  }

  /// The wait the task is parked in at the end of the events it was built from, if any.
  public var openWait: Wait? { waits.last.flatMap { $0.ended == nil ? $0 : nil } }

  /// The task's sleeps, each ended when the task ran again: a sleep whose timer fired while the thread the task needs
  /// was blocked ends when that wait does (a frame drawn late), not at its wake.
  public var sleepsUntilRunning: [Span] {
    spans.indices.compactMap { index in
      guard spans[index].kind == .sleeping else { return nil }
      var sleep = spans[index]
      if index + 1 < spans.count, spans[index + 1].kind.isWaitingForThread, let ran = spans[index + 1].ended {
        sleep.ended = ran
      }
      return sleep
    }
  }

  /// The span the task is in at `time`, if it is suspended in one.
  public func span(at time: Int64) -> Span? {
    spans.last { $0.from <= time && ($0.ended.map { time < $0 } ?? true) }
  }
}
