// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
internal import AsyncSimulation

/// Where changes land: an observed property's `willSet`, a `@State` write or an `objectWillChange` marks the views
/// that depend on it, and the first mark since the last update asks the engine for one main-actor update.
///
/// Marks can come from any executor (a model changed on the default executor), never from another thread: the
/// simulator runs everything on one thread, one job at a time, so this plain storage needs no lock.
final class InvalidationSink: @unchecked Sendable {
  private var marked: [ViewNode] = []
  private var requested = false
  /// Set while the graph updates: marks made then are picked up by the same update's loop.
  var isUpdating = false
  /// The graph to update.
  weak var graph: ViewGraph?

  /// Marks `node` for evaluation and, unless an update is pending or running, requests one.
  func invalidate(_ node: ViewNode) {
    marked.append(node)
    requestUpdate()
  }

  /// Requests an update (the engine runs it when the current job ends), once until it ran.
  func requestUpdate() {
    guard !requested, !isUpdating else { return }
    requested = true
    let graph = self.graph
    Simulation.requestMainActorUpdate { graph?.update() }
  }

  /// The update has begun: later marks request a new one.
  func updateBegan() { requested = false }

  /// Whether nodes were marked since the last ``take()``.
  var hasMarks: Bool { !marked.isEmpty }

  /// The marked nodes, in the order they were marked, and forgets them.
  func take() -> [ViewNode] {
    defer { marked.removeAll() }
    return marked
  }
}
