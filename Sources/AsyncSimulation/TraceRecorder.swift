import CVirtualClock
import Synchronization

/// Collects the events of one run and the tasks they belong to; resolves task names when the run ends.
///
/// The scheduler reports executor-level facts (a task's first run, sleeps, wakes, cancellations); scenario code
/// reports what it observes (state changes, prints, screens) through ``TraceLog``. Everything goes through one lock so
/// the same recorder serves `--real` runs, where tasks run on many threads.
final class TraceRecorder: Sendable {
  /// What the recorder knows of one task.
  struct TaskRecord {
    var runtimeID: UInt64
    var name: String?
    var nameChecked = false
    var label: String?
    var parent: Int32 = -1
    var started = false
    var cancelRecorded = false
    var ended = false
    /// The timer sequence number of the sleep the task is in, or 0.
    var pendingSleep: UInt64 = 0
    var lastRan: Int64 = 0
  }

  /// Compact event storage: one row per event, strings kept aside, so a million-event bench stays small.
  struct Row {
    var nanos: Int64
    var kind: TraceEvent.Kind
    var task: Int32
    var until: Int64
    var payload: Int32
  }

  enum Payload {
    case until(Int64)
    case text(String)
    case outcome(String)
    case state(name: String, from: String, to: String)
  }

  /// A task parked on a continuation (recorded by the shadowed `withCheckedContinuation` family).
  struct Wait {
    var task: Int32
    var label: String
    var since: Int64
  }

  struct State: ~Copyable {
    var tasks: [TaskRecord] = []
    var byRuntimeID: [UInt64: Int32] = [:]
    var rows: [Row] = []
    var payloads: [Payload] = []
    var waits: [UInt64: Wait] = [:]
    var nextWait: UInt64 = 0
    var maxEvents: Int
    var overEventBudget = false
    var observers: [@Sendable () -> Void] = []
    /// Suspended tasks known to be alive (in simulated work or parked on a continuation), checked for cancellation
    /// after every job so that their `cancel` event carries the instant of cancellation.
    var watched: [UInt64: (task: Int32, handle: TaskHandle)] = [:]
    var nextWatch: UInt64 = 0
    /// Runtime ids of the runtime's internal sleep tasks (the timer jobs of `Task.sleep`): never traced.
    var internalTasks: Set<UInt64> = []
  }

  private let state: Mutex<State>
  /// Reads the current time in nanoseconds since the run began.
  let now: @Sendable () -> Int64

  init(maxEvents: Int, now: @escaping @Sendable () -> Int64) {
    self.now = now
    state = Mutex(State(maxEvents: maxEvents))
  }

  var overEventBudget: Bool { state.withLock { $0.overEventBudget } }
  var eventCount: Int { state.withLock { $0.rows.count } }

  // MARK: tasks

  /// The index of a task, registering it on first sight.
  private static func index(of runtimeID: UInt64, in s: inout State, parent: Int32 = -1) -> Int32 {
    if let i = s.byRuntimeID[runtimeID] { return i }
    let i = Int32(s.tasks.count)
    var record = TaskRecord(runtimeID: runtimeID)
    record.parent = parent
    s.tasks.append(record)
    s.byRuntimeID[runtimeID] = i
    return i
  }

  private static func append(_ s: inout State, _ kind: TraceEvent.Kind, task: Int32, at nanos: Int64,
                             until: Int64 = 0, payload: Payload? = nil) {
    var p: Int32 = -1
    if let payload {
      p = Int32(s.payloads.count)
      s.payloads.append(payload)
    }
    s.rows.append(Row(nanos: nanos, kind: kind, task: task, until: until, payload: p))
    if s.rows.count > s.maxEvents { s.overEventBudget = true }
  }

