#if canImport(Glibc)
import Glibc
#endif

/// The depth-first search's path through the tree of schedules: one node per decision, with the state of each of its
/// choices. It lives in a flat block of memory shared with the process that started the explorer, so that when the
/// explorer dies (a crash, a run that does not finish and poisons the process), a new one goes on where it stopped.
///
/// A choice is *open* (not explored yet), *asleep* (it would only swap with independent jobs already explored from
/// another branch: skipped), *running* (taken on the current path, its job not yet finished), or *explored*, with
/// what its job was found to be (``JobFootprint``).
struct ExplorationStack {
  /// The most choices a node records; a wider decision cannot be explored exhaustively.
  static let width = 64
  /// The most nodes on a path; a deeper run cannot be explored exhaustively.
  static let capacity = 8192

  /// The state of one choice.
  enum Status: UInt8 {
    case open = 0
    case asleep = 1
    case explored = 2
    case exploredWake = 3
    case exploredLocal = 4
    case running = 5

    /// The explored status for a footprint.
    init(explored footprint: JobFootprint.Kind) {
      switch footprint {
      case .global: self = .explored
      case .wake: self = .exploredWake
      case .local: self = .exploredLocal
      }
    }

    /// Whether a later sibling may sleep on this choice (it commutes with what that sibling does).
    var commutes: Bool { self == .asleep || self == .exploredWake || self == .exploredLocal }
  }

  // Layout. Header: depth (Int32 at 0), flags (UInt32 at 4), runs, leaves, redundant, next sample (Int64 at 8, 16,
  // 24, 32), stop request (Int32 at 40), current run redundant (Int32 at 44), cursor (two Int64 at 48, 56). Node: kind
  // (UInt8 at 0), count (UInt16 at 2), chosen (UInt16 at 4), statuses (UInt8 × width at 8), task slots (Int32 × width
  // after them).
  private static let headerSize = 64
  private static let statusOffset = 8
  private static let slotOffset = statusOffset + width
  private static let nodeSize = slotOffset + 4 * width
  /// The bytes the stack needs.
  static let byteCount = headerSize + capacity * nodeSize

  /// Flags in the header.
  struct Flags: OptionSet {
    let rawValue: UInt32
    /// A decision had more choices than a node records.
    static let tooWide = Flags(rawValue: 1)
    /// A path had more decisions than the stack holds.
    static let tooDeep = Flags(rawValue: 2)
  }

  let base: UnsafeMutableRawPointer

  /// A stack in `base` (``byteCount`` bytes, zeroed: an empty stack).
  init(base: UnsafeMutableRawPointer) { self.base = base }

