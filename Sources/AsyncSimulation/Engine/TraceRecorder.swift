import CVirtualClock
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Collects the events of one run and the tasks they belong to; resolves task names when the run ends.
///
/// The scheduler reports executor-level facts (a task's first run, sleeps, wakes, cancellations, ends); scenario
/// code reports what it observes (state changes, prints, screens) through ``TraceLog``.
///
/// Tasks live in dense slots, found by their runtime id through a table indexed by `id - first id` (ids only grow),
/// so the hot path never hashes. A virtual run's recorder belongs to the simulation thread and takes no lock (calls
/// from any other thread are escaped work: counted in ``foreignCalls``, never recorded); a `--real` run's is shared
/// by many threads and takes ``RecorderLock``.
final class TraceRecorder: @unchecked Sendable {
  /// What the recorder knows of one task (plain values only: 48 bytes).
  struct TaskRecord: BitwiseCopyable {
    var runtimeID: UInt64
    /// The task while the engine watches it for its end: retained (an `async let` child cannot be, and need not
    /// be: its parent frees it only after it has ended). Nil once the end is recorded.
    var pointer: UnsafeMutableRawPointer?
    /// The timer sequence number of the sleep the task is in, or 0.
    var pendingSleep: UInt64 = 0
    var lastRan: Int64 = 0
    var parent: Int32 = -1
    var flags: Flags = []

    struct Flags: OptionSet, BitwiseCopyable {
      let rawValue: UInt16
      static let started = Flags(rawValue: 1)
      static let nameChecked = Flags(rawValue: 2)
      static let cancelRecorded = Flags(rawValue: 4)
      static let ended = Flags(rawValue: 8)
      static let asyncLet = Flags(rawValue: 16)
      /// A job of the task is in the ready queue.
      static let queued = Flags(rawValue: 32)
      /// The task is in `unplaced`.
      static let unplaced = Flags(rawValue: 64)
      /// The task's sleeps are waits for simulated input and output (``SimulatedIO``): no `sleep` or `wake` rows.
      static let unrecordedSleeps = Flags(rawValue: 128)
      /// A task-group child (`parent` is the group's owner).
      static let groupChild = Flags(rawValue: 256)
      /// The task has `async let` children, listed in `asyncLetChildren`.
      static let hasAsyncLetChildren = Flags(rawValue: 512)
      /// The task owns task groups with children, listed in `ownedGroups`.
      static let hasGroupChildren = Flags(rawValue: 1024)
      /// A `ready` event says the task waits for a blocked thread; cleared when it runs.
      static let waitingForThread = Flags(rawValue: 2048)
    }
  }

  /// A task parked on a continuation (recorded by the shadowed `withCheckedContinuation` family).
  struct Wait {
    var task: Int32
    var label: String
    var since: Int64
  }

  /// Why a run left the simulation, and where its trace therefore ends.
  struct Escape {
    enum Cause {
      /// The simulation thread created a thread.
      case threadStarted
      /// A job was enqueued, or the trace was written to, from another thread.
      case foreignThread
      /// The simulation thread tried to start a process (what it called, e.g. `posix_spawn /bin/sh`).
      case processStarted(String)
      /// The run asked for something the simulator does not run: what, and what to do instead.
      case unsimulated(String)
    }
    var row: Int
    var nanos: Int64
    var cause: Cause
  }

  /// Slot-table entries that are not slots.
  static let unknownSlot: Int32 = -1
  static let internalSlot: Int32 = -2
  /// Ids further than this past the first one go to the dictionary instead of the table.
  private static let tableSpan: UInt64 = 1 << 26

  struct State {
    var rows = TraceRows()
    var tasks = ChunkedStorage<TaskRecord>()
    var names: [Int32: String] = [:]
    var labels: [Int32: String] = [:]
    var idBase: UInt64 = 0
    var slotByID = ChunkedStorage<Int32>()
    var farSlots: [UInt64: Int32] = [:]
    /// Tasks suspended neither in the ready queue nor in a sleep — on an actor's queue, or awaiting something the
    /// engine cannot see: the ones that may run inside an actor's job, looked at after each such job. Entries that
    /// have since been queued, put to sleep or ended are dropped then.
    var unplaced: [Int32] = []
    /// Tasks first seen while the current job ran (e.g. inside an actor's job): checked for their end after it.
    var seenThisJob: [Int32] = []
    /// The task that last recorded something in the current job (virtual runs only): when another task records,
    /// this one may have finished in between (an actor's job runs one task after another).
    var lastCurrent: Int32 = -1
    /// Whether to look for such ends (a virtual run: one thread, so "the task before" means something).
    var watchesCurrentChanges = false
    /// Tasks found finished in the middle of the current job, released after it; `payload` ≥ 0 when the error
    /// they threw is still to be described (that runs its code, so it waits until the job is over).
    var endedInJob: [(pointer: UnsafeMutableRawPointer, release: Bool, payload: Int)] = []
    var waits: [UInt64: Wait] = [:]
    var nextWait: UInt64 = 0
    var maxEvents: Int
    var overEventBudget = false
    var observers: [@Sendable () -> Void] = []
    /// Suspended tasks known to be alive (in simulated work or parked on a continuation), checked for cancellation
    /// after every job so that their `cancel` event carries the instant of cancellation.
    /// In the order they began (a list: there are few, and it is looked at after every job).
    var watched: [Watched] = []
    var nextWatch: UInt64 = 0
    var escape: Escape?
    /// Whether standard output is being captured into `print` events (see ``OutputCapture``).
    var capturesOutput = false
    /// The runtime sleep task whose job runs now (virtual runs), known to be internal, and the sleeper it resumes:
    /// both recognised by pointer instead of by runtime id (see ``sleepTaskWillRun(_:waking:)``).
    var runningSleepTask: UnsafeMutableRawPointer?
    var runningSleepTaskSleeper: Int32 = -1
    /// The task that events recorded outside any task belong to, or -1: the task whose job just ended while a
    /// main-actor update it requested runs (see ``attribute(toTaskOf:)``).
    var attributed: Int32 = -1
    /// Structured children by parent slot, in the order they were first seen: what a parent's cancellation reaches
    /// (ended ones are dropped when a cancellation walks the list).
    var asyncLetChildren: [Int32: [Int32]] = [:]
    var groupChildren: [Int32: [Int32]] = [:]
    /// The last task-group child of each owner to end, and whether it threw (not a cancellation): a group cancelled
    /// right after a child threw was cancelled because of it.
    var lastGroupChildEnd: [Int32: (slot: Int32, threw: Bool)] = [:]
    /// The owner of the group whose `cancelAll()` runs now (a cancellation handler it runs cancels on its behalf).
    var groupCanceller: Int32 = -1
    /// The task groups of each owner that have children still running, and how many: a group the runtime cancels
    /// inside itself is found by its status, without looking at every child (see ``sweepStructuredChildren``).
    var ownedGroups: [Int32: [UnsafeMutableRawPointer]] = [:]
    var groupLiveChildren: [UnsafeMutableRawPointer: Int] = [:]

