@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import CVirtualClock
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The deterministic scheduler behind both simulated executors.
///
/// Order, which is part of what asyncplay teaches:
/// 1. Ready jobs run one at a time, first in first out, whichever executor (main actor or default) they target, as
///    long as a virtual thread is free for them: the main actor has one, the default executor ``cores`` (see
///    `VirtualThreads.swift`); a job whose thread is blocked waits, the ones behind it go on.
/// 2. Timers fire in order of deadline; equal deadlines fire in the order they were set. A blocked thread's end is
///    a timer too: it makes the blocked job ready to go on.
/// 3. When no job can run, virtual time jumps to the earliest timer; timers due then are moved to the ready queue.
///
/// After each job the recorder looks at the task(s) that may have finished in it (see ``TaskProbe``).
final class SimulationScheduler: @unchecked Sendable {
  /// Which simulated executor a job runs on.
  enum Target: UInt8 { case main, global }

  /// What the recorder knows a job to be: a traced task's (its slot, ≥ 0), the runtime's internal sleep task's,
  /// or another job (an actor's), inside which any task may have run.
  static let internalJob: Int32 = -2
  static let otherJob: Int32 = -1

  struct ReadyJob: BitwiseCopyable {
    var job: UnownedJob
    /// The task slot, ``internalJob`` or ``otherJob``; below ``internalJob``, the runtime's sleep task that wakes a
    /// known sleeper (see ``sleepTask(waking:)``).
    var slot: Int32
    var target: Target
    /// The carrier parked in a blocked call whose virtual thread this entry lets go on, or -1 for a job.
    var carrier: Int16 = -1

    /// Whether the job is the runtime's internal sleep task (never traced).
    var isInternal: Bool { slot <= SimulationScheduler.internalJob }
    /// The sleeper this job, a runtime sleep task, resumes, or -1.
    var sleeper: Int32 { slot < SimulationScheduler.internalJob ? SimulationScheduler.internalJob - 1 - slot : -1 }
  }

  /// The slot a runtime sleep task runs as when it is known to resume `sleeper`: carried in the slot (no wider
  /// ready job) so that the recorder can recognise the sleep task and its sleeper by pointer, without looking either
  /// up by runtime id — a cache miss each on every wake (see `Benchmarks/README.md`).
  static func sleepTask(waking sleeper: Int32) -> Int32 {
    sleeper >= 0 && sleeper < Int32.max - 2 ? internalJob - 1 - sleeper : internalJob
  }

  struct TimerJob: BitwiseCopyable {
    /// The job to run when due, or (``isResume``) the continuation to resume.
    var pointer: UnsafeMutableRawPointer
    /// The task that set the timer (a sleeper), or -1.
    var sleeper: Int32
    /// The slot to run the job as (see ``ReadyJob/slot``).
    var slot: Int32
    var target: Target
    /// A continuation resume (``SimulatedWork``), not a job: no sleep, no wake.
    var isResume: Bool
    /// The carrier whose blocked call ends at this deadline (see ``ReadyJob/carrier``), or -1.
    var carrier: Int16 = -1

    var job: UnownedJob { unsafeBitCast(pointer, to: UnownedJob.self) }
    var continuation: UnsafeContinuation<Void, Never> {
      unsafeBitCast(pointer, to: UnsafeContinuation<Void, Never>.self)
    }
  }

  /// Why ``drain(until:)`` returned.
  enum Stop: Equatable {
    case idle
    case conditionMet
    case timeBudget(next: Int64)
    case eventBudget
    case jobBudget
    case escaped
    /// Asked from outside, between two jobs (``Simulation/stopBetweenJobs()``).
    case stopRequested
  }

  /// Set (from a signal handler: a lock-free store) when the run is to stop at the next job boundary.
  static let stopRequested = Atomic<Bool>(false)

  static let shared = SimulationScheduler()