  /// Maps zeroed memory shared with child processes (anonymous, `MAP_SHARED`); nil when the system refuses.
  static func mapShared() -> ExplorationStack? {
    let memory = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)
    guard let memory, memory != MAP_FAILED else { return nil }
    return ExplorationStack(base: memory)
  }

  /// Unmaps memory from ``mapShared()``.
  func unmap() { munmap(base, Self.byteCount) }

  // MARK: header

  private func int32(_ offset: Int) -> Int32 { base.load(fromByteOffset: offset, as: Int32.self) }
  private func setInt32(_ offset: Int, _ value: Int32) { base.storeBytes(of: value, toByteOffset: offset, as: Int32.self) }
  private func int64(_ offset: Int) -> Int64 { base.load(fromByteOffset: offset, as: Int64.self) }
  private func setInt64(_ offset: Int, _ value: Int64) { base.storeBytes(of: value, toByteOffset: offset, as: Int64.self) }

  /// Nodes on the current path.
  var depth: Int {
    get { Int(int32(0)) }
    nonmutating set { setInt32(0, Int32(newValue)) }
  }
  /// Why the tree could not be explored exhaustively, if it could not.
  var flags: Flags {
    get { Flags(rawValue: UInt32(bitPattern: int32(4))) }
    nonmutating set { setInt32(4, Int32(bitPattern: newValue.rawValue)) }
  }
  /// Runs made, leaves and redundant ones alike.
  var runs: Int64 {
    get { int64(8) }
    nonmutating set { setInt64(8, newValue) }
  }
  /// Schedules explored to their end (leaves of the tree).
  var leaves: Int64 {
    get { int64(16) }
    nonmutating set { setInt64(16, newValue) }
  }
  /// Runs found redundant (every job that could run next only swapped with independent ones already explored).
  var redundant: Int64 {
    get { int64(24) }
    nonmutating set { setInt64(24, newValue) }
  }
  /// The next random sample to draw.
  var nextSample: Int64 {
    get { int64(32) }
    nonmutating set { setInt64(32, newValue) }
  }
  /// Set by the parent to ask the explorer to stop drawing samples.
  var stopRequested: Bool {
    get { int32(40) != 0 }
    nonmutating set { setInt32(40, newValue ? 1 : 0) }
  }
  /// Whether the run in progress counts as a schedule of this explorer's, as far as it has gone: not redundant, and
  /// in the part of the tree the explorer owns (for a death in the middle of the run).
  var currentRunCounts: Bool {
    get { int32(44) != 0 }
    nonmutating set { setInt32(44, newValue ? 1 : 0) }
  }

  /// Where witness simplification stands: the outcome, and the pick being tried.
  var cursor: (outcome: Int, pick: Int) {
    get { (Int(int64(48)), Int(int64(56))) }
    nonmutating set {
      setInt64(48, Int64(newValue.outcome))
      setInt64(56, Int64(newValue.pick))
    }
  }

  // MARK: nodes

  private func node(_ index: Int) -> UnsafeMutableRawPointer { base + Self.headerSize + index * Self.nodeSize }

  /// Whether node `index` decides between jobs (else between deadlines).
  func isJobNode(_ index: Int) -> Bool { node(index).load(as: UInt8.self) == 0 }
  /// How many of node `index`'s choices were open when it was made (not asleep): more than one makes it branch.
  func openWhenMade(_ index: Int) -> Int {
    (0..<count(index)).reduce(0) { $0 + (status(index, $1) == .asleep ? 0 : 1) }
  }
  /// The number of choices at node `index`.
  func count(_ index: Int) -> Int { Int(node(index).load(fromByteOffset: 2, as: UInt16.self)) }
  /// The choice taken on the current path.
  func chosen(_ index: Int) -> Int { Int(node(index).load(fromByteOffset: 4, as: UInt16.self)) }
  func setChosen(_ index: Int, _ choice: Int) {
    node(index).storeBytes(of: UInt16(choice), toByteOffset: 4, as: UInt16.self)
  }
  /// The state of choice `choice` at node `index`.
  func status(_ index: Int, _ choice: Int) -> Status {
    Status(rawValue: node(index).load(fromByteOffset: Self.statusOffset + choice, as: UInt8.self)) ?? .explored
  }
  func setStatus(_ index: Int, _ choice: Int, _ status: Status) {
    node(index).storeBytes(of: status.rawValue, toByteOffset: Self.statusOffset + choice, as: UInt8.self)
  }
  /// The task of an explored wake or local step, or of an asleep choice.
  func task(_ index: Int, _ choice: Int) -> Int32 {
    node(index).load(fromByteOffset: Self.slotOffset + 4 * choice, as: Int32.self)
  }
  func setTask(_ index: Int, _ choice: Int, _ task: Int32) {
    node(index).storeBytes(of: task, toByteOffset: Self.slotOffset + 4 * choice, as: Int32.self)
  }

  /// Puts a new node at position `index` (the path below it is dropped), every choice open.
  func push(at index: Int, job: Bool, count: Int) {
    let pointer = node(index)
    pointer.initializeMemory(as: UInt8.self, repeating: 0, count: Self.nodeSize)
    pointer.storeBytes(of: job ? 0 : 1, as: UInt8.self)
    pointer.storeBytes(of: UInt16(count), toByteOffset: 2, as: UInt16.self)
    depth = index + 1
  }

  /// Notes only the choice taken at decision `index` (sampling: the path is not searched, only remembered).
  func noteChoice(at index: Int, _ choice: Int) {
    guard index < Self.capacity else { return }
    let pointer = node(index)
    pointer.storeBytes(of: UInt16(clamping: choice), toByteOffset: 4, as: UInt16.self)
    depth = index + 1
  }

  /// The first open choice at node `index`, if any.
  func firstOpen(_ index: Int) -> Int? {
    for choice in 0..<count(index) where status(index, choice) == .open { return choice }
    return nil
  }

  /// Drops finished nodes (no open choice) from the end of the path; returns the new depth.
  func dropFinished() -> Int {
    while depth > 0, firstOpen(depth - 1) == nil { depth -= 1 }
    return depth
  }

  /// After the explorer died in the middle of a run: choices left running count as explored (what their job did is
  /// unknown, so nothing sleeps on them).
  func settleAfterDeath() {
    for index in 0..<depth {
      for choice in 0..<count(index) where status(index, choice) == .running { setStatus(index, choice, .explored) }
    }
  }

  /// The schedule of the current path (its nodes' chosen choices), with `jitterNanos`.
  func schedule(jitterNanos: Int64) -> Schedule {
    var picks: [Schedule.Pick] = []
    for index in 0..<depth where chosen(index) != 0 {
      picks.append(Schedule.Pick(decision: index + 1, choice: chosen(index)))
    }
    return (try? Schedule(picks: picks, jitter: .nanoseconds(jitterNanos))) ?? .fifo
  }
}
