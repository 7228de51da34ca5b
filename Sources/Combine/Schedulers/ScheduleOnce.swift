// A cancellable one-off action on any scheduler, for the time operators (no Apple API of its own): Apple's
// `Scheduler` can cancel only repeating work, so on a scheduler of someone else's the action is scheduled to
// repeat and cancelled when it first runs (OpenCombine's reading of `debounce`); the virtual schedulers do it
// directly (a dispatch queue with a cancellable work item), so that the trace shows one task that sleeps and runs.
import Foundation

/// A scheduler that can schedule a cancellable one-off action.
protocol OnceScheduling: Scheduler {
  func scheduleOnce(after date: SchedulerTimeType, _ action: @escaping () -> Void) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` once at `date`, unless cancelled first.
  func scheduleCancellable(after date: SchedulerTimeType, _ action: @escaping () -> Void) -> any Cancellable {
    if let virtual = self as? any OnceScheduling { return virtualOnce(virtual, date, action) }
    let holder = CancellableHolder()
    holder.cancellable = schedule(after: date, interval: .seconds(3_600), tolerance: minimumTolerance, options: nil) {
      holder.cancel()
      action()
    }
    return holder
  }
}

private func virtualOnce<S: OnceScheduling>(_ scheduler: S, _ date: Any, _ action: @escaping () -> Void)
  -> any Cancellable {
  scheduler.scheduleOnce(after: date as! S.SchedulerTimeType, action)
}

/// Holds the cancellable of repeating work so that its first run can cancel it.
final class CancellableHolder: Cancellable {
  var cancellable: (any Cancellable)?

  func cancel() {
    let held = cancellable
    cancellable = nil
    held?.cancel()
  }
}

extension RunLoop: OnceScheduling {
  func scheduleOnce(after date: SchedulerTimeType, _ action: @escaping () -> Void) -> any Cancellable {
    VirtualTimer.schedule(on: lane, named: schedulerName, after: delay(until: date.date), action)
  }
}

extension OperationQueue: OnceScheduling {
  func scheduleOnce(after date: SchedulerTimeType, _ action: @escaping () -> Void) -> any Cancellable {
    VirtualTimer.schedule(on: lane, named: schedulerName, after: delay(until: date.date), action)
  }
}

extension DispatchQueue: OnceScheduling {
  /// A work item: cancelled, it does nothing when its time comes (Dispatch cannot take it back).
  func scheduleOnce(after date: SchedulerTimeType, _ action: @escaping () -> Void) -> any Cancellable {
    let job = ScheduledAction(run: action)
    let item = DispatchWorkItem { job.run() }
    asyncAfter(deadline: date.dispatchTime, execute: item)
    return AnyCancellable { item.cancel() }
  }
}
