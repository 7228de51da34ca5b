// Mirrors: SwiftUI `NavigationStack`
// SDK: iOS 26 SDK
// Status: complete
import TextBase

/// A view that displays a root view and enables you to present additional views over the root view (Apple:
/// `NavigationStack`).
///
/// Only the top screen is drawn. A pushed screen starts with `‹ title` (the previous screen's navigation title,
/// or Back) and `back` pops it. Screens under the top keep their state but are not visible: covered by a push they
/// disappear (their tasks are cancelled), uncovered they appear again; a popped screen is destroyed
/// (ole/swiftui-view-lifecycle, `CaseStudyNavigationStack`). The order of the two is not documented; the module's
/// choice: what comes into sight appears first, what leaves disappears after it (push: the destination's
/// `onAppear`, then the source's `onDisappear`; pop: the source's `onAppear`, then the destination's
/// `onDisappear`), as `onAppear` runs before a transition and `onDisappear` after it (rakutentech/AltSwiftUI#65,
/// square/Blueprint#48).
///
/// With `path:` the stack shows the binding's values through the `navigationDestination(for:)` modifiers inside
/// it; a link with a value appends to it, `back` removes its last value. Screens pushed by links with a
/// destination view sit above the path values that were there when they were pushed; a change of those values
/// pops them.
public struct NavigationStack<Data, Root: View> {
  let root: Root
  let path: NavigationPathAccess?
}

extension NavigationStack where Data == NavigationPath {
  /// Creates a navigation stack that manages its own navigation state.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  /// Creates a navigation stack with heterogeneous navigation state that you can control.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathAccess(path)
  }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
      Data.Element: Hashable {
  /// Creates a navigation stack with homogeneous navigation state that you can control.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathAccess(collection: path)
  }
}

extension NavigationStack: View {}

extension NavigationStack: NavigationStackView {}

extension NavigationStack: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    let state = node.storage(NavigationStackState.self)
    state.node = node
    state.access = path
    state.adopt(path.map { $0.read() } ?? state.ownPath)
    let top = state.entries.last?.key ?? .content
    if top != state.topKey {
      state.topKey = top
      // A pop: the uncovered screen appears now, before the popped one disappears when the children are
      // reconciled. A push: the new screen appears when it is mounted, the covered one is hidden afterwards.
      if node.isVisible, let uncovered = node.children.first(where: { $0.key == top }) {
        node.graph.setVisible(uncovered, true)
      }
    }
    return [ViewChild(key: .content, view: root)]
      + state.entries.map { ViewChild(key: $0.key, view: _NavigationScreen(entry: $0, stack: state)) }
  }

  func showsChild(_ key: ChildKey, of node: ViewNode) -> Bool {
    key == node.storage(NavigationStackState.self).topKey
  }

  func childrenDidChange(_ node: ViewNode) { node.graph.refreshVisibility(of: node) }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let state = context.node.storage(NavigationStackState.self)
    for child in children.children where child.key != state.topKey { context.dropTargets(of: child) }
    let top = children[state.topKey]
    // A stack inside a split view's column is part of the split view's one stack: its screens are not screens of
    // their own, and its `back` (when it has pushed screens) is the one `back` (see ``NavigationSplitView``).
    let merged = SplitViewState.mergesStack(at: context.node)
    func screen(_ elements: [ScreenElement]) -> [ScreenElement] { merged ? elements : [.screen(elements)] }
    guard let index = state.entries.firstIndex(where: { $0.key == state.topKey }) else { return screen(top) }
    // A top screen whose merged stack has a back of its own goes back there first.
    if ScreenElement.hasBack(in: top) { return screen(top) }
    let previous = index == 0 ? ChildKey.content : state.entries[index - 1].key
    let backTitle = ScreenElement.navigationTitle(in: children[previous]) ?? ModuleWords.back(context.language)
    var back = ActionTarget(kind: .back, label: "") { _ in state.pop(from: index) }
    if let screenNode = context.node.children.first(where: { $0.key == state.topKey }),
       context.node.graph.preferences.value(BackButtonHiddenKey.self, below: screenNode) == true {
      // See ``View/navigationBarBackButtonHidden(_:)``: no back button is drawn, and `back` is refused.
      back.refusal = { _ in ModuleWords.backHidden }
      context.addTarget(back)
      return screen(top)
    }
    context.addTarget(back)
    return screen([.bar(.back(backTitle))] + top)
  }
}

/// A navigation stack, whatever its generic arguments (links and destinations look for the nearest one).
protocol NavigationStackView {}

/// How a stack reads and writes the `path:` binding it was given, whatever its type.
struct NavigationPathAccess {
  /// The path's values.
  let read: () -> [AnyHashable]
  /// Writes the values; false (and nothing written) when one is not of the path's element type.
  let write: ([AnyHashable]) -> Bool
  /// Whether a value can be appended (a typed path takes its element type only).
  let accepts: (AnyHashable) -> Bool

