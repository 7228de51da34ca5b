import Synchronization

extension Simulation {
  /// A `--real` run: the same code on Dispatch and the real clock (see ``SimulationOptions/Mode/real``). It ends
  /// when the root has returned and every task has ended — or when nothing can run any more for
  /// ``SimulationOptions/realDeadlockAfter`` — or at the real-time limit (`maxVirtualTime`), which is a budget,
  /// never `finished`.
  static func runReal(_ options: SimulationOptions,
                      _ body: @escaping @MainActor @Sendable () async -> Void) -> Trace {
    prepareReal()
    let start = VirtualClock.wallNanos()
    // Real times are rounded to 0.1 ms: finer digits would only be noise from the machine.
    let recorder = TraceRecorder(maxEvents: options.maxEvents, concurrent: true, now: {
      (VirtualClock.wallNanos() - start + 50_000) / 100_000 * 100_000
    })
    RealScheduler.shared.begin(recorder: recorder)
    beginCapture(options, recorder: recorder)
    let rootDone = startRoot(body, recorder: recorder)

    enum Stop { case finished, deadlock, timeLimit, eventBudget }
    var stop = Stop.finished
    var quietSince: Int64?
    let limit = options.maxVirtualTime.nanosecondsClamped
    let deadlockAfter = options.realDeadlockAfter.nanosecondsClamped
    MainQueuePump.run {
      recorder.takeOutput(exactly: false)
      let now = VirtualClock.wallNanos()
      if recorder.overEventBudget { stop = .eventBudget; return true }
      if now - start > limit { stop = .timeLimit; return true }
      guard RealScheduler.shared.isQuiet else {
        quietSince = nil
        return false
      }
      let rootReturned = rootDone.value.load(ordering: .acquiring)
      if rootReturned && recorder.unfinishedTasks == 0 { stop = .finished; return true }
      // Tasks are left, parked where nothing of Swift concurrency can reach them: like a virtual run, the run is
      // over (finished if the root returned, else a deadlock), once code outside has had time to resume them.
      let since = quietSince ?? now
      quietSince = since
      guard now - since >= deadlockAfter else { return false }
      stop = rootReturned ? .finished : .deadlock
      return true
    }
    let outcome: Trace.Outcome
    var report: String?
    let now = recorder.now()
    switch stop {
    case .finished:
      outcome = .finished
    case .deadlock:
      outcome = .deadlock
      // Nothing could run from the moment the run fell quiet.
      let quiet = quietSince.map { ($0 - start + 50_000) / 100_000 * 100_000 } ?? now
      report = deadlockReport(recorder: recorder, at: quiet)
    case .timeLimit:
      outcome = .budget
      report = "stopped after \(DurationText.format(options.maxVirtualTime)) of real time (the real-time limit) with "
        + "\(recorder.unfinishedTasks) task(s) still running"
        + SimulationOptions.BudgetHints.raise(options.budgetHints.time)
    case .eventBudget:
      outcome = .budget
      report = eventBudgetReport(options, at: now)
    }
    endCapture(options, recorder: recorder, outcome: outcome)
    let trace = recorder.finish(outcome: outcome, report: report)
    Self.recorder = nil
    if outcome != .finished { poisoned.store(true, ordering: .relaxed) }
    return trace
  }
}

/// Set by the root task when its body has returned.
final class RootFlag: Sendable {
  let value = Atomic<Bool>(false)
}