    init(maxEvents: Int) { self.maxEvents = maxEvents }
  }

  let s: UnsafeMutablePointer<State>
  private let lock: RecorderLock?
  /// The thread that made the recorder: in a real run, the main thread.
  private let owner: pthread_t
  /// Reads the current time in nanoseconds since the run began.
  let now: @Sendable () -> Int64
  /// Recorder calls from other threads during a virtual run (escaped work), which are dropped.
  let foreignCalls = Atomic<Int>(0)

  /// A recorder; `concurrent` for a `--real` run, whose tasks run on many threads.
  init(maxEvents: Int, concurrent: Bool = false, now: @escaping @Sendable () -> Int64) {
    self.now = now
    s = .allocate(capacity: 1)
    s.initialize(to: State(maxEvents: maxEvents))
    lock = concurrent ? RecorderLock() : nil
    owner = pthread_self()
    s.pointee.watchesCurrentChanges = !concurrent
  }

  deinit {
    s.pointee.rows.deallocate()
    s.pointee.tasks.deallocate()
    s.pointee.slotByID.deallocate()
    s.deinitialize(count: 1)
    s.deallocate()
  }

  /// Runs `body` on the state: under the lock in a real run; in a virtual run only on the simulation thread (the
  /// scheduler's callers are always there).
  @inline(__always)
  func locked<R>(_ body: (UnsafeMutablePointer<State>) -> R) -> R {
    guard let lock else { return body(s) }
    lock.lock()
    defer { lock.unlock() }
    return body(s)
  }

  /// Like ``locked(_:)`` for calls that scenario code makes: nil (and counted) from a foreign thread of a virtual run.
  @inline(__always)
  func fromTask<R>(_ body: (UnsafeMutablePointer<State>) -> R) -> R? {
    if lock == nil, vclock_on_simulation_thread() == 0 {
      foreignCalls.add(1, ordering: .relaxed)
      return nil
    }
    return locked(body)
  }

  var overEventBudget: Bool {
    if lock == nil { return s.pointee.overEventBudget }
    return locked { $0.pointee.overEventBudget }
  }
  var eventCount: Int { locked { $0.pointee.rows.count } }

  // MARK: tasks

  /// The slot of runtime id `id`, or `unknownSlot` / `internalSlot`.
  @inline(__always)
  static func slot(of id: UInt64, in s: UnsafeMutablePointer<State>) -> Int32 {
    let base = s.pointee.idBase
    if base != 0, id >= base, id - base < UInt64(s.pointee.slotByID.count) {
      return s.pointee.slotByID[Int(id - base)]
    }
    if base != 0, id >= base, id - base < tableSpan { return unknownSlot }
    return s.pointee.farSlots[id] ?? unknownSlot
  }

  private static func setSlot(_ slot: Int32, for id: UInt64, in s: UnsafeMutablePointer<State>) {
    if s.pointee.idBase == 0 { s.pointee.idBase = id }
    let base = s.pointee.idBase
    guard id >= base, id - base < tableSpan else {
      s.pointee.farSlots[id] = slot
      return
    }
    let index = Int(id - base)
    let count = s.pointee.slotByID.count
    if index >= count {
      // Ids come one after another (the runtime's sleep tasks take some), so the table grows a little at a time.
      s.pointee.slotByID.append(repeating: unknownSlot, count: index + 1 - count)
    }
    s.pointee.slotByID[index] = slot
  }

  /// Registers a task first seen now, holding on to it so that its end can be read. A structured child (`async let`,
  /// task group) is listed under its parent, which is the runtime's parent when the engine knows it.
  static func register(_ id: UInt64, pointer: UnsafeMutableRawPointer, parent: Int32,
                               in s: UnsafeMutablePointer<State>) -> Int32 {
    let slot = Int32(s.pointee.tasks.count)
    var record = TaskRecord(runtimeID: id, pointer: pointer)
    record.parent = parent
    let isAsyncLet = TaskProbe.isAsyncLet(pointer)
    if isAsyncLet {
      record.flags.insert(.asyncLet)
    } else {
      TaskProbe.retain(pointer)
    }
    if isAsyncLet || vclock_task_is_group_child(pointer) != 0 {
      if let runtimeParent = vclock_task_parent(pointer) {
        let known = Self.slot(of: vclock_job_task_id(runtimeParent), in: s)
        if known >= 0 { record.parent = known }
      }
      if record.parent >= 0 {
        if isAsyncLet {
          s.pointee.asyncLetChildren[record.parent, default: []].append(slot)
          s.pointee.tasks[Int(record.parent)].flags.insert(.hasAsyncLetChildren)
        } else if let group = vclock_task_group(pointer) {
          record.flags.insert(.groupChild)
          s.pointee.groupChildren[record.parent, default: []].append(slot)
          groupChildStarted(s, owner: record.parent, group: group)
        }
      }
    }
    s.pointee.tasks.append(record)
    setSlot(slot, for: id, in: s)
    return slot
  }

