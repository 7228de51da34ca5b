import CVirtualClock

/// A Foundation `Timer` (a CFRunLoopTimer) the run has seen created: its callout and the info it is called with.
final class RunLoopTimer {
  let callout: UnsafeMutableRawPointer
  let info: UnsafeMutableRawPointer?
  /// The task that fires it, once it is scheduled on the main run loop.
  var task: Task<Void, Never>?

  init(callout: UnsafeMutableRawPointer, info: UnsafeMutableRawPointer?) {
    self.callout = callout
    self.info = info
  }
}

/// Foundation's timers on virtual time. `Timer.scheduledTimer(withTimeInterval:repeats:block:)` from the main actor,
/// and `RunLoop.main.add(_:forMode:)`, put the timer on the main run loop: it fires on the main thread, as a
/// main-actor job, at its fire date and then every interval after the *scheduled* time, skipping the ticks a busy
/// main thread missed (developer.apple.com/documentation/foundation/timer: "A repeating timer reschedules itself
/// based on the scheduled firing time, not the actual firing time"; "If a timer's firing time occurs during a long
/// callout … the timer doesn't fire until the next time the run loop checks the timer"). A timer that does not
/// repeat invalidates itself after firing; `invalidate()` stops one. Each timer is a task, `Timer #1`, that sleeps
/// until its next tick.
enum RunLoopTimers {
  static func handle(_ op: Int32, runLoop: UnsafeMutableRawPointer?, timer: UnsafeMutableRawPointer?, fire: Double,
                     interval: Double, callout: UnsafeMutableRawPointer?, info: UnsafeMutableRawPointer?) -> Int64 {
    guard let timer else { return -1 }
    let state = DispatchSimulation.state
    switch Int(op) {
    case VCLOCK_TIMER_CREATE:
      guard let callout else { return -1 }
      state.timers[timer] = RunLoopTimer(callout: callout, info: info)
    case VCLOCK_TIMER_ADD_MAIN:
      guard let known = state.timers[timer] else { return -1 }
      schedule(known, timer: timer, fire: fire, interval: interval, onMain: true)
    case VCLOCK_TIMER_ADD_OTHER:
      // The current run loop of a thread that is not the main one (scheduledTimer off the main actor, or a run loop
      // of the app's): nothing runs it, so on a device the timer never fires either — said rather than dropped.
      guard state.timers[timer] != nil else { return -1 }
      guard SimulationScheduler.shared.isRunningMainJob else {
        SimulationScheduler.shared.refuse("a Timer was scheduled on the run loop of a background thread, which "
          + "nothing runs (it would never fire on a device either); schedule it from the main actor or add it to "
          + "RunLoop.main")
        return 0
      }
      // On a main-actor job the current run loop stands for the main thread's.
      schedule(state.timers[timer]!, timer: timer, fire: fire, interval: interval, onMain: true)
    case VCLOCK_TIMER_INVALIDATE:
      if let task = state.timers[timer]?.task { TraceLog.cancel(task, because: "Timer.invalidate()") }
    default: return -1
    }
    return 0
  }

  /// Starts the task that fires `timer`.
  private static func schedule(_ record: RunLoopTimer, timer: UnsafeMutableRawPointer, fire: Double,
                               interval: Double, onMain: Bool) {
    guard record.task == nil else { return }  // Already scheduled: a timer belongs to one run loop.
    vclock_timer_retain(timer)
    let name = DispatchSimulation.taskName("Timer")
    let first = virtualNanos(ofAbsoluteTime: fire)
    let period = interval > 0 ? microsecondNanos(interval) : 0
    let handle = TimerHandle(timer: timer, record: record)
    record.task = Task(name: name) { @MainActor in
      Simulation.recorder?.noticeCurrentTask()
      await handle.fire(from: first, every: period)
    }
  }

  /// A date as CFRunLoopTimer keeps it (seconds since 2001) in virtual nanoseconds, to the microsecond (a Double of
  /// seconds since 2001 holds a date to about 0.1 µs).
  static func virtualNanos(ofAbsoluteTime seconds: Double) -> Int64 {
    let whole = seconds.rounded(.down)
    let fraction = microsecondNanos(seconds - whole)
    let wall = (Int64(whole) + 978_307_200) * 1_000_000_000 + fraction
    return wall - VirtualClock.wallEpochNanos
  }

  /// Seconds as nanoseconds, rounded to the microsecond.
  static func microsecondNanos(_ seconds: Double) -> Int64 {
    Int64((seconds * 1_000_000).rounded()) * 1_000
  }
}

/// What a timer's task holds: the CFRunLoopTimer and how to fire it.
struct TimerHandle: @unchecked Sendable {
  let timer: UnsafeMutableRawPointer
  let record: RunLoopTimer

  /// Fires at `first`, then every `period` (0: once), until the timer is invalidated.
  @MainActor func fire(from first: Int64, every period: Int64) async {
    let scheduler = SimulationScheduler.shared
    var next = first
    while vclock_timer_is_valid(timer) != 0 {
      do { try await PlatformTasks.sleep(until: next) } catch { break }
      guard vclock_timer_is_valid(timer) != 0 else { break }
      vclock_timer_fire(record.callout, timer, record.info)
      guard period > 0 else {
        vclock_timer_invalidate(timer)
        break
      }
      next += period
      if next <= scheduler.nowNanos {
        next += (scheduler.nowNanos - next) / period * period + period
      }
    }
    record.task = nil
  }
}
