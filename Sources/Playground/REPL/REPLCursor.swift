import AsyncSimulation

/// Where the REPL stands in a run: how many of the trace's events have been passed, and the virtual time.
///
/// The time can lie between events (`advance 50ms`). Every passed event happened at or before `time`; the next
/// event happens at or after it (several events can share an instant, and `step` passes them one at a time).
struct REPLCursor: Equatable, Sendable {
  /// How many events (of the trace's body, before `done`) have been passed.
  private(set) var position = 0
  /// The virtual time, in nanoseconds since the run began.
  private(set) var time: Int64 = 0

  /// The start of a run: nothing passed, 0 ms.
  static let start = REPLCursor()

  /// The cursor after the first `position` events of `events`, at the time of the last of them.
  init(position: Int = 0, in events: [TraceEvent] = []) {
    self.position = min(max(position, 0), events.count)
    self.time = self.position > 0 ? events[self.position - 1].nanos : 0
  }

  /// Passes the next `count` events; returns the range of events passed (empty at the end).
  mutating func step(_ count: Int, in events: [TraceEvent]) -> Range<Int> {
    let from = min(position, events.count)
    let to = min(from + max(count, 0), events.count)
    position = to
    if to > from { time = max(time, events[to - 1].nanos) }
    return from..<to
  }

  /// Goes back over `count` events, to the time of the last event still passed (0 ms at the start); returns how
  /// many it went back.
  mutating func back(_ count: Int, in events: [TraceEvent]) -> Int {
    let from = min(position, events.count)
    let to = max(from - max(count, 0), 0)
    self = REPLCursor(position: to, in: events)
    return from - to
  }

  /// Moves to `target` (clamped to the run's span): forward, passing every event at or before it, or back, undoing
  /// every event after it. Returns the events passed going forward (empty going back).
  mutating func move(to target: Int64, in events: [TraceEvent]) -> Range<Int> {
    let end = events.last?.nanos ?? 0
    let target = min(max(target, 0), end)
    let from = min(position, events.count)
    if target >= time {
      var to = from
      while to < events.count, events[to].nanos <= target { to += 1 }
      position = to
      time = target
      return from..<to
    }
    var to = from
    while to > 0, events[to - 1].nanos > target { to -= 1 }
    position = to
    time = target
    return from..<from
  }

  /// Passes every remaining event; returns them.
  mutating func finish(in events: [TraceEvent]) -> Range<Int> {
    step(events.count, in: events)
  }
}
