import AsyncSimulation

/// One engine test program: the options of its run and the root body it runs.
///
/// Fixtures are tiny on purpose: each one exercises one engine rule, so a failing test points at the rule.
struct Fixture: Sendable {
  /// The name given on the command line.
  let name: String
  /// One line saying what the fixture shows (for `EngineFixtures list`).
  let summary: String
  /// The run's options (budgets); the mode is set by `--real`.
  let options: SimulationOptions
  /// Builds the root body from the fixture's extra command-line arguments; throws a usage message.
  let makeBody: @Sendable ([String]) throws(FixtureUsageError) -> @MainActor @Sendable () async -> Void

  /// A fixture that takes extra arguments.
  init(_ name: String, _ summary: String, options: SimulationOptions = SimulationOptions(),
       makeBody: @escaping @Sendable ([String]) throws(FixtureUsageError) -> @MainActor @Sendable () async -> Void) {
    self.name = name
    self.summary = summary
    self.options = options
    self.makeBody = makeBody
  }

  /// A fixture without arguments.
  init(_ name: String, _ summary: String, options: SimulationOptions = SimulationOptions(),
       body: @escaping @MainActor @Sendable () async -> Void) {
    self.init(name, summary, options: options) { (arguments: [String]) throws(FixtureUsageError) in
      guard arguments.isEmpty else { throw FixtureUsageError(message: "\(name) takes no arguments") }
      return body
    }
  }
}

/// A command line the fixture program cannot run.
struct FixtureUsageError: Error {
  /// What is wrong.
  let message: String
}

/// Every fixture, by name.
enum FixtureRegistry {
  /// All fixtures, in the order `list` prints them.
  static let all: [Fixture] = OrderingFixtures.all + CancellationFixtures.all + CancelCauseFixtures.all
    + StructuredFixtures.all
    + IsolationFixtures.all + ClockFixtures.all + WallClockFixtures.all + StuckFixtures.all + EscapeFixtures.all
    + ScenarioFixtures.all
    + EndFixtures.all + HashingFixtures.all + OutputFixtures.all + WaitFixtures.all + ThreadFixtures.all

  /// The fixture called `name`.
  static func named(_ name: String) -> Fixture? { all.first { $0.name == name } }
}

/// Budget hints that name the fixture program's own wording, so tests can check that the hint reaches the report.
let fixtureHints = SimulationOptions.BudgetHints(time: "--max-time", events: "--max-events", jobs: "--max-jobs")

/// The current run time in milliseconds, as the code under test sees it through `ContinuousClock` (which the
/// interposer makes virtual): printing it checks the clock, the event's own timestamp checks the recorder.
func clockMs(since start: ContinuousClock.Instant) -> String {
  let elapsed = start.duration(to: ContinuousClock.now)
  let (seconds, attoseconds) = elapsed.components
  return Milliseconds.format(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
}
