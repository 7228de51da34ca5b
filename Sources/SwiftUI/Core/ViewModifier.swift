// Mirrors: SwiftUI `ViewModifier`, `ModifiedContent`, `modifier(_:)`
// SDK: iOS 26 SDK
// Status: complete
/// A modifier that you apply to a view or another view modifier, producing a different version of the original
/// value (Apple: `ViewModifier`).
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view representing the body.
  associatedtype Body: View
  /// The content view type passed to `body()`.
  typealias Content = _ViewModifier_Content<Self>
  /// Gets the current body of the caller.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  /// Built-in modifiers are handled by the graph; their `body(content:)` is never called.
  public func body(content: Self.Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier: its body is never evaluated")
  }
}

/// A value with a modifier applied to it (Apple: `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
  /// The content that the modifier transforms into a new view.
  public var content: Content
  /// The view modifier.
  public var modifier: Modifier

  /// A structure that the modifier transforms into a new view.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func children(of node: ViewNode) -> [ViewChild] {
    if modifier is any PrimitiveModifier { return [ViewChild(key: .content, view: content)] }
    return [ViewChild(key: .body, view: ModifierBody(modifier: modifier))]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    guard let primitive = modifier as? any PrimitiveModifier else { return children.all }
    if let naming = primitive as? _AccessibilityLabelModifier, let content = children.children.first {
      naming.name(content, in: context)
    }
    return primitive.render(children.all, in: context)
  }

  func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    (modifier as? any PrimitiveModifier)?.environment(environment, node: node) ?? environment
  }

  func mount(_ node: ViewNode) { (modifier as? any PrimitiveModifier)?.mount(node) }

  func update(_ node: ViewNode, from old: ModifiedContent<Content, Modifier>) {
    if let primitive = modifier as? any PrimitiveModifier { primitive.updateErased(node, from: old.modifier) }
    if !(modifier is any PrimitiveModifier) {
      // The modifier's body may not run again, but the content it wraps is new: bring its placeholders up to date.
      node.graph.refreshModifierContent(below: node)
    }
  }

  func appear(_ node: ViewNode) { (modifier as? any PrimitiveModifier)?.appear(node) }
  func disappear(_ node: ViewNode) { (modifier as? any PrimitiveModifier)?.disappear(node) }
}

extension ModifiedContent: ModifierContentProvider where Content: View, Modifier: ViewModifier {
  var modifierType: ObjectIdentifier { ObjectIdentifier(Modifier.self) }
  var contentView: any View { content }
}

/// What a modified content offers the `content` placeholder inside its modifier's body.
protocol ModifierContentProvider {
  var modifierType: ObjectIdentifier { get }
  var contentView: any View { get }
}

/// The body of a user's view modifier, evaluated (and its dynamic properties bound) like a view's body.
struct ModifierBody<Modifier: ViewModifier>: View, BuiltinCompositeView, PropertyHost {
  let modifier: Modifier
  var body: Modifier.Body { modifier.body(content: _ViewModifier_Content()) }
  var propertyValue: Any { modifier }
}

/// The content a view modifier's `body(content:)` receives: the view the modifier is applied to (Apple:
/// `_ViewModifier_Content`).
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  init() {}
}

extension _ViewModifier_Content: View {}

extension _ViewModifier_Content: ModifierContentPlaceholder {
  var modifierType: ObjectIdentifier { ObjectIdentifier(Modifier.self) }
}

/// The `content` placeholder of a modifier's body, brought up to date when the modified content changes.
protocol ModifierContentPlaceholder {
  var modifierType: ObjectIdentifier { get }
}

extension _ViewModifier_Content: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    var current = node.parent
    while let ancestor = current {
      if let provider = ancestor.view as? any ModifierContentProvider,
         provider.modifierType == ObjectIdentifier(Modifier.self) {
        return [ViewChild(key: .content, view: provider.contentView)]
      }
      current = ancestor.parent
    }
    return []
  }
}

extension View {
  /// Applies a modifier to a view and returns a new view.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
  nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A built-in modifier the graph handles itself (lifecycle, tasks, search, styling).
///
/// Like ``PrimitiveView``: per-node state lives in the node (``ViewNode/storage(_:)``), lifecycle actions are queued
/// on the graph (``ViewGraph/enqueueLifecycleAction(_:)``, ``ViewGraph/enqueueTaskAction(_:)``), and what the
/// user can act on is registered while rendering (``RenderContext/addTarget(_:)``).
@MainActor
protocol PrimitiveModifier {
  /// What the modified view shows, given what its content shows. Default: the content's elements.
  func render(_ content: [ScreenElement], in context: RenderContext) -> [ScreenElement]
  /// The environment the content sees (the node is the modified view's). Default: unchanged.
  func environment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues
  /// The node was created with this modifier.
  func mount(_ node: ViewNode)
  /// The node got this modifier value in place of `old`.
  func update(_ node: ViewNode, from old: Self)
  /// The modified view became visible.
  func appear(_ node: ViewNode)
  /// The modified view stopped being visible.
  func disappear(_ node: ViewNode)
}

extension PrimitiveModifier {
  func render(_ content: [ScreenElement], in context: RenderContext) -> [ScreenElement] { content }
  func environment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues { environment }
  func mount(_ node: ViewNode) {}
  func update(_ node: ViewNode, from old: Self) {}
  func appear(_ node: ViewNode) {}
  func disappear(_ node: ViewNode) {}

  func updateErased(_ node: ViewNode, from old: Any) {
    if let old = old as? Self { update(node, from: old) }
  }
}
