// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
internal import AsyncSimulation

/// The graph of one window: nodes keyed by identity, the update that brings them up to date, and the queue of
/// lifecycle actions that runs after it.
///
/// One update (``flush()``): evaluate the dirty bodies, parents first, reconciling their children by identity
/// (inserted → appear actions, removed → disappear actions and state destroyed, kept → `onChange` and
/// `.task(id:)` comparisons); run the queued actions in order — lifecycle actions (`onAppear`, `onDisappear`,
/// `onChange`) first, then task starts and cancellations, as SwiftUI does — until none is left (an action may
/// change state: the loop evaluates again); then render the tree to text and record one `screen` event when the
/// text changed. Sources: OpenSwiftUI `Update.swift` (`enqueueAction`, `dispatchActions`); the order of appear
/// actions (deepest first, modifiers in the order written, tasks after all of them) as measured on iOS 17 by
/// android.benigumo.com/20240328/onappear-onchange-task.
@MainActor
final class ViewGraph {
  /// The root view node, once shown.
  private(set) var root: ViewNode?
  private let rootView: any View
  let sink = InvalidationSink()
  /// The preference keys set and watched in the window (see ``PreferenceKey``).
  let preferences = PreferenceRegistry()
  private var lifecycleActions: [() -> Void] = []
  private var taskActions: [() -> Void] = []
  /// The text of the last `screen` event.
  private(set) var screenText = ""
  private var hasCommitted = false
  /// The user-action targets of the committed screen, in screen order.
  private(set) var targets: [ActionTarget] = []
  /// How many bodies were evaluated so far (tests check that only what changed runs again).
  private(set) var bodyEvaluations = 0
  /// How many tasks of each label were started (labels are unique: the second `.task in V` is `#2`).
  private var taskLabelCounts: [String: Int] = [:]
  /// The environment the root sees.
  var rootEnvironment = EnvironmentValues() { didSet { isSettled = false } }
  /// Whether the last ``flush()`` committed its screen and nothing has happened since that could change it: no node
  /// marked, no action queued, no user action performed (``unsettle()``), the window neither shown nor hidden. A
  /// flush then has nothing to evaluate and would draw the same screen, so it returns at once — the engine's
  /// update after a user action's own flush, the flush that brings the targets up to date before the next action.
  /// Everything that changes what a node shows marks it (``InvalidationSink``) or is a user action's target.
  private var isSettled = false
  /// Whether the window is on screen (a `leave` hides it with its state kept).
  private(set) var isShown = false
  /// Hides the swipe actions a row shows now (set by the row that revealed them: one row at a time, see
  /// ``RowActions``).
  var openSwipe: (() -> Void)?
  /// The scene's `@SceneStorage` values, one box per key (read by key, never iterated).
  var sceneStorage: [String: AnyObject] = [:]
  /// The node at the top of the subtree that is disappearing now (inside ``setVisible(_:_:)``), which says why a
  /// task below it is cancelled.
  private(set) var disappearingRoot: ViewNode?

  init(rootView: any View) {
    self.rootView = rootView
    sink.graph = self
  }

  // MARK: showing

  /// Mounts the root (first time) and makes it visible, then runs an update.
  func show() {
    isSettled = false
    if root == nil { root = mount(rootView, key: .content, parent: nil, environment: rootEnvironment) }
    isShown = true
    if let root { setVisible(root, true) }
    flush()
  }

  /// Hides the whole window, state kept (its views disappear), then runs an update.
  func hide() {
    isSettled = false
    isShown = false
    if let root { setVisible(root, false) }
    flush()
  }

  /// Hides the swipe actions on screen, if a row shows some (its next render draws it without them).
  func closeOpenSwipe() {
    guard openSwipe != nil else { return }
    isSettled = false
    let close = openSwipe
    openSwipe = nil
    close?()
  }

  // MARK: the update

  /// Runs the update the engine was asked for.
  func update() {
    sink.updateBegan()
    flush()
  }

  /// A user action's target is about to run: what it changes (a scroll position, a revealed row) is drawn by the
  /// next flush even if it marks nothing.
  func unsettle() { isSettled = false }

  /// Evaluates what is dirty, runs the queued actions until none is left, and commits the screen.
  func flush() {
    if isSettled, !sink.hasMarks, lifecycleActions.isEmpty, taskActions.isEmpty { return }
    isSettled = false
    sink.isUpdating = true
    var rounds = 0
    while true {
      rounds += 1
      if rounds > 1_000 {
        // A view that never settles: hand back to the engine, whose job budget ends such a run.
        sink.isUpdating = false
        sink.requestUpdate()
        return
      }
      evaluateDirty()
      if !lifecycleActions.isEmpty {
        let actions = lifecycleActions
        lifecycleActions.removeAll()
        for action in actions { action() }
        continue
      }
      if sink.hasMarks { continue }
      if !taskActions.isEmpty {
        let actions = taskActions
        taskActions.removeAll()
        for action in actions { action() }
        continue
      }
      if sink.hasMarks { continue }
      // Settled: the preferences the tree now passes up, whose changes run `onPreferenceChange` actions.
      if preferences.enqueueChanges(on: self) { continue }
      break
    }
    sink.isUpdating = false
    commit()
    isSettled = true
  }

