/// Groups the schedules an exploration reaches by outcome: how many reach each, and the simplest of them (its
/// witness). The result does not depend on the order records arrive in.
struct ExplorationCollector {
  private struct Group {
    var outcome: ExploredOutcome
    var canonical: String
    var count: Int
    var witness: Schedule
    var reachedByFIFO: Bool
  }

  let settings: ExplorationSettings
  private var groups: [Group] = []
  private var groupIndex: [String: Int] = [:]
  /// How many schedules have been counted.
  private(set) var schedules = 0
  /// Schedules already sampled (a sample drawn twice counts once).
  private var sampled: Set<Schedule> = []
  private var sampling = false
  /// The next sample to count, and samples that arrived before it.
  private var nextSample = 0
  private var waiting: [Int: (Schedule, ExploredOutcome)] = [:]
  private var simplifying: [(witness: Schedule, canonical: String)] = []
  /// The first failure an explorer reported.
  private(set) var failure: ExplorationFailure?
  /// Whether the sample has as many distinct schedules as wanted, or gave up drawing.
  private(set) var sampleIsComplete = false

  init(settings: ExplorationSettings) { self.settings = settings }

  /// The most samples drawn in search of `maxSchedules` distinct ones.
  private var sampleAttempts: Int { settings.maxSchedules * 20 + 100 }

  /// Takes one line from explorer `worker`.
  mutating func take(_ line: Substring, stacks: [ExplorationStack], worker: Int) {
    switch ExplorationRecord(line) {
    case .schedule(let schedule, let sample?, let outcome)?:
      addSample(sample, schedule: schedule, outcome: outcome, stacks: stacks)
    case .schedule(let schedule, nil, let outcome)?:
      add(schedule: schedule, outcome: outcome)
    case .minimized(let outcome, let schedule)?:
      if outcome >= 0, outcome < simplifying.count { simplifying[outcome].witness = schedule }
    case .failure(let message)?:
      if failure == nil { failure = ExplorationFailure(message) }
    case nil:
      if failure == nil { failure = ExplorationFailure("an explorer sent an unreadable record") }
    }
  }

  /// Counts one explored schedule.
  mutating func add(schedule: Schedule, outcome: ExploredOutcome) {
    schedules += 1
    let canonical = outcome.canonical
    let isFIFO = schedule.picks.isEmpty
    if let index = groupIndex[canonical] {
      groups[index].count += 1
      groups[index].reachedByFIFO = groups[index].reachedByFIFO || isFIFO
      if Schedule.simpler(schedule, than: groups[index].witness) { groups[index].witness = schedule }
    } else {
      groupIndex[canonical] = groups.count
      groups.append(Group(outcome: outcome, canonical: canonical, count: 1, witness: schedule, reachedByFIFO: isFIFO))
    }
  }

  /// Drops what the depth-first search found (it stopped at the maximum): a random sample replaces it.
  mutating func startSample(workers: Int) {
    groups = []
    groupIndex = [:]
    schedules = 0
    sampled = []
    sampling = true
    sampleIsComplete = false
    nextSample = 0
    waiting = [:]
  }

  /// Takes sample `index` (from any explorer, in any order) and counts samples in index order: each unless its
  /// schedule was drawn before, until there are enough; then asks every explorer to stop.
  mutating func addSample(_ index: Int, schedule: Schedule, outcome: ExploredOutcome, stacks: [ExplorationStack]) {
    guard sampling, !sampleIsComplete, index >= nextSample else { return }
    waiting[index] = (schedule, outcome)
    while let (schedule, outcome) = waiting.removeValue(forKey: nextSample) {
      if !sampled.contains(schedule) {
        sampled.insert(schedule)
        add(schedule: schedule, outcome: outcome)
      }
      nextSample += 1
      if schedules >= settings.maxSchedules || nextSample >= sampleAttempts {
        sampleIsComplete = true
        for stack in stacks { stack.stopRequested = true }
        return
      }
    }
  }

  // MARK: simplifying witnesses

  /// Starts simplifying `witnesses` (one per outcome, with the outcome as one string).
  mutating func startSimplifying(_ witnesses: [(witness: Schedule, canonical: String)]) { simplifying = witnesses }

  /// The witnesses as simplified so far.
  var witnessesBeingSimplified: [(witness: Schedule, canonical: String)] { simplifying }

  /// `exploration` with the simplified witnesses.
  func simplified(_ exploration: Exploration) -> Exploration {
    var result = exploration
    for index in result.outcomes.indices where index < simplifying.count {
      result.outcomes[index].witness = simplifying[index].witness
    }
    return result
  }

  /// The exploration: outcomes ordered with the first-in-first-out one first, then by how many schedules reach
  /// them, then by their witnesses.
  func exploration(coverage: Exploration.Coverage, redundant: Int) -> Exploration {
    let ordered = groups.sorted { a, b in
      if a.reachedByFIFO != b.reachedByFIFO { return a.reachedByFIFO }
      if a.count != b.count { return a.count > b.count }
      if a.witness != b.witness { return Schedule.simpler(a.witness, than: b.witness) }
      return a.canonical < b.canonical
    }
    return Exploration(coverage: coverage, schedules: schedules,
                       outcomes: ordered.map { Exploration.Outcome(result: $0.outcome, schedules: $0.count,
                                                                   witness: $0.witness) },
                       redundant: redundant, settings: settings)
  }
}