  static func checkBudget(_ s: UnsafeMutablePointer<State>) {
    if s.pointee.rows.count > s.pointee.maxEvents { s.pointee.overEventBudget = true }
  }

  /// A job was enqueued from inside the current task (if any). For a task job (`task` non-nil), returns its task's
  /// slot, registering the task with the current task as its creator on first sight; else -1.
  func enqueued(task: UnsafeMutableRawPointer?) -> Int32 {
    let t = now()
    return locked { s in
      let current = Self.observeCurrent(s, at: t)
      guard let task else { return -1 }
      if s.pointee.runningSleepTask != nil, let sleeper = Self.sleeperIfEnqueued(task, s) {
        s.pointee.tasks[Int(sleeper)].flags.insert(.queued)
        return sleeper
      }
      let id = vclock_job_task_id(task)
      var slot = Self.slot(of: id, in: s)
      if slot == Self.internalSlot { return -1 }
      if slot == Self.unknownSlot { slot = Self.register(id, pointer: task, parent: current, in: s) }
      s.pointee.tasks[Int(slot)].flags.insert(.queued)
      return slot
    }
  }

  /// The running sleep task's sleeper when `task` is that sleeper (the sleep task resumes it): its slot, which the
  /// slot table would give for its id, read from the record the timer's wake has just touched.
  @inline(__always)
  private static func sleeperIfEnqueued(_ task: UnsafeMutableRawPointer, _ s: UnsafeMutablePointer<State>) -> Int32? {
    let sleeper = s.pointee.runningSleepTaskSleeper
    return s.pointee.tasks[Int(sleeper)].pointer == task ? sleeper : nil
  }

  /// The job of `sleepTask`, a runtime sleep task the recorder knows as internal (its id's entry in the slot table),
  /// is about to run and resume task `sleeper`, whose timer has fired (virtual runs only). Until
  /// ``sleepTaskDidRun()`` the two are recognised by pointer: the same answers as looking their ids up, without the
  /// two cache misses that costs on every wake.
  @inline(__always)
  func sleepTaskWillRun(_ sleepTask: UnsafeMutableRawPointer, waking sleeper: Int32) {
    s.pointee.runningSleepTask = sleepTask
    s.pointee.runningSleepTaskSleeper = sleeper
  }

  /// The sleep task's job is over (the task may be freed now, and its address used again).
  @inline(__always)
  func sleepTaskDidRun() {
    s.pointee.runningSleepTask = nil
    s.pointee.runningSleepTaskSleeper = -1
  }

  /// Names the first task of the run (the root, registered when it was created) `main`.
  func nameRootTask() {
    locked { s in
      guard s.pointee.tasks.count > 0 else { return }
      s.pointee.names[0] = "main"
      s.pointee.tasks[0].flags.insert(.nameChecked)
    }
  }

  /// The job of task `slot` is about to run: records its start on first run, and a cancellation seen since it last
  /// ran.
  func willRun(slot: Int32, task pointer: UnsafeMutableRawPointer) {
    let t = now()
    let isCancelled = runtimeIsCancelled(pointer)
    locked { s in
      let k = Int(slot)
      var record = s.pointee.tasks[k]
      if !record.flags.contains(.started) {
        record.flags.insert(.started)
        s.pointee.rows.append(TraceRows.taskStartCode, task: slot, at: t)
      }
      record.lastRan = t
      record.flags.remove([.queued, .waitingForThread])
      s.pointee.tasks[k] = record
      if s.pointee.watchesCurrentChanges { s.pointee.lastCurrent = slot }
      if record.pendingSleep != 0 { Self.endSleepEarly(s, task: slot, at: t) }
      if isCancelled { Self.recordSeenCancel(s, slot: slot, at: t) }
      Self.checkBudget(s)
    }
  }

  /// A finished task: its slot, its pointer, how it stands.
  private struct Ending {
    var slot: Int32
    var pointer: UnsafeMutableRawPointer
    var state: TaskProbe.State
  }

  /// A job has run: records the end of each task that finished in it. `slot` is the job's task (-1 for another
  /// job, such as an actor's, inside which any task the engine holds may have run).
  func didRun(slot: Int32) {
    var endings: [Ending] = []
    var early: [(pointer: UnsafeMutableRawPointer, release: Bool, payload: Int)] = []
    var returnedTask: UnsafeMutableRawPointer?
    defer { if let returnedTask { TaskProbe.release(returnedTask) } }
    let nothingEnded: Bool = locked { s in
      if slot >= 0 { Self.sweepIfParent(s, slot: slot, at: now()) }
      if s.pointee.capturesOutput {
        // Written in the job: by its task, or (an actor's job) by the task that ran last in it.
        let writer = s.pointee.watchesCurrentChanges && s.pointee.lastCurrent >= 0 ? s.pointee.lastCurrent : slot
        Self.takeOutput(s, task: writer, at: now(), exactly: false)
      }
      s.pointee.lastCurrent = -1
      if slot >= 0, s.pointee.seenThisJob.isEmpty, s.pointee.endedInJob.isEmpty {
        // The common case: only the job's own task can have ended.
        let record = s.pointee.tasks[Int(slot)]
        guard let pointer = record.pointer else { return true }
        let state = TaskProbe.state(of: pointer)
        if state == .running {
          Self.noteIfUnplaced(s, slot: slot, record)
          return true
        }
        if state == .returned {
          // Returning runs no code of the task's to describe: recorded at once, released after the lock.
          let outcome: TaskOutcome = runtimeIsCancelled(pointer) ? .cancelled : .returned
          if Self.recordEnd(s, slot: slot, outcome: outcome, at: now()) { returnedTask = pointer }
          return true
        }
        endings.append(Ending(slot: slot, pointer: pointer, state: state))
        return false
      }
      swap(&early, &s.pointee.endedInJob)
      var candidates = s.pointee.seenThisJob
      s.pointee.seenThisJob.removeAll(keepingCapacity: true)
      if slot >= 0 {
        candidates.append(slot)
      } else {
        candidates += Self.takeUnplaced(s)
      }
      for candidate in candidates {
        let record = s.pointee.tasks[Int(candidate)]
        guard let pointer = record.pointer else { continue }
        // In a real run an async let child may already be freed by its parent, on another thread, unless this is
        // the child's own job: it is only read then (and when it wakes its parent, see RealScheduler).
        if !s.pointee.watchesCurrentChanges, record.flags.contains(.asyncLet), candidate != slot { continue }
        let state = TaskProbe.state(of: pointer)
        if state != .running {
          endings.append(Ending(slot: candidate, pointer: pointer, state: state))
        } else {
          Self.noteIfUnplaced(s, slot: candidate, s.pointee.tasks[Int(candidate)])
        }
      }
      return endings.isEmpty && early.isEmpty
    }
    if nothingEnded { return }
    let described = early.map { $0.payload >= 0 ? TaskProbe.outcome(.threw, of: $0.pointer).text : "" }
    locked { s in
      for (end, text) in zip(early, described) where end.payload >= 0 { s.pointee.rows.setText(text, at: end.payload) }
    }
    for end in early where end.release { TaskProbe.release(end.pointer) }
    if !endings.isEmpty { recordEnds(endings) }
  }