  /// Evaluates the marked nodes' bodies, parents first (a parent's evaluation may reach a marked child first).
  private func evaluateDirty() {
    let marked = sink.take()
    guard !marked.isEmpty else { return }
    var unique: [ViewNode] = []
    for node in marked where node.isAlive && !unique.contains(where: { $0 === node }) {
      node.needsEvaluation = true
      unique.append(node)
    }
    let ordered = unique.map { ($0, $0.treePath) }.sorted { a, b in
      a.1.lexicographicallyPrecedes(b.1)
    }
    for (node, _) in ordered where node.isAlive && node.needsEvaluation {
      reconcileChildren(node)
    }
  }

  /// Queues a lifecycle action (`onAppear`, `onDisappear`, `onChange`, an `appear` event) of this update.
  func enqueueLifecycleAction(_ action: @escaping () -> Void) {
    lifecycleActions.append(action)
  }

  /// Queues a task action (a `.task` start or cancellation) of this update; these run after the lifecycle actions.
  func enqueueTaskAction(_ action: @escaping () -> Void) {
    taskActions.append(action)
  }

  /// A unique label for a task started by a modifier: `label`, then `label #2`, `label #3` …
  func uniqueTaskLabel(_ label: String) -> String {
    let count = (taskLabelCounts[label] ?? 0) + 1
    taskLabelCounts[label] = count
    return count == 1 ? label : "\(label) #\(count)"
  }

  // MARK: nodes

  /// Makes a node for `view` and its subtree (not yet visible).
  func mount(_ view: any View, key: ChildKey, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
    let node = ViewNode(graph: self, parent: parent, key: key, view: view, environment: environment)
    if node.depth >= SelfContainment.firstCheckedDepth, node.depth % SelfContainment.checkEvery == 0 {
      SelfContainment.check(node)
    }
    node.isScrolledOff = LazyRows.startsScrolledOff(node)
    node.primitive?.mount(node)
    // A row not made yet has no children to make (a list of 1,000 rows mounts 1,000 of them).
    if node.viewType != DeferredRow.typeID { reconcileChildren(node) }
    return node
  }

  /// Gives a kept node its new view value and brings its subtree up to date. A view with a body is evaluated
  /// again only when it was marked, its inputs differ from the last ones, or its environment changed.
  func update(_ node: ViewNode, with view: any View, environment: EnvironmentValues) {
    let old = node.view
    let environmentChanged = environment != node.environment
    node.view = view
    node.environment = environment
    if let primitive = node.primitive {
      // An equal value (`==`) in the same environment, with no dependency changed, makes the same children: the
      // subtree is left as it is (most rows of a long list when one row changes).
      if !node.needsEvaluation, !environmentChanged, node.kind.isEqual(old, view) == true {
        return
      }
      // Children first: actions of an update are queued deepest first, like appear actions.
      reconcileChildren(node)
      primitive.updateErased(node, from: old)
      return
    }
    if node.needsEvaluation || environmentChanged || !(node.kind.isEqual(old, view) ?? ViewInputs.equal(old, view)) {
      node.needsEvaluation = true
      reconcileChildren(node)
    }
  }

