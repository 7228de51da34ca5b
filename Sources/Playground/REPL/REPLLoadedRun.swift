import AsyncSimulation
import Scenarios
import TraceRendering

/// A simulated run the REPL steps through: its trace, what it was made from, and the column widths of its text
/// rendering, so that stepping prints each event exactly as `run` prints it.
struct REPLLoadedRun: Sendable {
  /// What the run was made from.
  let key: REPLRunKey
  /// The whole trace, `done` included.
  let trace: Trace
  /// The events before `done`, which the cursor moves over.
  let events: [TraceEvent]
  /// The trace's columns on a terminal as wide as the session's, as ``TextRenderer/render(_:)`` lays out the whole
  /// trace: stepping through a run prints each event as `run` prints it.
  let columns: TraceColumns

  /// Wraps a trace made from `key`, to be shown `width` columns wide (nil: no limit).
  init(key: REPLRunKey, trace: Trace, width: Int? = nil) {
    self.key = key
    self.trace = trace
    events = Array(trace.body)
    columns = TraceColumns(events, width: width)
  }

  /// The time of the last event.
  var endNanos: Int64 { trace.endNanos }

  /// The text lines of the events in `range`, as `run` prints them; with `folding`, long runs of identical
  /// periodic events within the range are one line each, as `run` folds them (`trace` and `step` show every event).
  func lines(_ range: Range<Int>, renderer: TextRenderer, folding: Bool = false) -> String {
    renderer.lines(for: events, in: range, columns: columns, folding: folding)
  }
}
