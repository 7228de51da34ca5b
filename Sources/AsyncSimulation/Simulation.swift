@_spi(ExperimentalCustomExecutors) import _Concurrency
import CVirtualClock
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Settings for one run.
public struct SimulationOptions: Sendable {
  /// Where a run's time comes from.
  public enum Mode: String, Sendable {
    /// The deterministic simulator: one thread, virtual time.
    case virtual
    /// The stock executors and the real clock, for comparing the simulation with reality.
    case real
  }

  /// Virtual or real.
  public var mode: Mode
  /// Stop a run whose next timer lies beyond this much virtual time.
  public var maxVirtualTime: Duration
  /// Stop a run after this many trace events.
  public var maxEvents: Int
  /// Stop a run after this many executor jobs (catches loops that only `Task.yield()`).
  public var maxJobs: Int
  /// How a budget message tells the user to raise each budget, e.g. `--max-time 20m`.
  public var budgetHints: BudgetHints
  /// A real run ends this long after its last event once `main` has returned (the stock executors cannot tell when
  /// nothing is left to run).
  public var realSettle: Duration = .seconds(1)

  /// The wording of the "raise it with …" part of budget messages.
  public struct BudgetHints: Sendable {
    /// For the virtual-time budget.
    public var time: String
    /// For the event budget.
    public var events: String
    /// For the job budget.
    public var jobs: String
    /// Hints naming the `SimulationOptions` properties.
    public static let properties = BudgetHints(time: "SimulationOptions.maxVirtualTime",
                                               events: "SimulationOptions.maxEvents",
                                               jobs: "SimulationOptions.maxJobs")
    /// `; raise it with <hint>`, or nothing for an empty hint (the caller gives its own advice).
    static func raise(_ hint: String) -> String { hint.isEmpty ? "" : "; raise it with \(hint)" }

    /// Creates hints; an empty hint leaves the "raise it with …" part out of its budget's report.
    public init(time: String, events: String, jobs: String) {
      self.time = time
      self.events = events
      self.jobs = jobs
    }
  }

  /// Creates options; the defaults suit lesson scenarios (an hour of virtual time, 100 000 events, 10 million jobs).
  public init(mode: Mode = .virtual, maxVirtualTime: Duration = .seconds(3600), maxEvents: Int = 100_000,
              maxJobs: Int = 10_000_000, budgetHints: BudgetHints = .properties) {
    self.mode = mode
    self.maxVirtualTime = maxVirtualTime
    self.maxEvents = maxEvents
    self.maxJobs = maxJobs
    self.budgetHints = budgetHints
  }
}

/// Runs Swift concurrency code as a deterministic simulation and returns its trace.
///
/// ```swift
/// let trace = Simulation.run {
///   async let a: Void = Task.sleep(for: .milliseconds(40))
///   try? await a
///   print("done")               // recorded as a `print` event at 40 ms
/// }
/// ```
///
/// A virtual run replaces the process's main and default executors (through the `_createExecutors(factory:)` SPI),
/// so call it from a synchronous `main` before any task exists, in a process of its own (asyncplay runs every
/// scenario in a child process). Runs can follow one another in the same process as long as each finished.
public enum Simulation {
  private static let installed = Atomic<Bool>(false)
  private static let poisoned = Atomic<Bool>(false)

  /// The recorder of the run in progress (set before its first task starts, cleared after its last).
  nonisolated(unsafe) static var recorder: TraceRecorder?

  /// Whether a run is in progress (so shadowed `print` records instead of writing to stdout).
  public static var isRecording: Bool { recorder != nil }

  /// Virtual (or, in a real run, wall) time since the run began; zero outside a run.
  public static var now: Duration { .nanoseconds(recorder?.now() ?? 0) }

  /// Runs `body` as the root task, named `main`, and everything it starts, until nothing is left to run.
  ///
  /// The run ends `finished` when the root returned and no task or timer is left, `deadlock` when nothing can run
  /// but the root has not returned, `budget` when a budget stopped it, `escaped` when work left the simulation.
  ///
  /// Hashing must be deterministic for a run to be (see ``DeterministicHashing``): a process started without
  /// `SWIFT_DETERMINISTIC_HASHING=1` is started again with it when it first calls this, so call it before the
  /// program does anything else.
  public static func run(_ options: SimulationOptions = SimulationOptions(),
                         _ body: @escaping @MainActor @Sendable () async -> Void) -> Trace {
    precondition(!poisoned.load(ordering: .relaxed),
                 "asyncplay: an earlier run in this process did not finish; run each simulation in its own process")
    DeterministicHashing.ensure()
    switch options.mode {
    case .virtual: return runVirtual(options, body) { recorder, outcome, report in
        recorder.finish(outcome: outcome, report: report)
      }
    case .real: return runReal(options, body)
    }
  }