  /// Adds a task that is still running after a job to `unplaced` when it is neither queued nor asleep.
  @inline(__always)
  private static func noteIfUnplaced(_ s: UnsafeMutablePointer<State>, slot: Int32, _ record: TaskRecord) {
    guard record.pendingSleep == 0, record.flags.isDisjoint(with: [.queued, .unplaced, .ended]) else { return }
    s.pointee.tasks[Int(slot)].flags.insert(.unplaced)
    s.pointee.unplaced.append(slot)
  }

  /// The unplaced tasks that may have run in an actor's job (those since queued, asleep or ended are dropped: they
  /// are back where the engine sees them). They leave the list; the ones still unplaced after it are noted again.
  private static func takeUnplaced(_ s: UnsafeMutablePointer<State>) -> [Int32] {
    var taken: [Int32] = []
    for slot in s.pointee.unplaced {
      s.pointee.tasks[Int(slot)].flags.remove(.unplaced)
      let record = s.pointee.tasks[Int(slot)]
      if record.pointer != nil, record.pendingSleep == 0, !record.flags.contains(.queued) { taken.append(slot) }
    }
    s.pointee.unplaced.removeAll(keepingCapacity: true)
    return taken
  }

  /// In a virtual run, records at once the end of task `slot` if it has finished: another task of the same job is
  /// recording, so the end belongs before that task's event. An error's description is filled in after the job.
  private static func endIfFinished(_ s: UnsafeMutablePointer<State>, slot: Int32, at t: Int64) {
    let k = Int(slot)
    var record = s.pointee.tasks[k]
    guard let pointer = record.pointer else { return }
    let state = TaskProbe.state(of: pointer)
    guard state != .running else { return }
    var payload = -1
    if !record.flags.contains(.ended) {
      record.flags.insert(.ended)
      if state == .threw, let error = TaskProbe.error(of: pointer), !(error is CancellationError) {
        payload = s.pointee.rows.appendEndToDescribe(task: slot, at: t)
      } else {
        s.pointee.rows.appendEnd(task: slot, at: t,
                                 outcome: state == .threw || runtimeIsCancelled(pointer) ? .cancelled : .returned)
      }
    }
    s.pointee.endedInJob.append((pointer, !record.flags.contains(.asyncLet), payload))
    record.pointer = nil
    s.pointee.tasks[k] = record
    if record.flags.contains(.groupChild) {
      groupChildEnded(s, slot: slot, group: vclock_task_group(pointer), threw: payload >= 0, at: t)
    }
  }

  /// Records the ends found by ``didRun(slot:)``: outcomes are worked out outside the lock (describing an error runs
  /// its code), and tasks are released last (a task's deinit may record events).
  private func recordEnds(_ endings: [Ending]) {
    let outcomes = endings.map { TaskProbe.outcome($0.state, of: $0.pointer) }
    let t = now()
    let release: [UnsafeMutableRawPointer] = locked { s in
      var release: [UnsafeMutableRawPointer] = []
      for (ending, outcome) in zip(endings, outcomes)
      where Self.recordEnd(s, slot: ending.slot, outcome: outcome, at: t) {
        release.append(ending.pointer)
      }
      return release
    }
    for pointer in release { TaskProbe.release(pointer) }
  }

  /// Records the end of task `slot` (unless scenario code already did) and stops watching it. Returns whether the
  /// caller must release the task (after the lock: a task's deinit may record events).
  private static func recordEnd(_ s: UnsafeMutablePointer<State>, slot: Int32, outcome: TaskOutcome,
                                at t: Int64) -> Bool {
    let k = Int(slot)
    var record = s.pointee.tasks[k]
    guard let pointer = record.pointer else { return false }
    if !record.flags.contains(.ended) {
      record.flags.insert(.ended)
      s.pointee.rows.appendEnd(task: slot, at: t, outcome: outcome)
      checkBudget(s)
    }
    record.pointer = nil
    s.pointee.tasks[k] = record
    if record.flags.contains(.groupChild) {
      var threw = false
      if case .threw = outcome { threw = true }
      groupChildEnded(s, slot: slot, group: vclock_task_group(pointer), threw: threw, at: t)
    }
    return !record.flags.contains(.asyncLet)
  }

  /// How many tasks are started and not yet ended. (An `async let` child whose parent has ended has ended too,
  /// whether or not a real run could read its end: structured concurrency waits for it.)
  var unfinishedTasks: Int {
    locked { s in
      var count = 0
      for slot in 0..<s.pointee.tasks.count {
        let record = s.pointee.tasks[slot]
        guard record.flags.contains(.started), !record.flags.contains(.ended) else { continue }
        if record.flags.contains(.asyncLet), record.parent >= 0,
           s.pointee.tasks[Int(record.parent)].flags.contains(.ended) { continue }
        count += 1
      }
      return count
    }
  }

  // MARK: timers

