/// One thing that happened during a run, at a virtual instant.
///
/// Events are the only input of every renderer. Their JSON Lines form (see ``TraceEvent/jsonLine``) is a public
/// format: snake_case field names, `t_ms` as a number, stable across versions.
public struct TraceEvent: Sendable, Equatable {
  /// What kind of event this is.
  public enum Kind: String, Sendable, CaseIterable {
    /// A task ran for the first time. Fields: `label` (what started it, when known), `parent` (the task that
    /// created it).
    case taskStart = "task_start"
    /// A task began `Task.sleep`. Field: `until_ms`.
    case sleep
    /// A task began simulated CPU work that ignores cancellation (``SimulatedWork``). Field: `until_ms`.
    case work
    /// A task blocked its thread in a call (`Thread.sleep`, `usleep`, `nanosleep`, ``SimulatedWork/block(for:)``):
    /// nothing else ran on that thread until `until_ms`. On the main actor this is a frozen UI.
    case block
    /// A sleeping task woke. Field: `outcome` is `timer`, or `cancelled` when cancellation cut the sleep short.
    case wake
    /// A task can go on (its timer fired, or it was made ready) but the thread it needs is blocked in a call: the
    /// main actor's, or every pool thread of the default executor. Field: `waiting_for`, `main` or `default`. It
    /// waits until its next event.
    case ready
    /// A task was cancelled, at the instant of the call (or, for a cancellation the runtime makes inside itself,
    /// right after the job that made it). Field: `by`, what cancelled it.
    case cancel
    /// A task finished. Field: `outcome` (`returned`, `cancelled`, or `threw <error>`).
    case taskEnd = "task_end"
    /// An observed model property changed. Fields: `name`, `from`, `to`.
    case state
    /// Scenario code printed a line. Field: `text`.
    case print
    /// What the simulated view shows now. Field: `text` (lines separated by `\n`).
    case screen
    /// A task parked on a continuation (`withCheckedContinuation`, `withCheckedThrowingContinuation`). Field:
    /// `label`, where it waits, e.g. `withCheckedContinuation in receive()`. It stays parked until its `resume`.
    case wait
    /// The Swift runtime wrote a warning to standard error during the run (``RuntimeWarning``), e.g.
    /// `SWIFT TASK CONTINUATION MISUSE: load() leaked its continuation without resuming it. …`. Field: `text`, the
    /// line as the runtime wrote it.
    case runtimeWarning = "runtime_warning"
    /// A task parked by `wait` runs again: its continuation was resumed. Field: `outcome`, `returned`, `cancelled`
    /// (it threw `CancellationError`) or `threw <error>`.
    case resume
    /// A SwiftUI view reached its `onAppear` point (it became visible). Field: `name`, the view's type name.
    case appear
    /// A SwiftUI view reached its `onDisappear` point (it stopped being visible). Field: `name`, the view's type
    /// name.
    case disappear
    /// The user did something to the simulated app. Field: `text`, e.g. `type "sw" into Search`, `tap "Retry"`.
    case action
    /// A simulated network request. Field: `label`, e.g. `GET https://api.example.com/search?q=sw`; recorded at its
    /// start without `outcome`, and at its end with `outcome`: the status (`200`), `cancelled`, the `URLError`
    /// (`URLError(.timedOut)`) or `no route`.
    case request
    /// A message logged with Apple's unified logging (the `os` module's `Logger`, `os_log`). Fields: `level`
    /// (`debug`, `info`, `notice`, `error`, `fault`), `text` (the message as the log shows it), and `label`, the
    /// logger's `subsystem/category` (absent for `Logger()` and `OSLog.default`).
    case log
    /// A SwiftData context stored or read models. Field: `text`, e.g. `insert Todo#1`, `delete Todo#1`,
    /// `save: 1 inserted, 0 changed, 0 deleted -> default.store`, `autosave: …`, `rollback`, `fetch Todo: 3`.
    case data
    /// The run ended. Fields: `outcome` (`finished`, `deadlock`, `budget`, `escaped`), `tasks`, `cancelled`,
    /// `report` for anything but `finished`, and `profile` for a run of compiled files: the project settings they
    /// were compiled with (`xcode26-app`, `swift6-app`, `swift-package`, or each setting).
    case done
  }

  /// Virtual nanoseconds since the run began.
  public var nanos: Int64
  /// Position in the trace, from 0.
  public var seq: Int
  /// The kind of event.
  public var kind: Kind
  /// The task's stable name: its `Task(name:)`, else `task#N` in order of first appearance; nil when no task ran it.
  public var task: String?
  /// `task_start`: what started the task, e.g. `.task(id: "s")`; `wait`: where the task waits; `request`: the
  /// method and URL.
  public var label: String?
  /// `task_start`: the task that created this one.
  public var parent: String?
  /// `sleep`: when the sleep is due, in virtual nanoseconds.
  public var untilNanos: Int64?
  /// `state`: the property's name; `appear`, `disappear`: the view's type name.
  public var name: String?
  /// `state`: the value before.
  public var from: String?
  /// `state`: the value after.
  public var to: String?
  /// `print`, `screen`, `runtime_warning`, `action`: the text.
  public var text: String?
  /// `wake`, `task_end`, `resume`, `done`, `request` (at its end): how it ended.
  public var outcome: String?
  /// `done`: how many tasks ran.
  public var tasks: Int?
  /// `done`: how many tasks were cancelled.
  public var cancelled: Int?
  /// `done`: the diagnostic for a run that did not finish (deadlock, budget, escape).
  public var report: String?
  /// `cancel`: what cancelled the task — the task that called `cancel()` (`task#2`), or the mechanism:
  /// `parent main's cancellation`, `task group: fail threw Failure`, `task group: cancelAll() in main`,
  /// `withTaskCancellationHandler: onCancel of sleeper`, `async let: main left its scope without awaiting it`, the
  /// words of ``TraceLog/cancel(_:because:)`` (`.task(id:) restart: query became "sw"`), or `unknown`.
  public var by: String?
  /// The executor the event's code ran on, `main` or `default`, in a run that records executors
  /// (``TraceLog/recordExecutors()``); nil otherwise, and for wakes (a timer firing runs on no executor).
  public var executor: String?
  /// `ready`: the executor whose thread the task waits for, `main` or `default`.
  public var waitingFor: String?
  /// `log`: the message's level.
  public var level: String?
  /// `done`: the project settings a run of compiled files was compiled with; nil for the catalog's scenarios.
  public var profile: String?

  /// Creates an event; kind-specific fields default to nil.
  public init(nanos: Int64, seq: Int, kind: Kind, task: String? = nil, label: String? = nil, parent: String? = nil,
              untilNanos: Int64? = nil, name: String? = nil, from: String? = nil, to: String? = nil,
              text: String? = nil, outcome: String? = nil, tasks: Int? = nil, cancelled: Int? = nil,
              report: String? = nil, executor: String? = nil, by: String? = nil, waitingFor: String? = nil) {
    self.nanos = nanos
    self.seq = seq
    self.kind = kind
    self.task = task
    self.label = label
    self.parent = parent
    self.untilNanos = untilNanos
    self.name = name
    self.from = from
    self.to = to
    self.text = text
    self.outcome = outcome
    self.tasks = tasks
    self.cancelled = cancelled
    self.report = report
    self.executor = executor
    self.by = by
    self.waitingFor = waitingFor
  }

  /// The time in milliseconds, as it appears in `t_ms`.
  public var milliseconds: Double { Double(nanos) / 1_000_000 }
}
