import AsyncSimulation
import Scenarios

/// A simulated run the REPL steps through: its trace, what it was made from, and the column widths of its text
/// rendering, so that stepping prints each event exactly as `run` prints it.
struct REPLLoadedRun: Sendable {
  /// What the run was made from.
  let key: REPLRunKey
  /// The whole trace, `done` included.
  let trace: Trace
  /// The events before `done`, which the cursor moves over.
  let events: [TraceEvent]
  /// The width of the time column (as ``TextRenderer/render(_:)`` computes it for the whole trace).
  let timeWidth: Int
  /// The width of the task column.
  let taskWidth: Int
  /// Whether the run records executors (a column of its own).
  let executorColumn: Bool

  /// Wraps a trace made from `key`.
  init(key: REPLRunKey, trace: Trace) {
    self.key = key
    self.trace = trace
    events = Array(trace.body)
    timeWidth = events.reduce(5) { max($0, Milliseconds.format($1.nanos).count) }
    taskWidth = events.reduce(4) { max($0, DisplayWidth.of($1.task ?? "-")) }
    executorColumn = events.contains { $0.executor != nil }
  }

  /// The time of the last event.
  var endNanos: Int64 { trace.endNanos }

  /// The text lines of the events in `range`, as `run` prints them; with `folding`, long runs of identical
  /// periodic events within the range are one line each, as `run` folds them (`trace` and `step` show every event).
  func lines(_ range: Range<Int>, renderer: TextRenderer, folding: Bool = false) -> String {
    renderer.lines(for: events, in: range, timeWidth: timeWidth, taskWidth: taskWidth, executorColumn: executorColumn,
                   folding: folding)
  }
}
