/// What scenario code tells the trace. Each call records one event for the task that makes it, at the current
/// virtual time. Outside a run the calls do nothing (and ``print(_:separator:terminator:)`` prints as usual).
public enum TraceLog {
  /// Records a `print` event.
  public static func print(_ text: String) {
    Simulation.recorder?.record(.print, text: LongLines.shortened(text))
  }

  /// Records a `state` event: the observed property `name` changed from `from` to `to`.
  public static func state(_ name: String, from: String, to: String) {
    guard let recorder = Simulation.recorder else { return }
    recorder.recordState(name: name, from: from, to: to)
    recorder.notifyStateObservers()
  }

  /// Calls `observer` after every `state` event of the current run, on the task that changed the state (a view
  /// host of your own re-renders this way, as SwiftUI re-evaluates `body` when an observed property changes).
  public static func observeStateChanges(_ observer: @escaping @Sendable () -> Void) {
    Simulation.recorder?.addStateObserver(observer)
  }

  /// Records an `appear` event: the view `viewName` (its type name) reached its `onAppear` point.
  public static func appeared(_ viewName: String) {
    Simulation.recorder?.recordPayload(.appear, payload: .text(viewName))
  }

  /// Records a `disappear` event: the view `viewName` (its type name) reached its `onDisappear` point.
  public static func disappeared(_ viewName: String) {
    Simulation.recorder?.recordPayload(.disappear, payload: .text(viewName))
  }

  /// Records an `action` event: what the user did, e.g. `type "sw" into Search`, `tap "Retry"`, `back`.
  public static func userAction(_ text: String) {
    Simulation.recorder?.record(.action, text: text)
  }

  /// Records a `data` event: what a SwiftData context did, e.g. `insert Todo#1` or `save: … -> default.store`.
  public static func data(_ text: String) {
    Simulation.recorder?.record(.data, text: text)
  }

  /// Records the start of a simulated request, e.g. `GET https://api.example.com/search?q=sw` (no `outcome`).
  public static func requestStarted(_ label: String) {
    Simulation.recorder?.recordPayload(.request, payload: .request(label: label, outcome: nil))
  }

  /// Records the end of the request `label` that the current task started: `outcome` is the status (`200`),
  /// `cancelled`, the `URLError` (`URLError(.timedOut)`) or `no route`.
  public static func requestEnded(_ label: String, outcome: String) {
    Simulation.recorder?.recordPayload(.request, payload: .request(label: label, outcome: outcome))
  }

  /// Records a `log` event: a message logged at `level` (`debug`, `info`, `notice`, `error`, `fault`) by the
  /// logger `label` (`subsystem/category`; nil for the default log). Outside a run it does nothing.
  public static func log(level: String, label: String?, text: String) {
    Simulation.recorder?.recordPayload(.log, payload: .log(level: level, label: label,
                                                           text: LongLines.shortened(text)))
  }

  /// Whether a run is being recorded (a `log` outside one goes to standard error instead).
  public static var isRecording: Bool { Simulation.recorder != nil }

  /// Records a `runtime_warning` event: a warning the platform gives at run time, such as SwiftUI's
  /// ``RuntimeWarning/publishingFromBackgroundThread``.
  public static func runtimeWarning(_ text: String) {
    Simulation.recorder?.record(.runtimeWarning, text: text)
  }

  /// Whether the calling code runs as a main-actor job of the current virtual run (`true` outside one).
  public static var isOnMainActor: Bool {
    let scheduler = SimulationScheduler.shared
    guard Simulation.recorder != nil, scheduler.recorder != nil, scheduler.isOnSimulationThread else { return true }
    return scheduler.isRunningMainJob
  }

  /// Records a `screen` event: what the simulated view shows now.
  public static func screen(_ text: String) {
    Simulation.recorder?.record(.screen, text: text)
  }

  /// From now on, every event of the run names the executor the code that recorded it ran on: `main` (the main
  /// actor) or `default` (the global concurrent executor, where nonisolated async code and actors without an
  /// executor of their own run). A scenario about isolation calls it first; other runs leave it off, so their traces
  /// stay as they are.
  public static func recordExecutors() {
    Simulation.recorder?.recordExecutors()
  }