  /// Computes a node's children (evaluating its body, for a view with one) and reconciles them by identity.
  func reconcileChildren(_ node: ViewNode) {
    node.isReconciling = true
    defer { node.isReconciling = false }
    let primitive = node.primitive
    // A lazy container's `ForEach` whose data did not change keeps its rows' identities: those on screen are made
    // again (a row closure may have read what changed), the others are left for when they come on screen — a List
    // of 1,000 rows costs 10.
    if node.kind.isDeferredRowSource, let rows = primitive as? any DeferredRowSource, rows.keepsRows(of: node) {
      node.needsEvaluation = false
      let environment = primitive?.childEnvironment(node.environment, node: node) ?? node.environment
      let deferred = DeferredRow.typeID
      for (offset, child) in node.children.enumerated() {
        if child.viewType == deferred {
          continue
        } else if child.isScrolledOff {
          child.staleRowOffset = offset
        } else {
          let view = makeRow(offset, of: node)
          if child.viewType == ObjectIdentifier(type(of: view)) {
            child.staleRowOffset = nil
            update(child, with: view, environment: environment)
          } else {
            // Another type of row at the same place: a new identity, as the full reconciliation would make it.
            let made = mount(view, key: child.key, parent: node, environment: environment)
            made.isScrolledOff = false
            node.children[offset] = made
            unmount(child)
            if node.isVisible { setVisible(made, true) }
          }
        }
      }
      primitive?.childrenDidChange(node)
      return
    }
    let specs: [ViewChild]
    let childEnvironment: EnvironmentValues
    if let primitive {
      node.needsEvaluation = false
      // A primitive's children are often made by the user's closures (a `List` or `ForEach` row, a sheet's
      // content): what they read is a dependency of this node, which makes its children again when it changes.
      let sink = self.sink
      specs = withObservationTracking {
        primitive.children(of: node)
      } onChange: { [weak node] in
        // Weakly: an observed object must not keep a node it was read by (and so that node's @State, which may
        // hold the object itself) alive after the node is gone.
        if let node { sink.invalidate(node) }
      }
      childEnvironment = primitive.childEnvironment(node.environment, node: node)
    } else {
      specs = [ViewChild(key: .body, view: evaluateBody(node))]
      childEnvironment = node.environment
    }
    // Children usually keep their places: the common prefix is matched by position, the rest by identity.
    let previous = node.children
    var prefix = 0
    while prefix < specs.count, prefix < previous.count, previous[prefix].key == specs[prefix].key { prefix += 1 }
    var old: [ChildKey: ViewNode] = [:]
    for child in previous[prefix...] { old[child.key] = child }
    var kept: [ViewNode] = []
    kept.reserveCapacity(specs.count)
    var inserted: [ViewNode] = []
    var replaced: [ViewNode] = []
    for (index, spec) in specs.enumerated() {
      var spec = spec
      if let existing = index < prefix ? previous[index] : old.removeValue(forKey: spec.key) {
        if let row = spec.view as? DeferredRow {
          // A row not yet made keeps its place; a made row off screen is left as it is until it comes back; a
          // made row on screen is made again now.
          if existing.viewType == DeferredRow.typeID || existing.isScrolledOff {
            if existing.viewType == DeferredRow.typeID { existing.view = row } else { existing.staleRowOffset = row.offset }
            kept.append(existing)
            continue
          }
          spec.view = makeRow(row.offset, of: node)
          existing.staleRowOffset = nil
        }
        if existing.viewType == ObjectIdentifier(type(of: spec.view)) {
          update(existing, with: spec.view, environment: childEnvironment)
          kept.append(existing)
          continue
        }
        replaced.append(existing)
      }
      let child = mount(spec.view, key: spec.key, parent: node, environment: childEnvironment)
      kept.append(child)
      inserted.append(child)
    }
    let removed = replaced + previous[prefix...].filter { child in old[child.key] === child }
    node.children = kept
    for child in removed { unmount(child) }
    if node.isVisible {
      for child in inserted where shows(child, of: node, primitive) { setVisible(child, true) }
    }
    primitive?.childrenDidChange(node)
    if node.isRowGrouping {
      LazyRows.groupDidChange(node, rowsChanged: !inserted.isEmpty || !removed.isEmpty)
    }
  }

  /// The row at `offset` of `source` (a `ForEach` in a lazy container), made now; what its closure reads is a
  /// dependency of `source`, as if it had been made with the others.
  func makeRow(_ offset: Int, of source: ViewNode) -> any View {
    guard source.kind.isDeferredRowSource, let rows = source.view as? any DeferredRowSource else { return EmptyView() }
    let sink = self.sink
    return withObservationTracking {
      rows.makeRow(at: offset)
    } onChange: { [weak source] in
      if let source { sink.invalidate(source) }
    }
  }

  /// Makes the lazy container's row `row` (a ``DeferredRow``, or a made row left stale off screen) as it comes on
  /// screen: the node that stands in its place in its parent's children.
  func materialize(_ row: ViewNode) -> ViewNode {
    guard let parent = row.parent else { return row }
    if let deferred = row.view as? DeferredRow {
      let made = mount(makeRow(deferred.offset, of: parent), key: row.key, parent: parent,
                       environment: row.environment)
      if let index = parent.children.firstIndex(where: { $0 === row }) { parent.children[index] = made }
      row.unmount()
      return made
    }
    if let offset = row.staleRowOffset {
      row.staleRowOffset = nil
      update(row, with: makeRow(offset, of: parent), environment: row.environment)
    }
    return row
  }

  /// Whether `child` is visible while `node` (whose view is `primitive`, if a primitive) is: not a row scrolled
  /// off, and shown by its parent.
  private func shows(_ child: ViewNode, of node: ViewNode, _ primitive: (any PrimitiveView)?) -> Bool {
    !child.isScrolledOff && primitive?.showsChild(child.key, of: node) ?? true
  }