  /// Runs like ``run(_:_:)`` (virtual time only) but keeps only the summary, not the events: for benchmarks of
  /// millions of events, whose trace would cost more memory than the tasks themselves.
  public static func runSummary(_ options: SimulationOptions = SimulationOptions(),
                                _ body: @escaping @MainActor @Sendable () async -> Void) -> RunSummary {
    precondition(!poisoned.load(ordering: .relaxed),
                 "asyncplay: an earlier run in this process did not finish; run each simulation in its own process")
    DeterministicHashing.ensure()
    return runVirtual(options, body) { recorder, outcome, report in
      recorder.summary(outcome: outcome, report: report)
    }
  }

  private final class Flag: Sendable {
    let value = Atomic<Bool>(false)
  }

  /// Installs the simulated executors (once) and checks, once per process, that task ends can be read.
  private static func prepareVirtual() {
    if !installed.exchange(true, ordering: .relaxed) {
      _createExecutors(factory: SimulatedExecutorFactory.self)
    }
    TaskProbe.verifyLayout { body in
      simulate(SimulationOptions(maxVirtualTime: .seconds(1), maxEvents: 1_000, maxJobs: 10_000), body) {
        recorder, outcome, report in recorder.finish(outcome: outcome, report: report)
      }
    }
  }

  private static func runVirtual<Result>(_ options: SimulationOptions,
                                         _ body: @escaping @MainActor @Sendable () async -> Void,
                                         finish: (TraceRecorder, Trace.Outcome, String?) -> Result) -> Result {
    prepareVirtual()
    return simulate(options, body, finish: finish)
  }

  /// One virtual run, start to end.
  private static func simulate<Result>(_ options: SimulationOptions,
                                       _ body: @escaping @MainActor @Sendable () async -> Void,
                                       finish: (TraceRecorder, Trace.Outcome, String?) -> Result) -> Result {
    let scheduler = SimulationScheduler.shared
    let maxNanos = options.maxVirtualTime.nanosecondsClamped
    let recorder = TraceRecorder(maxEvents: options.maxEvents, now: { SimulationScheduler.shared.nowNanos })
    // Threads that exist before the run are the host's; threads the run starts mean work escaped to Dispatch/threads.
    let baselineThreads = Int(vclock_thread_count())
    vclock_count_threads(1)
    scheduler.begin(recorder: recorder, maxNanos: maxNanos, maxJobs: UInt64(max(options.maxJobs, 1)))
    Self.recorder = recorder
    let rootDone = Flag()
    Task(name: "main") { @MainActor in
      await body()
      rootDone.value.store(true, ordering: .relaxed)
    }
    // The root's job is the first one enqueued: naming it now makes it `main` even if it never records anything.
    recorder.nameRootTask()
    var stop = scheduler.drain(until: { false })
    let finished = rootDone.value.load(ordering: .relaxed)
    vclock_count_threads(0)
    if scheduler.startedThread { stop = .escaped }
    var outcome = Trace.Outcome.finished
    var report: String?
    let now = scheduler.nowNanos
    switch stop {
    case .idle where finished:
      outcome = .finished
    case .idle:
      if otherThreadsWillEnqueue(scheduler, baseline: baselineThreads) {
        recorder.markEscape(.foreignThread)
        outcome = .escaped
        report = escapeReport(recorder.escape)
      } else {
        outcome = .deadlock
        report = deadlockReport(recorder: recorder, at: now)
      }
    case .escaped:
      outcome = .escaped
      report = escapeReport(recorder.escape)
    case .timeBudget(let next):
      outcome = .budget
      report = "stopped at \(Milliseconds.format(now)) ms: the next timer, at \(Milliseconds.format(next)) ms, lies "
        + "beyond the virtual-time budget of \(DurationText.format(options.maxVirtualTime))"
        + SimulationOptions.BudgetHints.raise(options.budgetHints.time)
    case .eventBudget:
      outcome = .budget
      report = "stopped at \(Milliseconds.format(now)) ms: the run recorded more than \(options.maxEvents) events "
        + "(the event budget)" + SimulationOptions.BudgetHints.raise(options.budgetHints.events)
    case .jobBudget:
      outcome = .budget
      report = "stopped at \(Milliseconds.format(now)) ms: the run executed \(options.maxJobs) jobs (the job budget) "
        + "— a loop that only yields?" + SimulationOptions.BudgetHints.raise(options.budgetHints.jobs)
    case .conditionMet:
      outcome = .finished
    }
    let result = finish(recorder, outcome, report)
    Self.recorder = nil
    if outcome == .finished {
      scheduler.end()
    } else {
      poisoned.store(true, ordering: .relaxed)
      scheduler.abandon()
      vclock_disable()
    }
    return result
  }