  /// A timer was set: the current task (if any) began a sleep until `deadline`. `job` is the timer job when it is
  /// a task job. Returns the sleeper's slot (or -1), and the slot to trace when the timer job is the sleeper itself
  /// (else -1: the timer job is the runtime's internal sleep task, which is never traced), and whether the timer
  /// job is known as such an internal task.
  func timerSet(job: UnsafeMutableRawPointer?, until deadline: Int64, sequence: UInt64)
    -> (sleeper: Int32, traced: Int32, isSleepTask: Bool) {
    let t = now()
    return locked { s in
      let sleeper = Self.observeCurrent(s, at: t)
      var traced: Int32 = -1
      var isSleepTask = false
      if let job {
        let id = vclock_job_task_id(job)
        let slot = Self.slot(of: id, in: s)
        if slot >= 0, slot == sleeper {
          traced = slot
        } else if slot == Self.unknownSlot {
          Self.setSlot(Self.internalSlot, for: id, in: s)
          isSleepTask = true
        } else if slot == Self.internalSlot {
          isSleepTask = true
        }
      }
      if sleeper >= 0 {
        s.pointee.tasks[Int(sleeper)].pendingSleep = sequence
        if !s.pointee.tasks[Int(sleeper)].flags.contains(.unrecordedSleeps) {
          s.pointee.rows.appendSleep(task: sleeper, at: t, until: max(deadline, t))
          Self.checkBudget(s)
        }
      }
      return (sleeper, traced, isSleepTask)
    }
  }

  /// A sleep timer fired. Returns false when the sleep had already been cut short (an orphaned timer).
  func timerFired(task: Int32, sequence: UInt64) -> Bool {
    let t = now()
    return locked { s in
      guard s.pointee.tasks[Int(task)].pendingSleep == sequence else { return false }
      s.pointee.tasks[Int(task)].pendingSleep = 0
      if !s.pointee.tasks[Int(task)].flags.contains(.unrecordedSleeps) {
        s.pointee.rows.appendWake(task: task, at: t, cancelled: false)
        Self.checkBudget(s)
      }
      return true
    }
  }

  /// Whether a timer set by `task` with `sequence` is an orphan (its sleep was cut short).
  func isOrphan(task: Int32, sequence: UInt64) -> Bool {
    locked { $0.pointee.tasks[Int(task)].pendingSleep != sequence }
  }

  // MARK: events from inside tasks

  /// The slot of the task running this code (-1 outside a task or in an internal task), registering it on first
  /// sight, learning its `Task(name:)` while it is current, and noticing a sleep that cancellation cut short (the
  /// task runs again while its sleep timer is still pending).
  static func observeCurrent(_ s: UnsafeMutablePointer<State>, at t: Int64) -> Int32 {
    let slot = identifyCurrent(s, at: t)
    // Before its output: a cancellation handler the runtime ran for a child may have printed.
    if slot >= 0 { sweepIfParent(s, slot: slot, at: t) }
    // Outside a task (a task being enqueued has already stopped being current), output belongs to the job's task.
    if s.pointee.capturesOutput { takeOutput(s, task: slot >= 0 ? slot : jobTask(s), at: t) }
    return slot
  }

  /// The task of the job running on this thread: in a virtual run the last one seen in it, in a real run the one
  /// the real scheduler noted for this thread — none (-1) for an internal job (the runtime's sleep task, noted as
  /// `internalJob`), whose slot no row can hold.
  private static func jobTask(_ s: UnsafeMutablePointer<State>) -> Int32 {
    s.pointee.watchesCurrentChanges ? s.pointee.lastCurrent : max(vclock_running_slot(), -1)
  }

  /// Records what was written to standard output since the last look, as `print` events of `task`, and the
  /// runtime's warnings on standard error as `runtime_warning` events (see ``ErrorCapture``).
  @inline(__always)
  private static func takeOutput(_ s: UnsafeMutablePointer<State>, task: Int32, at t: Int64, exactly: Bool = false) {
    // Most jobs write nothing: a few inlined loads say so (see vclock_output_quiet), without the two calls below.
    if !exactly && vclock_output_quiet() != 0 { return }
    if let warnings = ErrorCapture.take(exactly: exactly) {
      for line in warnings { s.pointee.rows.append(.runtimeWarning, task: task, at: t, payload: .text(line)) }
    }
    guard let lines = OutputCapture.take(exactly: exactly) else { return }
    for line in lines { s.pointee.rows.append(.print, task: task, at: t, payload: .text(line)) }
    if !s.pointee.watchesCurrentChanges { return }
    OutputCapture.recycle()
  }

  /// ``observeCurrent(_:at:)`` without looking at standard output.
  private static func identifyCurrent(_ s: UnsafeMutablePointer<State>, at t: Int64) -> Int32 {
    guard let pointer = vclock_current_task() else { return s.pointee.attributed }
    // The running sleep task is internal: its id's entry says so (see sleepTaskWillRun).
    if pointer == s.pointee.runningSleepTask { return -1 }
    let id = vclock_job_task_id(pointer)
    var slot = slot(of: id, in: s)
    if slot == internalSlot { return -1 }
    if slot == unknownSlot {
      slot = register(id, pointer: pointer, parent: -1, in: s)
      s.pointee.seenThisJob.append(slot)
    }
    if s.pointee.watchesCurrentChanges, slot != s.pointee.lastCurrent {
      let previous = s.pointee.lastCurrent
      s.pointee.lastCurrent = slot
      if previous >= 0 { endIfFinished(s, slot: previous, at: t) }
    }
    let k = Int(slot)
    var record = s.pointee.tasks[k]
    if !record.flags.contains(.started) {
      record.flags.insert(.started)
      s.pointee.rows.append(TraceRows.taskStartCode, task: slot, at: t)
    }
    if !record.flags.contains(.nameChecked) {
      record.flags.insert(.nameChecked)
      if let name = Task.name { s.pointee.names[slot] = name }
    }
    record.lastRan = t
    s.pointee.tasks[k] = record
    if record.pendingSleep != 0 { endSleepEarly(s, task: slot, at: t) }
    return slot
  }

