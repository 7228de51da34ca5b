// Mirrors: SwiftUI `Toggle`, `ToggleStyle`, `ToggleStyleConfiguration`, `Toggle.init(_:)` (from a configuration),
//   `DefaultToggleStyle`, `SwitchToggleStyle`, `ButtonToggleStyle`, `toggleStyle(_:)`
// SDK: iOS 26 SDK
// Status: partial
/// A control that toggles between on and off states (Apple: `Toggle`). Drawn `[✓] label` when on, `[ ] label`
/// when off; `tap label` flips the binding (Apple docs `Toggle`). The built-in toggle styles draw the same in text.
/// Below `.toggleStyle(S())` with a style of the app's, a toggle is drawn as `S().makeBody(configuration:)` and
/// nothing else: the style's body decides how the toggle is drawn and what changes `isOn` (Apple docs
/// `ToggleStyle`: "Change the value when the user performs an action that's meant to change the toggle"), and in
/// that body `Toggle(configuration)` is drawn with the toggle style that was current outside it.
public struct Toggle<Label: View> {
  let label: Label
  let isOn: Binding<Bool>
  let usesEnvironmentStyle: Bool

  /// Creates a toggle that displays a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(isOn: isOn, usesEnvironmentStyle: true, label: label)
  }

  init(isOn: Binding<Bool>, usesEnvironmentStyle: Bool, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
    self.usesEnvironmentStyle = usesEnvironmentStyle
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

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// Creates a toggle based on a toggle style configuration: drawn with the toggle style that was current outside
  /// the style whose body calls it.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

extension Toggle: PrimitiveView {
  /// The app's style that draws this toggle (nil: the module draws it, `[✓] label`).
  private func customStyle(_ environment: EnvironmentValues) -> (any ToggleStyle)? {
    guard usesEnvironmentStyle, case .toggle(let style)? = environment.controlStyles.current(.toggle),
          !(style is any BuiltinControlStyle) else { return nil }
    return style
  }

  func children(of node: ViewNode) -> [ViewChild] {
    _ = isOn.wrappedValue  // a dependency: a write from anywhere (a task, another view) draws the toggle again
    if let style = customStyle(node.environment) {
      let configuration = ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(content: label), isOn: isOn, isMixed: false)
      return [ViewChild(key: .part("style"), view: style.makeBody(configuration: configuration))]
    }
    return [ViewChild(key: .content, view: label)]
  }

  func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    customStyle(environment) == nil ? environment : environment.removingCurrentStyle(.toggle)
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    if customStyle(context.node.environment) != nil { return children.all }
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

/// The appearance and behavior of a toggle (Apple: `ToggleStyle`).
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// A view that represents the appearance and interaction of a toggle.
  associatedtype Body: View
  /// Creates a view that represents the body of a toggle.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a toggle instance.
  typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance (Apple: `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
  /// A type-erased label of a toggle.
  public struct Label {
    let content: any View
  }

  /// A view that describes the effect of switching the toggle between states.
  public let label: ToggleStyleConfiguration.Label
  /// A binding to a state property that indicates whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle is currently in a mixed state (never: the module offers no toggle over a collection).
  public var isMixed: Bool

  init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>, isMixed: Bool) {
    self.label = label
    self._isOn = isOn
    self.isMixed = isMixed
  }
}

extension ToggleStyleConfiguration.Label: View {}

extension ToggleStyleConfiguration.Label: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
}

/// The default toggle style.
public struct DefaultToggleStyle: ToggleStyle {
  /// Creates a default toggle style.
  public init() {}
  /// Creates a view that represents the body of a toggle: the toggle as the module draws it, `[✓] label`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinToggleBody(configuration: configuration) }
}
/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle {
  /// Creates a switch toggle style.
  public init() {}
  /// Creates a view that represents the body of a toggle: the toggle as the module draws it, `[✓] label`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinToggleBody(configuration: configuration) }
}
/// A toggle style that displays as a button with its label as a title.
public struct ButtonToggleStyle: ToggleStyle {
  /// Creates a button toggle style.
  public init() {}
  /// Creates a view that represents the body of a toggle: the toggle as the module draws it, `[✓] label`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinToggleBody(configuration: configuration) }
}

extension DefaultToggleStyle: BuiltinControlStyle {}
extension SwitchToggleStyle: BuiltinControlStyle {}
extension ButtonToggleStyle: BuiltinControlStyle {}

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
  /// Sets the style for toggles in a view hierarchy.
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    modifier(_ControlStyleModifier(style: .toggle(style)))
  }
}

/// What a built-in toggle style's body is: a toggle drawn `[✓] label` whatever style is current around it.
struct BuiltinToggleBody {
  let configuration: ToggleStyleConfiguration
}

extension BuiltinToggleBody: View {}

extension BuiltinToggleBody: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    [ViewChild(key: .content, view: Toggle(isOn: configuration.$isOn, usesEnvironmentStyle: false) {
      configuration.label
    })]
  }
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
