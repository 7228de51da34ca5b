// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// A view the graph draws itself instead of evaluating a `body`: every built-in view of the module.
///
/// ## Adding a primitive view
/// 1. Declare the public struct with Apple's name and initialisers, and `extension MyView: View {}` in an extension
///    (so the struct's own members stay nonisolated, like Apple's built-in views). Its `Body` is `Never`: the
///    module's default `body` for `Body == Never` views is never called.
/// 2. Conform it to `PrimitiveView` in another extension and say
///    - what its child views are (``children(of:)``), each with a ``ChildKey`` — its identity among its
///      siblings: the graph keeps a child's node (state, tasks) while its key and its view's type stay the same,
///      and replaces it otherwise;
///    - what it shows (``render(_:in:)``): ``ScreenElement``s built from what its children show, e.g.
///      `[.line("⟳ " + ScreenElement.plainText(children.all))]`. A primitive that the user can act on registers a
///      target there: `context.addTarget(ActionTarget(kind: .tap, label: title) { … })` (see ``ActionTarget``):
///      the closure runs inside the graph's update, never from outside it.
/// 3. Per-node state that must outlive the view value (a task handle, a last value) lives in the node: implement
///    ``mount(_:)``, ``update(_:from:)``, ``appear(_:)``, ``disappear(_:)`` (all optional) and keep it in
///    `node.storage` (see ``ViewNode/storage(_:)``); never in closures.
/// The renderer, the graph and the action dispatch need no change for a new primitive.
@MainActor
protocol PrimitiveView {
  /// The child views, in order, with their identities among each other. Default: none.
  ///
  /// What it reads (a binding, the user's closures: a `ForEach` row, a sheet's content) is a dependency of the
  /// node: a change makes its children again and draws it again, so a primitive reads here what it shows (a
  /// toggle's `isOn`). A read in ``render(_:in:)`` is not tracked.
  func children(of node: ViewNode) -> [ViewChild]
  /// What the view shows, given what its children show. Default: the children's elements, in order.
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement]
  /// The environment the children see. Default: the node's own.
  func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues
  /// The node was created with this view value (before its children exist).
  func mount(_ node: ViewNode)
  /// The node got this view value in place of `old` (its identity is kept).
  func update(_ node: ViewNode, from old: Self)
  /// The view became visible: queue its appearance actions on `node.graph`.
  func appear(_ node: ViewNode)
  /// The view stopped being visible: queue its disappearance actions on `node.graph`.
  func disappear(_ node: ViewNode)
  /// Whether the child `key` is visible while this view is (a navigation stack hides what a pushed view covers;
  /// call `node.graph.refreshVisibility(of: node)` after a change). Default: yes.
  func showsChild(_ key: ChildKey, of node: ViewNode) -> Bool
  /// The node's children were reconciled (some may be new, some gone): a primitive that decides which children
  /// are shown (a navigation stack, a tab view) brings their visibility up to date here. Default: nothing.
  func childrenDidChange(_ node: ViewNode)
}

extension PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [] }
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { children.all }
  func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues { environment }
  func mount(_ node: ViewNode) {}
  func update(_ node: ViewNode, from old: Self) {}
  func appear(_ node: ViewNode) {}
  func disappear(_ node: ViewNode) {}
  func showsChild(_ key: ChildKey, of node: ViewNode) -> Bool { true }
  func childrenDidChange(_ node: ViewNode) {}

  /// Calls ``update(_:from:)`` with `old` cast to this type (the graph only keeps a node when the types match). A
  /// host of a user's view (a representable's, ``RepresentableHosting``) is not the node's value's type: it is given
  /// itself as the old value.
  func updateErased(_ node: ViewNode, from old: any View) {
    update(node, from: (old as? Self) ?? self)
  }
}

/// A module-made view whose `body` is evaluated like a user's view, but which is not a view of the user's app:
/// it gets no `appear`/`disappear` trace events and names no task.
protocol BuiltinCompositeView {}

/// One child view of a primitive and its identity among its siblings.
struct ViewChild {
  /// The identity among siblings.
  var key: ChildKey
  /// The child view value.
  var view: any View
}

/// A child's identity among its siblings: its structural position, a `ForEach` element id, or an explicit `.id`.
enum ChildKey: Hashable {
  /// The body of a view (or of a view modifier).
  case body
  /// The single content view of a container or modifier.
  case content
  /// Position `n` of a `TupleView`.
  case index(Int)
  /// The `if` branch (true) or the `else` branch (false) of a `_ConditionalContent`.
  case branch(Bool)
  /// The present value of an optional view.
  case some
  /// A `ForEach` element by its id; `occurrence` tells apart elements that share an id (a mistake SwiftUI warns
  /// about).
  case element(AnyHashable, occurrence: Int)
  /// An explicit identity given with `.id(_:)`.
  case explicit(AnyHashable)
  /// A named part of a view (a section's header, a label's icon …).
  case part(String)
}
