// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// One view in the graph, kept for as long as its identity lasts: its current value, its state storage, its
/// children, and the per-node state of its modifiers (task handles, last values).
///
/// Lifetime and visibility are separate: a node exists from its mount to its unmount (its `@State` lives that
/// long); it is visible between its appear and disappear points, which can happen several times (a pushed view
/// covers it, the user leaves and returns).
@MainActor
final class ViewNode {
  /// The graph the node belongs to.
  unowned let graph: ViewGraph
  /// The parent node (nil for the root).
  private(set) weak var parent: ViewNode?
  /// The identity among its siblings.
  let key: ChildKey
  /// The type of its view: a child whose view changes type is a new identity.
  let viewType: ObjectIdentifier
  /// The current view value.
  var view: any View
  /// The child nodes, in order.
  var children: [ViewNode] = []
  /// The environment the view sees.
  var environment: EnvironmentValues
  /// How deep in the tree the node is (the root is 0): dirty nodes are evaluated parents first.
  let depth: Int
  /// The type name of the nearest user view at or above this node (what task labels and lifecycle events name).
  let ownerName: String
  /// What the graph knows of the view's type (found out once per type, see ``ViewKind``).
  let kind: ViewKind
  /// Whether the view is one of the user's (a composite view not made by the module): it gets lifecycle events.
  var isUserView: Bool { kind.isUserView }
  /// Whether the view only groups others (``RowGrouping``) or is a lazy container (``LazyRowContainer``).
  var isRowGrouping: Bool { kind.isRowGrouping }
  var isLazyRowContainer: Bool { kind.isLazyRowContainer }
  /// The view as a primitive, or nil for a view with a body.
  var primitive: (any PrimitiveView)? { kind.primitive(view) }
  /// False once the node is unmounted (its identity ended).
  private(set) var isAlive = true
  /// Whether the view is on screen now.
  var isVisible = false
  /// A row of a lazy container (`List`, `LazyVStack` …) outside its viewport: not drawn, and not made visible with
  /// its parent — the container decides when it comes on screen (see ``LazyRows``).
  var isScrolledOff = false
  /// A made row of a lazy container left as it was while off screen: its element's offset in the data now, from
  /// which it is made again when it comes back on screen (see ``LazyRows``).
  var staleRowOffset: Int?
  /// Whether the graph is reconciling the node's children now (a lazy container's group leaves the layout of its
  /// rows to a parent that is being reconciled too: ``LazyRows/groupDidChange(_:rowsChanged:)``).
  var isReconciling = false
  /// Whether the body must be evaluated again (a dependency changed), for views with a body.
  var needsEvaluation = true
  /// Storage of the view's dynamic properties (`@State` boxes …), by position among them.
  var properties: [PropertyStorage] = []
  /// Per-node state of primitives and modifiers, by its type.
  private var storages: [ObjectIdentifier: AnyObject] = [:]

  init(graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View, environment: EnvironmentValues) {
    self.graph = graph
    self.parent = parent
    self.key = key
    self.view = view
    self.viewType = ObjectIdentifier(type(of: view))
    self.environment = environment
    self.depth = (parent?.depth ?? -1) + 1
    let kind = ViewKind.of(view)
    self.kind = kind
    self.ownerName = kind.isUserView ? kind.typeName : (parent?.ownerName ?? kind.typeName)
  }

  /// The per-node state of type `T`, made on first use (a primitive's task handle, a last value).
  func storage<T: NodeStorage>(_ type: T.Type) -> T {
    let key = ObjectIdentifier(type)
    if let existing = storages[key] as? T { return existing }
    let made = T()
    storages[key] = made
    return made
  }

  /// Ends the node's identity, and its subtree's: state storage and modifier state are dropped.
  func unmount() {
    isAlive = false
    for child in children { child.unmount() }
    children = []
    properties = []
    storages = [:]
  }

  /// The nearest user view's node at or above this one (whose type ``ownerName`` names).
  var ownerNode: ViewNode? {
    var current: ViewNode? = self
    while let node = current, !node.isUserView { current = node.parent }
    return current
  }

  /// The nodes from the root down to this one.
  var ancestry: [ViewNode] {
    var chain: [ViewNode] = [self]
    var current = parent
    while let node = current {
      chain.append(node)
      current = node.parent
    }
    return chain.reversed()
  }

  /// The node's position in tree order, as child indexes from the root (for ordering dirty nodes).
  var treePath: [Int] {
    let chain = ancestry
    var path: [Int] = []
    for (parent, child) in zip(chain, chain.dropFirst()) {
      path.append(parent.children.firstIndex { $0 === child } ?? 0)
    }
    return path
  }

  /// A view type's name as the trace shows it: `DebouncedSearch`, generic arguments left out.
  nonisolated static func typeName(of view: Any) -> String {
    // `_typeName` is what `String(describing:)` prints for a metatype, without the casts to the printing protocols
    // that scan every conformance record first (a million instructions for each new view type).
    let name = _typeName(type(of: view), qualified: false)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }
}

/// What a dynamic property keeps in its node: a `@State` box, a `@StateObject`'s object …, under the property's
/// label (a different label at the same position means a different property: the storage is made again).
struct PropertyStorage {
  /// The property's label in the view (`_query`).
  var label: String
  /// The storage object.
  var object: AnyObject
}

/// Per-node state of a primitive or a modifier (``ViewNode/storage(_:)``): made empty on first use.
protocol NodeStorage: AnyObject {
  init()
}
