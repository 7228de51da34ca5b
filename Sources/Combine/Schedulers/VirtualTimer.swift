// How the schedulers' work runs on the simulator's virtual time (no Apple API of its own): each scheduled action
// is a task named after its scheduler (`RunLoop.main`, `DispatchQueue.main`, …) that sleeps until its time on the
// virtual clock and then runs the action, on the main actor for the main schedulers and on the default executor
// for the others. A cancelled action's task wakes early and runs nothing. Outside a run, the same code runs on
// real time.
internal import AsyncSimulation

/// Where a scheduled action runs.
enum VirtualLane: Sendable {
  /// The main actor: `RunLoop.main`, `DispatchQueue.main`, `OperationQueue.main`.
  case main
  /// The default (concurrent) executor: other dispatch and operation queues.
  case background
}

/// A closure that the simulator runs on one task at a time (the simulator is serial), carried into a task.
struct ScheduledAction: @unchecked Sendable {
  let run: () -> Void
}

/// Actions on virtual time.
enum VirtualTimer {
  /// Runs `action` on `lane` after `delay` (at once when `nil` or not positive), then every `interval` if given,
  /// on a task named `name`. Cancelling the returned work stops it before its next run.
  @discardableResult
  static func schedule(on lane: VirtualLane, named name: String, after delay: Duration?,
                       every interval: Duration? = nil, _ action: @escaping () -> Void) -> ScheduledWork {
    let job = ScheduledAction(run: action)
    let start = ContinuousClock.now + max(delay ?? .zero, .zero)
    let waits = delay.map { $0 > .zero } ?? false
    let task: Task<Void, Never>
    switch lane {
    case .main:
      task = Task(name: name) { @MainActor in await perform(job, from: start, waits: waits, every: interval) }
    case .background:
      task = Task.detached(name: name) { await perform(job, from: start, waits: waits, every: interval) }
    }
    return ScheduledWork(task)
  }

  /// Sleeps until each run's time on the caller's executor and runs the action, until cancelled.
  private static func perform(_ job: ScheduledAction, from start: ContinuousClock.Instant, waits: Bool,
                              every interval: Duration?, isolation: isolated (any Actor)? = #isolation) async {
    // The task's name shows even when it is cancelled before it sleeps.
    TraceLog.noticeCurrentTask()
    var next = start
    var first = true
    while !Task.isCancelled {
      if waits || !first {
        do { try await Task.sleep(until: next, clock: .continuous) } catch { return }
      }
      first = false
      job.run()
      guard let interval, interval > .zero else { return }
      next = next + interval
    }
  }
}

/// Scheduled work that can be cancelled (`schedule(after:interval:…)`'s result).
final class ScheduledWork: Cancellable, @unchecked Sendable {
  private let task: Task<Void, Never>

  init(_ task: Task<Void, Never>) { self.task = task }

  func cancel() { task.cancel() }

  /// Cancels, naming the mechanism in the trace (`debounce: a newer value arrived`).
  func cancel(because cause: String) { TraceLog.cancel(task, because: cause) }
}