  /// Labels the current task with what started it, e.g. `.task(id: "s")`; shown on its `task_start`.
  public static func label(_ label: String) {
    Simulation.recorder?.labelCurrentTask(label)
  }

  /// Makes the engine notice the current task now — its start and its `Task(name:)` — without recording anything
  /// else: for a task that might end before recording anything (a `.task` cancelled before its first await), so
  /// that its name still shows.
  public static func noticeCurrentTask() {
    Simulation.recorder?.noticeCurrentTask()
  }

  /// Cancels `task` on behalf of a mechanism, saying why: its `cancel` event's `by` is `cause` (for example
  /// `.task(id:) restart: query became "sw"` or `DebouncedSearch disappeared`) instead of the task that calls this.
  /// The cancellation itself is `task.cancel()`'s, at this instant; a task already cancelled or finished records
  /// nothing. Outside a run it only cancels.
  public static func cancel<Success, Failure>(_ task: Task<Success, Failure>, because cause: String) {
    if let recorder = Simulation.recorder {
      recorder.willCancel(task: unsafeBitCast(task, to: UnsafeMutableRawPointer.self), because: cause)
    }
    task.cancel()
  }

  /// Records that the current task observed its own cancellation (if the engine has not already seen it).
  public static func cancelled() {
    Simulation.recorder?.recordCancelOfCurrentTask()
  }

  /// Records a `task_end` event for the current task: `returned`, `cancelled`, or `threw <error>`.
  ///
  /// The engine records every task's end by itself; a task that reports its own end here is not recorded again.
  public static func taskEnded(_ outcome: String) {
    Simulation.recorder?.recordEndOfCurrentTask(outcome)
  }

  /// How a value appears in `state` events: strings quoted, optionals unwrapped (`nil` when empty), everything
  /// else by `String(describing:)`.
  public static func describe(_ value: Any) -> String {
    if let string = value as? String { return "\"" + string + "\"" }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped)
    }
    return String(describing: value)
  }
}

/// Prints like `Swift.print`, but during a run records the line as a timestamped `print` event instead.
///
/// Modules that import AsyncSimulation get this `print` in place of the standard library's (same signature), so
/// scenario code reads exactly like ordinary Swift: `print("订单请求完成")`.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { String(describing: $0) }.joined(separator: separator)
  if let recorder = Simulation.recorder {
    recorder.record(.print, text: LongLines.shortened(terminator == "\n" ? text : text + terminator))
  } else {
    Swift.print(text, terminator: terminator)
  }
}

/// A property of a model class whose every change is recorded as a `state` event, like an `@Observable` property
/// that SwiftUI would re-render on. Observers (a simulated view) are told after the new value is stored.
///
/// ```swift
/// @MainActor final class FeedModel {
///   @Tracked("state") var state: LoadState<[String]> = .idle
/// }
/// ```
@propertyWrapper
public struct Tracked<Value> {
  /// The name shown in `state` events.
  public let name: String
  private var value: Value

  /// Tracks `wrappedValue` under `name`.
  public init(wrappedValue: Value, _ name: String) {
    self.name = name
    self.value = wrappedValue
  }

  /// Not available: `@Tracked` needs its enclosing class instance to notify observers after a change.
  @available(*, unavailable, message: "@Tracked works only on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Tracked works only on properties of classes") }
    set { fatalError("@Tracked works only on properties of classes") }
  }

  /// Reads and writes the value through its class instance. Each key-path access ends before observers run, so an
  /// observer may read the model (as a view's `body` does) without an exclusivity conflict.
  public static subscript<Owner: AnyObject>(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
  ) -> Value {
    get { owner[keyPath: storageKeyPath].value }
    set {
      let old = TraceLog.describe(owner[keyPath: storageKeyPath].value)
      let new = TraceLog.describe(newValue)
      owner[keyPath: storageKeyPath].value = newValue
      if old != new { TraceLog.state(owner[keyPath: storageKeyPath].name, from: old, to: new) }
    }
  }
}

extension Tracked: Sendable where Value: Sendable {}
