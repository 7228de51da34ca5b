import CVirtualClock

// The one-paragraph reports of runs that did not finish.
extension Simulation {
  /// When the simulation idles while threads from before the run exist, work on them may still be about to
  /// enqueue: give it a moment (real time) before calling the run a deadlock. True when a foreign job arrived.
  static func otherThreadsWillEnqueue(_ scheduler: SimulationScheduler, baseline: Int) -> Bool {
    func foreign() -> Bool {
      scheduler.foreignEnqueues.load(ordering: .relaxed) + (scheduler.recorder?.foreignCalls.load(ordering: .relaxed)
        ?? 0) > 0
    }
    if foreign() { return true }
    // The carriers are the engine's own threads (see VirtualThreads.swift).
    guard Int(vclock_thread_count()) > 1 + Int(vclock_carrier_count()) else { return false }
    for _ in 0..<20 {
      if foreign() { return true }
      vclock_real_sleep_ns(5_000_000)
    }
    return false
  }

  /// What escaped, and when: the same words whatever the race between the threads (the trace ends there too).
  static func escapeReport(_ escape: TraceRecorder.Escape?) -> String {
    let at = escape.map { " at \(Milliseconds.format($0.nanos)) ms" } ?? ""
    let what: String
    switch escape?.cause {
    case .threadStarted?:
      what = "the scenario started a thread of its own (Thread, a DispatchSource, a run loop)"
    case .foreignThread?, nil:
      what = "a job was enqueued, or an event recorded, from a thread outside the simulation"
    case .processStarted(let call)?:
      what = "the scenario tried to start a process (\(call)), which was refused"
    case .unsimulated(let what)?:
      return "work escaped the simulator\(at): \(what)"
    }
    if case .processStarted? = escape?.cause {
      return "work escaped the simulator\(at): \(what); a process runs outside virtual time, so the trace stops at "
        + "that point\nscenarios must not start processes (fork, posix_spawn, system, Process); simulate what the "
        + "process would do with Task and Task.sleep"
    }
    return "work escaped the simulator\(at): \(what); what runs there is outside virtual time, so the trace stops "
      + "at that point\nscenarios must not start threads of their own; use Task, async let, task groups and "
      + "Task.sleep (Dispatch queues and timers are simulated)"
  }

  /// The most stuck tasks a deadlock report lists one by one.
  static let stuckTasksListed = 12

  static func deadlockReport(recorder: TraceRecorder, at now: Int64) -> String {
    var lines = ["deadlock at \(Milliseconds.format(now)) ms: no job can run, no timer is pending, "
      + "and the scenario has not returned"]
    let stuck = recorder.stuckTasks()
    for task in stuck.prefix(stuckTasksListed) {
      let since = Milliseconds.format(task.since)
      if let label = task.waitingIn {
        lines.append("  \(task.name) is waiting in \(label) since \(since) ms")
      } else {
        lines.append("  \(task.name) is suspended since \(since) ms, in an await the simulator cannot see into "
          + "(another task's value, a task group, an AsyncStream, …)")
      }
    }
    if stuck.count > stuckTasksListed { lines.append("  … and \(stuck.count - stuckTasksListed) more tasks") }
    return lines.joined(separator: "\n")
  }

  /// The report of a run stopped by its event budget.
  static func eventBudgetReport(_ options: SimulationOptions, at now: Int64) -> String {
    "stopped at \(Milliseconds.format(now)) ms: the run recorded more than \(options.maxEvents) events "
      + "(the event budget)" + SimulationOptions.BudgetHints.raise(options.budgetHints.events)
  }
}