  init(_ binding: Binding<NavigationPath>) {
    read = { binding.wrappedValue.elements }
    write = { values in
      binding.wrappedValue = NavigationPath(elements: values)
      return true
    }
    accepts = { _ in true }
  }

  init<Data: RangeReplaceableCollection>(collection binding: Binding<Data>) where Data.Element: Hashable {
    read = { binding.wrappedValue.map { AnyHashable($0) } }
    write = { values in
      var collection = Data()
      for value in values {
        guard let element = value.base as? Data.Element else { return false }
        collection.append(element)
      }
      binding.wrappedValue = collection
      return true
    }
    accepts = { $0.base is Data.Element }
  }
}

/// One screen above a stack's root: a path value or a view pushed by a link.
struct NavigationEntry {
  /// What the screen is, which is its identity: a path value at its index, or a pushed view by its number.
  enum Identity: Hashable {
    case value(index: Int, AnyHashable)
    case view(Int)
  }

  /// What the screen shows: a path value's destination, or a pushed view.
  enum Content {
    case value(AnyHashable)
    case view(any View)
  }

  let identity: Identity
  let content: Content

  /// The screen's identity among the stack's children.
  var key: ChildKey { .element(AnyHashable(identity), occurrence: 1) }
}

/// The state of a navigation stack, in its node: the path, the views pushed by links, the destinations.
final class NavigationStackState: NodeStorage {
  init() {}

  /// The path of a stack without a `path:` binding.
  var ownPath: [AnyHashable] = []
  /// The path's values as last read.
  private(set) var values: [AnyHashable] = []
  /// Views pushed by links with a destination, each above the first `after` path values.
  private var pushedViews: [(after: Int, id: Int, view: any View, onPop: (@MainActor () -> Void)?)] = []
  private var nextViewID = 0
  /// The screens above the root, bottom first.
  private(set) var entries: [NavigationEntry] = []
  /// The child on top (`.content`: the root).
  var topKey: ChildKey = .content
  /// The `navigationDestination(for:)` modifiers inside the stack, in the order they were mounted.
  private var destinations: [(type: ObjectIdentifier, node: WeakNode, make: (Any) -> (any View)?)] = []
  /// The stack's node.
  weak var node: ViewNode?
  /// The `path:` binding, if any.
  var access: NavigationPathAccess?

  /// Takes the path's current values: pushed views above values that changed are dropped; the entries are rebuilt.
  func adopt(_ newValues: [AnyHashable]) {
    let kept = zip(values, newValues).prefix { $0.0 == $0.1 }.count
    pushedViews.removeAll { $0.after > kept }
    values = newValues
    var rebuilt: [NavigationEntry] = []
    for index in 0...newValues.count {
      for pushed in pushedViews where pushed.after == index {
        rebuilt.append(NavigationEntry(identity: .view(pushed.id), content: .view(pushed.view)))
      }
      if index < newValues.count {
        rebuilt.append(NavigationEntry(identity: .value(index: index, newValues[index]),
                                       content: .value(newValues[index])))
      }
    }
    entries = rebuilt
  }

  /// Pushes a link's destination view; `onPop` runs when it is popped (by `back`, `dismiss` or a pop below it).
  /// Returns the pushed screen's number.
  @MainActor @discardableResult
  func push(view: any View, onPop: (@MainActor () -> Void)? = nil) -> Int {
    let id = nextViewID
    pushedViews.append((after: values.count, id: id, view: view, onPop: onPop))
    nextViewID += 1
    invalidate()
    return id
  }

  /// Pops the pushed view numbered `id` (and what is above it), if it is still on the stack.
  @MainActor func popView(id: Int) {
    guard let index = entries.firstIndex(where: { $0.identity == .view(id) }) else { return }
    pop(from: index)
  }

  /// Whether the pushed view numbered `id` is on the stack.
  func holdsView(id: Int) -> Bool { pushedViews.contains { $0.id == id } }

  /// Pushes a value: appends it to the path (the binding's, or the stack's own).
  @MainActor func push(value: AnyHashable) {
    if let access {
      _ = access.write(access.read() + [value])
    } else {
      ownPath.append(value)
    }
    invalidate()
  }

