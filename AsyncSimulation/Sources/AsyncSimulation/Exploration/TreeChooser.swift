/// Walks the tree of schedules depth-first, one run per leaf, with sleep sets (partial-order reduction).
///
/// Each run follows the current path in ``ExplorationStack`` down to its *branch* node, takes the next open choice
/// there, and below it takes the first choice that is not asleep at each new decision, adding a node for it.
///
/// Sleep sets (Godefroid): when a choice at a node has been explored, a later sibling need not explore orders that
/// start with that earlier choice if the two commute — those orders reach the same states as orders already
/// explored. The earlier choice "sleeps" in the sibling's subtree until a job that does not commute with it runs. A
/// point where every job that could run next is asleep ends the run as *redundant*: it finishes (the process stays
/// usable) but is not a schedule of its own. Which jobs commute: ``JobFootprint``.
final class TreeChooser: ScheduleChooser {
  /// A job that need not run next: its identity, and the task whose cancellation wakes it up.
  private struct Sleeper {
    var id: UInt32
    var task: Int32
    var status: ExplorationStack.Status
  }

  private let stack: ExplorationStack
  /// The node where this run takes the next open choice; -1 for the first run (every node is new).
  private let branch: Int
  private var sleepers: [Sleeper] = []
  /// The node whose chosen job is running (its status is filled in when the job has run).
  private var running: Int?
  /// Whether the run has turned out redundant.
  private(set) var redundant = false
  /// Set when the run does not repeat the path it was told to follow: the scenario is not deterministic.
  private(set) var divergence: String?
  /// Set when a decision has more choices than a node records, or the path more decisions than the stack holds.
  private(set) var overflow: ExplorationStack.Flags = []

  /// Whether choices sleep at all (off: every order is explored).
  private let reducesOrders: Bool

  init(stack: ExplorationStack, branch: Int, jitterNanos: Int64, reducesOrders: Bool) {
    self.stack = stack
    self.branch = branch
    self.reducesOrders = reducesOrders
    super.init(jitterNanos: jitterNanos)
  }

  override var wantsFootprints: Bool { true }

  /// Whether the run met every decision down to the branch node.
  var reachedBranch: Bool { decisions > branch }

  override func pickJob() -> Int {
    let count = candidateOffsets.count
    guard count > 1 else {
      // No decision; but if the only job that can run is asleep, everything from here was explored elsewhere.
      if !redundant, !sleepers.isEmpty, let only = candidateOffsets.first,
         sleepers.contains(where: { $0.id == readyIDs[only] }) {
        markRedundant()
      }
      running = nil
      return 0
    }
    return record(decideJob(count: count))
  }

  private func decideJob(count: Int) -> Int {
    let index = decisions
    running = nil
    guard !redundant, divergence == nil, overflow.isEmpty else { return 0 }
    if index < branch { return follow(index, job: true, count: count) }
    if index == branch {
      guard stack.isJobNode(index), stack.count(index) == count, let choice = stack.firstOpen(index) else {
        divergence = "decision \(index + 1) differs from the run that found it"
        return 0
      }
      // The sleep set here: the choices asleep at this node and the siblings already explored that commute.
      sleepers = !reducesOrders ? [] : (0..<count).compactMap { other in
        let status = stack.status(index, other)
        guard other != choice, status.commutes else { return nil }
        return Sleeper(id: readyIDs[candidateOffsets[other]], task: stack.task(index, other), status: status)
      }
      take(index, choice)
      return choice
    }
    guard count <= ExplorationStack.width, index < ExplorationStack.capacity else {
      overflow.insert(count > ExplorationStack.width ? .tooWide : .tooDeep)
      return 0
    }
    stack.push(at: index, job: true, count: count)
    var first: Int?
    for choice in 0..<count {
      let id = readyIDs[candidateOffsets[choice]]
      if let sleeper = sleepers.first(where: { $0.id == id }) {
        stack.setStatus(index, choice, .asleep)
        stack.setTask(index, choice, sleeper.task)
      } else if first == nil {
        first = choice
      }
    }
    guard let first else {
      // Every job that could run next is asleep: this node has nothing of its own to explore.
      stack.depth = index
      markRedundant()
      return 0
    }
    take(index, first)
    return first
  }

  private func take(_ index: Int, _ choice: Int) {
    stack.setStatus(index, choice, .running)
    stack.setChosen(index, choice)
    running = index
  }

  private func follow(_ index: Int, job: Bool, count: Int) -> Int {
    guard stack.isJobNode(index) == job, stack.count(index) == count else {
      divergence = "decision \(index + 1) has \(count) choices now and had \(stack.count(index)) before"
      return 0
    }
    return stack.chosen(index)
  }

  private func markRedundant() {
    redundant = true
    stack.currentRunRedundant = true
  }

  override func jobRan(_ footprint: JobFootprint?, cancelled: (Int32) -> Bool) {
    if let index = running, let footprint {
      let choice = stack.chosen(index)
      stack.setStatus(index, choice, ExplorationStack.Status(explored: footprint.kind))
      stack.setTask(index, choice, footprint.task)
    }
    running = nil
    // A sleeper stays asleep while the jobs that run commute with it: until its task is cancelled.
    if !sleepers.isEmpty { sleepers.removeAll { cancelled($0.task) } }
  }

  override func pickDeadline(count: Int) -> Int {
    let index = decisions
    running = nil
    // Timers fire only when no job is ready, so nothing can be asleep here.
    sleepers.removeAll()
    guard !redundant, divergence == nil, overflow.isEmpty else { return record(0) }
    if index < branch { return record(follow(index, job: false, count: count)) }
    if index == branch {
      guard !stack.isJobNode(index), stack.count(index) == count, let choice = stack.firstOpen(index) else {
        divergence = "decision \(index + 1) differs from the run that found it"
        return record(0)
      }
      stack.setStatus(index, choice, .explored)
      stack.setChosen(index, choice)
      return record(choice)
    }
    guard count <= ExplorationStack.width, index < ExplorationStack.capacity else {
      overflow.insert(count > ExplorationStack.width ? .tooWide : .tooDeep)
      return record(0)
    }
    stack.push(at: index, job: false, count: count)
    stack.setStatus(index, 0, .explored)
    return record(0)
  }
}