  /// A job was enqueued from inside the current task (if any): registers a new task job's task with the current task
  /// as its creator (on first sight), and observes the current task.
  func enqueued(runtimeID: UInt64) {
    let t = now()
    state.withLock { s in
      let current = Self.observeCurrent(&s, at: t)
      if runtimeID != 0 { _ = Self.index(of: runtimeID, in: &s, parent: current) }
    }
  }

  /// A task job is about to run: records its start on first run, and a cancellation seen since it last ran.
  func willRun(runtimeID: UInt64, task pointer: UnsafeMutableRawPointer) {
    let t = now()
    let isCancelled = runtimeIsCancelled(pointer)
    state.withLock { s in
      let i = Self.index(of: runtimeID, in: &s)
      let k = Int(i)
      if !s.tasks[k].started {
        s.tasks[k].started = true
        Self.append(&s, .taskStart, task: i, at: t)
      }
      Self.endSleepEarly(&s, task: i, at: t)
      if isCancelled && !s.tasks[k].cancelRecorded {
        s.tasks[k].cancelRecorded = true
        Self.append(&s, .cancel, task: i, at: t)
      }
      s.tasks[k].lastRan = t
    }
  }

  /// Marks a runtime task as internal (a sleep's timer task) or, with `false`, forgets it once it has run.
  func setInternal(runtimeID: UInt64, _ isInternal: Bool) {
    state.withLock { s in
      if isInternal { s.internalTasks.insert(runtimeID) } else { s.internalTasks.remove(runtimeID) }
    }
  }

  /// The current task began a sleep until `deadline`, with timer sequence `sequence`. Returns the sleeper's index,
  /// or -1 outside a task.
  func sleep(until deadline: Int64, sequence: UInt64) -> Int32 {
    let t = now()
    return state.withLock { s in
      let i = Self.observeCurrent(&s, at: t)
      guard i >= 0 else { return -1 }
      s.tasks[Int(i)].pendingSleep = sequence
      Self.append(&s, .sleep, task: i, at: t, until: max(deadline, t))
      return i
    }
  }

  /// A sleep timer fired. Returns false when the sleep had already been cut short (an orphaned timer).
  func timerFired(task: Int32, sequence: UInt64) -> Bool {
    let t = now()
    return state.withLock { s in
      guard s.tasks[Int(task)].pendingSleep == sequence else { return false }
      s.tasks[Int(task)].pendingSleep = 0
      Self.append(&s, .wake, task: task, at: t, payload: .outcome("timer"))
      return true
    }
  }

  /// Whether a timer set by `task` with `sequence` is an orphan (its sleep was cut short).
  func isOrphan(task: Int32, sequence: UInt64) -> Bool {
    state.withLock { $0.tasks[Int(task)].pendingSleep != sequence }
  }

  // MARK: events from inside tasks

  /// The index of the task running this code (-1 outside a task), registering it on first sight (the executor never
  /// sees tasks of `--real` runs), learning its `Task(name:)` while it is current, and noticing a sleep that
  /// cancellation cut short (the task runs again while its sleep timer is still pending).
  private static func observeCurrent(_ s: inout State, at t: Int64) -> Int32 {
    guard let id = currentTaskRuntimeID(), !s.internalTasks.contains(id) else { return -1 }
    let i = index(of: id, in: &s)
    let k = Int(i)
    if !s.tasks[k].started {
      s.tasks[k].started = true
      append(&s, .taskStart, task: i, at: t)
    }
    if !s.tasks[k].nameChecked {
      s.tasks[k].nameChecked = true
      s.tasks[k].name = Task.name
    }
    endSleepEarly(&s, task: i, at: t)
    return i
  }

  /// Records the early end of a pending sleep: the task was cancelled and the sleep's cancellation handler resumed it
  /// at once, leaving its timer an orphan.
  private static func endSleepEarly(_ s: inout State, task i: Int32, at t: Int64) {
    let k = Int(i)
    guard s.tasks[k].pendingSleep != 0 else { return }
    s.tasks[k].pendingSleep = 0
    if !s.tasks[k].cancelRecorded {
      s.tasks[k].cancelRecorded = true
      append(&s, .cancel, task: i, at: t)
    }
    append(&s, .wake, task: i, at: t, payload: .outcome("cancelled"))
  }

