extension Simulation {
  /// Asks for `update` to run on the main actor right after the current main-actor job ends — before any other job
  /// runs and before virtual time moves on — or, when asked off the main actor or between jobs, as soon as the main
  /// actor is free (the simulator is serial, so also right after the current job). Events `update` records belong
  /// to the task of the job that asked (a view's screen after a task changed its state is that task's).
  ///
  /// This is how a SwiftUI-like graph coalesces its work as SwiftUI does: a state change marks views dirty and
  /// requests one update; the update re-evaluates what is dirty, runs the lifecycle actions and commits a screen.
  /// Each call queues its closure once; a caller that may call several times before its update runs keeps its own
  /// "requested" flag, so that one update follows any number of changes. Outside a virtual run (and in a `--real`
  /// run), `update` runs as an ordinary main-actor job.
  public static func requestMainActorUpdate(_ update: @escaping @MainActor () -> Void) {
    let scheduler = SimulationScheduler.shared
    if recorder != nil, scheduler.recorder != nil, scheduler.isOnSimulationThread {
      scheduler.requestUpdate(update)
    } else {
      Task { @MainActor in update() }
    }
  }
}
