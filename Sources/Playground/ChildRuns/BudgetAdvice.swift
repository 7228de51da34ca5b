import AsyncSimulation
import Scenarios
import TextBase
import CommandLineGrammar

/// Advice that works for a virtual run stopped by a budget: the scenario is run again, in child processes, with
/// the budget that stopped it raised, until it finishes or no budget is left to raise; then the smallest round
/// value that was seen to finish is suggested. Runs are deterministic, so the advice holds when it is followed.
///
/// ```
/// stopped at 0 ms: the next timer, at 86400000 ms, lies beyond the virtual-time budget of 60 min; raise it with
/// --max-time 24h (the run then finishes at 86400000 ms)
/// ```
/// When no budget can let it finish (a timer beyond the largest `--max-time`, a loop that never ends), the report
/// says so instead of suggesting a value.
struct BudgetAdvice {
  /// How the advice is worded.
  enum Wording {
    /// `raise it with --max-time 24h`, for `asyncplay run`.
    case flags
    /// `asyncplay run three-state latency=86400s --max-time 24h finishes…`, for the playground, which has no
    /// budget options of its own.
    case command
  }

  /// The budgets a probe runs with.
  struct Budgets: Equatable {
    var time: Duration
    var events: Int
    var jobs: Int
  }

  /// The budget a report says stopped the run.
  enum Kind: Equatable {
    case time, events, jobs
  }

  /// The most events a probe may record: ten times the default budget.
  static let eventProbeLimit = 1_000_000
  /// The most jobs a probe may run: ten times the default budget.
  static let jobProbeLimit = 100_000_000
  /// How long one probe may take in real time.
  static let probeWallLimit: Duration = .seconds(10)

  /// The request whose run stopped.
  var request: RunRequest
  /// The program to run the probes with.
  var executable: String
  /// Asked while a probe runs; true stops it (and the advice).
  var interruption: (@Sendable () -> Bool)?

  /// Which budget `report` (a run's `done` report) says stopped it. The words are the engine's (`Simulation`).
  static func kind(of report: String) -> Kind? {
    if report.contains("virtual-time budget") { return .time }
    if report.contains("(the event budget)") { return .events }
    if report.contains("(the job budget)") { return .jobs }
    return nil
  }

  /// The budgets `request` ran with.
  static func budgets(of request: RunRequest) -> Budgets {
    let options = RunBudgets.options(for: request)
    return Budgets(time: options.maxVirtualTime, events: options.maxEvents, jobs: options.maxJobs)
  }

  /// `trace` with its report completed by advice that was checked by running the scenario.
  func advise(_ trace: Trace, wording: Wording) -> Trace {
    guard !request.real, trace.outcome == .budget, let done = trace.done, let report = done.report,
          var kind = Self.kind(of: report) else { return trace }
    let original = Self.budgets(of: request)
    var budgets = original
    var advice: String?
    for _ in 0..<4 {
      guard let raised = Self.raise(kind, in: budgets) else {
        advice = Self.noBudget(kind, budgets: budgets)
        break
      }
      budgets = raised
      guard let probe = run(with: budgets) else {
        advice = nil
        break
      }
      if probe.outcome == .finished {
        let tight = tighten(budgets, after: probe, from: original)
        advice = found(tight.budgets, original: original, end: tight.trace.endNanos, wording: wording)
        break
      }
      guard probe.outcome == .budget, let next = probe.done?.report.flatMap(Self.kind(of:)) else { break }
      kind = next
    }
    var events = trace.events
    events[events.count - 1].report = report + (advice.map { "; " + $0 } ?? "")
    return Trace(events: events)
  }

  /// The budgets with `kind` raised as far as a probe may go, or nil when it is at that limit already.
  static func raise(_ kind: Kind, in budgets: Budgets) -> Budgets? {
    var raised = budgets
    switch kind {
    case .time:
      guard budgets.time < DurationSyntax.maximum else { return nil }
      raised.time = DurationSyntax.maximum
    case .events:
      guard budgets.events < eventProbeLimit else { return nil }
      raised.events = eventProbeLimit
    case .jobs:
      guard budgets.jobs < jobProbeLimit else { return nil }
      raised.jobs = jobProbeLimit
    }
    return raised
  }

