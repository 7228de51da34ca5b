import CVirtualClock
#if canImport(Glibc)
import Glibc
#endif

/// How a run ends when the simulated program calls `exit`, as a script's top-level code does when it is done.
///
/// A real program that calls `exit(_:)` ends there, whatever its other tasks are doing; a simulated one must end the
/// same way, and still hand over its trace. ``SimulationProgram`` (the only caller that owns the process) says how
/// the trace is written; code that stands for `exit` (the generated entry point of a script, compiled with the C
/// library's `exit` renamed to it) calls ``Simulation/exitProgram(_:)``.
struct ProgramExit {
  /// The options of the run in progress.
  var options: SimulationOptions
  /// Hands the trace over as the program does (standard output or its channel), without ending the process.
  var deliver: (Trace) -> Void

  /// Writes the trace and ends the process, with the outcome's exit status or the one given.
  func write(_ trace: Trace, _ status: Int32?) -> Never {
    deliver(trace)
    _exit(status ?? trace.outcome.exitStatus)
  }
}

extension Simulation {
  /// Set by ``SimulationProgram`` for the run it starts: how that run ends when the program exits from inside it.
  nonisolated(unsafe) static var programExit: ProgramExit?
  /// What runs when the program's run is over (``whenProgramEnds(_:)``).
  nonisolated(unsafe) static var programEndActions: [() -> Void] = []

  /// Registers `action` to run when the run of a ``SimulationProgram`` is over — it finished, stopped, or the program
  /// exited — before its trace is written: what an app does as it goes (a simulated app saving its defaults, which
  /// Foundation on Linux writes only when asked). Actions run in the order registered, once.
  public static func whenProgramEnds(_ action: @escaping () -> Void) { programEndActions.append(action) }

  /// Runs the actions registered with ``whenProgramEnds(_:)``.
  static func runProgramEndActions() {
    let actions = programEndActions
    programEndActions = []
    for action in actions { action() }
  }

  /// Ends the program from inside a virtual run, as `exit(status)` ends a real one: the end of the current task is
  /// recorded (`returned` when `status` is 0, else `exit(status)`), no further job runs — tasks still running end
  /// with the process, as in a real program — and the trace, ending `finished`, is written as the run's program
  /// writes it, before the process exits.
  ///
  /// Outside a run started by ``SimulationProgram`` (or off the simulation thread) it is the C library's `exit`.
  public static func exitProgram(_ status: Int32) -> Never {
    let scheduler = SimulationScheduler.shared
    guard let recorder, let ending = programExit, scheduler.isOnSimulationThread else { exit(status) }
    recorder.recordEndOfCurrentTask(status == 0 ? "returned" : "exit(\(status))")
    vclock_count_threads(0)
    let escaped = scheduler.startedThread
    let outcome: Trace.Outcome = escaped ? .escaped : .finished
    endCapture(ending.options, recorder: recorder, outcome: outcome)
    ending.write(recorder.finish(outcome: outcome, report: escaped ? escapeReport(recorder.escape) : nil), nil)
  }

  /// Ends a run whose current job does not return (a loop without `await`, a real sleep, a lock no one releases),
  /// from a signal handler on the thread that runs it, when the run's real time is up: the current task's end is
  /// recorded as `stopped`, no further job runs, and the trace so far, ending `budget` with `report`, is written as
  /// the run's program writes it, before the process exits with status 4 — so a stopped run still shows what it did
  /// before it stuck. It allocates (not async-signal-safe): a job stopped inside the allocator or the recorder never
  /// gets here, and whoever asked kills the process after a moment, as before.
  ///
  /// Returns at once, doing nothing, outside a run started by ``SimulationProgram`` or off the simulation thread.
  public static func stopStuckRun(report: String) { stopRun(report: report) }