  // The scheduler's state belongs to the simulation thread (enqueues from elsewhere are refused before touching
  // it), so the runtime's dynamic exclusivity checks — a call each, on every job — are left out.
  // Room for 64k jobs and timers from the start: the queues never shrink, and a big first allocation is mapped
  // lazily, while each doubling later would be a large allocation and a copy.
  /// Jobs ready to run, first in first out (internal: the exploration hook picks among them).
  @exclusivity(unchecked) var ready = RingQueue<ReadyJob>(capacity: 1 << 16)
  /// Pending timers (internal: the exploration hook looks for timers that race).
  @exclusivity(unchecked) var timers = TimerHeap<TimerJob>(capacity: 1 << 16)
  @exclusivity(unchecked) var timerSequence: UInt64 = 0
  @exclusivity(unchecked) var clock = VirtualClock()
  @exclusivity(unchecked) private var owner: pthread_t?
  @exclusivity(unchecked) var runningTarget: Target?

  /// Virtual threads of the default executor's pool (the cooperative pool's width): see `VirtualThreads.swift`.
  @exclusivity(unchecked) var cores = SimulationOptions.defaultCores
  /// Whether the main actor's thread is blocked in a call, and how many pool threads are.
  @exclusivity(unchecked) var mainBlocked = false
  @exclusivity(unchecked) var poolBlocked = 0
  /// A job the chooser picked has started and its footprint is still to be reported (it may block first).
  @exclusivity(unchecked) var chooserPending = false
  /// What the carriers' loop stops at (``drain(until:)``'s condition) and where it leaves its result.
  @exclusivity(unchecked) var drainCondition: () -> Bool = { false }
  @exclusivity(unchecked) var loopStop = Stop.idle
  /// Whether the loop runs on carriers (else on the calling thread, where blocking calls sleep for real).
  @exclusivity(unchecked) var onCarriers = false
  /// Virtual threads parked until something wakes them (a semaphore's wait, a group's; see `ThreadParking.swift`),
  /// by token, and how the parks that ended came out (true: woken, false: timed out).
  @exclusivity(unchecked) var parkedThreads: [UInt64: ParkedThread] = [:]
  @exclusivity(unchecked) var parkOutcomes: [UInt64: Bool] = [:]

  @exclusivity(unchecked) var recorder: TraceRecorder?
  /// Decides where the runtime leaves the order open (schedule exploration and replay; see
  /// `SimulationScheduler+Exploration.swift`). Nil: first in first out, the fast path.
  @exclusivity(unchecked) var chooser: ScheduleChooser?
  @exclusivity(unchecked) var maxNanos: Int64 = .max
  @exclusivity(unchecked) var maxJobs: UInt64 = .max
  @exclusivity(unchecked) private(set) var jobsRun: UInt64 = 0
  /// Set when the simulation thread started a thread during the run (from `pthread_create`, via CVirtualClock).
  @exclusivity(unchecked) private(set) var startedThread = false

  /// Main-actor updates requested since the last job ran (``Simulation/requestMainActorUpdate(_:)``), in order.
  @exclusivity(unchecked) var pendingUpdates: [@MainActor () -> Void] = []

  /// Jobs enqueued from threads other than the simulation thread (dropped: they escaped the simulation).
  let foreignEnqueues = Atomic<Int>(0)

  let mainExecutor = SimulatedMainExecutor()
  let globalExecutor = SimulatedGlobalExecutor()
  /// The references jobs run on, made once (the executors live as long as the process).
  private let mainReference: UnownedSerialExecutor
  private let globalReference: UnownedTaskExecutor

  private init() {
    mainReference = mainExecutor.asUnownedSerialExecutor()
    globalReference = globalExecutor.asUnownedTaskExecutor()
  }

  // MARK: lifecycle

  /// Claims the calling thread (the run's home: it waits while carriers run the jobs) and starts virtual time at zero.
  func begin(recorder: TraceRecorder, maxNanos: Int64, maxJobs: UInt64, cores: Int = SimulationOptions.defaultCores) {
    precondition(ready.isEmpty, "asyncplay: a simulation is already running in this process")
    owner = pthread_self()
    self.recorder = recorder
    self.maxNanos = maxNanos
    self.maxJobs = maxJobs
    self.cores = max(1, min(cores, SimulationOptions.maxCores))
    mainBlocked = false
    poolBlocked = 0
    chooserPending = false
    jobsRun = 0
    startedThread = false
    clock.start()
    vclock_set_thread_hook { SimulationScheduler.shared.threadStarted() }
    Self.installCarriers()
  }

