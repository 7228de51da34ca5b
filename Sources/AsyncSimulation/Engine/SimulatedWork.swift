import CVirtualClock

/// CPU-bound work, simulated: the calling task is busy for a stretch of time and does not look at cancellation,
/// like a tight computation loop on another core. Other tasks keep running meanwhile.
///
/// In a virtual run the task resumes exactly `duration` later and the trace shows a `work` span; in a real run the
/// thread really spins for `duration`.
public enum SimulatedWork {
  /// Synchronous work that holds the thread running it for `duration`, as a blocking call does (`Thread.sleep`):
  /// the job's executor gets nothing else done meanwhile. Called on the main actor, it freezes the UI — frames
  /// cannot be drawn, and main-actor jobs due meanwhile run late; called in a `@concurrent` function, it keeps one of
  /// the default executor's threads busy, and the main actor goes on.
  public static func block(for duration: Duration) {
    let scheduler = SimulationScheduler.shared
    guard scheduler.recorder != nil, scheduler.isOnSimulationThread else {
      spin(for: duration)
      return
    }
    scheduler.blockThread(for: duration.nanosecondsClamped)
  }

  /// Keeps the current task busy for `duration`, ignoring cancellation.
  public static func perform(for duration: Duration) async {
    guard let recorder = SimulationScheduler.shared.recorder, SimulationScheduler.shared.isOnSimulationThread else {
      spin(for: duration)
      return
    }
    let scheduler = SimulationScheduler.shared
    let until = scheduler.deadline(after: duration)
    recorder.recordSpan(.work, until: until)
    let watch = recorder.watchCurrentTask()
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      scheduler.resume(continuation, at: until)
    }
    recorder.unwatch(watch)
  }

  /// Outside a virtual run (a `--real` run, whose recorder is not the virtual scheduler's), work is real: the thread
  /// spins for `duration`.
  private static func spin(for duration: Duration) {
    let end = VirtualClock.wallNanos() + duration.nanosecondsClamped
    while VirtualClock.wallNanos() < end {}
  }
}
