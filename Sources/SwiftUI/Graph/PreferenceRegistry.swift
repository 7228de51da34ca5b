// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// The preferences of one window's graph (see ``PreferenceKey``): the nodes that set a key and the nodes that watch
/// one, and the pass that combines values up the tree after an update.
///
/// Only the nodes between a watcher and the setters below it are visited: a window without preferences pays
/// nothing, and a long list with one setter pays for the path to it.
@MainActor
final class PreferenceRegistry {
  /// Nodes whose view sets a key (``PreferenceSource``), in the order they were mounted.
  private var sources: [WeakNode] = []
  /// Nodes whose view watches a key (``PreferenceReader``).
  private var readers: [WeakNode] = []

  /// Nodes whose view reads a `@FocusedValue`, and the focused values they read (see ``FocusedValues``).
  private var focusedValueReaders: [WeakNode] = []
  private(set) var focusedValues = FocusedValues()

  func addSource(_ node: ViewNode) { sources.append(WeakNode(node)) }
  func addReader(_ node: ViewNode) { readers.append(WeakNode(node)) }
  func addFocusedValueReader(_ node: ViewNode) { focusedValueReaders.append(WeakNode(node)) }

  /// Queues the action of each watcher whose value changed in this update, in tree order, and marks the readers of
  /// focused values when those changed; false when nothing did.
  func enqueueChanges(on graph: ViewGraph) -> Bool {
    let focusChanged = refreshFocusedValues(on: graph)
    guard !readers.isEmpty else { return focusChanged }
    readers.removeAll { $0.node?.isAlive != true }
    let ordered = readers.compactMap(\.node).map { ($0, $0.treePath) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }
    var queued = focusChanged
    for (node, _) in ordered {
      guard let reader = node.view as? any PreferenceReader, let action = reader.changeAction(at: node) else { continue }
      graph.enqueueLifecycleAction(action)
      queued = true
    }
    return queued
  }

  /// Collects the window's focused values; when they changed, the views that read them are marked.
  private func refreshFocusedValues(on graph: ViewGraph) -> Bool {
    guard !focusedValueReaders.isEmpty, let root = graph.root else { return false }
    focusedValueReaders.removeAll { $0.node?.isAlive != true }
    var values = value(FocusedValuesKey.self, below: root) ?? FocusedValues()
    if let source = root.view as? any PreferenceSource, source.keyType == ObjectIdentifier(FocusedValuesKey.self) {
      values = source.passedUp(values, at: root) as? FocusedValues ?? values
    }
    guard values.fingerprint != focusedValues.fingerprint else { return false }
    focusedValues = values
    for reader in focusedValueReaders { if let node = reader.node { graph.sink.invalidate(node) } }
    return true
  }

  /// The value of `K` that the children of `top` pass up, combined in tree order; nil when none of them sets it.
  func value<K: PreferenceKey>(_ key: K.Type, below top: ViewNode) -> K.Value? {
    sources.removeAll { $0.node?.isAlive != true }
    let keyType = ObjectIdentifier(K.self)
    var onPath = Set<ObjectIdentifier>()
    for weak in sources {
      guard let source = weak.node, (source.view as? any PreferenceSource)?.keyType == keyType else { continue }
      var chain: [ObjectIdentifier] = []
      var current: ViewNode? = source
      while let node = current, node !== top {
        chain.append(ObjectIdentifier(node))
        current = node.parent
      }
      if current === top { onPath.formUnion(chain) }
    }
    guard !onPath.isEmpty else { return nil }
    return combined(K.self, below: top, onPath: onPath)
  }

  /// What the children of `node` on the way to a setter pass up, the first child's value reduced with the next ones'.
  private func combined<K: PreferenceKey>(_ key: K.Type, below node: ViewNode, onPath: Set<ObjectIdentifier>)
    -> K.Value? {
    var result: K.Value?
    for child in node.children where !child.isScrolledOff && onPath.contains(ObjectIdentifier(child)) {
      let inner = combined(K.self, below: child, onPath: onPath)
      var value = inner
      if let source = child.view as? any PreferenceSource, source.keyType == ObjectIdentifier(K.self) {
        value = source.passedUp(inner, at: child) as? K.Value
      }
      guard let value else { continue }
      if result == nil {
        result = value
      } else {
        K.reduce(value: &result!) { value }
      }
    }
    return result
  }
}

/// A view that sets a preference key for its view (`.preference`, `.transformPreference`, the module's own keys).
@MainActor
protocol PreferenceSource {
  /// The key it sets.
  var keyType: ObjectIdentifier { get }
  /// The value its view passes up, given what its content passes up (nil when nothing below sets the key).
  func passedUp(_ content: Any?, at node: ViewNode) -> Any?
}

/// A view that watches a preference key (`.onPreferenceChange`).
@MainActor
protocol PreferenceReader {
  /// The action to run when the value below `node` changed since the last call, nil when it did not.
  func changeAction(at node: ViewNode) -> (() -> Void)?
}
