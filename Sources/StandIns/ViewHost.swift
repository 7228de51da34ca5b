import AsyncSimulation

/// Hosts a ``SimulatedView`` the way SwiftUI hosts a view: it appears and disappears, re-renders when an observed
/// (``Tracked``) property changes, and runs the view's `.task`, `.task(id:)` and `onAppear` work with SwiftUI's
/// lifetimes:
/// - `.task { }` starts when the view appears and is cancelled when it disappears;
/// - `.task(id:) { }` also cancels its task and starts a new one whenever the id changes;
/// - `onAppear { }` runs synchronous code on appearing; a `Task { }` started there is not tied to the view.
@MainActor
public final class ViewHost {
  private let view: any SimulatedView
  private var lastScreen: Screen?
  private var appearActions: [@MainActor () -> Void] = []
  private var tasks: [@MainActor () async -> Void] = []
  private var idTasks: [IDTask] = []
  private var running: [Task<Void, Never>] = []
  private var observing = false
  /// Whether the view is on screen.
  public private(set) var isVisible = false

  /// A `.task(id:)` registration and the task it is running.
  private final class IDTask {
    let id: @MainActor () -> String
    let start: @MainActor (String) -> Task<Void, Never>
    var current: (id: String, task: Task<Void, Never>)?

    init(id: @escaping @MainActor () -> String, start: @escaping @MainActor (String) -> Task<Void, Never>) {
      self.id = id
      self.start = start
    }
  }

  /// Hosts `view` (not yet visible).
  public init(_ view: some SimulatedView) { self.view = view }

  /// `.task { action }`.
  @discardableResult
  public func task(_ action: @escaping @MainActor () async -> Void) -> ViewHost {
    tasks.append(action)
    return self
  }

  /// `.task(id: id()) { action(id) }`; the id is read again after every observed state change.
  @discardableResult
  public func task<ID: Equatable & Sendable>(id: @escaping @MainActor () -> ID,
                                             _ action: @escaping @MainActor (ID) async -> Void) -> ViewHost {
    idTasks.append(IDTask(id: { TraceLog.describe(id()) }, start: { label in
      let value = id()
      return Task { @MainActor in
        TraceLog.label(".task(id: \(label))")
        await action(value)
        TraceLog.taskEnded(Task.isCancelled ? "cancelled" : "returned")
      }
    }))
    return self
  }

  /// `.onAppear { action }`.
  @discardableResult
  public func onAppear(_ action: @escaping @MainActor () -> Void) -> ViewHost {
    appearActions.append(action)
    return self
  }

  /// The view appears: it renders, `onAppear` runs, then its tasks start.
  public func appear() {
    guard !isVisible else { return }
    isVisible = true
    if !observing {
      observing = true
      TraceLog.observeStateChanges {  // strong: a visible view stays alive, as on screen
        MainActor.assumeIsolated { self.stateDidChange() }
      }
    }
    render()
    for action in appearActions { action() }
    for action in tasks {
      running.append(Task { @MainActor in
        TraceLog.label(".task")
        await action()
        TraceLog.taskEnded(Task.isCancelled ? "cancelled" : "returned")
      })
    }
    for idTask in idTasks { restart(idTask) }
  }

  /// The view disappears: its `.task` and `.task(id:)` tasks are cancelled.
  public func disappear() {
    guard isVisible else { return }
    isVisible = false
    let cause = "\(type(of: view)) disappeared"
    for task in running { TraceLog.cancel(task, because: cause) }
    running.removeAll()
    for idTask in idTasks {
      if let task = idTask.current?.task { TraceLog.cancel(task, because: cause) }
      idTask.current = nil
    }
    lastScreen = nil
    TraceLog.screen("")
  }

  private func restart(_ idTask: IDTask) {
    let id = idTask.id()
    if let task = idTask.current?.task { TraceLog.cancel(task, because: ".task(id:) restart: id became \(id)") }
    idTask.current = (id, idTask.start(id))
  }

  private func stateDidChange() {
    guard isVisible else { return }
    render()
    for idTask in idTasks where idTask.current?.id != idTask.id() { restart(idTask) }
  }

  /// Records what the view shows, when it differs from the last render.
  private func render() {
    let screen = view.body
    guard screen != lastScreen else { return }
    lastScreen = screen
    TraceLog.screen(screen.description)
  }
}