  /// Records the early end of a pending sleep: the task was cancelled and the sleep's cancellation handler resumed it
  /// at once, leaving its timer an orphan.
  private static func endSleepEarly(_ s: UnsafeMutablePointer<State>, task slot: Int32, at t: Int64) {
    let k = Int(slot)
    guard s.pointee.tasks[k].pendingSleep != 0 else { return }
    s.pointee.tasks[k].pendingSleep = 0
    recordSeenCancel(s, slot: slot, at: t)
    if !s.pointee.tasks[k].flags.contains(.unrecordedSleeps) {
      s.pointee.rows.appendWake(task: slot, at: t, cancelled: true)
    }
  }

  /// Records a `print` or `screen` event for the current task.
  func record(_ kind: TraceEvent.Kind, text: String) {
    let t = now()
    fromTask { s in
      let slot = Self.observeCurrent(s, at: t)
      s.pointee.rows.append(kind, task: slot, at: t, payload: .text(text))
      Self.checkBudget(s)
    }
  }

  /// Records an `appear`, `disappear` or `request` event for the current task (`name` for lifecycle events, `label`
  /// and `outcome` for a request).
  func recordPayload(_ kind: TraceEvent.Kind, payload: TraceRows.Payload) {
    let t = now()
    fromTask { s in
      let slot = Self.observeCurrent(s, at: t)
      s.pointee.rows.append(kind, task: slot, at: t, payload: payload)
      Self.checkBudget(s)
    }
  }

  /// Until ``endAttribution()``, events recorded outside any task belong to the task of the job that just ran:
  /// `slot`, or for another job (an actor's, `slot` < 0) the task that last recorded in it.
  func attribute(toTaskOf slot: Int32) {
    locked { s in
      s.pointee.attributed = slot >= 0 ? slot : (s.pointee.watchesCurrentChanges ? s.pointee.lastCurrent : -1)
    }
  }

  /// Events recorded outside any task belong to no task again.
  func endAttribution() {
    locked { $0.pointee.attributed = -1 }
  }

  /// Records a `state` event for the current task.
  func recordState(name: String, from: String, to: String) {
    let t = now()
    fromTask { s in
      let slot = Self.observeCurrent(s, at: t)
      s.pointee.rows.append(.state, task: slot, at: t, payload: .state(name: name, from: from, to: to))
      Self.checkBudget(s)
    }
  }

  /// Records a `work` or `block` span of the current task until `until`.
  func recordSpan(_ kind: TraceEvent.Kind, until: Int64) {
    let t = now()
    fromTask { s in
      let slot = Self.observeCurrent(s, at: t)
      s.pointee.rows.append(span: kind, task: slot, at: t, until: max(until, t))
      Self.checkBudget(s)
    }
  }

  /// From now on (`on`) or no longer, the current task's sleeps are recorded as nothing (see ``SimulatedIO``).
  func setSleepsUnrecorded(_ on: Bool) {
    let t = now()
    fromTask { s in
      let slot = Self.observeCurrent(s, at: t)
      guard slot >= 0 else { return }
      if on { s.pointee.tasks[Int(slot)].flags.insert(.unrecordedSleeps) } else {
        s.pointee.tasks[Int(slot)].flags.remove(.unrecordedSleeps)
      }
    }
  }

  /// Records that the current task observed its own cancellation, unless the engine has already recorded it.
  func recordCancelOfCurrentTask() {
    let t = now()
    fromTask { s in
      let slot = Self.observeCurrent(s, at: t)
      if slot >= 0 {
        Self.recordSeenCancel(s, slot: slot, at: t)
      } else {
        s.pointee.rows.appendCancel(task: slot, at: t, cause: .unknown)
      }
      Self.checkBudget(s)
    }
  }

  /// Records the end of the current task as scenario code reports it; the engine then does not record it again.
  func recordEndOfCurrentTask(_ outcome: String) {
    let t = now()
    fromTask { s in
      let slot = Self.observeCurrent(s, at: t)
      if slot >= 0 {
        guard !s.pointee.tasks[Int(slot)].flags.contains(.ended) else { return }
        s.pointee.tasks[Int(slot)].flags.insert(.ended)
      }
      s.pointee.rows.appendEnd(task: slot, at: t, outcome: TaskOutcome(text: outcome))
      Self.checkBudget(s)
    }
  }

  /// From now on every event names the executor its code ran on (``TraceLog/recordExecutors()``): in a virtual run
  /// the simulated executor of the running job, in a real run `main` on the main thread and `default` elsewhere.
  func recordExecutors() {
    let owner = self.owner
    let real = lock != nil
    fromTask { s in
      s.pointee.rows.recordExecutors {
        if real { return pthread_equal(owner, pthread_self()) != 0 ? 1 : 2 }
        switch SimulationScheduler.shared.runningExecutor {
        case .main: return 1
        case .global: return 2
        case nil: return 0
        }
      }
    }
  }

  /// Notices the current task (its start, its name) without recording an event.
  func noticeCurrentTask() {
    let t = now()
    fromTask { s in _ = Self.observeCurrent(s, at: t) }
  }

  /// Labels the current task with what started it (shown on its `task_start`).
  func labelCurrentTask(_ label: String) {
    let t = now()
    fromTask { s in
      let slot = Self.observeCurrent(s, at: t)
      if slot >= 0 { s.pointee.labels[slot] = label }
    }
  }

  /// Adds a closure called after every `state` event of this run.
  func addStateObserver(_ observer: @escaping @Sendable () -> Void) {
    fromTask { $0.pointee.observers.append(observer) }
  }

  /// Calls the state observers (outside the lock: they may record events themselves).
  func notifyStateObservers() {
    let observers = fromTask { $0.pointee.observers } ?? []
    for observer in observers { observer() }
  }