  /// Evaluates a view's body with its dynamic properties bound to the node's storage, tracking what it reads.
  private func evaluateBody(_ node: ViewNode) -> any View {
    node.needsEvaluation = false
    DynamicPropertyBinder.bind(node.view, to: node)
    bodyEvaluations += 1
    let sink = self.sink
    return withObservationTracking {
      node.view.body
    } onChange: { [weak node] in
      // Weakly, as above: a popped page's @State model is released with the page, as in SwiftUI.
      if let node { sink.invalidate(node) }
    }
  }

  /// Ends a node's identity: it disappears (if visible), then its state and its subtree's are dropped.
  private func unmount(_ node: ViewNode) {
    if node.isVisible { setVisible(node, false) }
    node.unmount()
  }

  /// Makes a node's subtree visible or not, queueing appear or disappear actions deepest first (a user view's
  /// `appear`/`disappear` event before them all, parents' before children's).
  func setVisible(_ node: ViewNode, _ visible: Bool) {
    guard node.isVisible != visible, node.isAlive else { return }
    node.isVisible = visible
    let isTop = !visible && disappearingRoot == nil
    if isTop { disappearingRoot = node }
    defer { if isTop { disappearingRoot = nil } }
    // The view's own event comes before every action of its subtree (its `onAppear` and its children's, which
    // run deepest first): what an action changes is recorded after the view appeared or disappeared.
    if node.isUserView {
      let name = node.ownerName
      enqueueLifecycleAction { visible ? TraceLog.appeared(name) : TraceLog.disappeared(name) }
    }
    let primitive = node.primitive
    for child in node.children where !visible || shows(child, of: node, primitive) { setVisible(child, visible) }
    if let primitive { visible ? primitive.appear(node) : primitive.disappear(node) }
  }

  /// Re-reconciles the `content` placeholders in the body of the user's view modifier at `node` (its content
  /// changed while the modifier's body did not run again).
  func refreshModifierContent(below node: ViewNode) {
    guard let provider = node.view as? any ModifierContentProvider else { return }
    var pending = node.children
    while let next = pending.popLast() {
      if let placeholder = next.view as? any ModifierContentPlaceholder,
         placeholder.modifierType == provider.modifierType {
        reconcileChildren(next)
        continue
      }
      pending += next.children
    }
  }

  /// Brings the visibility of a visible node's children in line with what it shows (after a push, a pop, a tab
  /// switch): the children coming into sight appear first, then the ones leaving disappear (see docs/swiftui-module.md, "Push,
  /// pop and tabs").
  func refreshVisibility(of node: ViewNode) {
    guard node.isVisible, let primitive = node.primitive else { return }
    for child in node.children where primitive.showsChild(child.key, of: node) { setVisible(child, true) }
    for child in node.children where !primitive.showsChild(child.key, of: node) { setVisible(child, false) }
  }

  /// Why the tasks of `node` (disappearing now) are cancelled: `EditSheet disappeared`, or `sheet dismissed:
  /// EditSheet disappeared` when what disappears is a presented sheet's content. A dismissal unmounts the presented
  /// screen itself, so it is the top of what disappears; a sheet hidden with more (a `leave`, a tab switch, its
  /// presenter removed) is not dismissed.
  func disappearanceCause(of node: ViewNode) -> String {
    let disappeared = "\(node.ownerName) disappeared"
    guard disappearingRoot?.view is any PresentationBoundary else { return disappeared }
    return "sheet dismissed: " + disappeared
  }

  // MARK: the screen

  /// Renders the tree; records a `screen` event when the text differs from the last one.
  private func commit() {
    guard isShown, let root else {
      if hasCommitted && !screenText.isEmpty {
        screenText = ""
        targets = []
        TraceLog.screen("")
      }
      return
    }
    let context = RenderContext(language: rootEnvironment.language)
    let elements = render(root, in: context)
    let text = TextScreen.render(elements, language: rootEnvironment.language)
    targets = context.targets
    guard !hasCommitted || text != screenText else { return }
    hasCommitted = true
    screenText = text
    TraceLog.screen(text)
  }

  /// What a node shows.
  private func render(_ node: ViewNode, in context: RenderContext) -> [ScreenElement] {
    if node.isScrolledOff { return [] }
    // A row off screen draws nothing and is left out (most of a long list's children): a renderer that needs a
    // child's place among its siblings reads its `offset`.
    var rendered: [RenderedChild] = []
    for (offset, child) in node.children.enumerated() where !child.isScrolledOff {
      let first = context.targetCount
      let elements = render(child, in: context)
      rendered.append(RenderedChild(key: child.key, offset: offset, elements: elements,
                                    targets: first..<context.targetCount))
    }
    let children = RenderedChildren(rendered)
    guard let primitive = node.primitive else { return children.all }
    context.node = node
    return primitive.render(children, in: context)
  }
}