  /// Hands over the trace of a run whose code crashed — a Swift runtime trap (a failed precondition, an index out of
  /// range, a forced unwrap of nil, `fatalError`) or `abort` — from the crash signal's handler (CVirtualClock's
  /// `outputcapture.c`), so that the user sees what the run did up to the crash: the current task's end is recorded
  /// as `crashed`, and the trace so far, ending `crashed`, goes where the run's program sends its trace. The process
  /// is not ended here: the signal then goes on to the runtime's backtracer, and the parent names the user's line
  /// from its report, as before.
  ///
  /// Best effort, like ``stopStuckRun(report:)``: it allocates, so a trap inside the allocator or the recorder never
  /// gets a trace (the process ends without one, as before). Off the simulation thread (a thread the code started),
  /// or outside a run started by ``SimulationProgram``, nothing happens.
  static func handOverCrashedRun() {
    let scheduler = SimulationScheduler.shared
    guard let recorder, let ending = programExit, scheduler.isOnSimulationThread else { return }
    recorder.recordEndOfCurrentTask("crashed")
    vclock_count_threads(0)
    endCapture(ending.options, recorder: recorder, outcome: .crashed)
    ending.deliver(recorder.finish(outcome: .crashed, report: nil))
  }

  /// Asks the run to stop at the next job boundary, its trace so far ending `budget`, as the run's program writes it
  /// (exit status 4): for a run that still runs jobs (a loop around `await Task.yield()`) when its real time is up,
  /// where a stop in the middle of a job (``stopStuckRun(report:)``) could catch the engine inside its own state.
  /// Async-signal-safe: a lock-free store.
  public static func stopBetweenJobs() { SimulationScheduler.stopRequested.store(true, ordering: .relaxed) }

  /// Ends the run at this instant because it cannot go on — the module found a view that contains itself, whose
  /// next level would overflow the stack: the current task's end is recorded as `stopped`, and the trace so far,
  /// ending `budget` with `report` (what stopped it, one line), is written as the run's program writes it, before
  /// the process exits with status 4, as a budget's stop does.
  ///
  /// Returns at once, doing nothing, outside a run started by ``SimulationProgram`` or off the simulation thread:
  /// the caller then stops otherwise.
  public static func stopRun(report: String) {
    let scheduler = SimulationScheduler.shared
    guard let recorder, let ending = programExit, scheduler.isOnSimulationThread else { return }
    recorder.recordEndOfCurrentTask("stopped")
    vclock_count_threads(0)
    endCapture(ending.options, recorder: recorder, outcome: .budget)
    ending.write(recorder.finish(outcome: .budget, report: report), nil)
  }

  /// Ends the run at this instant because what it was asked to do cannot be done — a user action the screen does
  /// not offer — and keeps what happened up to it: `line` goes to the original standard error, the current task's
  /// end is recorded as `refused`, the trace so far is written (ending `finished`), and the process exits with
  /// status 2, a usage error. The run up to the refusal is often what the user came to see (the field is gone
  /// because an error alert took the screen).
  ///
  /// Outside a run started by ``SimulationProgram`` (or off the simulation thread) it is ``stopWithUsageError(_:)``.
  public static func stopWithRefusal(_ line: String) -> Never {
    let scheduler = SimulationScheduler.shared
    guard let recorder, let ending = programExit, scheduler.isOnSimulationThread else { stopWithUsageError(line) }
    writeToOriginalStandardError(line)
    recorder.recordEndOfCurrentTask("refused")
    vclock_count_threads(0)
    let escaped = scheduler.startedThread
    let outcome: Trace.Outcome = escaped ? .escaped : .finished
    endCapture(ending.options, recorder: recorder, outcome: outcome)
    ending.write(recorder.finish(outcome: outcome, report: escaped ? escapeReport(recorder.escape) : nil),
                 escaped ? nil : 2)
  }
}

extension Simulation {
  /// Ends the process from inside a run because what the run was asked to do cannot be done — a user action the
  /// screen does not offer: `line` goes to the original standard error (after what the run wrote there), and the
  /// process exits with status 2, a usage error, without a trace.
  public static func stopWithUsageError(_ line: String) -> Never {
    writeToOriginalStandardError(line)
    _exit(2)
  }

  /// Writes `line` (and a newline) to the process's standard error as it was before the run captured it.
  private static func writeToOriginalStandardError(_ line: String) {
    ErrorCapture.end()
    var bytes = Array((line.hasSuffix("\n") ? line : line + "\n").utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { break }
      bytes = bytes.dropFirst(written)
    }
  }
}
