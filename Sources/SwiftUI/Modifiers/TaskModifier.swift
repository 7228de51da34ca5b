// Mirrors: SwiftUI `task(name:priority:file:line:_:)`, `task(id:name:priority:file:line:_:)`
// SDK: iOS 26 SDK
// Status: complete
internal import AsyncSimulation

/// `.task` and `.task(id:)`: a task started when the view appears and cancelled when it disappears; with an id,
/// also cancelled and started again when the id changes (`!=`) while the view is visible. A change while it is not
/// visible starts nothing; the next appearance starts a task with the id current then.
///
/// The task handle lives in the view's node, never in a closure: a re-render with an unchanged id leaves the running
/// task alone (Tokamak keeps the handle in a closure and never cancels after a re-render; AsyncCompatibilityKit had
/// the same bug, its PR #3). Sources: Apple docs `task(priority:_:)`, `task(id:priority:_:)`; OpenSwiftUI
/// `TaskModifier.swift`; chris.eidhof.nl/post/swiftui-task-identity.
struct _TaskModifier<ID: Equatable> {
  /// The id the task belongs to (nil for a plain `.task`).
  let id: ID?
  let name: String?
  let priority: TaskPriority
  let action: @isolated(any) () async -> Void

  /// The running task and the id it was started for.
  final class Running: NodeStorage {
    init() {}
    var task: Task<Void, Never>?
    var id: ID?
  }

  @MainActor func appear(_ node: ViewNode) {
    let modifier = self
    node.graph.enqueueTaskAction { modifier.start(in: node) }
  }

  @MainActor func disappear(_ node: ViewNode) {
    let cause = node.graph.disappearanceCause(of: node)
    let running = node.storage(Running.self)
    node.graph.enqueueTaskAction {
      if let task = running.task { ModifierTasks.cancel(task, because: cause) }
      running.task = nil
    }
  }

  @MainActor func update(_ node: ViewNode, from old: _TaskModifier<ID>) {
    guard let id, node.isVisible else { return }
    let running = node.storage(Running.self)
    guard running.task != nil, running.id != id else { return }
    let modifier = self
    let source = node.ownerNode.flatMap { TaskIDSource.name(of: id, in: $0.view) } ?? "id"
    let cause = ".task(id:) restart: \(source) became \(ValueDescription.describe(id))"
    running.id = id
    node.graph.enqueueTaskAction {
      if let task = running.task { ModifierTasks.cancel(task, because: cause) }
      running.task = nil
      if node.isAlive && node.isVisible { modifier.start(in: node) }
    }
  }

  /// Starts the task, named `.task in View` or `.task(id: "sw") in View` (or the name given).
  @MainActor private func start(in node: ViewNode) {
    let running = node.storage(Running.self)
    guard running.task == nil else { return }
    let label = id.map { ".task(id: \(ValueDescription.describe($0))) in \(node.ownerName)" } ?? ".task in \(node.ownerName)"
    let taskName = node.graph.uniqueTaskLabel(name ?? label)
    running.id = id
    running.task = ModifierTasks.start(name: taskName, priority: priority, action)
  }
}

/// Starting and cancelling the tasks of modifiers.
enum ModifierTasks {
  /// Starts `action` as a task named `name`. The task begins on the main actor, where the update that starts it
  /// runs, and makes the engine notice it at once (a task cancelled before its first await still shows its name);
  /// then the action runs on its own isolation (the main actor for a view's closures, which inherit it).
  @MainActor
  static func start(name: String, priority: TaskPriority, _ action: @escaping @isolated(any) () async -> Void)
    -> Task<Void, Never> {
    // Sendable by the closure's own isolation: `sending` at the modifier's call, run once per start.
    let operation = unsafeBitCast(action, to: (@Sendable @isolated(any) () async -> Void).self)
    return Task(name: name, priority: priority) { @MainActor in
      TraceLog.noticeCurrentTask()
      await operation()
    }
  }

  /// Cancels `task` on behalf of a mechanism, naming why (`DebouncedSearch disappeared`): the `cancel` event's
  /// `by`, recorded at the instant of the call, before anything the cancellation causes.
  static func cancel(_ task: Task<Void, Never>, because cause: String) {
    TraceLog.cancel(task, because: cause)
  }
}

extension View {
  /// Adds an asynchronous task to perform before this view appears.
  nonisolated public func task(name: String? = nil, priority: TaskPriority = .userInitiated,
                               file: String = #fileID, line: Int = #line,
                               @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void)
    -> some View {
    modifier(_TaskModifier<Bool>(id: nil, name: name, priority: priority, action: action))
  }

  /// Adds a task to perform before this view appears or when a specified value changes.
  nonisolated public func task<T: Equatable>(id value: T, name: String? = nil,
                                             priority: TaskPriority = .userInitiated,
                                             file: String = #fileID, line: Int = #line,
                                             @_inheritActorContext _ action: sending @escaping @isolated(any)
                                               () async -> Void)
    -> some View {
    modifier(_TaskModifier(id: value, name: name, priority: priority, action: action))
  }
}

extension _TaskModifier: ViewModifier {
  typealias Body = Never
}

extension _TaskModifier: PrimitiveModifier {}
