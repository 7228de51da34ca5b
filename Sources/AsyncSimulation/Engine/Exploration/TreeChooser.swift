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
///
/// Several explorers can share the tree (``Part``): each explores the whole tree above a *split node* — the first
/// node on a path where the branching so far gives at least ``Part/subtrees`` ways down — and below it only the
/// subtrees it owns. A subtree it does not own is entered once, as a *probe*, to learn what the choice's job does
/// (later siblings' sleep sets depend on it); the probe's run is not a schedule of this explorer's. So every explorer
/// computes the same sleep sets as a single one would, and together they explore the same schedules.
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

  /// Which part of the tree an explorer owns: explorer `index` of `count`.
  struct Part {
    var index = 0
    var count = 1
    /// How many ways down the branching above the split node gives at least.
    static let subtrees = 64
  }

  private let part: Part
  /// The ways down the branching nodes of the path have given so far, and their choices hashed (FNV-1a).
  private var spread = 1
  private var signature: UInt64 = 0xCBF2_9CE4_8422_2325
  /// The explorer that owns the path, once its split node is passed.
  private var owner: Int?
  /// Whether this run only probes a subtree another explorer owns.
  private var probing = false

  init(stack: ExplorationStack, branch: Int, jitterNanos: Int64, reducesOrders: Bool, part: Part = Part()) {
    self.stack = stack
    self.branch = branch
    self.reducesOrders = reducesOrders
    self.part = part
    super.init(jitterNanos: jitterNanos)
    stack.currentRunCounts = ownsPath
  }

  /// Whether the path so far belongs to this explorer (before its split node: by its choices so far).
  var ownsPath: Bool {
    part.count <= 1 || (owner ?? Int(signature % UInt64(part.count))) == part.index
  }

  /// Whether the run is a schedule of this explorer's: not redundant, not a probe, its path owned.
  var counts: Bool { !redundant && !probing && ownsPath }

  /// Notes the choice taken at node `index` (with `open` open choices when the node was made) for the ownership of
  /// the path; a choice into a subtree another explorer owns makes the run a probe.
  private func noteOwnership(_ index: Int, open: Int, choice: Int) {
    guard part.count > 1, owner == nil, open > 1 else { return }
    for byte in [UInt64(index), UInt64(choice)] {
      signature = (signature ^ byte) &* 0x100_0000_01B3
    }
    spread = spread.multipliedReportingOverflow(by: open).overflow ? Int.max : spread * open
    guard spread >= Part.subtrees else { return }
    owner = Int(signature % UInt64(part.count))
    if owner != part.index && index >= branch { probing = true }
    stack.currentRunCounts = counts
  }

  /// Whether nodes below the current one are still searched (not after redundancy, in a probe, or on overflow).
  private var searching: Bool { !redundant && !probing && divergence == nil && overflow.isEmpty }

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
    guard searching else { return 0 }
    if index < branch {
      let choice = follow(index, job: true, count: count)
      noteOwnership(index, open: stack.openWhenMade(index), choice: choice)
      return choice
    }
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
      noteOwnership(index, open: stack.openWhenMade(index), choice: choice)
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
    noteOwnership(index, open: stack.openWhenMade(index), choice: first)
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
    stack.currentRunCounts = false
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
    guard searching else { return record(0) }
    if index < branch {
      let choice = follow(index, job: false, count: count)
      noteOwnership(index, open: count, choice: choice)
      return record(choice)
    }
    if index == branch {
      guard !stack.isJobNode(index), stack.count(index) == count, let choice = stack.firstOpen(index) else {
        divergence = "decision \(index + 1) differs from the run that found it"
        return record(0)
      }
      stack.setStatus(index, choice, .explored)
      stack.setChosen(index, choice)
      noteOwnership(index, open: count, choice: choice)
      return record(choice)
    }
    guard count <= ExplorationStack.width, index < ExplorationStack.capacity else {
      overflow.insert(count > ExplorationStack.width ? .tooWide : .tooDeep)
      return record(0)
    }
    stack.push(at: index, job: false, count: count)
    stack.setStatus(index, 0, .explored)
    noteOwnership(index, open: count, choice: 0)
    return record(0)
  }
}
