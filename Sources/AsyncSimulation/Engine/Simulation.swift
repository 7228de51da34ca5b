@_spi(ExperimentalCustomExecutors) import _Concurrency
import CVirtualClock
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

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
  /// Which executors `_createExecutors(factory:)` last installed.
  private enum Installed { case stock, simulated, real }
  nonisolated(unsafe) private static var installed = Installed.stock
  static let poisoned = Atomic<Bool>(false)
  /// Set by ``SimulationProgram``: after the run, standard output stays captured (threads that escaped may still
  /// write) and the trace goes to ``originalStandardOutput``.
  nonisolated(unsafe) static var keepsOutputCaptured = false

  /// The recorder of the run in progress (set before its first task starts, cleared after its last).
  nonisolated(unsafe) static var recorder: TraceRecorder?
  /// The recorder of the last run, kept until the next one: freeing a run's millions of rows and tasks would make
  /// the C library consolidate its free lists at the end of every process, which exits right after anyway.
  nonisolated(unsafe) private static var lastRecorder: TraceRecorder?

  /// Whether a run is in progress (so shadowed `print` records instead of writing to stdout).
  public static var isRecording: Bool { recorder != nil }

  /// Virtual (or, in a real run, wall) time since the run began; zero outside a run.
  public static var now: Duration { .nanoseconds(recorder?.now() ?? 0) }

  /// The file descriptor of standard output as the process had it before a run captured it (1 when none did).
  /// During a run, what anyone writes to standard output becomes `print` events (see
  /// ``SimulationOptions/capturesStandardOutput``); a finished run gives standard output back.
  public static var originalStandardOutput: Int32 { OutputCapture.originalStandardOutput }

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

  /// Installs the simulated executors and checks, once per process, that task ends can be read.
  static func prepareVirtual() {
    if installed != .simulated {
      _createExecutors(factory: SimulatedExecutorFactory.self)
      installed = .simulated
    }
    CancelHooks.install()
    TaskProbe.verifyLayout { body in
      var options = SimulationOptions(maxVirtualTime: .seconds(1), maxEvents: 1_000, maxJobs: 10_000)
      options.capturesStandardOutput = false
      return simulate(options, body) { recorder, outcome, report in recorder.finish(outcome: outcome, report: report) }
    }
  }

  /// Checks the layout (in a virtual run), then installs the `--real` executors.
  static func prepareReal() {
    prepareVirtual()
    _createExecutors(factory: RealExecutorFactory.self)
    installed = .real
  }

  /// Starts capturing standard output for a run, if asked for. A program speaking the child-run protocol cannot
  /// do without it (the program's output would corrupt the trace): it stops with a message instead.
  static func beginCapture(_ options: SimulationOptions, recorder: TraceRecorder) {
    guard options.capturesStandardOutput else { return }
    if let problem = OutputCapture.begin() {
      guard keepsOutputCaptured else { return }
      let line = "asyncplay: cannot capture standard output for the run (\(problem))\n"
      var bytes = Array(line.utf8)
      _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
      _exit(1)
    }
    // Standard error too: the runtime's warnings become events; a failure to capture it only leaves it as it is.
    _ = ErrorCapture.begin()
    recorder.setCapturesOutput(true)
  }

  /// Installs `recorder` as the run's and starts the root task, `main`; the flag says when `body` has returned.
  static func startRoot(_ body: @escaping @MainActor @Sendable () async -> Void,
                        recorder: TraceRecorder) -> RootFlag {
    Self.recorder = recorder
    let rootDone = RootFlag()
    Task(name: "main") { @MainActor in
      await body()
      rootDone.value.store(true, ordering: .releasing)
    }
    // The root's job is the first one enqueued: naming it now makes it `main` even if it never records anything.
    recorder.nameRootTask()
    return rootDone
  }

  /// Records the last output of a run and gives standard output back (unless the protocol keeps it captured, or
  /// the run escaped: threads still running elsewhere may write).
  static func endCapture(_ options: SimulationOptions, recorder: TraceRecorder, outcome: Trace.Outcome) {
    guard options.capturesStandardOutput else { return }
    recorder.takeOutput(exactly: true)
    recorder.setCapturesOutput(false)
    ErrorCapture.end()
    OutputCapture.end(restore: !keepsOutputCaptured && outcome != .escaped)
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
    let recorder = TraceRecorder(maxEvents: options.maxEvents, now: { [scheduler] in scheduler.nowNanos })
    // Threads that exist before the run are the host's; threads the run starts mean work escaped to Dispatch/threads.
    let baselineThreads = Int(vclock_thread_count())
    vclock_count_threads(1)
    scheduler.begin(recorder: recorder, maxNanos: maxNanos, maxJobs: UInt64(max(options.maxJobs, 1)),
                    cores: options.cores)
    beginCapture(options, recorder: recorder)
    DispatchSimulation.begin()
    let rootDone = startRoot(body, recorder: recorder)
    var stop = scheduler.drain(until: { false })
    DispatchSimulation.end()
    let finished = rootDone.value.load(ordering: .acquiring)
    vclock_count_threads(0)
    if scheduler.startedThread { stop = .escaped }
    var outcome = Trace.Outcome.finished
    var report: String?
    let now = scheduler.nowNanos
    switch stop {
    case .idle where finished && !scheduler.hasParkedThreads:
      outcome = .finished
    case .idle where finished:
      // The root returned, but a thread waits for ever (a semaphore nothing signals): as on a device, that is a hang.
      outcome = .deadlock
      report = deadlockReport(recorder: recorder, at: now)
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
      report = "stopped at \(Milliseconds.format(now)) ms: the next timer, at \(Milliseconds.format(next)) ms"
        + DispatchSimulation.timerOwner(scheduler.timers.first?.payload.sleeper, recorder: recorder) + ", lies "
        + "beyond the virtual-time budget of \(DurationText.format(options.maxVirtualTime))"
        + SimulationOptions.BudgetHints.raise(options.budgetHints.time)
    case .eventBudget:
      outcome = .budget
      report = eventBudgetReport(options, at: now)
    case .jobBudget:
      outcome = .budget
      report = "stopped at \(Milliseconds.format(now)) ms: the run executed \(options.maxJobs) jobs (the job budget) "
        + "— a loop that only yields?" + SimulationOptions.BudgetHints.raise(options.budgetHints.jobs)
    case .stopRequested:
      outcome = .budget
      // Whoever asked words the report (a parent at its wall-clock limit: what the code was doing).
      report = "stopped at \(Milliseconds.format(now)) ms, between two jobs, when asked"
    case .conditionMet:
      outcome = .finished
    }
    endCapture(options, recorder: recorder, outcome: outcome)
    let result = finish(recorder, outcome, report)
    Self.recorder = nil
    lastRecorder = recorder
    if outcome == .finished {
      scheduler.end()
    } else {
      poisoned.store(true, ordering: .relaxed)
      scheduler.abandon()
      vclock_disable()
    }
    return result
  }
}