  /// Watches the current task for cancellation while it is suspended; returns a token for ``unwatch(_:)``.
  func watchCurrentTask() -> UInt64? {
    guard let pointer = vclock_current_task() else { return nil }
    let handle = TaskHandle(pointer: pointer)
    let t = now()
    return fromTask { s -> UInt64? in
      let slot = Self.observeCurrent(s, at: t)
      guard slot >= 0 else { return nil }
      s.pointee.nextWatch += 1
      s.pointee.watched.append(Watched(token: s.pointee.nextWatch, task: slot, handle: handle))
      return s.pointee.nextWatch
    } ?? nil
  }

  /// Stops watching (the task is about to resume).
  func unwatch(_ token: UInt64?) {
    guard let token else { return }
    fromTask { Self.removeWatch(token, from: $0) }
  }

  /// Records `cancel` for watched tasks whose cancellation flag is now set.
  @inline(__always)
  func checkWatchedTasks() {
    if lock == nil && s.pointee.watched.isEmpty { return }
    checkWatchedTasksNow()
  }

  private func checkWatchedTasksNow() {
    locked { s in
      guard !s.pointee.watched.isEmpty else { return }
      let t = now()
      for watch in s.pointee.watched {
        guard !s.pointee.tasks[Int(watch.task)].flags.contains(.cancelRecorded),
              runtimeIsCancelled(watch.handle.pointer) else { continue }
        Self.recordSeenCancel(s, slot: watch.task, at: t)
      }
      Self.checkBudget(s)
    }
  }

  /// A suspended task watched for cancellation.
  struct Watched {
    var token: UInt64
    var task: Int32
    var handle: TaskHandle
  }

  private static func removeWatch(_ token: UInt64, from s: UnsafeMutablePointer<State>) {
    // The newest watches end first (a wait ends as its task resumes), so the search starts at the end.
    if let index = s.pointee.watched.lastIndex(where: { $0.token == token }) { s.pointee.watched.remove(at: index) }
  }

  // MARK: continuation waits

  /// The current task parks on a continuation in `label` (recorded as a `wait` event); returns the wait's token
  /// for ``endWait(_:outcome:)``.
  func beginWait(_ label: String) -> UInt64? {
    let handle = vclock_current_task().map(TaskHandle.init(pointer:))
    let t = now()
    return fromTask { s in
      let slot = Self.observeCurrent(s, at: t)
      s.pointee.nextWait += 1
      let token = s.pointee.nextWait
      s.pointee.waits[token] = Wait(task: slot, label: label, since: t)
      if let handle, slot >= 0 {
        s.pointee.watched.append(Watched(token: token | 1 << 63, task: slot, handle: handle))
      }
      s.pointee.rows.append(.wait, task: slot, at: t, payload: .text(label))
      Self.checkBudget(s)
      return token
    }
  }

  /// The wait `id` is over: its task runs again, with `outcome` (`returned`, `threw …`), recorded as `resume`.
  func endWait(_ id: UInt64, outcome: String) {
    let t = now()
    fromTask { s in
      _ = Self.observeCurrent(s, at: t)
      guard let wait = s.pointee.waits.removeValue(forKey: id) else { return }
      Self.removeWatch(id | 1 << 63, from: s)
      s.pointee.rows.append(.resume, task: wait.task, at: t, payload: .text(outcome))
      Self.checkBudget(s)
    }
  }

  // MARK: standard output

  /// Starts or stops recording captured standard output (the capture itself is ``OutputCapture``'s).
  func setCapturesOutput(_ on: Bool) {
    locked { $0.pointee.capturesOutput = on }
  }

  /// Records output written since the last look, for no task (a `--real` run's main loop; the end of a run).
  func takeOutput(exactly: Bool) {
    let t = now()
    locked { s in
      guard s.pointee.capturesOutput else { return }
      Self.takeOutput(s, task: -1, at: t, exactly: exactly)
      Self.checkBudget(s)
    }
  }

  // MARK: exploration (what schedule exploration asks about the job that just ran)

  /// How many tasks the recorder has seen (slots from this number on are new).
  var taskCount: Int { locked { $0.pointee.tasks.count } }

  /// Whether every event from index `start` on is a `task_start` or `sleep` of task `slot`.
  func onlyStartsAndSleeps(from start: Int, of slot: Int32) -> Bool {
    locked { s in
      for index in start..<s.pointee.rows.count {
        let row = s.pointee.rows[index]
        guard row.task == slot, row.kind == .taskStart || row.kind == .sleep else { return false }
      }
      return true
    }
  }

  /// Whether task `slot` is in a sleep whose timer is pending.
  func isSleeping(_ slot: Int32) -> Bool { locked { $0.pointee.tasks[Int(slot)].pendingSleep != 0 } }

  /// Whether task `slot` has been cancelled; true when it is no longer watched (the question no longer applies).
  func isCancelled(_ slot: Int32) -> Bool {
    let pointer = locked { s in
      slot >= 0 && Int(slot) < s.pointee.tasks.count ? s.pointee.tasks[Int(slot)].pointer : nil
    }
    return pointer.map(runtimeIsCancelled) ?? true
  }

  /// How many of the tasks being watched for their end are cancelled.
  func cancelledTaskCount() -> Int {
    // Only schedule exploration asks, at its decision points: a walk over the slots is cheaper than keeping a list
    // of the watched tasks up to date on every start and end of every run.
    let pointers: [UnsafeMutableRawPointer] = locked { s in
      var pointers: [UnsafeMutableRawPointer] = []
      for slot in 0..<s.pointee.tasks.count {
        if let pointer = s.pointee.tasks[slot].pointer { pointers.append(pointer) }
      }
      return pointers
    }
    return pointers.reduce(0) { $0 + (runtimeIsCancelled($1) ? 1 : 0) }
  }

  // MARK: escapes

  /// Notes that work left the simulation now: an escaped run's trace ends here, because what follows depends on
  /// how other threads happen to run. Only the first escape counts.
  func markEscape(_ cause: Escape.Cause) {
    let t = now()
    locked { s in
      if s.pointee.escape == nil { s.pointee.escape = Escape(row: s.pointee.rows.count, nanos: t, cause: cause) }
    }
  }