  /// When the simulation idles while threads from before the run exist, work on them may still be about to
  /// enqueue: give it a moment (real time) before calling the run a deadlock. True when a foreign job arrived.
  private static func otherThreadsWillEnqueue(_ scheduler: SimulationScheduler, baseline: Int) -> Bool {
    func foreign() -> Bool {
      scheduler.foreignEnqueues.load(ordering: .relaxed) + (scheduler.recorder?.foreignCalls.load(ordering: .relaxed)
        ?? 0) > 0
    }
    if foreign() { return true }
    guard Int(vclock_thread_count()) > 1 else { return false }
    for _ in 0..<20 {
      if foreign() { return true }
      vclock_real_sleep_ns(5_000_000)
    }
    return false
  }

  /// What escaped, and when: the same words whatever the race between the threads (the trace ends there too).
  private static func escapeReport(_ escape: TraceRecorder.Escape?) -> String {
    let at = escape.map { " at \(Milliseconds.format($0.nanos)) ms" } ?? ""
    let what: String
    switch escape?.cause {
    case .threadStarted?:
      what = "the scenario started a thread (Dispatch, Thread or a Foundation timer)"
    case .foreignThread?, nil:
      what = "a job was enqueued, or an event recorded, from a thread outside the simulation"
    }
    return "work escaped the simulator\(at): \(what); what runs there is outside virtual time, so the trace stops "
      + "at that point\nscenarios must not use Dispatch, Thread or Foundation timers; use Task, async let, task "
      + "groups and Task.sleep"
  }

  /// The most stuck tasks a deadlock report lists one by one.
  private static let stuckTasksListed = 12

  private static func deadlockReport(recorder: TraceRecorder, at now: Int64) -> String {
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

  private static func runReal(_ options: SimulationOptions,
                              _ body: @escaping @MainActor @Sendable () async -> Void) -> Trace {
    let start = VirtualClock.wallNanos()
    // Real times are rounded to 0.1 ms: finer digits would only be noise from the machine.
    let recorder = TraceRecorder(maxEvents: options.maxEvents, concurrent: true, now: {
      (VirtualClock.wallNanos() - start + 50_000) / 100_000 * 100_000
    })
    Self.recorder = recorder
    let rootDone = Flag()
    Task(name: "main") { @MainActor in
      await body()
      TraceLog.taskEnded(Task.isCancelled ? "cancelled" : "returned")
      rootDone.value.store(true, ordering: .releasing)
    }
    let limit = options.maxVirtualTime.nanosecondsClamped
    // The stock executors cannot say when nothing is left to run, so after `main` returns the run settles: it ends
    // once no event has been recorded for `realSettle` (tasks that outlive `main`, as in SwiftUI, get to finish).
    var lastCount = -1
    var quietSince = VirtualClock.wallNanos()
    let settle = options.realSettle.nanosecondsClamped
    MainQueuePump.run {
      let now = VirtualClock.wallNanos()
      if recorder.overEventBudget || now - start > limit { return true }
      let count = recorder.eventCount
      if count != lastCount {
        lastCount = count
        quietSince = now
      }
      return rootDone.value.load(ordering: .acquiring) && now - quietSince >= settle
    }
    let finished = rootDone.value.load(ordering: .acquiring) && !recorder.overEventBudget
    let trace = recorder.finish(
      outcome: finished ? .finished : .budget,
      report: finished ? nil : "stopped after \(DurationText.format(options.maxVirtualTime)) of real time (the "
        + "time budget)" + SimulationOptions.BudgetHints.raise(options.budgetHints.time))
    Self.recorder = nil
    return trace
  }
}

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
