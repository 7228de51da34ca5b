import AsyncSimulation
import Scenarios
import TextBase
import TerminalIO
import Runs
import CommandLineGrammar

/// The hidden subcommands that run inside the child process: they call `Simulation.run` once and write the result.
///
/// A virtual run replaces the process's executors, so these must be called from synchronous code before any task
/// exists in the process, and the process must exit afterwards. Nothing here starts a thread before the run.
enum ChildMain {
  /// `__child`: simulates the scenario, writes its trace as JSON Lines to stdout and exits with the outcome's status
  /// (returns only for a bad request).
  static func runScenario(_ request: RunRequest, scenarios: [Scenario]) -> Int32 {
    guard let (scenario, arguments) = body(of: request, in: scenarios) else { return UsageError.exitStatus }
    // Writes the trace (on the box's channel, else to standard output) and exits with the outcome's status.
    let options = RunBudgets.options(for: request)
    // The parent reads this trace (RunCommand) and turns the app's call sites into lines.
    Simulation.marksCallSites = true
    guard BoxedChild.isBoxed else {
      SimulationProgram.runAndExit(options, schedule: request.schedule, scenario.body(arguments))
    }
    SimulationProgram.runAndExit(options, schedule: request.schedule, sendingTraceTo: BoxedChild.send,
                                 scenario.body(arguments))
  }

  /// `__explore`: explores the scenario's schedules, writes the exploration as JSON Lines to stdout; on failure one
  /// line on stderr and status 1.
  static func runExploration(_ request: RunRequest, scenarios: [Scenario]) -> Int32 {
    guard let (scenario, arguments) = body(of: request, in: scenarios) else { return UsageError.exitStatus }
    do {
      let exploration = try Simulation.explore(request.exploration, RunBudgets.options(for: request),
                                               scenario.body(arguments))
      if BoxedChild.isBoxed { BoxedChild.send(exploration.jsonLines) } else { Output.standardOutput.write(exploration.jsonLines) }
      return 0
    } catch {
      Output.standardError.line("asyncplay: cannot explore \(request.scenario): \(error.description)")
      return ChildReport.failureStatus
    }
  }

  /// The request's scenario and its arguments; nil, with one line on stderr, for a scenario or a value it does not
  /// know (the parent checked them, so only a disagreeing parent gets here).
  private static func body(of request: RunRequest, in scenarios: [Scenario]) -> (Scenario, ScenarioArguments)? {
    guard let scenario = scenarios.first(where: { $0.name == request.scenario }) else {
      Output.standardError.line(UsageError("unknown scenario \"\(request.scenario)\"").line)
      return nil
    }
    do {
      let arguments = try scenario.arguments(request.assignments.map { ($0.name, $0.value) },
                                             language: request.language)
      return (scenario, preview(arguments, request))
    } catch {
      let known = scenario.parameter(named: error.parameter) != nil
      Output.standardError.line(CommandLineParser.usageError(error, knownParameter: known).line)
      return nil
    }
  }

  /// A compiled program's arguments: its library (`program`), a preview's actions (`do`) and routes file (`routes`)
  /// besides the scenario's values, for the generated entry point (see ``PreviewGlue``).
  private static func preview(_ arguments: ScenarioArguments, _ request: RunRequest) -> ScenarioArguments {
    var values = arguments.values
    if let program = request.program { values["program"] = program }
    if let actions = BoxedChild.actions ?? request.preview?.actions { values["do"] = actions }
    if let routes = request.preview?.routes { values["routes"] = routes }
    return values == arguments.values ? arguments : ScenarioArguments(values: values, language: arguments.language)
  }

  /// `__bench`: runs the workload, writes one JSON object to stdout, returns the outcome's exit status (the run's
  /// report goes to stderr when it did not finish).
  static func runBench(_ request: BenchRequest, workloads: [BenchWorkload]) -> Int32 {
    guard let workload = workloads.first(where: { $0.name == request.workload }) else {
      Output.standardError.line(UsageError("unknown workload \"\(request.workload)\"").line)
      return UsageError.exitStatus
    }
    let arguments: ScenarioArguments
    do {
      arguments = try workload.arguments(request.assignments)
    } catch {
      let known = workload.parameters.contains { $0.name == error.parameter }
      Output.standardError.line(CommandLineParser.usageError(error, knownParameter: known).line)
      return UsageError.exitStatus
    }
    let tally = BenchTally()
    let start = VirtualClock.wallNanos()
    // Only the summary: a million-task trace would cost more memory than the tasks being measured.
    let run = Simulation.runSummary(RunBudgets.bench, workload.body(arguments, tally: tally))
    let wall = VirtualClock.wallNanos() - start
    guard run.outcome == .finished else {
      Output.standardError.line("asyncplay: the \(workload.name) run ended with \(run.outcome.rawValue)")
      if let report = run.report { Output.standardError.line(report) }
      return run.outcome.exitStatus
    }
    let report = BenchReport(
      workload: workload.name, size: workload.size(arguments), virtualNanos: run.endNanos,
      events: run.events, checksum: tally.checksum, wallNanos: wall,
      maxResidentKilobytes: ResourceUsage.maxResidentKilobytes())
    Output.standardOutput.line(report.json)
    return 0
  }
}
