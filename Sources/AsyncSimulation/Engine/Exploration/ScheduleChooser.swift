/// Decides the order where the runtime leaves it open, for one run: the scheduler asks it at every job it takes and
/// wherever timers race (see `SimulationScheduler+Exploration.swift`). Subclasses replay a ``Schedule``
/// (``ReplayChooser``), draw at random (``RandomChooser``), or walk the tree of all orders (``TreeChooser``).
///
/// It also keeps what every schedule needs: the decisions met, the choices made (the run's ``schedule``), and the
/// identity of each ready job (a number given in the order jobs became ready, the same on every run that made the
/// same choices so far).
class ScheduleChooser {
  /// What is being decided.
  enum Decision {
    /// Which ready job runs next.
    case job
    /// Which of the timers that race fires first.
    case deadline
  }

  /// Timers due within this many nanoseconds of the earliest one race with it.
  let jitterNanos: Int64
  /// Decisions met so far (points with two choices or more).
  private(set) var decisions = 0
  /// The choices other than 0 made so far.
  private(set) var picks: [Schedule.Pick] = []
  /// The identity of each ready job, in ready-queue order.
  private(set) var readyIDs: [UInt32] = []
  private var nextID: UInt32 = 0
  /// The candidates of the current job decision, as offsets into the ready queue (reused between decisions).
  var candidateOffsets: [Int] = []
  /// Facts read before the job that is running, when ``wantsFootprints``.
  var marks = JobMarks()
  /// Where the choices are also written as they are made, so that they survive the process (sampling).
  private let mirror: ExplorationStack?

  init(jitterNanos: Int64, mirroringInto mirror: ExplorationStack? = nil) {
    self.jitterNanos = jitterNanos
    self.mirror = mirror
  }

  /// Whether the scheduler should work out what each job did (see ``JobFootprint``).
  var wantsFootprints: Bool { false }

  /// The run's schedule so far.
  var schedule: Schedule {
    (try? Schedule(picks: picks, jitter: .nanoseconds(jitterNanos))) ?? .fifo
  }

  /// Gives identities to the jobs that became ready since the last call (they are at the end of the queue).
  final func noteReady(count: Int) {
    while readyIDs.count < count {
      readyIDs.append(nextID)
      nextID &+= 1
    }
  }

  /// The job at `offset` is taken out of the ready queue.
  final func removeReady(at offset: Int) { readyIDs.remove(at: offset) }

  /// Picks one of ``candidateOffsets`` (at least one): its index there. A single candidate is no decision.
  func pickJob() -> Int {
    guard candidateOffsets.count > 1 else { return 0 }
    return record(decide(.job, count: candidateOffsets.count))
  }

  /// Picks one of `count` (≥ 2) distinct deadlines, earliest first: its index.
  func pickDeadline(count: Int) -> Int { record(decide(.deadline, count: count)) }

  /// The job picked last has run; `footprint` says what it did (nil unless ``wantsFootprints``).
  func jobRan(_ footprint: JobFootprint?, cancelled: (Int32) -> Bool) {}

  /// The choice (0..<count) at the decision being met, number ``nextDecision`` (``decisions`` counts it after).
  func decide(_ decision: Decision, count: Int) -> Int { 0 }

  /// Counts a decision and notes its choice.
  final func record(_ choice: Int) -> Int {
    if choice != 0 { picks.append(Schedule.Pick(decision: decisions + 1, choice: choice)) }
    if let mirror { mirror.noteChoice(at: decisions, choice) }
    decisions += 1
    return choice
  }

  /// The number of the decision being met (from 1).
  final var nextDecision: Int { decisions + 1 }
}

/// Facts read just before a job runs, so that what it did can be worked out afterwards.
struct JobMarks {
  var events = 0
  var tasks = 0
  var readyCount = 0
  var timers = 0
  var nanos: Int64 = 0
  /// Cancelled watched tasks before the job (read only for a job that may turn out local).
  var cancelledTasks = 0
}

/// Replays a ``Schedule``; notes the first place where it does not fit the run.
final class ReplayChooser: ScheduleChooser {
  let replayed: Schedule
  /// What did not fit, if anything.
  private(set) var mismatch: String?

  init(_ schedule: Schedule, mirroringInto mirror: ExplorationStack? = nil, jitterNanos: Int64? = nil) {
    replayed = schedule
    super.init(jitterNanos: jitterNanos ?? schedule.jitterNanos, mirroringInto: mirror)
  }

  override func decide(_ decision: Decision, count: Int) -> Int {
    let number = nextDecision
    let choice = replayed.choice(at: number)
    guard choice < count else {
      if mismatch == nil {
        let what = decision == .job ? "ready jobs" : "racing timers"
        mismatch = "decision \(number) has \(count) choices (\(what), 0–\(count - 1)); the schedule picks \(choice)"
      }
      return 0
    }
    return choice
  }

  /// After the run: the mismatch, including picks at decisions the run never met.
  func finalMismatch() -> ScheduleMismatch? {
    if let mismatch { return ScheduleMismatch(schedule: replayed, reason: mismatch) }
    if let last = replayed.picks.last, last.decision > decisions {
      return ScheduleMismatch(schedule: replayed, reason: "the run meets \(decisions) decisions; the schedule picks "
                                + "at decision \(last.decision)")
    }
    return nil
  }
}

/// Draws every choice at random, uniformly, from a seeded generator: one sample of the orders a run can take.
final class RandomChooser: ScheduleChooser {
  private var generator: SplitMix64

  /// Sample `index` of the sample seeded `seed`.
  init(seed: UInt64, index: UInt64, jitterNanos: Int64, mirroringInto mirror: ExplorationStack? = nil) {
    generator = SplitMix64(seed: seed ^ (index &* 0x9E37_79B9_7F4A_7C15) ^ 0x5851_F42D_4C95_7F2D)
    super.init(jitterNanos: jitterNanos, mirroringInto: mirror)
  }

  override func decide(_ decision: Decision, count: Int) -> Int { generator.below(count) }
}

/// SplitMix64: a small, fast, seeded generator (Steele, Lea and Flood), the same numbers on every platform.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in 0..<bound (bound ≥ 1), without modulo bias.
  mutating func below(_ bound: Int) -> Int {
    let b = UInt64(bound)
    let limit = UInt64.max - UInt64.max % b
    while true {
      let x = next()
      if x < limit { return Int(x % b) }
    }
  }
}