  /// Rounds the raised budgets down to the smallest round values the run still finishes with (checked by running
  /// it); the probe's own budgets when that run does not finish. The trace counts time and events, so those are
  /// read off the probe; jobs are not counted, so the smallest round job budget is searched for, run by run.
  private func tighten(_ budgets: Budgets, after probe: Trace, from original: Budgets)
    -> (budgets: Budgets, trace: Trace) {
    var tight = budgets
    if budgets.time != original.time {
      tight.time = max(Self.roundDuration(atLeast: probe.endNanos), original.time)
    }
    if budgets.events != original.events {
      tight.events = max(Self.roundCount(atLeast: probe.events.count), original.events)
    }
    var best = (budgets: budgets, trace: probe)
    if tight != budgets, let check = run(with: tight), check.outcome == .finished { best = (tight, check) }
    guard budgets.jobs != original.jobs else { return best }
    var jobs = Self.roundCount(atLeast: original.jobs + 1)
    while jobs < best.budgets.jobs {
      var trial = best.budgets
      trial.jobs = jobs
      guard let check = run(with: trial) else { break }
      if check.outcome == .finished { return (trial, check) }
      jobs = Self.roundCount(atLeast: jobs + 1)
    }
    return best
  }

  /// The advice for budgets that let the run finish.
  private func found(_ budgets: Budgets, original: Budgets, end: Int64, wording: Wording) -> String {
    var flags: [String] = []
    if budgets.time != original.time { flags.append("--max-time \(DurationSyntax.format(budgets.time))") }
    if budgets.events != original.events { flags.append("--max-events \(budgets.events)") }
    if budgets.jobs != original.jobs { flags.append("--max-jobs \(budgets.jobs)") }
    let finishes = "the run then finishes at \(Milliseconds.format(end)) ms"
    switch wording {
    case .flags:
      return "raise \(flags.count == 1 ? "it" : "them") with \(flags.joined(separator: " ")) (\(finishes))"
    case .command:
      return "it finishes with: \(commandLine(adding: flags)) (at \(Milliseconds.format(end)) ms; the playground "
        + "runs with the default budgets)"
    }
  }

  /// Why no budget lets the run finish.
  static func noBudget(_ kind: Kind, budgets: Budgets) -> String {
    switch kind {
    case .time:
      return "no budget lets it finish: \(DurationSyntax.maximumText) is the largest --max-time, and the run "
        + "still waits beyond it; shorten the durations it waits for"
    case .events:
      return "it did not finish within \(budgets.events) events either: a loop that never ends?"
    case .jobs:
      return "it did not finish within \(budgets.jobs) jobs either: a loop that never ends?"
    }
  }

  /// `asyncplay run <scenario> <changed parameters> <flags>`, quoted for a shell.
  private func commandLine(adding flags: [String]) -> String {
    let scenario = ScenarioCatalog.all.first { $0.name == request.scenario }
    let changed = request.assignments.filter { assignment in
      guard let parameter = scenario?.parameter(named: assignment.name) else { return true }
      return (try? parameter.normalize(parameter.defaultValue).get()) != assignment.value
    }
    return (["asyncplay", "run", request.scenario] + changed.map { ShellQuoting.quoted($0.text) } + flags)
      .joined(separator: " ")
  }

  /// The trace of a probe with `budgets`, or nil when it could not run, was interrupted or did not end normally.
  private func run(with budgets: Budgets) -> Trace? {
    var probe = request
    probe.maxTime = budgets.time
    probe.maxEvents = budgets.events
    probe.maxJobs = budgets.jobs
    let command = RunCommand(request: probe, executable: executable)
    var child = command.child(interruption: interruption)
    child.wallLimit = Self.probeWallLimit
    guard let result = try? command.run(child), !result.interrupted,
          case .trace(let trace, _, _) = command.interpret(result) else { return nil }
    return trace
  }

  /// The smallest round duration (1, 2 or 5 times a power of ten below a second; then 1, 2, 5, 10, 20, 30 s and
  /// min; then 1, 2, 3, 6, 12, 24 h) of at least `nanos`, at most the largest budget.
  static func roundDuration(atLeast nanos: Int64) -> Duration {
    var ladder: [Int64] = []
    var power: Int64 = 1
    while power < 1_000_000_000 {
      ladder += [power, 2 * power, 5 * power]
      power *= 10
    }
    let second: Int64 = 1_000_000_000
    ladder += [1, 2, 5, 10, 20, 30].map { $0 * second } + [1, 2, 5, 10, 20, 30].map { $0 * 60 * second }
      + [1, 2, 3, 6, 12, 24].map { $0 * 3_600 * second }
    return .nanoseconds(ladder.first { $0 >= nanos } ?? ladder.last!)
  }

  /// The smallest round count (1, 2 or 5 times a power of ten) of at least `count`.
  static func roundCount(atLeast count: Int) -> Int {
    var power = 1
    while power <= Int.max / 50 {
      for step in [1, 2, 5] where step * power >= count { return step * power }
      power *= 10
    }
    return count
  }
}