  /// Pops the screen at `index` of ``entries`` and every screen above it.
  @MainActor func pop(from index: Int) {
    guard index >= 0, index < entries.count else { return }
    let popped = entries[index...]
    let poppedViews = Set(popped.compactMap { entry -> Int? in
      if case .view(let id) = entry.identity { return id }
      return nil
    })
    let onPops = pushedViews.filter { poppedViews.contains($0.id) }.compactMap(\.onPop)
    pushedViews.removeAll { poppedViews.contains($0.id) }
    let firstValue = popped.compactMap { entry -> Int? in
      if case .value(let valueIndex, _) = entry.identity { return valueIndex }
      return nil
    }.first
    if let firstValue {
      if let access {
        _ = access.write(Array(access.read().prefix(firstValue)))
      } else {
        ownPath = Array(ownPath.prefix(firstValue))
      }
    }
    invalidate()
    for onPop in onPops { onPop() }
  }

  /// Whether a link with `value` can be activated: a destination for its type is declared in the stack and the
  /// path takes it. SwiftUI: "The link cannot be activated" otherwise.
  @MainActor func canPush(_ value: AnyHashable) -> Bool {
    destination(for: value) != nil && (access?.accepts(value) ?? true)
  }

  /// Registers (or replaces) the destination a `navigationDestination(for:)` modifier at `node` declares.
  @MainActor func register(type: ObjectIdentifier, node: ViewNode, make: @escaping (Any) -> (any View)?) {
    destinations.removeAll { $0.node.node == nil || $0.node.node === node && $0.type == type }
    destinations.append((type: type, node: WeakNode(node), make: make))
  }

  /// The destination view for `value`: from the first declared destination for its type that is still alive.
  @MainActor func destination(for value: AnyHashable) -> (any View)? {
    let type = ObjectIdentifier(Swift.type(of: value.base))
    for destination in destinations where destination.type == type && destination.node.node?.isAlive == true {
      return destination.make(value.base)
    }
    return nil
  }

  /// Marks the stack for an update (a push or a pop), which the action's flush then runs.
  @MainActor private func invalidate() {
    guard let node else { return }
    node.graph.sink.invalidate(node)
  }

  /// The state of the stack nearest above `node`, if any inside the same presentation (a sheet's content does not
  /// push onto the stack the sheet was presented from).
  @MainActor static func enclosing(_ node: ViewNode) -> NavigationStackState? {
    var current = node.parent
    while let ancestor = current {
      if ancestor.view is any NavigationStackView { return ancestor.storage(NavigationStackState.self) }
      if ancestor.view is any PresentationBoundary { return nil }
      current = ancestor.parent
    }
    return nil
  }
}

/// A weak reference to a node (the registrations of destinations do not keep nodes alive).
struct WeakNode {
  weak var node: ViewNode?
  init(_ node: ViewNode) { self.node = node }
}

/// A view that starts a presentation of its own (a sheet's content): links inside it do not reach the stacks
/// outside it.
protocol PresentationBoundary {}

/// One screen pushed on a stack: a path value's destination or a link's destination view.
struct _NavigationScreen {
  let entry: NavigationEntry
  let stack: NavigationStackState
}

extension _NavigationScreen: View {}

extension _NavigationScreen: PrimitiveView {
  /// `\.dismiss` in a pushed screen pops it (and whatever is above it).
  func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    var changed = environment
    let stack = self.stack, identity = entry.identity
    changed.dismiss = DismissAction(owner: ObjectIdentifier(node)) {
      if let index = stack.entries.firstIndex(where: { $0.identity == identity }) { stack.pop(from: index) }
    }
    return changed
  }

  func children(of node: ViewNode) -> [ViewChild] {
    switch entry.content {
    case .view(let view):
      return [ViewChild(key: .content, view: view)]
    case .value(let value):
      let view = stack.destination(for: value) ?? _MissingDestination(typeName: "\(type(of: value.base))")
      return [ViewChild(key: .content, view: view)]
    }
  }
}

/// What a pushed path value shows when no `navigationDestination(for:)` declares its type.
struct _MissingDestination {
  let typeName: String
}

extension _MissingDestination: View {}

extension _MissingDestination: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    [.line("⚠ " + ModuleWords.noDestination(for: typeName, context.language))]
  }
}

extension ModuleWords {
  static func noDestination(for typeName: String, _ language: Language) -> String {
    language == .zh ? "没有 \(typeName) 的 navigationDestination" : "no navigationDestination for \(typeName)"
  }
}

extension ScreenElement {
  /// Whether `elements` hold a back button (outside nested screens): a stack merged into a split view's stack.
  static func hasBack(in elements: [ScreenElement]) -> Bool {
    var bars: [BarItem] = []
    TextScreen.collectBars(elements, into: &bars)
    return bars.contains { if case .back = $0 { true } else { false } }
  }

  /// The navigation title among `elements` (outside nested screens), if any.
  static func navigationTitle(in elements: [ScreenElement]) -> String? {
    var bars: [BarItem] = []
    TextScreen.collectBars(elements, into: &bars)
    for case .title(let title) in bars { return title }
    return nil
  }
}
