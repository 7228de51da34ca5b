// Mirrors: SwiftUI `NavigationLink`
// SDK: iOS 26 SDK
// Status: complete
/// A view that controls a navigation presentation (Apple: `NavigationLink`). Drawn `[label ›]`; `tap LABEL`
/// pushes its destination view, or appends its value to the stack's path.
///
/// A link outside a navigation stack, or whose value no `navigationDestination(for:)` of the stack declares (or
/// that a typed path cannot hold), cannot be activated (Apple: "The link cannot be activated"): it is drawn
/// `label ›` without brackets and offers no `tap`; a disabled one (`.disabled(true)`) is drawn `[label ›] (disabled)`.
/// The destination view is the one the link held when it was tapped.
public struct NavigationLink<Label: View, Destination: View> {
  let label: Label
  let target: Target

  enum Target {
    case destination(Destination)
    case value(AnyHashable?)
  }
}

extension NavigationLink {
  /// Creates a navigation link that presents the destination view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .destination(destination())
  }

  /// Creates a navigation link that presents the destination view.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .destination(destination)
  }
}

extension NavigationLink where Label == Text {
  /// Creates a navigation link that presents a destination view, with a text label that the link generates
  /// from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a navigation link that presents a destination view, with a text label that the link generates
  /// from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a navigation link that presents a destination view, with a text label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a navigation link that presents a destination view, with a text label from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// Creates a navigation link that presents the view corresponding to a value.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .value(value.map { AnyHashable($0) })
  }

  /// Creates a navigation link that presents the view corresponding to a value, with a text label that the link
  /// generates from a localized string key.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
    self.init(value: value) { Text(titleKey) }
  }

  /// Creates a navigation link that presents the view corresponding to a value, with a text label that the link
  /// generates from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink: View {}

/// A `NavigationLink(value:)`, whatever its generic arguments. In a `List(selection:)` whose selection is of the
/// value's type, a tap selects the value instead of pushing it (WWDC22 "The SwiftUI cookbook for navigation": a
/// split view's sidebar list of `NavigationLink(category.name, value: category)` drives the selection that the
/// next column shows).
protocol ValueLink {
  var linkValue: AnyHashable? { get }
}

extension NavigationLink: ValueLink {
  var linkValue: AnyHashable? {
    if case .value(let value) = target { return value }
    return nil
  }
}

extension NavigationLink: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: label)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let label = children.all
    let title = ScreenElement.plainText(label)
    let inactive: [ScreenElement] = [.inline(label + [.line("›")])]
    guard let stack = NavigationStackState.enclosing(context.node) else { return inactive }
    guard context.node.environment.isEnabled else {
      return [.inline([.button(label + [.line("›")]), .line(ModuleWords.disabled(context.language))])]
    }
    var tap: ActionTarget
    switch target {
    case .destination(let destination):
      tap = ActionTarget(kind: .tap, label: title) { _ in stack.push(view: destination) }
    case .value(let value):
      if let value, let selection = ListSelection.ofRow(containing: context.node),
         selection.isSelected(.id(value)) != nil {
        // In a list with a selection of its type, the link selects its value (see ``ValueLink``).
        tap = ActionTarget(kind: .tap, label: title) { _ in selection.choose(.id(value)) }
        break
      }
      guard let value, stack.canPush(value) else { return inactive }
      tap = ActionTarget(kind: .tap, label: title) { _ in stack.push(value: value) }
    }
    tap.parts = ScreenElement.nameParts(label)
    context.addTarget(tap)
    return [.button(label + [.line("›")])]
  }
}
