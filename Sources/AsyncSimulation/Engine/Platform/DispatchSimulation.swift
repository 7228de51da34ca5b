import CVirtualClock

/// Dispatch on virtual time: what the C interposers (`CVirtualClock/dispatch.c`) hand over during a virtual run.
///
/// Every piece of work runs as a task named after the call that submitted it (`DispatchQueue.main.async #1`), so
/// the trace shows when it was scheduled (the task's start, and for `asyncAfter` its sleep until the deadline) and
/// when it ran. Main-queue work runs on the main actor, in one first-in-first-out order with its jobs — on Apple
/// platforms the main actor's executor is the main queue; other queues' work runs on the default executor's pool
/// threads (`--cores`), a serial queue's one at a time. `sync`, and the waits of semaphores, groups and work items,
/// block the calling virtual thread (see `ThreadParking.swift`); one that nothing ends is a deadlock.
/// See docs/platform.md.
enum DispatchSimulation {
  /// The run's Dispatch objects, by address (kept retained while the run knows them).
  final class State {
    var queues: [UnsafeMutableRawPointer: SimulatedQueue] = [:]
    var semaphores: [UnsafeMutableRawPointer: SemaphoreState] = [:]
    var groups: [UnsafeMutableRawPointer: GroupState] = [:]
    var items: [UnsafeMutableRawPointer: WorkItemState] = [:]
    var timers: [UnsafeMutableRawPointer: RunLoopTimer] = [:]
    /// How many tasks each kind of call has started, for their names.
    var counters: [String: Int] = [:]
    /// The names given to the run's platform tasks (a budget report names the one whose timer it stopped at).
    var taskNames: Set<String> = []
    var nextToken: UInt64 = 0
    /// The call-site marker of each platform task's call, by task name (see ``CallSite``).
    var sites: [String: String] = [:]
  }

  struct SemaphoreState {
    var value = 0
    var waiters: [UInt64] = []
  }

  struct GroupState {
    var count = 0
    var notifications: [(queue: UnsafeMutableRawPointer?, work: DispatchWork, name: String)] = []
    var waiters: [UInt64] = []
  }

  /// A `DispatchWorkItem`'s block, once the run has seen a `notify` or a `wait` for it.
  struct WorkItemState {
    var performed = false
    var notifications: [(queue: UnsafeMutableRawPointer?, work: DispatchWork)] = []
    var waiters: [UInt64] = []
  }

  nonisolated(unsafe) static var state = State()
  nonisolated(unsafe) private static var mainQueue: UnsafeMutableRawPointer?

  /// Takes Dispatch and run-loop timers over for the run that starts now.
  static func begin() {
    state = State()
    if mainQueue == nil { mainQueue = vclock_main_queue() }
    vclock_set_dispatch_hooks({ op, queue, block, context, function, number, object in
      DispatchSimulation.handle(op, queue: queue, work: DispatchWorkArguments(block: block, context: context,
                                                                             function: function),
                                number: number, object: object)
    }, { op, runLoop, timer, fire, interval, callout, info in
      RunLoopTimers.handle(op, runLoop: runLoop, timer: timer, fire: fire, interval: interval, callout: callout,
                           info: info)
    })
    // Thread.isMainThread: true on the main actor's jobs, which stand for the main thread (docs/platform.md).
    vclock_set_main_thread_hook { SimulationScheduler.shared.isRunningMainJob ? 1 : 0 }
  }

  /// Gives Dispatch back (the run is over).
  static func end() {
    vclock_set_dispatch_hooks(nil, nil)
    vclock_set_main_thread_hook(nil)
  }

  /// The work a hook call names, not yet copied.
  struct DispatchWorkArguments {
    var block: UnsafeMutableRawPointer?
    var context: UnsafeMutableRawPointer?
    var function: UnsafeMutableRawPointer?

    var copied: DispatchWork { DispatchWork(block: block, context: context, function: function) }
  }

  // MARK: the calls

