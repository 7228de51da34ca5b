import CScheduleProbe

// The scheduler's exploration hook: with a chooser installed, the scheduler asks it which job runs next and which
// of several racing timers fires first, instead of always taking the first. Without one (every ordinary run) none of
// this runs.
//
// What the real runtime can reorder, and so what a chooser may pick from:
// - The main actor is a serial first-in-first-out queue: only the first job waiting for it is a candidate.
// - Jobs on the default executor run on a thread pool, so any of them may get there first: each is a candidate.
// - Actors keep their own queues inside the runtime (by priority, then first in first out); what varies is the order
//   in which work reaches them, which follows from the choices above. Their processing jobs are default-executor
//   jobs like any other.
// - Timers due at the same instant, or within the chooser's jitter of the earliest, may fire in any order.
// - Blocked calls that end at the same instant go on in any order, and in any order with the jobs ready then; a job
//   whose executor has no free thread is no candidate.
extension SimulationScheduler {
  /// Takes the job the chooser picks from the candidates, out of the ready queue.
  func takeChosenJob() -> ReadyJob? {
    guard let chooser, !ready.isEmpty else { return ready.popFirst() }
    chooser.noteReady(count: ready.count)
    chooser.candidateOffsets.removeAll(keepingCapacity: true)
    var sawMain = false
    for offset in 0..<ready.count {
      let item = ready[offset: offset]
      // A blocked call's end is always a candidate: threads that finish at the same instant race.
      if item.carrier < 0 {
        if item.target == .main {
          if sawMain || mainBlocked { continue }
          sawMain = true
        } else if poolBlocked >= cores {
          continue
        }
      }
      chooser.candidateOffsets.append(offset)
    }
    // Every ready job waits for a thread that is blocked: time moves on.
    if chooser.candidateOffsets.isEmpty { return nil }
    let offset = chooser.candidateOffsets[chooser.pickJob()]
    let item = ready.remove(at: offset)
    chooser.removeReady(at: offset)
    if chooser.wantsFootprints { noteMarks(before: item, chooser) }
    return item
  }

  private func noteMarks(before item: ReadyJob, _ chooser: ScheduleChooser) {
    var marks = JobMarks(readyCount: ready.count, timers: timers.count, nanos: clock.nowNanos)
    if let recorder {
      marks.events = recorder.eventCount
      marks.tasks = recorder.taskCount
      if item.slot >= 0, item.target == .global { marks.cancelledTasks = recorder.cancelledTaskCount() }
    }
    chooser.marks = marks
    sprobe_watch_switches(1)
  }

  /// The job the chooser picked made a blocking call: it is reported as a job that may have done anything (what it
  /// does after the call is another step, the blocked call's end).
  func chosenJobBlocked() {
    guard let chooser else { return }
    guard chooser.wantsFootprints, let recorder else {
      chooser.jobRan(nil, cancelled: { _ in false })
      return
    }
    sprobe_watch_switches(0)
    chooser.jobRan(.global, cancelled: { recorder.isCancelled($0) })
  }

  /// Tells the chooser what the job it picked did.
  func chosenJobRan(_ item: ReadyJob) {
    guard let chooser else { return }
    guard chooser.wantsFootprints, let recorder else {
      chooser.jobRan(nil, cancelled: { _ in false })
      return
    }
    let switched = sprobe_switched_to_isolation() != 0
    sprobe_watch_switches(0)
    chooser.jobRan(footprint(of: item, switched: switched, marks: chooser.marks, recorder: recorder),
                   cancelled: { recorder.isCancelled($0) })
  }

  private func footprint(of item: ReadyJob, switched: Bool, marks: JobMarks, recorder: TraceRecorder)
    -> JobFootprint {
    guard !switched, clock.nowNanos == marks.nanos, ready.count >= marks.readyCount else { return .global }
    let added = marks.readyCount..<ready.count
    if item.isInternal {
      // A wake: exactly one task that existed before, made ready on the default executor, and nothing else.
      guard added.count == 1, timers.count == marks.timers, recorder.eventCount == marks.events else { return .global }
      let woken = ready[offset: added.lowerBound]
      guard woken.slot >= 0, Int(woken.slot) < marks.tasks, woken.target == .global else { return .global }
      return JobFootprint(kind: .wake, task: woken.slot)
    }
    guard item.slot >= 0, item.target == .global, timers.count > marks.timers,
          recorder.onlyStartsAndSleeps(from: marks.events, of: item.slot), recorder.isSleeping(item.slot) else {
      return .global
    }
    // Only tasks created in this job may have been made ready, and nothing may have been cancelled.
    for offset in added where ready[offset: offset].slot < Int32(marks.tasks) { return .global }
    guard recorder.cancelledTaskCount() == marks.cancelledTasks else { return .global }
    return JobFootprint(kind: .local, task: item.slot)
  }

  /// The deadline to move the clock to: `earliest`, or with a jitter another pending deadline within it, as the
  /// chooser picks.
  func chosenDeadline(_ earliest: Int64) -> Int64 {
    guard let chooser, chooser.jitterNanos > 0 else { return earliest }
    let (end, overflow) = earliest.addingReportingOverflow(chooser.jitterNanos)
    let last = min(overflow ? .max : end, maxNanos)
    var deadlines: [Int64] = []
    for item in timers.items where item.deadline <= last {
      if item.payload.sleeper >= 0, let recorder, recorder.isOrphan(task: item.payload.sleeper,
                                                                    sequence: item.sequence) { continue }
      deadlines.append(item.deadline)
    }
    deadlines.sort()
    var distinct: [Int64] = []
    for deadline in deadlines where deadline != distinct.last { distinct.append(deadline) }
    guard distinct.count > 1, distinct.first == earliest else { return earliest }
    return distinct[chooser.pickDeadline(count: distinct.count)]
  }
}