  /// Records an event for the current task, learning its name on the way.
  func record(_ kind: TraceEvent.Kind, _ payload: Payload?) {
    let t = now()
    state.withLock { s in
      let i = Self.observeCurrent(&s, at: t)
      Self.append(&s, kind, task: i, at: t, payload: payload)
      if kind == .taskEnd, i >= 0 { s.tasks[Int(i)].ended = true }
      if kind == .cancel, i >= 0 { s.tasks[Int(i)].cancelRecorded = true }
    }
  }

  /// Labels the current task with what started it (shown on its `task_start`).
  func labelCurrentTask(_ label: String) {
    let t = now()
    state.withLock { s in
      let i = Self.observeCurrent(&s, at: t)
      if i >= 0 { s.tasks[Int(i)].label = label }
    }
  }

  /// Whether the current task has been recorded as cancelled.
  func currentTaskCancelRecorded() -> Bool {
    guard let id = currentTaskRuntimeID() else { return false }
    return state.withLock { s in s.byRuntimeID[id].map { s.tasks[Int($0)].cancelRecorded } ?? false }
  }

  /// Adds a closure called after every `state` event of this run.
  func addStateObserver(_ observer: @escaping @Sendable () -> Void) {
    state.withLock { $0.observers.append(observer) }
  }

  /// Calls the state observers (outside the lock: they may record events themselves).
  func notifyStateObservers() {
    let observers = state.withLock { $0.observers }
    for observer in observers { observer() }
  }

  /// Watches the current task for cancellation while it is suspended; returns a token for ``unwatch(_:)``.
  func watchCurrentTask() -> UInt64? {
    guard let pointer = vclock_current_task() else { return nil }
    let handle = TaskHandle(pointer: pointer)
    let t = now()
    return state.withLock { s in
      let i = Self.observeCurrent(&s, at: t)
      guard i >= 0 else { return nil }
      s.nextWatch += 1
      s.watched[s.nextWatch] = (i, handle)
      return s.nextWatch
    }
  }

  /// Stops watching (the task is about to resume).
  func unwatch(_ token: UInt64?) {
    guard let token else { return }
    _ = state.withLock { $0.watched.removeValue(forKey: token) }
  }

  /// Records `cancel` for watched tasks whose cancellation flag is now set.
  func checkWatchedTasks() {
    let t = now()
    state.withLock { s in
      guard !s.watched.isEmpty else { return }
      for token in s.watched.keys.sorted() {
        guard let (i, handle) = s.watched[token], !s.tasks[Int(i)].cancelRecorded,
              runtimeIsCancelled(handle.pointer) else { continue }
        s.tasks[Int(i)].cancelRecorded = true
        Self.append(&s, .cancel, task: i, at: t)
      }
    }
  }

  // MARK: continuation waits

  func beginWait(_ label: String) -> UInt64 {
    let handle = vclock_current_task().map(TaskHandle.init(pointer:))
    let t = now()
    return state.withLock { s in
      let i = Self.observeCurrent(&s, at: t)
      s.nextWait += 1
      s.waits[s.nextWait] = Wait(task: i, label: label, since: t)
      if let handle, i >= 0 { s.watched[s.nextWait | 1 << 63] = (i, handle) }
      return s.nextWait
    }
  }

  func endWait(_ id: UInt64) {
    state.withLock {
      $0.waits.removeValue(forKey: id)
      $0.watched.removeValue(forKey: id | 1 << 63)
    }
  }

  // MARK: finishing

