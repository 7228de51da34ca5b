/// What a run came to, without its events (see ``Simulation/runSummary(_:_:)``).
public struct RunSummary: Sendable, Equatable {
  /// How the run ended.
  public var outcome: Trace.Outcome
  /// The time of the last event (as ``Trace/endNanos``).
  public var endNanos: Int64
  /// How many events the trace would hold, `done` included.
  public var events: Int
  /// How many tasks ran.
  public var tasks: Int
  /// How many tasks were cancelled.
  public var cancelled: Int
  /// The diagnostic of a run that did not finish.
  public var report: String?
}
