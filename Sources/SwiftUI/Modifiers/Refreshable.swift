// Mirrors: SwiftUI `refreshable(action:)`
// SDK: iOS 26 SDK
// Status: complete
internal import AsyncSimulation

/// `.refreshable(action:)`: puts a ``RefreshAction`` in the environment; a `List` (or `ScrollView`) below offers
/// `pull`, which runs the action as a task and shows `⟳` at the list's top for as long as it runs. The task belongs
/// to the list's node: when the list disappears — the refresh's own state change replaced it — the refresh is
/// cancelled (Apple docs `refreshable(action:)`, `RefreshAction`; a real pitfall, e.g.
/// Esri/arcgis-maps-sdk-swift-toolkit#1104).
struct _RefreshableModifier {
  let action: @Sendable () async -> Void

  @MainActor func environment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    var changed = environment
    changed.refresh = RefreshAction(owner: ObjectIdentifier(node), action: action)
    return changed
  }
}

extension _RefreshableModifier: ViewModifier {
  typealias Body = Never
}

extension _RefreshableModifier: PrimitiveModifier {}

extension View {
  /// Marks this view as refreshable.
  nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void)
    -> some View {
    modifier(_RefreshableModifier(action: action))
  }
}

/// The pull-to-refresh of a scrolling container (a `List`): its running refresh task, and the `pull` target.
@MainActor
enum PullToRefresh {
  /// The running refresh of one container node.
  final class Running: NodeStorage {
    var task: Task<Void, Never>?
    init() {}
  }

  /// Registers `pull` when the environment has a refresh action, and returns the spinner line while one runs.
  static func render(in context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    guard let refresh = node.environment.refresh else { return [] }
    let running = node.storage(Running.self)
    let sink = node.graph.sink
    context.addTarget(ActionTarget(kind: .pull, label: "") { _ in
      guard running.task == nil else { return }
      let name = node.graph.uniqueTaskLabel(".refreshable in \(node.ownerName)")
      running.task = ModifierTasks.start(name: name, priority: .userInitiated) {
        await refresh()
        running.task = nil
        sink.invalidate(node)
      }
      sink.invalidate(node)
    })
    return running.task == nil ? [] : [.line("⟳")]
  }

  /// The container disappeared: its refresh is cancelled.
  static func disappear(_ node: ViewNode) {
    let running = node.storage(Running.self)
    guard let task = running.task else { return }
    let cause = ".refreshable: its list in \(node.ownerName) disappeared"
    node.graph.enqueueTaskAction {
      ModifierTasks.cancel(task, because: cause)
      running.task = nil
    }
  }
}