  /// Display names: `Task(name:)` when given, else `task#N` in order of first appearance.
  private static func names(_ s: borrowing State) -> [String] {
    var names = Array(repeating: "", count: s.tasks.count)
    var order: [Int32] = []
    var seen = Array(repeating: false, count: s.tasks.count)
    for row in s.rows where row.task >= 0 && !seen[Int(row.task)] {
      seen[Int(row.task)] = true
      order.append(row.task)
    }
    for (i, task) in s.tasks.enumerated() where !seen[i] && task.started { order.append(Int32(i)) }
    var counter = 0
    for i in order {
      if let name = s.tasks[Int(i)].name {
        names[Int(i)] = name
      } else {
        counter += 1
        names[Int(i)] = "task#\(counter)"
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

  /// The tasks a deadlock leaves behind: those parked on continuations, oldest first, then `main` if it is neither
  /// finished nor parked (it awaits something the engine cannot see into).
  func stuckTasks() -> [StuckTask] {
    state.withLock { s in
      let names = Self.names(s)
      var stuck = s.waits.sorted { $0.key < $1.key }.map { _, wait in
        StuckTask(name: wait.task >= 0 ? names[Int(wait.task)] : "(no task)", waitingIn: wait.label, since: wait.since)
      }
      for (i, task) in s.tasks.enumerated() where task.started && !task.ended && names[i] == "main"
        && !stuck.contains(where: { $0.name == "main" }) {
        stuck.append(StuckTask(name: "main", waitingIn: nil, since: task.lastRan))
      }
      return stuck
    }
  }

  /// The run's summary, without building its events.
  func summary(outcome: Trace.Outcome, report: String?) -> RunSummary {
    state.withLock { s in
      RunSummary(outcome: outcome, endNanos: s.rows.last?.nanos ?? 0, events: s.rows.count + 1,
                 tasks: s.tasks.reduce(0) { $0 + ($1.started ? 1 : 0) },
                 cancelled: s.rows.reduce(0) { $0 + ($1.kind == .cancel ? 1 : 0) }, report: report)
    }
  }

  /// The finished trace: events with resolved names, then `done`.
  func finish(outcome: Trace.Outcome, report: String?) -> Trace {
    let t = now()
    return state.withLock { s in
      let names = Self.names(s)
      var events: [TraceEvent] = []
      events.reserveCapacity(s.rows.count + 1)
      var cancelled = 0
      for (seq, row) in s.rows.enumerated() {
        var e = TraceEvent(nanos: row.nanos, seq: seq, kind: row.kind, task: row.task >= 0 ? names[Int(row.task)] : nil)
        switch row.kind {
        case .taskStart:
          let task = s.tasks[Int(row.task)]
          e.label = task.label
          if task.parent >= 0, s.tasks[Int(task.parent)].started { e.parent = names[Int(task.parent)] }
        case .sleep: e.untilNanos = row.until
        case .cancel: cancelled += 1
        default: break
        }
        if row.payload >= 0 {
          switch s.payloads[Int(row.payload)] {
          case .until(let until): e.untilNanos = until
          case .text(let text): e.text = text
          case .outcome(let outcome): e.outcome = outcome
          case .state(let name, let from, let to):
            e.name = name
            e.from = from
            e.to = to
          }
        }
        events.append(e)
      }
      let started = s.tasks.reduce(0) { $0 + ($1.started ? 1 : 0) }
      let endNanos = events.last?.nanos ?? 0
      events.append(TraceEvent(nanos: outcome == .finished ? endNanos : max(endNanos, t), seq: events.count,
                               kind: .done, outcome: outcome.rawValue, tasks: started, cancelled: cancelled,
                               report: report))
      return Trace(events: events)
    }
  }
}

extension TraceRecorder {
  /// Whether task index `task` is the task with runtime id `runtimeID`.
  func isSameTask(_ task: Int32, runtimeID: UInt64) -> Bool {
    state.withLock { $0.tasks[Int(task)].runtimeID == runtimeID }
  }
}

/// A suspended task's address, kept only while the task is known to be alive (it is parked, so it cannot finish).
struct TaskHandle: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer
}
