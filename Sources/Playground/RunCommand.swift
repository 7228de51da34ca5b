import AsyncSimulation
import Scenarios

/// `asyncplay run`: runs the scenario in a child process, then renders the trace it sends back.
///
/// The parent never simulates: it spawns its own executable with the hidden `__child` subcommand, reads the JSON
/// Lines trace from the child's stdout, and prints it as text (or verbatim with `--json`).
struct RunCommand {
  /// What to run and how to show it.
  var request: RunRequest
  /// The program to start as the child (this executable).
  var executable: String = ChildProcess.currentExecutable

  /// The child's arguments: the hidden subcommand, the scenario, its assignments, the language and budgets.
  static func childArguments(for request: RunRequest) -> [String] {
    var arguments = ["__child", request.scenario] + request.assignments.map(\.text)
    arguments += ["--lang", request.language.rawValue]
    if request.real { arguments.append("--real") }
    if let time = request.maxTime { arguments += ["--max-time", Milliseconds.format(time.wholeNanoseconds) + "ms"] }
    if let events = request.maxEvents { arguments += ["--max-events", String(events)] }
    if let jobs = request.maxJobs { arguments += ["--max-jobs", String(jobs)] }
    return arguments
  }

  /// Runs and renders; returns the exit status (the child's: 0, 3, 4 or 5; 1 when it crashed).
  func execute() -> Int32 {
    let limit = RunBudgets.wallLimit(for: request)
    let child = ChildProcess(executable: executable, arguments: Self.childArguments(for: request), wallLimit: limit)
    let result: ChildProcess.Result
    do {
      result = try child.run()
    } catch {
      Output.standardError.line("asyncplay: \(error.message)")
      return ChildReport.failureStatus
    }
    ChildReport.forwardErrors(of: result)
    if request.wall { Output.standardError.line(ChildReport.wallLine(result.wallNanos)) }
    if let status = ChildReport.abnormalEnd(of: result, what: "scenario", wallLimit: limit) { return status }
    guard case .exited(let status) = result.termination else { return ChildReport.failureStatus }
    guard Trace.Outcome(exitStatus: status) != nil else {
      // The child already explained itself on stderr (a usage error is exit status 2).
      if status != UsageError.exitStatus {
        Output.standardError.line("asyncplay: the scenario's process exited with status \(status)")
      }
      return status == UsageError.exitStatus ? status : ChildReport.failureStatus
    }
    let text = result.outputText
    let trace: Trace
    do {
      trace = try Trace(jsonLines: text)
    } catch {
      Output.standardError.line("asyncplay: the scenario's trace could not be read (\(error))")
      return ChildReport.failureStatus
    }
    guard trace.done != nil else {
      Output.standardError.line("asyncplay: the scenario's trace is incomplete (it has no done event)")
      return ChildReport.failureStatus
    }
    if request.json {
      Output.standardOutput.write(text)
    } else {
      let colored = Palette.shouldColor(request.color, isTerminal: Output.standardOutput.isTerminal,
                                        environment: ResourceUsage.environment)
      let renderer = TextRenderer(language: request.language, palette: Palette(enabled: colored))
      Output.standardOutput.write(renderer.render(trace))
    }
    return status
  }
}
