import CVirtualClock

/// A virtual thread parked in a call that waits for another thread (a semaphore's wait, a group's, a `sync`).
struct ParkedThread {
  var carrier: Int16
  var target: SimulationScheduler.Target
}

// Parking: like a blocking call (`VirtualThreads.swift`), a park keeps its carrier inside the call and hands the baton
// to an idle carrier; but it ends when something wakes it (``wake(_:)``), or at an optional deadline, rather than
// after a fixed time. While parked the thread is busy: main-actor jobs wait for a parked main thread, and a parked
// pool thread is one fewer for the default executor. A park nothing wakes is what a deadlock report names.
extension SimulationScheduler {
  /// Parks the thread of the running job until ``wake(_:)`` is called with `token` (true) or virtual time reaches
  /// `deadline` (false). Returns nil when the thread cannot be parked (outside carriers): the caller then decides.
  func park(_ token: UInt64, until deadline: Int64?) -> Bool? {
    guard let recorder else { return nil }
    if let deadline, deadline <= clock.nowNanos { return false }
    let me = vclock_current_carrier()
    let next = onCarriers && me >= 0 ? vclock_take_idle_carrier() : -1
    guard next >= 0 else { return nil }
    let target = runningTarget ?? .main
    if target == .main { mainBlocked = true } else { poolBlocked += 1 }
    for offset in 0..<ready.count where !isRunnable(ready[offset: offset]) { noteWaiting(ready[offset: offset]) }
    parkedThreads[token] = ParkedThread(carrier: Int16(me), target: target)
    if let deadline {
      timerSequence &+= 1
      timers.push(.init(deadline: deadline, sequence: timerSequence,
                        payload: TimerJob(pointer: Self.parkMarker(token), sleeper: -1, slot: Self.otherJob,
                                          target: target, isResume: false, carrier: Int16(me))))
    }
    if chooserPending {
      chooserPending = false
      chosenJobBlocked()
    }
    let context = recorder.suspendJob()
    let updates = pendingUpdates
    pendingUpdates = []
    runningTarget = nil
    vclock_carrier_switch(next, me)
    runningTarget = target
    pendingUpdates = updates + pendingUpdates
    recorder.resumeJob(context)
    return parkOutcomes.removeValue(forKey: token) ?? false
  }

  /// Wakes the thread parked with `token`: it goes on once the scheduler takes its turn (first in first out with
  /// the jobs ready now). Returns whether a thread was parked with it.
  @discardableResult
  func wake(_ token: UInt64) -> Bool {
    guard let parked = parkedThreads.removeValue(forKey: token) else { return false }
    parkOutcomes[token] = true
    makeReady(ReadyJob(job: unsafeBitCast(Self.blockedCallMarker, to: UnownedJob.self), slot: Self.otherJob,
                       target: parked.target, carrier: parked.carrier))
    return true
  }

  /// A park's deadline came: whether the park was still waiting (it then ends, timed out); a stale timer (the thread
  /// was woken first) is dropped.
  func parkTimedOut(_ timer: TimerJob) -> Bool {
    let token = UInt64(UInt(bitPattern: timer.pointer)) >> 4
    guard parkedThreads.removeValue(forKey: token) != nil else { return false }
    parkOutcomes[token] = false
    return true
  }

  /// Whether any thread is parked (a run that ends so is a deadlock, even when its root returned).
  var hasParkedThreads: Bool { !parkedThreads.isEmpty }

  /// The pointer a park's deadline timer carries: the token above a tag that no job pointer has (see
  /// ``blockedCallMarker``).
  static func parkMarker(_ token: UInt64) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(bitPattern: UInt(token << 4 | 0x4))!
  }
}
