@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import CVirtualClock
import Dispatch
import Synchronization

/// The scheduler of a `--real` run: jobs run on Dispatch, concurrently, in real time — but each one passes through
/// here, so the recorder sees tasks start and end, sleeps and wakes, as in a virtual run, and the run can end when
/// every task has ended instead of guessing from a quiet spell.
final class RealScheduler: @unchecked Sendable {
  enum Target { case main, global }

  static let shared = RealScheduler()

  let mainExecutor = RealMainExecutor()
  let globalExecutor = RealGlobalExecutor()

  /// Set before the run's first job, never changed while it runs.
  nonisolated(unsafe) private var recorder: TraceRecorder?
  private let lock = RecorderLock()
  /// Guarded by `lock`: the timer sequence, and the timers not yet fired (sequence → sleeper slot).
  private var sequence: UInt64 = 0
  private var pendingTimers: [UInt64: Int32] = [:]
  /// Jobs enqueued and not yet finished running.
  private let liveJobs = Atomic<Int>(0)

  private init() {}

  /// Starts recording into `recorder`.
  func begin(recorder: TraceRecorder) {
    self.recorder = recorder
  }

  // MARK: delays

  /// The real delay until `instant` of `clock`, in nanoseconds (at least 0).
  static func delay<C: Clock>(until instant: C.Instant, clock: C) -> Int64 {
    delay(clock.now.duration(to: instant), clock: clock)
  }

  /// `delay` of `clock` in nanoseconds (at least 0).
  static func delay<C: Clock>(_ delay: C.Duration, clock: C) -> Int64 {
    guard let d = delay as? Duration else { fatalError("asyncplay: a real run cannot schedule on clock \(C.self)") }
    return max(d.nanosecondsClamped, 0)
  }

  // MARK: enqueue

  func enqueue(_ job: consuming ExecutorJob, on target: Target) {
    let isTask = job.kind == .task
    let priority = job.priority
    let unowned = UnownedJob(job)
    let pointer = unsafeBitCast(unowned, to: UnsafeMutableRawPointer.self)
    var slot = SimulationScheduler.otherJob
    if let recorder {
      slot = recorder.enqueued(task: isTask ? pointer : nil)
      if isTask && slot < 0 { slot = SimulationScheduler.internalJob }
      // An async let child that finishes wakes its parent from inside its last job. Its end is read now: once the
      // parent runs (on another thread) it frees the child.
      if isTask, let child = vclock_running_child(), vclock_task_parent(child) == pointer {
        recorder.didRun(slot: vclock_running_child_slot())
      }
    }
    liveJobs.add(1, ordering: .sequentiallyConsistent)
    dispatch(unowned, slot: slot, target: target, priority: priority)
  }

  func enqueue(_ job: consuming ExecutorJob, on target: Target, after delay: Int64) {
    let isTask = job.kind == .task
    let priority = job.priority
    let unowned = UnownedJob(job)
    let pointer = unsafeBitCast(unowned, to: UnsafeMutableRawPointer.self)
    lock.lock()
    sequence &+= 1
    let timer = sequence
    lock.unlock()
    var sleeper: Int32 = -1
    var slot = isTask ? SimulationScheduler.internalJob : SimulationScheduler.otherJob
    if let recorder {
      let set = recorder.timerSet(job: isTask ? pointer : nil, until: recorder.now() + Self.rounded(delay),
                                  sequence: timer)
      sleeper = set.sleeper
      if set.traced >= 0 { slot = set.traced }
    }
    lock.lock()
    pendingTimers[timer] = sleeper
    lock.unlock()
    let fire: @Sendable () -> Void = { [self, sleeper, slot] in
      // Counted as a job before it stops counting as a timer, so that the run never looks quiet in between.
      liveJobs.add(1, ordering: .sequentiallyConsistent)
      lock.lock()
      pendingTimers[timer] = nil
      lock.unlock()
      var runAs = slot
      if sleeper >= 0, let recorder, !recorder.timerFired(task: sleeper, sequence: timer) {
        runAs = SimulationScheduler.internalJob  // an orphan of a sleep that cancellation cut short: a no-op
      }
      run(unowned, slot: runAs, target: target)
    }
    let deadline = DispatchTime.now() + .nanoseconds(Int(clamping: delay))
    switch target {
    case .main: DispatchQueue.main.asyncAfter(deadline: deadline, execute: fire)
    case .global: DispatchQueue.global(qos: Self.qos(priority)).asyncAfter(deadline: deadline, execute: fire)
    }
  }

  /// Trace times of a real run are rounded to 0.1 ms (see `Simulation`); so are sleep deadlines.
  private static func rounded(_ nanos: Int64) -> Int64 { (nanos + 50_000) / 100_000 * 100_000 }

  /// The Dispatch quality of service the stock executor gives a job of `priority`.
  private static func qos(_ priority: JobPriority) -> DispatchQoS.QoSClass {
    switch priority.rawValue {
    case 0x21...: .userInteractive
    case 0x19...: .userInitiated
    case 0x15...: .default
    case 0x11...: .utility
    case 0x01...: .background
    default: .default
    }
  }

  private func dispatch(_ job: UnownedJob, slot: Int32, target: Target, priority: JobPriority) {
    switch target {
    case .main: DispatchQueue.main.async { [self] in run(job, slot: slot, target: .main) }
    case .global:
      DispatchQueue.global(qos: Self.qos(priority)).async { [self] in run(job, slot: slot, target: .global) }
    }
  }

  // MARK: running

  private func run(_ job: UnownedJob, slot: Int32, target: Target) {
    let pointer = unsafeBitCast(job, to: UnsafeMutableRawPointer.self)
    let isChild = slot >= 0 && TaskProbe.isAsyncLet(pointer)
    if slot >= 0 { recorder?.willRun(slot: slot, task: pointer) }
    if isChild { vclock_set_running_child(pointer, slot) }
    vclock_set_running_slot(slot)
    switch target {
    case .main: job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
    case .global: job.runSynchronously(on: globalExecutor.asUnownedTaskExecutor())
    }
    vclock_set_running_slot(-1)
    if isChild { vclock_set_running_child(nil, -1) }
    if let recorder, slot != SimulationScheduler.internalJob {
      recorder.didRun(slot: slot)
      recorder.checkWatchedTasks()
    }
    liveJobs.subtract(1, ordering: .sequentiallyConsistent)
  }

  /// True when no job is queued or running and every pending timer is an orphan (a cancelled sleep's): nothing of
  /// Swift concurrency can happen any more unless code outside it resumes a continuation.
  var isQuiet: Bool {
    // Timers first: a firing timer counts as a job before it leaves `pendingTimers`.
    lock.lock()
    let timers = pendingTimers
    lock.unlock()
    for (sequence, sleeper) in timers {
      guard sleeper >= 0, let recorder, recorder.isOrphan(task: sleeper, sequence: sequence) else { return false }
    }
    return liveJobs.load(ordering: .sequentiallyConsistent) == 0
  }
}
