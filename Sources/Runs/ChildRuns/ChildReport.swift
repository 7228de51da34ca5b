import AsyncSimulation
import TextBase
import TraceRendering
import TerminalIO

/// How the parent reports a child that did not exit normally, in one line each.
package enum ChildReport {
  /// The exit status for a child that crashed or could not be started.
  package static let failureStatus: Int32 = 1
  /// The exit status for a child stopped at the wall-clock limit (like a budget).
  package static let timeoutStatus: Int32 = Trace.Outcome.budget.exitStatus

  /// Forwards what the child wrote to stderr (runtime messages, crash reasons). After a crash, the runtime's stack
  /// trace is left out (the `Fatal error: …` line before it is kept) unless `SWIFT_BACKTRACE` asks for traces.
  package static func forwardErrors(of result: ChildProcess.Result, language: Language = .en) {
    guard !result.standardError.isEmpty else { return }
    if case .signaled = result.termination, ResourceUsage.environment("SWIFT_BACKTRACE") == nil {
      Output.standardError.write(withoutStackTrace(result.errorText))
      return
    }
    // A usage error of the child (a schedule that does not fit the run) is the engine's English: said in the
    // user's language. Anything else the child wrote passes as it is.
    if language != .en, result.termination == .exited(UsageError.exitStatus),
       let text = String(validating: result.standardError, as: UTF8.self) {
      Output.standardError.write(RunReportText.localized(text, language))
      return
    }
    result.standardError.withUnsafeBufferPointer { Output.standardError.write(bytes: $0) }
  }

  /// `text` up to the first line where a stack trace or the backtracer's report begins.
  package static func withoutStackTrace(_ text: String) -> String {
    var kept = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("Current stack trace:") || line.hasPrefix("*** ") { break }
      kept += line + "\n"
    }
    while kept.hasSuffix("\n\n") { kept.removeLast() }
    return kept == "\n" ? "" : kept
  }

  /// Reports a timeout or a fatal signal and returns the exit status, or nil when the child exited.
  package static func abnormalEnd(of result: ChildProcess.Result, what: String, wallLimit: Duration) -> Int32? {
    switch result.termination {
    case .exited:
      return nil
    case .timedOut:
      Output.standardError.line(timeoutLine(what: what, wallLimit: wallLimit))
      return timeoutStatus
    case .signaled(let signal):
      Output.standardError.line("asyncplay: the \(what) crashed: its process was killed by "
        + SignalName.describe(signal))
      return failureStatus
    }
  }

  /// The one line reporting a child killed at its wall-clock limit.
  package static func timeoutLine(what: String, wallLimit: Duration) -> String {
    let limit = DurationText.format(wallLimit)
    if what == "benchmark" {
      return "asyncplay: the benchmark did not finish within \(limit) and was stopped; try a smaller size"
    }
    return "asyncplay: the \(what) did not yield for \(limit) and was stopped; "
      + "code that never suspends (a loop without await) keeps the simulation from moving on"
  }

  /// `asyncplay: wall-clock 12.345 ms`, for `--wall`.
  package static func wallLine(_ nanos: Int64) -> String {
    "asyncplay: wall-clock \(Milliseconds.format(nanos / 1_000 * 1_000)) ms"
  }
}
