/// How to explore the schedules of a run (see ``Exploration``).
public struct ExplorationSettings: Sendable, Equatable {
  /// Explore every schedule when there are at most this many; otherwise draw this many at random.
  public var maxSchedules: Int
  /// Seeds the random sample (the same seed draws the same schedules).
  public var seed: UInt64
  /// Timers due within this much of the earliest pending one race with it (zero: only timers due at the same
  /// instant do).
  public var jitter: Duration
  /// Also compare the printed lines, in order (by default only the end state is compared; see ``ExploredOutcome``).
  public var comparesPrints: Bool
  /// Skip orders that only swap jobs known to commute (partial-order reduction; see ``Exploration``). Off: every
  /// order is run, which takes longer but assumes nothing about the code.
  public var reducesOrders: Bool
  /// How many processes run schedules at once (at most the machine's cores are useful).
  public var workers: Int

  /// The most schedules an exploration may be asked for.
  public static let largestMaxSchedules = 1_000_000

  /// Settings; the defaults explore up to 1000 schedules with seed 1, no jitter, the end state compared, orders
  /// reduced, two workers.
  public init(maxSchedules: Int = 1000, seed: UInt64 = 1, jitter: Duration = .zero, comparesPrints: Bool = false,
              reducesOrders: Bool = true, workers: Int = 2) {
    self.maxSchedules = maxSchedules
    self.seed = seed
    self.jitter = jitter
    self.comparesPrints = comparesPrints
    self.reducesOrders = reducesOrders
    self.workers = workers
  }

  /// The jitter in nanoseconds.
  var jitterNanos: Int64 { max(0, jitter.nanosecondsClamped) }
}
