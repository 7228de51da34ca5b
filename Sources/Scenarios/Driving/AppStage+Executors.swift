import AsyncSimulation

extension AppStage {
  /// From now on every event of the run names the executor it ran on (`[main]` or `[default]` in the trace), for a
  /// lesson about where code runs. An exercise's driver sees nothing of the engine, so it asks here, before showing
  /// the view, as the scenario's driver does.
  public func recordExecutors() {
    TraceLog.recordExecutors()
  }
}
