import AsyncSimulation
import TextBase
import TerminalIO
import Runs
import CommandLineGrammar

/// `asyncplay explore`: explores the orders the runtime could run a scenario in, in a child process (which forks
/// its own explorers), then prints the outcomes with a witness schedule each — or the exploration as JSON Lines.
struct ExploreCommand {
  /// What to explore and how to show it.
  var request: RunRequest
  /// The program to start as the child (this executable).
  var executable: String = ChildProcess.currentExecutable

  /// How long an exploration may take in wall time before it is stopped: a safety net only, since each schedule
  /// has its own limit inside the child.
  static let wallLimit: Duration = .seconds(1800)

  /// The child's arguments: the hidden subcommand, the scenario, its assignments, the language, budgets and the
  /// exploration's settings.
  static func childArguments(for request: RunRequest) -> [String] {
    var arguments = ["__explore", request.scenario] + request.assignments.map(\.text)
    arguments += ["--lang", request.language.rawValue]
    if let time = request.maxTime { arguments += ["--max-time", Milliseconds.format(time.nanosecondsClamped) + "ms"] }
    if let events = request.maxEvents { arguments += ["--max-events", String(events)] }
    if let jobs = request.maxJobs { arguments += ["--max-jobs", String(jobs)] }
    if let cores = request.cores { arguments += ["--cores", String(cores)] }
    if let program = request.program { arguments += ["--program", program] }
    let settings = request.exploration
    arguments += ["--max", String(settings.maxSchedules), "--seed", String(settings.seed)]
    if settings.jitter > .zero { arguments += ["--jitter", Milliseconds.format(settings.jitter.nanosecondsClamped) + "ms"] }
    if settings.comparesPrints { arguments.append("--prints") }
    if !settings.reducesOrders { arguments.append("--all-orders") }
    return arguments
  }

  /// What an exploration child left.
  enum Outcome {
    /// The exploration, and the child's wall-clock time.
    case explored(Exploration, wallNanos: Int64)
    /// No exploration: the exit status and the line saying why (without `asyncplay: `), or nil when the child
    /// already explained itself on stderr (returned in `errors`).
    case failed(status: Int32, message: String?, errors: String)
    /// Ctrl-C stopped it.
    case interrupted
  }

  /// Runs the child and reads its exploration.
  func explore(interruption: (@Sendable () -> Bool)? = nil) -> Outcome {
    var child = ChildProcess(executable: executable, arguments: Self.childArguments(for: request),
                             wallLimit: Self.wallLimit)
    child.interruption = interruption
    let result: ChildProcess.Result
    do {
      result = try child.run()
    } catch {
      return .failed(status: ChildReport.failureStatus, message: error.message, errors: "")
    }
    if result.interrupted { return .interrupted }
    let errors = result.errorText
    switch result.termination {
    case .timedOut:
      return .failed(status: ChildReport.timeoutStatus, message: "the exploration did not finish within "
                       + "\(DurationText.format(Self.wallLimit)) and was stopped; try a smaller --max", errors: errors)
    case .signaled(let signal):
      return .failed(status: ChildReport.failureStatus, message: "the exploration crashed: its process was killed by "
                       + SignalName.describe(signal), errors: ChildReport.withoutStackTrace(errors))
    case .exited(let status) where status != 0:
      return .failed(status: status, message: nil, errors: errors)
    case .exited:
      do {
        return .explored(try Exploration(jsonLines: result.outputText), wallNanos: result.wallNanos)
      } catch {
        return .failed(status: ChildReport.failureStatus, message: "the exploration's output could not be read "
                         + "(\(error))", errors: errors)
      }
    }
  }

  /// Explores and prints; returns the exit status (0, or the child's failure).
  func execute() -> Int32 {
    switch explore() {
    case .interrupted:
      return 130
    case .failed(let status, let message, let errors):
      Output.standardError.write(errors)
      if let message { Output.standardError.line("asyncplay: " + message) }
      return status
    case .explored(let exploration, let wallNanos):
      if request.json {
        Output.standardOutput.write(exploration.jsonLines)
      } else {
        let colored = Palette.shouldColor(request.color, isTerminal: Output.standardOutput.isTerminal,
                                          environment: ResourceUsage.environment)
        let renderer = ExplorationRenderer(language: request.language, palette: Palette(enabled: colored),
                                           width: REPLTerminal.columns())
        // The mark that keeps the REPL from wrapping a command is not printed.
        Output.standardOutput.write(renderer.render(exploration, replay: .command(request))
          .filter { $0 != REPLReply.verbatimMark })
      }
      if request.wall {
        let perSecond = Int(Double(exploration.schedules) / (Double(max(wallNanos, 1)) / 1e9))
        Output.standardError.line(ChildReport.wallLine(wallNanos) + " · \(perSecond) schedules/s")
      }
      return 0
    }
  }
}