  /// Drops leftover timers (orphans of cancelled sleeps) and turns virtual time off.
  func end() {
    vclock_set_thread_hook(nil)
    recorder = nil
    while let timer = timers.popFirst() { fire(timer.payload) }
    clock.stop()
  }

  /// Stops noticing thread starts (a run that did not finish leaves the process).
  func abandon() { vclock_set_thread_hook(nil) }

  /// Called by the `pthread_create` interposer on the simulation thread while threads are counted.
  private func threadStarted() {
    if !startedThread { recorder?.markEscape(.threadStarted) }
    startedThread = true
  }

  /// Called on the simulation thread when the run tried to start a process (see ``Simulation/noteProcessStart(_:)``):
  /// work outside the simulator, like a thread.
  func processStarted(_ what: String) {
    if !startedThread { recorder?.markEscape(.processStarted(what)) }
    startedThread = true
  }

  /// Called on the simulation thread when the run asked for something the simulator does not run (`what` says
  /// what, and what to do instead): the run escapes here, as when it starts a thread.
  func refuse(_ what: String) {
    if !startedThread { recorder?.markEscape(.unsimulated(what)) }
    startedThread = true
  }

  var nowNanos: Int64 { clock.nowNanos }
  var isRunningMainJob: Bool { runningTarget == .main }
  /// The executor of the job running now, nil between jobs (what an event records when the run asks for executors).
  var runningExecutor: Target? { runningTarget }
  /// The home thread or a carrier (see `VirtualThreads.swift`).
  var isOnSimulationThread: Bool { owner != nil && vclock_on_simulation_thread() != 0 }

  // MARK: enqueue (called by the executors)

  /// Returns false (and counts an escape) when called from a thread other than the simulation's.
  @inline(__always)
  private func onOwnerThread() -> Bool {
    if isOnSimulationThread { return true }
    foreignEnqueues.add(1, ordering: .relaxed)
    return false
  }

  func enqueue(_ job: consuming ExecutorJob, on target: Target) {
    guard onOwnerThread() else { return }
    let isTask = job.kind == .task
    let unowned = UnownedJob(job)
    var slot = Self.otherJob
    if let recorder {
      slot = recorder.enqueued(task: isTask ? unsafeBitCast(unowned, to: UnsafeMutableRawPointer.self) : nil)
      if isTask && slot < 0 { slot = Self.internalJob }
    }
    makeReady(ReadyJob(job: unowned, slot: slot, target: target))
  }

  func enqueue(_ job: consuming ExecutorJob, on target: Target, deadline: Int64) {
    guard onOwnerThread() else { return }
    timerSequence &+= 1
    let isTask = job.kind == .task
    let pointer = unsafeBitCast(UnownedJob(job), to: UnsafeMutableRawPointer.self)
    var sleeper: Int32 = -1
    var slot = isTask ? Self.internalJob : Self.otherJob
    if let recorder {
      // The sleeper is the task current now (not necessarily the job's task: actor jobs run tasks inside them).
      // Usually the timer job is a separate runtime "sleep task" (never traced); if it is the sleeper, trace it.
      let set = recorder.timerSet(job: isTask ? pointer : nil, until: deadline, sequence: timerSequence)
      sleeper = set.sleeper
      if set.traced >= 0 {
        slot = set.traced
      } else if set.isSleepTask {
        slot = Self.sleepTask(waking: sleeper)
      }
    }
    timers.push(.init(deadline: max(deadline, clock.nowNanos), sequence: timerSequence,
                      payload: TimerJob(pointer: pointer, sleeper: sleeper, slot: slot, target: target,
                                        isResume: false)))
  }

  /// Resumes `continuation` at virtual time `deadline` (a timer that is not a sleep: no sleep/wake events).
  func resume(_ continuation: UnsafeContinuation<Void, Never>, at deadline: Int64) {
    timerSequence &+= 1
    timers.push(.init(deadline: max(deadline, clock.nowNanos), sequence: timerSequence,
                      payload: TimerJob(pointer: unsafeBitCast(continuation, to: UnsafeMutableRawPointer.self),
                                        sleeper: -1, slot: Self.otherJob, target: .global, isResume: true)))
  }

