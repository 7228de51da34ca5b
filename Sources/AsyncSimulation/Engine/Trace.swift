/// The complete record of one run: its events in order, ending with a `done` event.
public struct Trace: Sendable, Equatable {
  /// How a run ended.
  public enum Outcome: String, Sendable {
    /// Every task finished (or was left waiting only on orphaned timers).
    case finished
    /// Nothing could run, no timer was pending, and the scenario had not returned.
    case deadlock
    /// A budget (virtual time, events, or jobs) stopped a runaway scenario.
    case budget
    /// Work ran outside the simulator (Dispatch, threads), so the run could not be simulated faithfully.
    case escaped
    /// The run's code crashed (a Swift runtime trap or `abort`): the trace goes up to the crash.
    case crashed

    /// The exit status of a child process whose run ended this way.
    public var exitStatus: Int32 {
      switch self {
      case .finished: 0
      case .deadlock: 3
      case .budget: 4
      case .escaped: 5
      // The process ends by the crash's signal; a parent reports the crash as it reports a failure.
      case .crashed: 1
      }
    }

    /// The outcome that a child's exit status stands for, if any.
    public init?(exitStatus: Int32) {
      guard let match = [Outcome.finished, .deadlock, .budget, .escaped].first(where: { $0.exitStatus == exitStatus })
      else { return nil }
      self = match
    }
  }

  /// All events, the last one of kind `done`.
  public var events: [TraceEvent]

  /// Creates a trace from events (the last should be `done`).
  public init(events: [TraceEvent]) { self.events = events }

  /// The closing `done` event, if present.
  public var done: TraceEvent? { events.last.flatMap { $0.kind == .done ? $0 : nil } }

  /// This trace with its `done` event naming `profile`, the project settings its program was compiled with.
  public func compiled(with profile: String) -> Trace {
    guard done != nil else { return self }
    var trace = self
    trace.events[trace.events.count - 1].profile = profile
    return trace
  }

  /// How the run ended (from the `done` event); `finished` when it is missing.
  public var outcome: Outcome { done?.outcome.flatMap(Outcome.init(rawValue:)) ?? .finished }

  /// The time of the last event other than `done`: when the run's observable work ended. (Not the clock's final
  /// reading: a cancelled `Task.sleep` leaves an orphaned timer that would move it later.)
  public var endNanos: Int64 { events.last(where: { $0.kind != .done })?.nanos ?? 0 }

  /// The events before `done`.
  public var body: ArraySlice<TraceEvent> { done == nil ? events[...] : events.dropLast() }

  /// The trace as JSON Lines, one object per event, each line ending in `\n`.
  public var jsonLines: String {
    var out = ""
    out.reserveCapacity(events.count * 80)
    for event in events {
      out += event.jsonLine
      out += "\n"
    }
    return out
  }

  /// Parses JSON Lines produced by ``jsonLines``. Throws ``TraceFormatError`` naming the line that is wrong.
  public init(jsonLines: String) throws {
    var events: [TraceEvent] = []
    var lineNumber = 0
    for line in JSONLines.split(jsonLines) {
      lineNumber += 1
      if line.isEmpty { continue }
      events.append(try TraceEvent(jsonLine: line, lineNumber: lineNumber))
    }
    self.events = events
  }
}