  private static func handle(_ op: Int32, queue: UnsafeMutableRawPointer?, work: DispatchWorkArguments,
                             number: Int64, object: UnsafeMutableRawPointer?) -> Int64 {
    switch Int(op) {
    case VCLOCK_DISPATCH_ASYNC: submit(work.copied, to: queue, call: "async", deadline: nil, group: nil, barrier: false)
    case VCLOCK_DISPATCH_BARRIER_ASYNC:
      submit(work.copied, to: queue, call: "async(flags: .barrier)", deadline: nil, group: nil, barrier: true)
    case VCLOCK_DISPATCH_AFTER:
      submit(work.copied, to: queue, call: "asyncAfter", deadline: virtualDeadline(number) ?? .max, group: nil,
             barrier: false)
    case VCLOCK_DISPATCH_SYNC: sync(work, on: queue, barrier: false)
    case VCLOCK_DISPATCH_BARRIER_SYNC: sync(work, on: queue, barrier: true)
    case VCLOCK_DISPATCH_APPLY:
      // DispatchQueue.concurrentPerform: the iterations run in order on the calling thread (see docs/platform.md).
      let copied = work.copied
      for index in 0..<Int(max(number, 0)) { copied.run(index: index) }
      copied.release()
    case VCLOCK_DISPATCH_GROUP_ASYNC:
      guard let object else { return -1 }
      enter(object)
      submit(work.copied, to: queue, call: "async(group:)", deadline: nil, group: object, barrier: false)
    case VCLOCK_DISPATCH_GROUP_NOTIFY:
      guard let object else { return -1 }
      notify(object, queue: queue, work: work.copied)
    case VCLOCK_DISPATCH_GROUP_WAIT:
      guard let object else { return -1 }
      return wait(group: object, deadline: virtualDeadline(number))
    case VCLOCK_DISPATCH_GROUP_ENTER:
      guard let object else { return -1 }
      enter(object)
    case VCLOCK_DISPATCH_GROUP_LEAVE:
      // A group the run never entered is libdispatch's own (a work item's, left when its block runs): it stays so.
      guard let object, state.groups[object] != nil else { return -1 }
      leave(object)
    case VCLOCK_DISPATCH_SEMAPHORE_CREATE:
      guard let semaphore = work.block else { return -1 }
      vclock_dispatch_retain(semaphore)
      state.semaphores[semaphore] = SemaphoreState(value: Int(number))
    case VCLOCK_DISPATCH_SEMAPHORE_SIGNAL:
      guard let semaphore = work.block else { return -1 }
      return signal(semaphore)
    case VCLOCK_DISPATCH_SEMAPHORE_WAIT:
      guard let semaphore = work.block else { return -1 }
      return wait(semaphore: semaphore, deadline: virtualDeadline(number))
    case VCLOCK_DISPATCH_BLOCK_NOTIFY:
      guard let object else { return -1 }
      notify(item: object, queue: queue, work: work.copied)
    case VCLOCK_DISPATCH_BLOCK_WAIT:
      guard let object else { return -1 }
      return wait(item: object, deadline: virtualDeadline(number))
    case VCLOCK_RUNLOOP_PERFORM_MAIN:
      submit(work.copied, to: queue, call: "perform", deadline: nil, group: nil, barrier: false, named: "RunLoop.main")
    case VCLOCK_RUNLOOP_PERFORM_OTHER:
      SimulationScheduler.shared.refuse("RunLoop.perform\(CallSite.marker()) was called on the run loop of a background thread, which "
        + "nothing runs (the block would never run on a device either); use RunLoop.main or DispatchQueue.main.async")
    default: return -1
    }
    return 0
  }

  /// A deadline from C (a reading of the virtual monotonic clock, -1 for forever) as virtual nanoseconds.
  private static func virtualDeadline(_ absolute: Int64) -> Int64? {
    absolute < 0 ? nil : max(VirtualClock.virtualNanos(fromAbsolute: absolute), 0)
  }

  // MARK: queues

  /// Where `queue` runs its work (custom queues are remembered, and retained, from their first use).
  static func kind(of queue: UnsafeMutableRawPointer?) -> DispatchQueueKind {
    guard let queue else { return .global }
    if queue == mainQueue { return .main }
    if let known = state.queues[queue] { return .custom(serial: known.serial) }
    let label = String(cString: vclock_queue_label(queue))
    if label.hasPrefix("com.apple.root.") { return .global }
    let serial = vclock_queue_width(queue) <= 1
    vclock_dispatch_retain(queue)
    state.queues[queue] = SimulatedQueue(label: label, serial: serial)
    return .custom(serial: serial)
  }

  /// What the trace calls `queue`: `DispatchQueue.main`, `DispatchQueue.global()`, `DispatchQueue("label")`.
  static func name(of queue: UnsafeMutableRawPointer?) -> String {
    switch kind(of: queue) {
    case .main: "DispatchQueue.main"
    case .global: "DispatchQueue.global()"
    case .custom: "DispatchQueue(\"\(withoutAddress(queue.flatMap { state.queues[$0]?.label } ?? ""))\")"
    }
  }

  /// A label without the address some carry (`NSOperationQueue 0x55d0…`, an OperationQueue's), which would differ
  /// from run to run.
  static func withoutAddress(_ label: String) -> String {
    guard let range = label.range(of: " 0x") else { return label }
    let digits = label[range.upperBound...].prefix { $0.isHexDigit }
    guard digits.count >= 6 else { return label }
    return String(label[..<range.lowerBound]) + label[digits.endIndex...]
  }

  /// A fresh task name for `call`: `call #1`, `call #2`, …
  static func taskName(_ call: String) -> String {
    let number = (state.counters[call] ?? 0) + 1
    state.counters[call] = number
    let name = "\(call) #\(number)"
    state.taskNames.insert(name)
    return name
  }

