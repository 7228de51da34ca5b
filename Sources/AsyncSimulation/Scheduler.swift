@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import CVirtualClock
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The single-threaded, deterministic scheduler behind both simulated executors.
///
/// Order, which is part of what asyncplay teaches:
/// 1. Ready jobs run one at a time, first in first out, whichever executor (main actor or default) they target.
/// 2. Timers fire in order of deadline; equal deadlines fire in the order they were set.
/// 3. When no job is ready, virtual time jumps to the earliest timer; timers due then are moved to the ready queue.
final class SimulationScheduler: @unchecked Sendable {
  /// Which simulated executor a job runs on.
  enum Target: UInt8 { case main, global }

  struct ReadyJob {
    var job: UnownedJob
    var target: Target
    /// The runtime task id for task jobs that should be traced, else 0.
    var taskID: UInt64
    /// The runtime task id of an internal sleep task to forget after it runs, else 0.
    var internalID: UInt64 = 0
  }

  struct TimerJob {
    /// The job to run when due; nil for a continuation resume (``SimulatedWork``).
    var job: UnownedJob?
    var resume: UnsafeContinuation<Void, Never>?
    var target: Target
    /// The task that set the timer (a sleeper), or -1.
    var sleeper: Int32
    /// The runtime task id when the timer job is itself a traced task (else 0).
    var taskID: UInt64
    /// The runtime task id of an internal sleep task, forgotten once it has run (else 0).
    var internalID: UInt64 = 0
  }

  /// Why ``drain(until:)`` returned.
  enum Stop: Equatable {
    case idle
    case conditionMet
    case timeBudget(next: Int64)
    case eventBudget
    case jobBudget
    case escaped
  }

  static let shared = SimulationScheduler()

  private var ready = RingQueue<ReadyJob>(capacity: 1024)
  private var timers = TimerHeap<TimerJob>()
  private var timerSequence: UInt64 = 0
  private(set) var clock = VirtualClock()
  private var owner: pthread_t?
  private var runningTarget: Target?

  var recorder: TraceRecorder?
  var maxNanos: Int64 = .max
  var maxJobs: UInt64 = .max
  private(set) var jobsRun: UInt64 = 0

  /// Jobs enqueued from threads other than the simulation thread (dropped: they escaped the simulation).
  let foreignEnqueues = Atomic<Int>(0)

  let mainExecutor = SimulatedMainExecutor()
  let globalExecutor = SimulatedGlobalExecutor()

  private init() {}

  // MARK: lifecycle

  /// Claims the calling thread and starts virtual time at zero.
  func begin(recorder: TraceRecorder, maxNanos: Int64, maxJobs: UInt64) {
    precondition(ready.isEmpty, "asyncplay: a simulation is already running in this process")
    owner = pthread_self()
    self.recorder = recorder
    self.maxNanos = maxNanos
    self.maxJobs = maxJobs
    jobsRun = 0
    clock.start()
  }

  /// Drops leftover timers (orphans of cancelled sleeps) and turns virtual time off.
  func end() {
    while let timer = timers.popFirst() { fire(timer.payload) }
    recorder = nil
    clock.stop()
  }

  var nowNanos: Int64 { clock.nowNanos }
  var isRunningMainJob: Bool { runningTarget == .main }
  var isOnSimulationThread: Bool { owner.map { pthread_equal($0, pthread_self()) != 0 } ?? false }

  // MARK: enqueue (called by the executors)

  /// Returns false (and counts an escape) when called from a thread other than the simulation's.
  private func onOwnerThread() -> Bool {
    if isOnSimulationThread { return true }
    foreignEnqueues.add(1, ordering: .relaxed)
    return false
  }

  /// The runtime task id of a task job, else 0.
  private static func taskID(of job: UnownedJob, isTask: Bool) -> UInt64 {
    guard isTask else { return 0 }
    return runtimeJobTaskID(unsafeBitCast(job, to: UnsafeMutableRawPointer.self))
  }

  func enqueue(_ job: consuming ExecutorJob, on target: Target) {
    guard onOwnerThread() else { return }
    let isTask = job.kind == .task
    let unowned = UnownedJob(job)
    let id = Self.taskID(of: unowned, isTask: isTask)
    recorder?.enqueued(runtimeID: id)
    ready.append(ReadyJob(job: unowned, target: target, taskID: id))
  }