  /// The `Task(name:)` of the task in `slot`, if it was given one.
  func givenName(of slot: Int32) -> String? {
    locked { s in Int(slot) < s.pointee.names.count ? s.pointee.names[slot] : nil }
  }

  /// The escape noted by ``markEscape(_:)``, if any.
  var escape: Escape? { locked { $0.pointee.escape } }

  // MARK: finishing

  /// Display names by slot: `Task(name:)` when given, else `task#N` in order of first appearance.
  private static func names(_ s: UnsafeMutablePointer<State>) -> [String] {
    let count = s.pointee.tasks.count
    var names = Array(repeating: "", count: count)
    var seen = Array(repeating: false, count: count)
    var order: [Int32] = []
    for index in 0..<s.pointee.rows.count {
      let task = s.pointee.rows[index].task
      if task >= 0, !seen[Int(task)] {
        seen[Int(task)] = true
        order.append(task)
      }
    }
    for slot in 0..<count where !seen[slot] && s.pointee.tasks[slot].flags.contains(.started) {
      order.append(Int32(slot))
    }
    var counter = 0
    for slot in order {
      if let name = s.pointee.names[slot] {
        names[Int(slot)] = name
      } else {
        counter += 1
        names[Int(slot)] = "task#\(counter)"
      }
    }
    return names
  }

  /// A task the deadlock report names: where it is parked (nil: an await the engine cannot see) and since when.
  struct StuckTask {
    var name: String
    var waitingIn: String?
    var since: Int64
  }

  /// The tasks a deadlock leaves behind: those parked on continuations, oldest first, then every other task that
  /// started and has not ended, in order of first appearance (it awaits something the engine cannot see into).
  func stuckTasks() -> [StuckTask] {
    locked { s in
      let names = Self.names(s)
      var parked = Set<Int32>()
      var stuck = s.pointee.waits.sorted { $0.key < $1.key }.map { _, wait in
        parked.insert(wait.task)
        return StuckTask(name: wait.task >= 0 ? names[Int(wait.task)] : "(no task)", waitingIn: wait.label,
                         since: wait.since)
      }
      for slot in 0..<s.pointee.tasks.count {
        let record = s.pointee.tasks[slot]
        guard record.flags.contains(.started), !record.flags.contains(.ended), !parked.contains(Int32(slot))
        else { continue }
        stuck.append(StuckTask(name: names[slot], waitingIn: nil, since: record.lastRan))
      }
      return stuck
    }
  }

  /// Drops what an escaped run recorded after its escape.
  private static func cutAtEscape(_ s: UnsafeMutablePointer<State>, outcome: Trace.Outcome) {
    if outcome == .escaped, let escape = s.pointee.escape { s.pointee.rows.truncate(to: escape.row) }
  }

  private static func counts(_ s: UnsafeMutablePointer<State>) -> (tasks: Int, cancelled: Int) {
    var tasks = 0, cancelled = 0
    for index in 0..<s.pointee.rows.count {
      switch s.pointee.rows[index].kind {
      case .taskStart: tasks += 1
      case .cancel: cancelled += 1
      default: break
      }
    }
    return (tasks, cancelled)
  }

  /// When the `done` event happens: the last event of a finished run (an orphaned timer may have moved the clock
  /// later), the escape for an escaped one, else now.
  private static func doneNanos(_ s: UnsafeMutablePointer<State>, outcome: Trace.Outcome, now: Int64) -> Int64 {
    let last = s.pointee.rows.lastNanos
    switch outcome {
    case .finished: return last
    case .escaped: return s.pointee.escape.map { max($0.nanos, last) } ?? max(last, now)
    default: return max(last, now)
    }
  }

  /// The run's summary, without building its events.
  func summary(outcome: Trace.Outcome, report: String?) -> RunSummary {
    locked { s in
      Self.cutAtEscape(s, outcome: outcome)
      let (tasks, cancelled) = Self.counts(s)
      return RunSummary(outcome: outcome, endNanos: s.pointee.rows.lastNanos, events: s.pointee.rows.count + 1,
                        tasks: tasks, cancelled: cancelled, report: report)
    }
  }

  /// The `outcome` of task `slot`'s `task_end`, if it has one (looked for only when a cancel's cause needs it).
  private static func endOutcome(of slot: Int32, _ s: UnsafeMutablePointer<State>) -> String? {
    for index in 0..<s.pointee.rows.count {
      let row = s.pointee.rows[index]
      if row.kind == .taskEnd, row.task == slot { return s.pointee.rows.event(at: index).outcome }
    }
    return nil
  }

  /// The finished trace: events with resolved names, then `done`.
  func finish(outcome: Trace.Outcome, report: String?) -> Trace {
    let t = now()
    return locked { s in
      Self.cutAtEscape(s, outcome: outcome)
      let names = Self.names(s)
      let count = s.pointee.rows.count
      var events: [TraceEvent] = []
      events.reserveCapacity(count + 1)
      for index in 0..<count {
        var event = s.pointee.rows.event(at: index)
        let task = s.pointee.rows[index].task
        if task >= 0 { event.task = names[Int(task)] }
        if event.kind == .cancel, let cause = s.pointee.rows.cancelCause(at: index) {
          event.by = cause.text(names: names) { slot in Self.endOutcome(of: slot, s) }
        }
        if event.kind == .taskStart {
          event.label = s.pointee.labels[task]
          let parent = s.pointee.tasks[Int(task)].parent
          if parent >= 0, s.pointee.tasks[Int(parent)].flags.contains(.started) { event.parent = names[Int(parent)] }
        }
        events.append(event)
      }
      let (tasks, cancelled) = Self.counts(s)
      events.append(TraceEvent(nanos: Self.doneNanos(s, outcome: outcome, now: t), seq: events.count, kind: .done,
                               outcome: outcome.rawValue, tasks: tasks, cancelled: cancelled, report: report))
      return Trace(events: events)
    }
  }
}

/// A suspended task's address, kept only while the task is known to be alive (it is parked, so it cannot finish).
struct TaskHandle: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer
}