  /// Submits `work` to `queue`, at `deadline` (virtual nanoseconds) or now.
  static func submit(_ work: DispatchWork, to queue: UnsafeMutableRawPointer?, call: String, deadline: Int64?,
                     group: UnsafeMutableRawPointer?, barrier: Bool, named caller: String? = nil) {
    let name = taskName((caller ?? name(of: queue)) + "." + call)
    let site = CallSite.marker()
    let label = site.isEmpty ? nil : call + site
    if !site.isEmpty { state.sites[name] = site }
    let kind = kind(of: queue)
    let run = {
      perform(work)
      if let group { leave(group) }
    }
    guard case .custom = kind, let queue, let simulated = state.queues[queue] else {
      PlatformTasks.start(name, onMain: kind == .main, at: deadline, label: label, run)
      return
    }
    let entry = SimulatedQueue.Entry.work(work, name: name, group: group, barrier: barrier)
    guard let deadline else {
      simulated.submit(entry) { start($0, of: queue) }
      return
    }
    // asyncAfter on a queue of the app's: the work joins the queue at its deadline.
    PlatformTasks.start(name, onMain: false, at: deadline, label: label) {
      simulated.submit(.work(work, name: name, group: group, barrier: barrier)) { start($0, of: queue) }
    }
  }

  /// Starts what a queue of the app's let through: work as a task on a pool thread, or a parked `sync` caller.
  private static func start(_ entry: SimulatedQueue.Entry, of queue: UnsafeMutableRawPointer) {
    switch entry {
    case .syncCaller(let token, _):
      SimulationScheduler.shared.wake(token)
    case .work(let work, let name, let group, _):
      let begin = {
        perform(work)
        if let group { leave(group) }
        state.queues[queue]?.finished { start($0, of: queue) }
      }
      // A deferred submission already runs in its own task: the work continues there.
      if PlatformTasks.isCurrent(name) {
        begin()
      } else {
        let label = state.sites[name].map { "async" + $0 }
        PlatformTasks.start(name, onMain: false, at: nil, label: label, begin)
      }
    }
  }

  /// Runs `work`, then what waits for it as a work item (its `notify` blocks, its `wait`ers).
  static func perform(_ work: DispatchWork) {
    let block = work.block
    work.run()
    guard let block, state.items[block] != nil else { return }
    state.items[block]!.performed = true
    let item = state.items[block]!
    state.items[block]!.notifications = []
    state.items[block]!.waiters = []
    for notification in item.notifications {
      submit(notification.work, to: notification.queue, call: "notify", deadline: nil, group: nil, barrier: false)
    }
    for waiter in item.waiters { SimulationScheduler.shared.wake(waiter) }
  }

  /// `sync`: the block runs before the call returns, the caller's thread blocked meanwhile. On the main queue from
  /// the main thread that never happens: a deadlock, as on a device (developer.apple.com/documentation/dispatch/
  /// dispatchqueue/sync(execute:)-3segw: "Calling this function and targeting the current queue results in deadlock").
  private static func sync(_ arguments: DispatchWorkArguments, on queue: UnsafeMutableRawPointer?, barrier: Bool) {
    let call = name(of: queue) + ".sync"
    switch kind(of: queue) {
    case .global:
      arguments.copied.run()
    case .main:
      let token = newToken()
      let work = arguments.copied
      PlatformTasks.start(taskName(call), onMain: true, at: nil) {
        perform(work)
        SimulationScheduler.shared.wake(token)
      }
      _ = parkCurrentThread(token, in: call, until: nil)
    case .custom:
      guard let queue, let simulated = state.queues[queue] else { return arguments.copied.run() }
      if simulated.isIdle {
        simulated.claim(barrier: barrier)
      } else {
        let token = newToken()
        simulated.submit(.syncCaller(token: token, barrier: barrier)) { start($0, of: queue) }
        _ = parkCurrentThread(token, in: call, until: nil)
      }
      perform(arguments.copied)
      simulated.finished { start($0, of: queue) }
    }
  }

  // MARK: waiting

  static func newToken() -> UInt64 {
    state.nextToken += 1
    return state.nextToken
  }

  /// Blocks the current virtual thread until `token` is woken (true) or `deadline` passes (false), recorded as a
  /// `wait` in `label` and its `resume`: a wait that never ends is what a deadlock report names.
  static func parkCurrentThread(_ token: UInt64, in label: String, until deadline: Int64?) -> Bool {
    let scheduler = SimulationScheduler.shared
    if let deadline, deadline <= scheduler.nowNanos { return false }
    let wait = scheduler.recorder?.beginWait(label + CallSite.marker())
    guard let woken = scheduler.park(token, until: deadline) else {
      fatalError("asyncplay: \(label) cannot block this thread (no virtual thread is free to go on)")
    }
    if let wait { scheduler.recorder?.endWait(wait, outcome: woken ? "returned" : "timed out") }
    return woken
  }

  /// What libdispatch's waits return when the deadline passed first (KERN_OPERATION_TIMED_OUT): the overlay's
  /// `.timedOut`.
  static let timedOut: Int64 = 49
}

extension DispatchSimulation {
  /// ` (set by Timer #1)` when the timer a budget stopped at is a platform task's sleep (a Timer's next tick, an
  /// `asyncAfter`'s deadline); else nothing, so that other reports read as before.
  static func timerOwner(_ sleeper: Int32?, recorder: TraceRecorder) -> String {
    guard let sleeper, sleeper >= 0, let name = recorder.givenName(of: sleeper),
          state.taskNames.contains(name) else { return "" }
    return " (set by \(name)\(state.sites[name] ?? ""))"
  }
}