  /// Converts a clock's instant to a virtual deadline. `ContinuousClock` and `SuspendingClock` instants are read
  /// through the interposer, so they already are virtual; other clocks are measured by their own `now`.
  func deadline<C: Clock>(at instant: C.Instant, clock c: C) -> Int64 {
    // `Task.sleep(for:)` comes here with a ContinuousClock instant: recognised by type, without a dynamic cast.
    if C.Instant.self == ContinuousClock.Instant.self {
      // The instant is a Duration since the clock's epoch (zero); one 128-bit division turns it into nanoseconds.
      let i = unsafeBitCast(instant, to: ContinuousClock.Instant.self)
      return VirtualClock.virtualNanos(fromAbsolute: ContinuousClock().systemEpoch.duration(to: i).wholeNanoseconds)
    }
    if let i = instant as? ContinuousClock.Instant {
      return VirtualClock.virtualNanos(fromAbsolute: ContinuousClock().systemEpoch.duration(to: i).nanosecondsClamped)
    }
    if let i = instant as? SuspendingClock.Instant {
      return VirtualClock.virtualNanos(fromAbsolute: SuspendingClock().systemEpoch.duration(to: i).nanosecondsClamped)
    }
    if let d = c.now.duration(to: instant) as? Duration { return deadline(after: d) }
    fatalError("asyncplay: the simulator cannot schedule on clock \(C.self)")
  }

  func deadline(after delay: Duration) -> Int64 {
    let (sum, overflow) = clock.nowNanos.addingReportingOverflow(max(delay.nanosecondsClamped, 0))
    return overflow ? .max : sum
  }

  // MARK: running

  /// Runs a timer's job or resume at once, outside the trace (orphaned sleeps, and leftovers after a run).
  private func fire(_ timer: TimerJob) {
    if timer.carrier >= 0 { return }
    if timer.isResume { timer.continuation.resume() } else { runJob(timer.job, timer.target) }
  }

  @inline(__always)
  private func runJob(_ job: UnownedJob, _ target: Target) {
    let previous = runningTarget
    runningTarget = target
    switch target {
    case .main: job.runSynchronously(on: mainReference)
    case .global: job.runSynchronously(on: globalReference)
    }
    runningTarget = previous
  }

  @inline(__always)
  func run(_ item: ReadyJob) {
    jobsRun &+= 1
    vclock_progress_note(jobsRun)
    guard let recorder else {
      runJob(item.job, item.target)
      flushUpdates(after: item)
      return
    }
    // What the job's task records just before and after it runs (its start, its end) happens on its executor too.
    let previous = runningTarget
    runningTarget = item.target
    let pointer = unsafeBitCast(item.job, to: UnsafeMutableRawPointer.self)
    if item.slot >= 0 {
      recorder.willRun(slot: item.slot, task: pointer)
      runJob(item.job, item.target)
      flushUpdates(after: item)
      recorder.didRun(slot: item.slot)
    } else if item.isInternal {
      let sleeper = item.sleeper
      if sleeper >= 0 { recorder.sleepTaskWillRun(pointer, waking: sleeper) }
      runJob(item.job, item.target)
      if sleeper >= 0 { recorder.sleepTaskDidRun() }
    } else {
      runJob(item.job, item.target)
      flushUpdates(after: item)
      recorder.didRun(slot: item.slot)
    }
    runningTarget = previous
    recorder.checkWatchedTasks()
  }

  /// Runs the main-actor updates requested while the main actor's thread was blocked, or by a job elsewhere: they
  /// wait for it. Otherwise right after the job that requested them.
  @inline(__always)
  private func flushUpdates(after item: ReadyJob) {
    guard !pendingUpdates.isEmpty, item.target == .main || !mainBlocked else { return }
    runPendingUpdates(attributedTo: item.slot)
  }

  /// Runs the requested main-actor updates on the main actor, right after the job that requested them and before
  /// anything else runs; what they record belongs to that job's task (`slot`). An update may request another
  /// (its actions changed state): those run too, each counted as a job, so a view that never settles meets the
  /// job budget — or, sooner, the event budget: each of its rounds records a change (an `onChange` that writes
  /// the value it watches recorded 100,000 events in a few seconds, then ran on unstopped, for 10 million jobs).
  func runPendingUpdates(attributedTo slot: Int32) {
    recorder?.attribute(toTaskOf: slot)
    let previous = runningTarget
    runningTarget = .main
    while !pendingUpdates.isEmpty, jobsRun < maxJobs, recorder?.overEventBudget != true {
      let updates = pendingUpdates
      pendingUpdates.removeAll(keepingCapacity: true)
      for update in updates {
        jobsRun &+= 1
        MainActor.assumeIsolated { update() }
      }
    }
    runningTarget = previous
    recorder?.endAttribution()
  }

