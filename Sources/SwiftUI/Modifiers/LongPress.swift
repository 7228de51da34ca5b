// Mirrors: SwiftUI `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`,
//   `contextMenu(menuItems:)`, `contextMenu(menuItems:preview:)`
// SDK: iOS 26 SDK
// Status: complete
/// A long press: the user action `hold LABEL`, which names a view by its text as `tap` does.
///
/// - `.onLongPressGesture { … }`: `hold` runs the action (Apple docs `onLongPressGesture(minimumDuration:
///   maximumDistance:perform:onPressingChanged:)`: "Adds an action to perform when this view recognizes a long press
///   gesture"); `onPressingChanged` gets `true` before it and `false` after it, as the finger goes down and up. The
///   hold takes no virtual time (the module's choice: a scripted hold is as long as `minimumDuration` asks).
/// - `.contextMenu { … }`: `hold` opens the menu (Apple docs `contextMenu(menuItems:)`: "people … touch and hold
///   the view to display the menu"): its items are drawn in a box below the view, offered as an open `Menu`'s are —
///   a tapped item runs and closes it, `dismiss` closes it, nothing else can be acted on meanwhile. With
///   `preview:`, the preview is drawn above the items. The items exist while the menu is open.
struct _LongPressAction<Content: View> {
  let content: Content
  let action: () -> Void
  let onPressingChanged: ((Bool) -> Void)?
}

extension _LongPressAction: View {}

extension _LongPressAction: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let elements = children.all
    let action = self.action, pressing = onPressingChanged
    var hold = ActionTarget(kind: .hold, label: ScreenElement.plainText(elements)) { _ in
      pressing?(true)
      action()
      pressing?(false)
    }
    hold.parts = ScreenElement.nameParts(elements)
    context.addTarget(hold)
    return elements
  }
}

/// `.contextMenu`: the view, and while open its items (and preview) in a box below it.
struct _ContextMenu<Content: View, Items: View, Preview: View> {
  let content: Content
  let items: Items
  let preview: Preview?

  /// Whether the menu is open.
  final class State: NodeStorage {
    var isOpen = false
    init() {}
  }
}

extension _ContextMenu: View {}

extension _ContextMenu: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    var children = [ViewChild(key: .content, view: content)]
    guard node.storage(State.self).isOpen else { return children }
    if let preview { children.append(ViewChild(key: .part("preview"), view: preview)) }
    children.append(ViewChild(key: .part("items"), view: items))
    return children
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    let state = node.storage(State.self)
    let sink = node.graph.sink
    let elements = children[.content]
    guard state.isOpen, let items = children.children.first(where: { $0.key == .part("items") }) else {
      var hold = ActionTarget(kind: .hold, label: ScreenElement.plainText(elements)) { _ in
        state.isOpen = true
        sink.invalidate(node)
      }
      hold.parts = ScreenElement.nameParts(elements)
      context.addTarget(hold)
      return elements
    }
    if let preview = children.children.first(where: { $0.key == .part("preview") }) { context.dropTargets(of: preview) }
    MenuOpenings.present(items, in: context) {
      state.isOpen = false
      sink.invalidate(node)
    }
    return [.stack(elements + [.box(children[.part("preview")] + items.elements)])]
  }

  func disappear(_ node: ViewNode) {
    let state = node.storage(State.self)
    if state.isOpen {
      state.isOpen = false
      node.graph.sink.invalidate(node)
    }
  }
}

extension View {
  /// Adds an action to perform when this view recognizes a long press gesture (`hold LABEL`).
  nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                             perform action: @escaping () -> Void,
                                             onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
    _LongPressAction(content: self, action: action, onPressingChanged: onPressingChanged)
  }

  /// Adds a context menu to a view (`hold LABEL` opens it).
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    _ContextMenu<Self, MenuItems, EmptyView>(content: self, items: menuItems(), preview: nil)
  }

  /// Defines a context menu with a custom preview (`hold LABEL` opens it; the preview is drawn above the items).
  nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
    -> some View {
    _ContextMenu(content: self, items: menuItems(), preview: preview())
  }
}
