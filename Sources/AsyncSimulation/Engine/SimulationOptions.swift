/// Settings for one run.
public struct SimulationOptions: Sendable {
  /// Where a run's time comes from.
  public enum Mode: String, Sendable {
    /// The deterministic simulator: one thread, virtual time.
    case virtual
    /// Real concurrency on Dispatch and the real clock, for comparing the simulation with reality: the main actor
    /// on the main queue, everything else on the global concurrent queues, sleeps as Dispatch timers — as the stock
    /// executors do — through executors that let the engine see every job, so that the run ends when every task
    /// has ended.
    case real
  }

  /// Virtual or real.
  public var mode: Mode
  /// Stop a run whose next timer lies beyond this much virtual time; in a real run, stop after this much real time
  /// (reported as a budget, never as finished).
  public var maxVirtualTime: Duration
  /// Stop a run after this many trace events.
  public var maxEvents: Int
  /// Stop a run after this many executor jobs (catches loops that only `Task.yield()`).
  public var maxJobs: Int
  /// How a budget message tells the user to raise each budget, e.g. `--max-time 20m`.
  public var budgetHints: BudgetHints
  /// Record what any code writes to standard output during the run as `print` events (on by default).
  public var capturesStandardOutput = true
  /// How many threads the default executor's pool has (the cooperative pool is as wide as the device has cores):
  /// a job that blocks in a call (`Thread.sleep`, `usleep`, ``SimulatedWork/block(for:)``) keeps one busy for that
  /// long, and jobs wait when all are. The main actor has a thread of its own. 1 to ``maxCores``.
  public var cores = SimulationOptions.defaultCores
  /// A real run in which nothing is queued, running or due, but tasks have not ended, is a deadlock once it has
  /// stayed so this long (real time: code outside Swift concurrency could still resume a continuation).
  public var realDeadlockAfter: Duration = .milliseconds(500)

  /// The wording of the "raise it with …" part of budget messages.
  public struct BudgetHints: Sendable {
    /// For the virtual-time budget.
    public var time: String
    /// For the event budget.
    public var events: String
    /// For the job budget.
    public var jobs: String
    /// Hints naming the `SimulationOptions` properties.
    public static let properties = BudgetHints(time: "SimulationOptions.maxVirtualTime",
                                               events: "SimulationOptions.maxEvents",
                                               jobs: "SimulationOptions.maxJobs")
    /// `; raise it with <hint>`, or nothing for an empty hint (the caller gives its own advice).
    static func raise(_ hint: String) -> String { hint.isEmpty ? "" : "; raise it with \(hint)" }

    /// Creates hints; an empty hint leaves the "raise it with …" part out of its budget's report.
    public init(time: String, events: String, jobs: String) {
      self.time = time
      self.events = events
      self.jobs = jobs
    }
  }

  /// The pool's width when none is given: the cores of a current iPhone (6: 2 performance and 4 efficiency cores in
  /// the A18, A18 Pro and A19 chips), which is how many threads the cooperative pool runs there.
  public static let defaultCores = 6
  /// The most pool threads a run may have.
  public static let maxCores = 64

  /// Creates options; the defaults suit lesson scenarios (an hour of virtual time, 100 000 events, 10 million jobs).
  public init(mode: Mode = .virtual, maxVirtualTime: Duration = .seconds(3600), maxEvents: Int = 100_000,
              maxJobs: Int = 10_000_000, budgetHints: BudgetHints = .properties) {
    self.mode = mode
    self.maxVirtualTime = maxVirtualTime
    self.maxEvents = maxEvents
    self.maxJobs = maxJobs
    self.budgetHints = budgetHints
  }
}