  /// Queues `update` to run on the main actor as soon as the current job ends (or, between jobs, before the next
  /// one and before virtual time moves on).
  func requestUpdate(_ update: @escaping @MainActor () -> Void) {
    pendingUpdates.append(update)
  }

  /// Whether work has left the simulation: a thread was started, or another thread enqueued or recorded.
  var hasEscaped: Bool {
    if startedThread { return true }
    let foreign = foreignEnqueues.load(ordering: .relaxed) + (recorder?.foreignCalls.load(ordering: .relaxed) ?? 0)
    guard foreign > 0 else { return false }
    recorder?.markEscape(.foreignThread)
    return true
  }

  /// Runs jobs until `condition` holds, nothing is left to run, or a budget or an escape stops the run: on the
  /// carriers, while the calling thread waits (see `VirtualThreads.swift`).
  func drain(until condition: () -> Bool) -> Stop {
    withoutActuallyEscaping(condition) { condition in
      drainCondition = condition
      defer { drainCondition = { false } }
      let carrier = vclock_current_carrier() < 0 ? vclock_take_idle_carrier() : -1
      guard carrier >= 0 else {
        // Already on a carrier (a nested drain), or no thread could be started: run here, blocking calls for real.
        onCarriers = false
        return loop() ?? .idle
      }
      onCarriers = true
      vclock_carrier_switch(carrier, -1)
      onCarriers = false
      return loopStop
    }
  }

  /// The scheduler's loop, on whichever thread holds the baton: returns why the run stopped, or nil when it handed
  /// the baton to a carrier whose blocked call ended (this thread is idle then).
  func loop() -> Stop? {
    while true {
      if hasEscaped { return .escaped }
      if Self.stopRequested.load(ordering: .relaxed) { return .stopRequested }
      if drainCondition() { return .conditionMet }
      if !pendingUpdates.isEmpty && !mainBlocked {
        // Requested between jobs (before the first one, or by a wake): the main actor is free now.
        runPendingUpdates(attributedTo: -1)
        if jobsRun >= maxJobs { return .jobBudget }
        if recorder?.overEventBudget == true { return .eventBudget }
        continue
      }
      if let item = chooser == nil ? takeRunnableJob() : takeChosenJob() {
        if item.carrier >= 0 {
          if chooser != nil { chosenJobRan(item) }
          resumeCarrier(item)
          return nil
        }
        if chooser != nil { chooserPending = true }
        run(item)
        if chooserPending {
          chooserPending = false
          chosenJobRan(item)
        }
        if jobsRun >= maxJobs { return .jobBudget }
        if recorder?.overEventBudget == true { return .eventBudget }
        continue
      }
      guard let next = timers.first else { return .idle }
      if next.payload.sleeper >= 0, let recorder,
         recorder.isOrphan(task: next.payload.sleeper, sequence: next.sequence) {
        // The sleep was cut short by cancellation; its wake job is a no-op. Run it without moving time.
        _ = timers.popFirst()
        fire(next.payload)
        continue
      }
      if next.deadline > maxNanos { return .timeBudget(next: next.deadline) }
      clock.advance(to: chooser == nil ? next.deadline : chosenDeadline(next.deadline))
      while let due = timers.first, due.deadline <= clock.nowNanos {
        _ = timers.popFirst()
        let timer = due.payload
        if timer.sleeper >= 0, let recorder, !recorder.timerFired(task: timer.sleeper, sequence: due.sequence) {
          fire(timer)  // orphan: see above
          continue
        }
        if timer.carrier >= 0, timer.pointer != Self.blockedCallMarker, !parkTimedOut(timer) { continue }
        if timer.isResume {
          timer.continuation.resume()
        } else {
          makeReady(ReadyJob(job: timer.job, slot: timer.slot, target: timer.target, carrier: timer.carrier))
        }
      }
    }
  }
}
