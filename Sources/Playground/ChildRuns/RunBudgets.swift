import AsyncSimulation
import TerminalIO
import TextBase
import Runs
import CommandLineGrammar

/// The budgets and wall-clock limits of child runs.
enum RunBudgets {
  /// How long a virtual run may take in real time before the parent kills it: a simulation that does not finish
  /// in this long is stuck in code that never suspends.
  static let virtualWallLimit: Duration = wallLimitSet ?? .seconds(20)
  /// The environment variable that sets every run's wall-clock limit, as a duration (`2s`, `1m`): for tests, which
  /// stop a stuck run in a second, and for slow machines. Unset: 10 s for a student's file, 20 s for a scenario.
  static let wallLimitVariable = "ASYNCPLAY_RUN_LIMIT"
  /// The limit ``wallLimitVariable`` sets, or nil when unset, empty or not a duration above 0.
  static let wallLimitSet: Duration? = {
    guard let value = ResourceUsage.environment(wallLimitVariable), !value.isEmpty else { return nil }
    guard let limit = DurationSyntax.parse(value), limit > .zero else {
      Output.standardError.line("asyncplay: ignoring \(wallLimitVariable)=\(ControlCharacters.escaped(value)): "
        + "expected a duration above 0, e.g. 2s or 1m")
      return nil
    }
    return limit
  }()
  /// The default `--max-time` of a `--real` run (real time passes, so an hour would be far too long).
  static let realDefaultTime: Duration = .seconds(60)
  /// Extra real time a `--real` run gets beyond its budget before the parent kills it.
  static let realMargin: Duration = .seconds(10)
  /// How long a benchmark child may take.
  static let benchWallLimit: Duration = .seconds(600)

  /// The simulation options of a `run` request.
  static func options(for request: RunRequest) -> SimulationOptions {
    let defaults = SimulationOptions()
    let time = request.maxTime ?? (request.real ? realDefaultTime : defaults.maxVirtualTime)
    let events = request.maxEvents ?? defaults.maxEvents
    let jobs = request.maxJobs ?? defaults.maxJobs
    // A virtual run's advice is worked out by the parent, which runs the scenario again to check it
    // (see ``BudgetAdvice``); a real run cannot be checked, so it gets the doubled values.
    let hints = request.real ? hints(time: time, events: events, jobs: jobs)
      : SimulationOptions.BudgetHints(time: "", events: "", jobs: "")
    var options = SimulationOptions(mode: request.real ? .real : .virtual, maxVirtualTime: time, maxEvents: events,
                                    maxJobs: jobs, budgetHints: hints)
    options.cores = request.cores ?? SimulationOptions.defaultCores
    return options
  }

  /// "Raise it with …" hints that name the flag and a doubled value (for real runs).
  static func hints(time: Duration, events: Int, jobs: Int) -> SimulationOptions.BudgetHints {
    let timeHint = time < DurationSyntax.maximum
      ? "--max-time \(DurationSyntax.format(min(time * 2, DurationSyntax.maximum)))"
      : "--max-time (already at its maximum of \(DurationSyntax.format(DurationSyntax.maximum)))"
    return SimulationOptions.BudgetHints(
      time: timeHint,
      events: "--max-events \(min(events * 2, CommandOption.eventLimit))",
      jobs: "--max-jobs \(min(jobs * 2, CommandOption.jobLimit))")
  }

  /// How long the parent lets the child of `request` run before killing it.
  static func wallLimit(for request: RunRequest) -> Duration {
    guard request.real else { return virtualWallLimit }
    return options(for: request).maxVirtualTime + realMargin
  }

  /// The box limits of the child of `request`, killed at `wallLimit`: its memory (``RunRequest/maxMemory``, else
  /// ``RunBox/Limits/defaultMemory``), processor time a little beyond the wall-clock limit, 1 GiB a file.
  static func limits(for request: RunRequest, wallLimit: Duration) -> RunBox.Limits {
    var limits = RunBox.Limits()
    limits.memoryBytes = request.maxMemory ?? RunBox.Limits.defaultMemory
    limits.cpuSeconds = Int(min(wallLimit.nanosecondsClamped / 1_000_000_000, 100_000_000)) + 5
    return limits
  }

  /// The options of benchmark runs: room for a million tasks, a day of virtual time.
  static let bench = SimulationOptions(
    mode: .virtual, maxVirtualTime: .seconds(86_400), maxEvents: 100_000_000, maxJobs: 1_000_000_000_000,
    budgetHints: .init(time: "a smaller workload", events: "a smaller workload", jobs: "a smaller workload"))
}
