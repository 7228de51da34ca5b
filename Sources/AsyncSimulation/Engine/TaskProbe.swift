import CVirtualClock
#if canImport(Glibc)
import Glibc
#endif

/// Reads whether a task has finished, and how, from the concurrency runtime's task layout.
///
/// The runtime has no completion callback. What it does have is the task object: every task the engine sees is
/// held (retained) from first sight, and right after each job the engine looks at the future fragment of the job's
/// task (and, after an actor's job, of every task it holds). A status word that has left "executing" means the task
/// finished in that job; the error box says what it threw. The layout is Swift 6.3's; ``verifyLayout()`` checks it
/// once per process and stops the process with a clear message on any other.
enum TaskProbe {
  /// How a task stands.
  enum State: Equatable {
    /// Still running or suspended.
    case running
    /// It returned.
    case returned
    /// It threw.
    case threw
    /// Nothing can be read (not a future task).
    case unknown
  }

  /// The state of a live task.
  static func state(of task: UnsafeMutableRawPointer) -> State {
    switch vclock_task_state(task) {
    case Int32(VCLOCK_TASK_RUNNING): .running
    case Int32(VCLOCK_TASK_RETURNED): .returned
    case Int32(VCLOCK_TASK_THREW): .threw
    default: .unknown
    }
  }

  /// Whether the task is an `async let` child: it lives in its parent's allocator, so retaining it does nothing.
  static func isAsyncLet(_ task: UnsafeMutableRawPointer) -> Bool { vclock_task_is_async_let(task) != 0 }

  /// The error a finished task threw, if it threw.
  static func error(of task: UnsafeMutableRawPointer) -> (any Error)? {
    guard let box = vclock_task_error_retained(task) else { return nil }
    // An `any Error` is one reference to the runtime's error box; the box was retained for this value.
    return unsafeBitCast(box, to: (any Error).self)
  }

  /// The `task_end` outcome of a finished task: `returned`, `cancelled` (it returned or threw `CancellationError`
  /// after being cancelled, or threw `CancellationError`), or `threw <error>`.
  static func outcome(_ state: State, of task: UnsafeMutableRawPointer) -> TaskOutcome {
    switch state {
    case .threw:
      guard let error = error(of: task) else { return .threw("an error") }
      if error is CancellationError { return .cancelled }
      return .threw(ErrorNames.describe(error))
    default:
      return runtimeIsCancelled(task) ? .cancelled : .returned
    }
  }

  /// Retains a task for as long as the engine watches it.
  static func retain(_ task: UnsafeMutableRawPointer) { vclock_retain(task) }

  /// Gives up the engine's hold on a finished task.
  static func release(_ task: UnsafeMutableRawPointer) { vclock_release(task) }

  // MARK: the self-test

  /// The layout problem found by the self-test, if any (checked once per process).
  nonisolated(unsafe) private static var layoutProblem: String?? = .none

  /// Result-type checks made from inside the self-test's tasks: nil when every one matched.
  nonisolated(unsafe) static var selfTestMismatch: String?

  /// Checks, from inside a running task, that its future fragment is where the probe reads it: its result type
  /// must be `expected` and its state `running`.
  static func checkCurrentTask<T>(resultType expected: T.Type, _ what: String) {
    guard selfTestMismatch == nil else { return }
    guard let task = vclock_current_task() else {
      selfTestMismatch = "\(what) ran outside a task"
      return
    }
    let metadata = unsafeBitCast(expected as Any.Type, to: UnsafeRawPointer.self)
    if vclock_task_result_type(task) != metadata {
      selfTestMismatch = "the result type of \(what) is not where the engine reads it"
    } else if state(of: task) != .running {
      selfTestMismatch = "\(what) does not read as running while it runs"
    }
  }

  /// Verifies the layout once per process; on any mismatch writes one line to stderr and exits with status 1.
  static func verifyLayout(using run: (@escaping @MainActor @Sendable () async -> Void) -> Trace) {
    if case .some(let problem) = layoutProblem {
      if let problem { fail(problem) }
      return
    }
    let problem = findLayoutProblem(using: run)
    layoutProblem = .some(problem)
    if let problem { fail(problem) }
  }

