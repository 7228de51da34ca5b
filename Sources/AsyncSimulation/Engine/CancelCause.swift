/// What cancelled a task, as a `cancel` event's `by` field says it. Tasks are slots until the run ends, when names
/// are known (``text(names:thrown:)``).
enum CancelCause: Equatable {
  /// The task that called `cancel()` (-1: code outside any task).
  case task(Int32)
  /// Its parent's cancellation reached it (an `async let` or task-group child).
  case parent(Int32)
  /// A sibling in its task group threw (`withThrowingTaskGroup` cancels the rest; so does a discarding group).
  case groupSibling(Int32)
  /// Its task group's `cancelAll()`, called in this task.
  case groupCancelAll(Int32)
  /// A `withTaskCancellationHandler` `onCancel` handler cancelled it, run by the cancellation of this task.
  case handler(Int32)
  /// Its parent left the scope of the `async let` without awaiting it, which cancels the child.
  case asyncLetScope(Int32)
  /// Code that cancels on behalf of a mechanism said why (``TraceLog/cancel(_:because:)``).
  case text(String)
  /// Nothing the engine saw explains it.
  case unknown

  /// The `by` text: `task#2`, `parent main's cancellation`, `task group: fail threw Failure`,
  /// `task group: cancelAll() in main`, `withTaskCancellationHandler: onCancel of sleeper`,
  /// `async let: main left its scope without awaiting it`, the given text, or `unknown`.
  /// `thrown(slot)` is what a thrower's `task_end` says (`threw Failure`).
  func text(names: [String], thrown: (Int32) -> String?) -> String {
    func name(_ slot: Int32) -> String { slot >= 0 && Int(slot) < names.count ? names[Int(slot)] : "?" }
    switch self {
    case .task(let slot): return slot >= 0 ? name(slot) : "code outside any task"
    case .parent(let slot): return "parent \(name(slot))'s cancellation"
    case .groupSibling(let slot):
      var error = thrown(slot) ?? "an error"
      if error.hasPrefix("threw ") { error.removeFirst("threw ".count) }
      return "task group: \(name(slot)) threw \(error)"
    case .groupCancelAll(let slot): return "task group: cancelAll() in \(name(slot))"
    case .handler(let slot): return "withTaskCancellationHandler: onCancel of \(name(slot))"
    case .asyncLetScope(let slot): return "async let: \(name(slot)) left its scope without awaiting it"
    case .text(let text): return text
    case .unknown: return "unknown"
    }
  }
}
