import AsyncSimulation
import Scenarios
import SwiftUI
import Runs
import CommandLineGrammar

/// Runs a compiled preview in a child process, as `run` runs a scenario, with what a user's program needs besides:
/// a crash is reported at the user's file and line, like a student's exercise.
struct PreviewRunner: Sendable {
  /// The run (its ``RunRequest/program`` is the compiled library).
  var request: RunRequest
  /// The user's files, for naming a crash's place.
  var files: [String]
  /// The program to start as the child (this executable).
  var executable: String = ChildProcess.currentExecutable
  /// Asked while the child runs; true stops it (Ctrl-C in the REPL).
  var interruption: (@Sendable () -> Bool)?
  /// The child's box, whose key ``command`` reads its trace with (``RunCommand/show(_:)`` must use this one).
  var box = RunBox()

  /// The run command of this preview, in its box.
  var command: RunCommand { RunCommand(request: request, executable: executable, box: box) }

  /// What came of the run.
  enum Outcome: Sendable {
    /// The child ended by itself or at its wall-clock limit: ``RunCommand/show(_:)`` reports it as `run` does;
    /// `printed` is what the code printed before the limit stopped it (empty otherwise), shown above.
    case finished(ChildProcess.Result, printed: String)
    /// The user's code crashed: the runtime's message and where in the user's files (every line ends in a newline),
    /// and the child's result, which may hold the run up to the crash (``RunCommand/showCrashedTrace(_:)``).
    case crashed(String, ChildProcess.Result)
    /// The child could not be started, or was interrupted: one line.
    case failed(String)
    /// A budget stopped the run — printing, memory, a file's size, processor time — named in `message` (one line) as
    /// `check` names it, with what the code printed before (`printed`, possibly empty); exit status 4.
    case stopped(message: String, printed: String)
  }

  /// Runs the child, whose app's storage is `container` (``request`` names it, see ``PreviewContainer``).
  func run(in container: AppContainer) -> Outcome {
    let command = self.command
    var child = command.child(interruption: interruption)
    child.environmentDefaults = [("SWIFT_BACKTRACE", StudentRunner.backtraceSettings)]
    // What the code prints is followed as it is produced (see PrintMirror): a flood inside one job that never awaits
    // stops at the event budget with its first and last lines, before the child's memory fills with it.
    let budget = request.maxEvents ?? SimulationOptions().maxEvents
    let mirror = PrintMirror(budget: budget)
    child.monitor = { pid in mirror.follow(pid) }
    // At the wall-clock limit, what a loop printed through the C library is still in its buffer: read it there.
    let key = box.key
    let stuck = StuckRunStop(key: key)
    let limit = DurationText.format(child.wallLimit)
    let language = request.language
    child.diagnose = { pid, output in
      _ = mirror.follow(pid)
      if let file = TraceChannel.read(output, key: key).standardOutputAddress {
        mirror.takeBuffered(pid: pid, file: file)
      }
      // Worded for the report of the trace the run sends when asked to stop (see StuckRunStop).
      return stuck.diagnose(pid: pid, output: output).message(limit: limit, language: language)
    }
    child.askToStop = { pid, output in stuck.askToStop(pid: pid, output: output) }
    let result: ChildProcess.Result
    do {
      result = try command.run(child)
    } catch {
      return .failed(error.message)
    }
    mirror.finish()
    if result.interrupted { return .failed(request.language.pick("已中断", "interrupted")) }
    let redacted = PreviewContainer.redacting(result, container)
    if result.stoppedByMonitor {
      return .stopped(message: StudentRunner.floodMessage(mirror.seen, budget: budget, language: language),
                      printed: StudentRunner.printed(mirror.seen, language: language))
    }
    let limits = RunBudgets.limits(for: request, wallLimit: child.wallLimit)
    if let stop = RunStop(redacted, limits: limits) {
      return .stopped(message: stop.message(language), printed: StudentRunner.printed(mirror.seen, language: language))
    }
    guard case .signaled(let signal) = result.termination else {
      // A run stopped at its limit that sent its trace (see StuckRunStop) shows what it printed there.
      let printed = result.termination == .timedOut && !TraceChannel.read(result.standardOutput, key: key).complete
        ? StudentRunner.printed(mirror.seen, language: language) : ""
      return .finished(redacted, printed: printed)
    }
    var report = StudentRunner.crashReport(redacted.errorText, files: files, language: request.language)
    if let recursion = EndlessRecursion(errors: redacted.errorText, signal: signal, files: files) {
      return .crashed(report + "asyncplay: " + recursion.message(request.language) + "\n", redacted)
    }
    report += "asyncplay: " + request.language.pick(
      "你的代码崩溃了：进程被 \(StudentRunner.chineseSignal(signal)) 结束",
      "your code crashed: its process was killed by \(SignalName.describe(signal))") + "\n"
    return .crashed(report, redacted)
  }
}