  private static func fail(_ problem: String) -> Never {
    let line = "asyncplay: the engine cannot read task ends from this Swift runtime (\(problem)); it reads the task "
      + "layout of Swift 6.3: use a Swift 6.3 toolchain\n"
    var bytes = Array(line.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    _exit(1)
  }

  private struct ProbeFailure: Error, CustomStringConvertible {
    var description: String { "ProbeFailure" }
  }

  /// Runs tasks of every kind whose ends are known (returned, threw, async let, group child, named) and compares
  /// the `task_end` events the engine recorded with them.
  private static func findLayoutProblem(using run: (@escaping @MainActor @Sendable () async -> Void) -> Trace)
    -> String? {
    guard vclock_task_header_size() > 0 else { return "it does not export _swift_concurrency_debug_asyncTaskSize" }
    selfTestMismatch = nil
    let trace = run {
      TaskProbe.checkCurrentTask(resultType: Void.self, "the root task")
      let plain = Task.detached { () -> Int in
        TraceLog.label("probe returns")
        TaskProbe.checkCurrentTask(resultType: Int.self, "a detached task")
        return 7
      }
      let named = Task(name: "probe") { () -> Int in
        TraceLog.label("probe named")
        TaskProbe.checkCurrentTask(resultType: Int.self, "a named task")
        return 8
      }
      let thrower = Task.detached { () throws -> Int in
        TraceLog.label("probe throws")
        TaskProbe.checkCurrentTask(resultType: Int.self, "a throwing task")
        throw ProbeFailure()
      }
      async let child: Int = {
        TraceLog.label("probe async let")
        TaskProbe.checkCurrentTask(resultType: Int.self, "an async let child")
        return 9
      }()
      let sum = await withTaskGroup(of: Int.self) { group in
        group.addTask {
          TraceLog.label("probe group child")
          TaskProbe.checkCurrentTask(resultType: Int.self, "a task group child")
          return 10
        }
        var sum = 0
        for await value in group { sum += value }
        return sum
      }
      _ = await (plain.value, named.value, try? thrower.value, child, sum)
    }
    if let selfTestMismatch { return selfTestMismatch }
    guard trace.outcome == .finished else { return "the self-test run ended with \(trace.outcome.rawValue)" }
    var labels: [String: String] = [:]
    for event in trace.body where event.kind == .taskStart {
      if let task = event.task, let label = event.label { labels[task] = label }
    }
    var ends: [String] = []
    for event in trace.body where event.kind == .taskEnd {
      let who = event.task.flatMap { labels[$0] ?? $0 } ?? "?"
      ends.append("\(who): \(event.outcome ?? "?")")
    }
    let expected = ["probe returns: returned", "probe named: returned", "probe throws: threw ProbeFailure",
                    "probe async let: returned", "probe group child: returned", "main: returned"]
    guard ends.sorted() == expected.sorted() else {
      return "the self-test expected the ends \(expected.sorted()) but read \(ends.sorted())"
    }
    return nil
  }
}

/// How a task ended, as `task_end` records it.
enum TaskOutcome: Equatable {
  /// It returned normally.
  case returned
  /// It was cancelled: it returned after being cancelled, or threw `CancellationError`.
  case cancelled
  /// It threw this error (described).
  case threw(String)
  /// Scenario code reported its own end in these words (``TraceLog/taskEnded(_:)``).
  case reported(String)

  /// The outcome written as `text`.
  init(text: String) {
    switch text {
    case "returned": self = .returned
    case "cancelled": self = .cancelled
    default: self = .reported(text)
    }
  }

  /// The `outcome` field: `returned`, `cancelled`, `threw <error>`.
  var text: String {
    switch self {
    case .returned: "returned"
    case .cancelled: "cancelled"
    case .threw(let error): "threw \(error)"
    case .reported(let text): text
    }
  }
}
