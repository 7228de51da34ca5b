import CVirtualClock

// Virtual threads: the main actor has one, the default executor's pool `cores` of them. A job takes no virtual time
// unless it makes a blocking call (nanosleep, clock_nanosleep, usleep, sleep — hence Thread.sleep — or
// SimulatedWork.block); then the thread running it is busy until the call's end, while jobs on other threads,
// timers and the main actor go on. A main-actor job waits while the main actor's thread is blocked; a default
// executor job waits while every pool thread is.
//
// How it is done: every job runs on a carrier, a real thread of the engine's (carriers.c), and exactly one carrier
// runs at any moment. A blocking call parks its carrier inside the call, where the job's stack stays as it is, and
// hands the baton to an idle carrier, which goes on with the scheduler's loop; the call's end is a timer, and when
// the loop takes it, it hands the baton back and becomes idle itself. Causality holds because nothing else runs
// while a carrier runs: a job that looks at something a blocked job does after its call sees it only once virtual
// time has reached that point. The thread that started the run waits meanwhile, so a run can stop (a budget) while
// a job is still blocked: its carrier is left parked, and the process, which cannot simulate again, exits.
extension SimulationScheduler {
  /// Installs the carriers' entry point and the blocking calls' hook (once per process).
  static func installCarriers() {
    vclock_set_carrier_body { index in SimulationScheduler.shared.carrierTookBaton(index) }
    vclock_set_block_hook { nanos in SimulationScheduler.shared.blockingCall(nanos: nanos) ? 0 : -1 }
  }

  /// An idle carrier was handed the baton: it runs the loop until the run stops (then the home thread gets the
  /// result) or until it hands the baton to a carrier whose blocked call ended.
  private func carrierTookBaton(_ index: Int32) {
    guard let stop = loop() else { return }
    loopStop = stop
    vclock_make_carrier_idle(index)
    vclock_carrier_post(-1)
  }

  /// Whether a job of `item`'s can run now: its executor has a free thread (a blocked call's end always can).
  @inline(__always)
  func isRunnable(_ item: ReadyJob) -> Bool {
    item.carrier >= 0 || (item.target == .main ? !mainBlocked : poolBlocked < cores)
  }

  /// Queues `item`; while a thread is blocked, a job that must wait for it says so (a `ready` event).
  @inline(__always)
  func makeReady(_ item: ReadyJob) {
    ready.append(item)
    if mainBlocked || poolBlocked > 0, !isRunnable(item) { noteWaiting(item) }
  }

  /// The first job that can run, out of the ready queue (first in first out among those).
  @inline(__always)
  func takeRunnableJob() -> ReadyJob? {
    if !mainBlocked && poolBlocked == 0 { return ready.popFirst() }
    for offset in 0..<ready.count where isRunnable(ready[offset: offset]) { return ready.remove(at: offset) }
    return nil
  }

  /// The loop took a blocked call's end: the thread is free, and the carrier parked in the call goes on. This
  /// carrier becomes idle (it waits at the top of its own loop).
  func resumeCarrier(_ item: ReadyJob) {
    if item.target == .main { mainBlocked = false } else { poolBlocked -= 1 }
    vclock_make_carrier_idle(vclock_current_carrier())
    vclock_carrier_post(Int32(item.carrier))
  }

  /// A blocking call of `nanos` made by simulated code on a carrier (the C interposers' hook). Returns false when
  /// the call is not the run's to simulate, and the C library sleeps for real.
  func blockingCall(nanos: Int64) -> Bool {
    guard onCarriers, recorder != nil else { return false }
    guard nanos > 0 else {
      sleepOfNothing()
      return true
    }
    blockThread(for: nanos)
    return true
  }

  /// A sleep of 0 ns. Foundation's `Thread.sleep` loops until `CLOCK_MONOTONIC`, read as a Double of seconds, passes
  /// its end; where the Double sum overshoots the exact end by a fraction of a nanosecond it asks for 0 ns, which on
  /// a kernel takes some real time: a loop that spun for ever here. The clock's reading moves on by 1 ns, unseen by
  /// the trace (whose clock is the scheduler's), so the loop ends, and is set back once the job has run.
  private func sleepOfNothing() {
    vclock_nudge_ns(1)
    requestUpdate { [self] in vclock_set_ns(VirtualClock.epochNanos + clock.nowNanos) }
  }

  /// Blocks the thread of the job running now for `nanos` of virtual time, recorded as a `block` span of its task:
  /// other threads go on meanwhile. Outside carriers (no thread could be started) the whole simulation waits.
  func blockThread(for nanos: Int64) {
    let until = deadline(after: .nanoseconds(max(nanos, 0)))
    guard let recorder else { return }
    recorder.recordSpan(.block, until: until)
    guard until > clock.nowNanos else { return }
    let me = vclock_current_carrier()
    let next = onCarriers && me >= 0 ? vclock_take_idle_carrier() : -1
    guard next >= 0 else {
      clock.advance(to: until)
      return
    }
    let target = runningTarget ?? .main
    if target == .main { mainBlocked = true } else { poolBlocked += 1 }
    // Jobs already waiting for the thread that is now blocked wait from now on.
    for offset in 0..<ready.count where !isRunnable(ready[offset: offset]) { noteWaiting(ready[offset: offset]) }
    timerSequence &+= 1
    timers.push(.init(deadline: until, sequence: timerSequence,
                      payload: TimerJob(pointer: Self.blockedCallMarker, sleeper: -1, slot: Self.otherJob,
                                        target: target, isResume: false, carrier: Int16(me))))
    if chooserPending {
      // What the job did before the call is all the chooser learns of it: the rest runs as another step.
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
  }

  /// Records that the task of `item`, a job that cannot run now, waits for a blocked thread (a `ready` event).
  /// The runtime's sleep task waits for its sleeper; a job of no known task (an actor's) records nothing.
  func noteWaiting(_ item: ReadyJob) {
    guard let recorder else { return }
    let task = item.slot >= 0 ? item.slot : item.sleeper
    guard task >= 0 else { return }
    recorder.readyButWaiting(task: task, main: item.target == .main)
  }

  /// The pointer a blocked call's timer carries in place of a job (never run).
  static var blockedCallMarker: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 0x8)! }
}
