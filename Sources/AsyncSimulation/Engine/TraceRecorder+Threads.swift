// What the recorder knows of "the job running now" is put aside while a job is blocked in a call and other jobs run
// on other virtual threads, and restored when the call ends (see `VirtualThreads.swift`).
extension TraceRecorder {
  /// The per-job state of a job blocked in a call.
  struct SuspendedJob {
    var lastCurrent: Int32
    var seenThisJob: [Int32]
    var endedInJob: [(pointer: UnsafeMutableRawPointer, release: Bool, payload: Int)]
    var attributed: Int32
  }

  /// Puts the running job's state aside; the recorder is between jobs afterwards. What the job wrote so far was
  /// taken by the `block` event recorded just before.
  func suspendJob() -> SuspendedJob {
    let job = SuspendedJob(lastCurrent: s.pointee.lastCurrent, seenThisJob: s.pointee.seenThisJob,
                           endedInJob: s.pointee.endedInJob, attributed: s.pointee.attributed)
    s.pointee.lastCurrent = -1
    s.pointee.seenThisJob.removeAll()
    s.pointee.endedInJob.removeAll()
    s.pointee.attributed = -1
    return job
  }

  /// The blocked job goes on: its state is back (the recorder was between jobs).
  func resumeJob(_ job: SuspendedJob) {
    s.pointee.lastCurrent = job.lastCurrent
    s.pointee.seenThisJob = job.seenThisJob
    s.pointee.endedInJob = job.endedInJob
    s.pointee.attributed = job.attributed
  }
}

extension TraceRecorder {
  /// Task `slot` can go on but waits for a blocked thread (the main actor's when `main`, else a pool thread's):
  /// recorded once per wait, at the instant it began; its next run ends it.
  func readyButWaiting(task slot: Int32, main: Bool) {
    let t = now()
    locked { s in
      guard slot >= 0, Int(slot) < s.pointee.tasks.count else { return }
      let flags = s.pointee.tasks[Int(slot)].flags
      guard !flags.contains(.waitingForThread), !flags.contains(.ended) else { return }
      s.pointee.tasks[Int(slot)].flags.insert(.waitingForThread)
      s.pointee.rows.appendReady(task: slot, at: t, main: main)
      Self.checkBudget(s)
    }
  }
}