  func enqueue(_ job: consuming ExecutorJob, on target: Target, deadline: Int64) {
    guard onOwnerThread() else { return }
    timerSequence &+= 1
    let isTask = job.kind == .task
    let unowned = UnownedJob(job)
    let id = Self.taskID(of: unowned, isTask: isTask)
    var sleeper: Int32 = -1
    var tracedID: UInt64 = 0
    if let recorder {
      // The sleeper is the task current now (not necessarily the job's task: actor jobs run tasks inside them).
      sleeper = recorder.sleep(until: deadline, sequence: timerSequence)
      // Usually the timer job is a separate runtime "sleep task" (not traced); if it is the sleeper itself, trace it.
      if id != 0, sleeper >= 0, recorder.isSameTask(sleeper, runtimeID: id) {
        tracedID = id
      } else if id != 0 {
        recorder.setInternal(runtimeID: id, true)
      }
    }
    timers.push(.init(deadline: max(deadline, clock.nowNanos), sequence: timerSequence,
                      payload: TimerJob(job: unowned, resume: nil, target: target, sleeper: sleeper, taskID: tracedID,
                                       internalID: tracedID == 0 ? id : 0)))
  }

  /// Resumes `continuation` at virtual time `deadline` (a timer that is not a sleep: no sleep/wake events).
  func resume(_ continuation: UnsafeContinuation<Void, Never>, at deadline: Int64) {
    timerSequence &+= 1
    timers.push(.init(deadline: max(deadline, clock.nowNanos), sequence: timerSequence,
                      payload: TimerJob(job: nil, resume: continuation, target: .global, sleeper: -1, taskID: 0)))
  }

  /// The running job holds the thread until `deadline`: time moves on while nothing else runs.
  func holdThread(until deadline: Int64) {
    clock.advance(to: deadline)
  }

  /// Converts a clock's instant to a virtual deadline. `ContinuousClock` and `SuspendingClock` instants are read
  /// through the interposer, so they already are virtual; other clocks are measured by their own `now`.
  func deadline<C: Clock>(at instant: C.Instant, clock c: C) -> Int64 {
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

  private func fire(_ timer: TimerJob) {
    if let job = timer.job { runJob(job, timer.target) } else { timer.resume?.resume() }
    if timer.internalID != 0 { recorder?.setInternal(runtimeID: timer.internalID, false) }
  }

  private func runJob(_ job: UnownedJob, _ target: Target) {
    let previous = runningTarget
    runningTarget = target
    switch target {
    case .main: job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
    case .global: job.runSynchronously(on: globalExecutor.asUnownedTaskExecutor())
    }
    runningTarget = previous
  }

  private func run(_ item: ReadyJob) {
    jobsRun &+= 1
    if item.taskID != 0, let recorder {
      recorder.willRun(runtimeID: item.taskID, task: unsafeBitCast(item.job, to: UnsafeMutableRawPointer.self))
    }
    runJob(item.job, item.target)
    if item.internalID != 0 { recorder?.setInternal(runtimeID: item.internalID, false) }
    recorder?.checkWatchedTasks()
  }

  /// Runs jobs until `condition` holds, nothing is left to run, or a budget or an escape stops the run.
  func drain(until condition: () -> Bool) -> Stop {
    while true {
      if foreignEnqueues.load(ordering: .relaxed) > 0 { return .escaped }
      if condition() { return .conditionMet }
      if let item = ready.popFirst() {
        run(item)
        if jobsRun >= maxJobs { return .jobBudget }
        if recorder?.overEventBudget == true { return .eventBudget }
        continue
      }
      guard let next = timers.first else { return .idle }
      if next.payload.sleeper >= 0, let recorder, recorder.isOrphan(task: next.payload.sleeper, sequence: next.sequence) {
        // The sleep was cut short by cancellation; its wake job is a no-op. Run it without moving time.
        _ = timers.popFirst()
        fire(next.payload)
        continue
      }
      if next.deadline > maxNanos { return .timeBudget(next: next.deadline) }
      clock.advance(to: next.deadline)
      while let due = timers.first, due.deadline <= clock.nowNanos {
        _ = timers.popFirst()
        let timer = due.payload
        if timer.sleeper >= 0, let recorder, !recorder.timerFired(task: timer.sleeper, sequence: due.sequence) {
          fire(timer)  // orphan: see above
          continue
        }
        if let job = timer.job {
          ready.append(ReadyJob(job: job, target: timer.target, taskID: timer.taskID, internalID: timer.internalID))
        } else {
          timer.resume?.resume()
        }
      }
    }
  }
}
