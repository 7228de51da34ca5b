// Mirrors: SwiftUI `Button`, `ButtonRole`
// SDK: iOS 26 SDK
// Status: complete
/// A control that initiates an action (Apple: `Button`). Drawn `[label]`; `tap LABEL` runs its action inside the
/// graph's update, on the main actor. A label with an icon answers to its whole text (`tap "🖼 trash Delete"`) and to
/// its title alone (`tap Delete`). Below `.buttonStyle(_:)` with a style of the app's it is drawn as the style's body
/// (ButtonStyles.swift).
///
/// Apple declares the action `@escaping @MainActor () -> Void` in a module built in the Swift 5 language mode, where
/// that type is not `Sendable`; written in this Swift 6 module, the same spelling would be implicitly `@Sendable`
/// (SE-0434) and refuse what Apple's accepts — a view's `let onDone: () -> Void` passed on as `action: onDone`. So the
/// action is a plain `() -> Void`: a closure written in a view's `body` inherits the main actor, and a main-actor
/// function converts to it there; it is only ever called on the main actor.
public struct Button<Label: View> {
  let label: Label
  let role: ButtonRole?
  let action: () -> Void
  let styling: Styling

  /// Where a button's look comes from.
  enum Styling {
    /// The environment's current button style (what every button the app writes does).
    case environment
    /// The module's own drawing, whatever the environment says (a built-in style's body).
    case builtin
  }

  /// Creates a button that displays a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, style: .environment, label: label)
  }

  /// Creates a button with a specified role that displays a custom label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: role, action: action, style: .environment, label: label)
  }

  init(role: ButtonRole?, action: @escaping () -> Void, style: Styling, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
    self.action = action
    self.styling = style
  }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// Creates a button that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// Creates a button with a specified role that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// Creates a button with a specified role that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button: View {}

extension Button: PrimitiveView {
  /// The app's style that draws this button (nil: the module draws it, `[label]`).
  private func customStyle(_ environment: EnvironmentValues) -> ControlStyle? {
    guard styling == .environment, let style = environment.controlStyles.current(.button), !style.isBuiltin else {
      return nil
    }
    return style
  }

  func children(of node: ViewNode) -> [ViewChild] {
    switch customStyle(node.environment) {
    case .primitiveButton(let style)?:
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: PrimitiveButtonStyleConfiguration.Label(content: label), action: action)
      return [ViewChild(key: .part("style"), view: style.makeBody(configuration: configuration))]
    case .button(let style)?:
      let configuration = ButtonStyleConfiguration(
        role: role, label: ButtonStyleConfiguration.Label(content: label), isPressed: false)
      return [ViewChild(key: .part("style"), view: style.makeBody(configuration: configuration))]
    default:
      return [ViewChild(key: .content, view: label)]
    }
  }

  func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    customStyle(environment) == nil ? environment : environment.removingCurrentStyle(.button)
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    // A primitive style's body is the whole button: it calls `trigger()` where it chooses.
    if case .primitiveButton? = customStyle(context.node.environment) { return children.all }
    let action = self.action
    let title = ScreenElement.plainText(children.all)
    guard context.node.environment.isEnabled else {
      return [.inline([.button(children.all), .line(ModuleWords.disabled(context.language))])]
    }
    // A label with an icon (`Label("Delete", systemImage: "trash")`) also answers to its title alone, as a toggle's.
    let titleOnly = ControlLabel.text(children.all)
    let aliases = titleOnly.isEmpty || titleOnly == title ? [] : [titleOnly]
    var target = ActionTarget(kind: .tap, label: title, aliases: aliases) { _ in action() }
    target.parts = ScreenElement.nameParts(children.all)
    context.addTarget(target)
    return [.button(children.all)]
  }
}

/// A value that describes the purpose of a button (Apple: `ButtonRole`).
public struct ButtonRole: Equatable, Sendable {
  private let name: String
  /// A role that indicates a destructive button.
  public static let destructive = ButtonRole(name: "destructive")
  /// A role that indicates a button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
  /// A role that indicates a button that closes a presentation.
  public static let close = ButtonRole(name: "close")
  /// A role that indicates a button that confirms an operation.
  public static let confirm = ButtonRole(name: "confirm")
}
