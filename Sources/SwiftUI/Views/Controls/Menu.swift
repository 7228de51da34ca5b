// Mirrors: SwiftUI `Menu`
// SDK: iOS 26 SDK
// Status: complete
/// A control for presenting a menu of actions (Apple: `Menu`). Drawn `[Sort ▾]`; `tap Sort` opens it: its
/// content (buttons, pickers, dividers, sections, menus) is drawn in a box below, and until one of its buttons is
/// tapped (which runs the button's action and closes the menu) or `dismiss` closes it, only the menu's content can
/// be acted on — the two taps a user makes on iOS. The content exists while the menu is open (it appears when
/// opened and disappears when closed; our choice, Apple documents none). A menu with `primaryAction:` runs that
/// action on `tap`; its content, which iOS opens with a long press, cannot be reached in text.
public struct Menu<Label: View, Content: View> {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
}

extension Menu {
  /// Creates a menu with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    primaryAction = nil
  }

  /// Creates a menu with a custom label and a primary action.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
              primaryAction: @escaping () -> Void) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }
}

extension Menu where Label == Text {
  /// Creates a menu that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// Creates a menu that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }

  /// Creates a menu with a primary action that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
              primaryAction: @escaping () -> Void) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// Creates a menu with a primary action that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content,
                                 primaryAction: @escaping () -> Void) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
  /// Creates a menu with a system image and a label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
  }

  /// Creates a menu with a system image and a label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { SwiftUI.Label(title, systemImage: systemImage) })
  }
}

extension Menu: View {}

extension Menu: PrimitiveView {
  /// Whether the menu is open.
  final class State: NodeStorage {
    var isOpen = false
    init() {}
  }

  func children(of node: ViewNode) -> [ViewChild] {
    let label = ViewChild(key: .part("label"), view: self.label)
    return node.storage(State.self).isOpen ? [label, ViewChild(key: .content, view: content)] : [label]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    let state = node.storage(State.self)
    let sink = node.graph.sink
    let labelElements = children[.part("label")]
    let head: ScreenElement = .button(labelElements + [.line("▾")])
    let content = children.children.first { $0.key == .content }
    guard node.environment.isEnabled else {
      if let content { context.dropTargets(of: content) }
      return [.inline([head, .line(ModuleWords.disabled(context.language))])]
    }
    // A label with a title is named by it; an image-only one by its whole text (`🖼 ellipsis`) or its symbol name.
    var name = ControlLabel.text(labelElements)
    if name.isEmpty { name = ScreenElement.plainText(labelElements) }
    guard state.isOpen, let content else {
      let primary = primaryAction
      var opener = ActionTarget(kind: .tap, label: name) { _ in
        if let primary { return primary() }
        state.isOpen = true
        MenuOpenings.count += 1
        sink.invalidate(node)
      }
      opener.parts = ScreenElement.nameParts(labelElements)
      context.addTarget(opener)
      return [head]
    }
    MenuOpenings.present(content, in: context) {
      state.isOpen = false
      sink.invalidate(node)
    }
    return [.stack([head, .box(content.elements)])]
  }

  func disappear(_ node: ViewNode) {
    let state = node.storage(State.self)
    if state.isOpen {
      state.isOpen = false
      node.graph.sink.invalidate(node)
    }
  }
}

/// How many menus were opened so far: a submenu opened from a menu's content keeps that menu open.
@MainActor
enum MenuOpenings {
  static var count = 0

  /// Offers an open menu's items (a `Menu`'s, a context menu's): a tapped item runs, then the menu closes (unless
  /// the item opened a submenu); `dismiss` closes it; nothing else on screen can be acted on meanwhile.
  static func present(_ items: RenderedChild, in context: RenderContext, close: @escaping @MainActor () -> Void) {
    context.changeTargets(of: items) { target in
      var wrapped = target
      wrapped.perform = { action in
        let opened = MenuOpenings.count
        target.perform(action)
        if MenuOpenings.count == opened { close() }
      }
      return wrapped
    }
    context.addTarget(ActionTarget(kind: .dismiss, label: "") { _ in close() })
    context.presentModally(from: items.targets.lowerBound)
  }
}
