import CVirtualClock

extension Simulation {
  /// Tells the run in progress that its code tried to start a process (`fork`, `posix_spawn`, `system`, `Process`):
  /// like a thread, a process runs outside virtual time, so the run escapes here and its trace stops at this
  /// instant. `what` names the call, e.g. `posix_spawn /bin/sh`. Returns whether a run on this thread took note
  /// (the caller then refuses the call); false outside a run and on other threads.
  ///
  /// The engine does not see processes itself: a host that interposes the calls (asyncplay's `CSandbox`) reports
  /// them here.
  @discardableResult
  public static func noteProcessStart(_ what: String) -> Bool {
    guard isRecording, vclock_on_simulation_thread() != 0 else { return false }
    SimulationScheduler.shared.processStarted(what)
    return true
  }
}

extension Simulation {
  /// Where this process keeps the number of jobs the current run has run: 8 bytes `VCLKPROG`, then the count (both
  /// little-endian 64-bit words). A parent that watches a child run reads it through `/proc/PID/mem` to tell a loop
  /// that only yields (the count keeps growing) from a job that never ends.
  public static var progressAddress: UInt { UInt(bitPattern: vclock_progress_address()) }
}

extension Simulation {
  /// Stops the run in progress here, as work that escaped the simulator, with `what` as its report: for a call the
  /// simulator cannot run faithfully (`what` names it, the user's line, and what to do instead). Returns whether a
  /// run on this thread took note; outside a run it does nothing.
  @discardableResult
  public static func refuse(_ what: String) -> Bool {
    guard isRecording, vclock_on_simulation_thread() != 0 else { return false }
    SimulationScheduler.shared.refuse(what)
    return true
  }
}
