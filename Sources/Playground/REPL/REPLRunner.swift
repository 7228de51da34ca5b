import AsyncSimulation
import TextBase
import SwiftUI
import TraceRendering
import Runs
import CommandLineGrammar

/// Starts the scenario's child process for the REPL and reads back its trace, like `asyncplay run` but returning
/// everything instead of printing it, so that the REPL can keep the trace and put errors in its transcript.
struct REPLRunner: Sendable {
  /// What a child run left.
  enum Outcome: Sendable {
    /// A complete trace.
    case trace(Trace)
    /// The trace of a preview that ended at an action the screen did not offer, and the line saying so (without
    /// the `asyncplay: ` prefix).
    case refused(Trace, String)
    /// No trace; the line saying why.
    case failed(String)
    /// Ctrl-C stopped it.
    case interrupted
  }

  /// The program to start as the child (this executable).
  var executable: String = ChildProcess.currentExecutable
  /// Asked while the child runs; true kills it (Ctrl-C in the interactive REPL).
  var interruption: (@Sendable () -> Bool)?

  /// Runs `request` in a child; returns the outcome and what the child wrote on stderr (without a crash's stack
  /// trace), which the REPL shows before the outcome.
  func run(_ request: RunRequest) -> (outcome: Outcome, errors: String) {
    guard request.preview != nil else { return run(request, redacting: nil) }
    // A preview's app keeps its storage in a container, fresh for each run unless the user keeps one.
    switch PreviewContainer.around(request, { run($0, redacting: $1) }) {
    case .success(let ran): return ran
    case .failure(let failure): return (.failed(failure.message), "")
    }
  }

  private func run(_ request: RunRequest, redacting container: AppContainer?) -> (outcome: Outcome, errors: String) {
    let command = RunCommand(request: request, executable: executable)
    var result: ChildProcess.Result
    do {
      result = try command.run(command.child(interruption: interruption))
    } catch {
      return (.failed(error.message), "")
    }
    if let container { result = PreviewContainer.redacting(result, container) }
    if result.interrupted { return (.interrupted, "") }
    var errors = result.errorText
    if case .signaled = result.termination, ResourceUsage.environment("SWIFT_BACKTRACE") == nil {
      errors = ChildReport.withoutStackTrace(errors)
    }
    switch command.interpret(result) {
    case .trace(let trace, _, let status) where status == UsageError.exitStatus:
      let line = errors.split(separator: "\n").last.map(String.init) ?? ""
      let shown = errors.split(separator: "\n").dropLast().map { $0 + "\n" }.joined()
      return (.refused(trace, line.hasPrefix("asyncplay: ") ? String(line.dropFirst("asyncplay: ".count)) : line),
              shown)
    case .trace(let trace, _, _):
      let advice = BudgetAdvice(request: request, executable: executable, interruption: interruption)
      return (.trace(advice.advise(trace, wording: .command)), errors)
    case .failed(_, let message):
      // A message-less failure is a usage error the child printed itself; the REPL checked the values, so this is
      // only reached if the child disagrees with the parent.
      let last = errors.split(separator: "\n").last.map { RunReportText.localized(String($0), request.language) }
      let line = message ?? last ?? "the scenario's process failed"
      return (.failed(line.hasPrefix("asyncplay: ") ? String(line.dropFirst("asyncplay: ".count)) : line),
              message == nil ? "" : errors)
    }
  }
}
