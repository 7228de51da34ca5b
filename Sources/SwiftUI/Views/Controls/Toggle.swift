// Mirrors: SwiftUI `Toggle`, `ToggleStyle`, `DefaultToggleStyle`, `SwitchToggleStyle`, `ButtonToggleStyle`,
//   `toggleStyle(_:)`
// SDK: iOS 26 SDK
// Status: partial
/// A control that toggles between on and off states (Apple: `Toggle`). Drawn `[✓] label` when on, `[ ] label`
/// when off; `tap label` flips the binding (Apple docs `Toggle`). Every toggle style draws the same in text.
public struct Toggle<Label: View> {
  let label: Label
  let isOn: Binding<Bool>

  /// Creates a toggle that displays a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
  }

  /// Not simulated: a toggle over a collection of bindings (a mixed state).
  @available(*, unavailable, message: "Toggle(sources:isOn:label:) is not simulated by asyncplay; use one Toggle per binding")
  public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                         @ViewBuilder label: () -> Label) {
    fatalError("unavailable")
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// Creates a toggle that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  /// Creates a toggle with a system image and a label from a localized string key (drawn `[✓] 🖼 name title`).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a toggle with a system image and a label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

extension Toggle: View {}

extension Toggle: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    _ = isOn.wrappedValue  // a dependency: a write from anywhere (a task, another view) draws the toggle again
    return [ViewChild(key: .content, view: label)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let box: ScreenElement = .line(isOn.wrappedValue ? "[✓]" : "[ ]")
    guard context.node.environment.isEnabled else {
      return [.inline([box] + children.all + [.line(ModuleWords.disabled(context.language))])]
    }
    let isOn = self.isOn
    let title = ControlLabel.text(children.all)
    let full = ScreenElement.plainText(children.all)
    context.addTarget(ActionTarget(kind: .tap, label: title, aliases: full == title ? [] : [full]) { _ in
      isOn.wrappedValue.toggle()
    })
    return [.inline([box] + children.all)]
  }
}

/// A specification for the appearance and interaction of a toggle (Apple: `ToggleStyle`). Every style draws the
/// same in text.
public protocol ToggleStyle: Sendable {}

/// The default toggle style.
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
/// A toggle style that displays as a button with its label as a title.
public struct ButtonToggleStyle: ToggleStyle { public init() {} }

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default toggle style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A toggle style that displays a leading label and a trailing switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle style that displays as a button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
  /// Sets the style for toggles in a view hierarchy (no change in text).
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { modifier(_StylingModifier()) }
}

/// The name a control's label answers to: its text without the images (`Label("Wi-Fi", systemImage: "wifi")` is
/// tapped as `Wi-Fi`, though drawn `🖼 wifi Wi-Fi`).
enum ControlLabel {
  static func text(_ elements: [ScreenElement]) -> String {
    ScreenElement.plainText(withoutImages(elements))
  }

  private static func withoutImages(_ elements: [ScreenElement]) -> [ScreenElement] {
    elements.compactMap { element in
      switch element {
      case .line(let text) where text.hasPrefix("🖼 "): nil
      case .inline(let inner): .inline(withoutImages(inner))
      case .stack(let inner): .stack(withoutImages(inner))
      default: element
      }
    }
  }
}
