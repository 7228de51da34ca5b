// Mirrors: SwiftUI `ButtonStyle`, `ButtonStyleConfiguration`, `PrimitiveButtonStyle`,
//   `PrimitiveButtonStyleConfiguration`, `buttonStyle(_:)`, `Button.init(_:)` (from a configuration),
//   `DefaultButtonStyle`, `PlainButtonStyle`, `BorderlessButtonStyle`, `BorderedButtonStyle`,
//   `BorderedProminentButtonStyle`
// SDK: iOS 26 SDK
// Status: partial
/// Button styles (Apple docs `ButtonStyle`, `PrimitiveButtonStyle`, `buttonStyle(_:)`). The style is an environment
/// value: a `Button` below `.buttonStyle(S())` is drawn as `S().makeBody(configuration:)` ("the system calls this
/// method for each Button instance in a view hierarchy where this style is the current button style").
///
/// - A `ButtonStyle` changes the appearance only and keeps "the standard button interaction behavior": its body is
///   drawn as a button, `[body]`, and `tap` with its text runs the button's action.
/// - A `PrimitiveButtonStyle` decides the interaction too: its body is drawn as it is, and the button's action runs
///   when the body calls `configuration.trigger()` ("performs the button's action"), e.g. from a `Button` it holds.
/// - Inside a style's body the current style is the one that was current outside it, so `Button(configuration)`
///   "modifies the current button style" as Apple documents, and a plain `Button` in a style's body is not drawn
///   with that same style again.
/// - The built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`) draw every
///   button as `[label]`: their difference is artwork.
/// - `isPressed` is `false` whenever a body is drawn: a `tap` is a press and a release at the same instant, so no
///   screen falls between them.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View
  /// Creates a view that represents the body of a button.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a button.
  typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button (Apple: `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
  /// A type-erased label of a button.
  public struct Label {
    let content: any View
  }

  /// An optional semantic role that describes the button's purpose.
  public let role: ButtonRole?
  /// A view that describes the effect of pressing the button.
  public let label: ButtonStyleConfiguration.Label
  /// A Boolean that indicates whether the user is currently pressing the button (always false in text: see the
  /// file's header).
  public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons within a view hierarchy
/// (Apple: `PrimitiveButtonStyle`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// A view that represents the body of a button.
  associatedtype Body: View
  /// Creates a view that represents the body of a button.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button (Apple: `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
  /// A type-erased label of a button.
  public struct Label {
    let content: any View
  }

  /// An optional semantic role describing the button's purpose.
  public let role: ButtonRole?
  /// A view that describes the effect of calling the button's action.
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: () -> Void

  /// Performs the button's action.
  public func trigger() { action() }
}

extension ButtonStyleConfiguration.Label: View {}
extension PrimitiveButtonStyleConfiguration.Label: View {}

extension ButtonStyleConfiguration.Label: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// Creates a button based on a configuration for a style with a custom appearance and custom interaction
  /// behavior: drawn with the button style that was current outside the style whose body calls it.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

/// The default button style, based on the button's context.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates a default button style.
  public init() {}
  /// Creates a view that represents the body of a button: the button as the module draws it, `[label]`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinButtonBody(configuration: configuration) }
}
/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// Creates a plain button style.
  public init() {}
  /// Creates a view that represents the body of a button: the button as the module draws it, `[label]`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinButtonBody(configuration: configuration) }
}
/// A button style that doesn't apply a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// Creates a borderless button style.
  public init() {}
  /// Creates a view that represents the body of a button: the button as the module draws it, `[label]`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinButtonBody(configuration: configuration) }
}
/// A button style that applies standard border artwork based on the button's context.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates a bordered button style.
  public init() {}
  /// Creates a view that represents the body of a button: the button as the module draws it, `[label]`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinButtonBody(configuration: configuration) }
}
/// A button style that applies standard border prominent artwork based on the button's context.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates a bordered prominent button style.
  public init() {}
  /// Creates a view that represents the body of a button: the button as the module draws it, `[label]`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinButtonBody(configuration: configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default button style, based on the button's context.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button style that doesn't style or decorate its content while idle.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button style that doesn't apply a border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button style that applies standard border artwork based on the button's context.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button style that applies standard border prominent artwork based on the button's context.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension DefaultButtonStyle: BuiltinControlStyle {}
extension PlainButtonStyle: BuiltinControlStyle {}
extension BorderlessButtonStyle: BuiltinControlStyle {}
extension BorderedButtonStyle: BuiltinControlStyle {}
extension BorderedProminentButtonStyle: BuiltinControlStyle {}

extension View {
  /// Sets the style for buttons within this view to a button style with a custom appearance and custom
  /// interaction behavior.
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    modifier(_ControlStyleModifier(style: .primitiveButton(style)))
  }

  /// Sets the style for buttons within this view to a button style with a custom appearance and standard
  /// interaction behavior.
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(_ControlStyleModifier(style: .button(style)))
  }
}

/// What a built-in style's body is: a button drawn `[label]` whatever style is current around it.
struct BuiltinButtonBody {
  let configuration: PrimitiveButtonStyleConfiguration
}

extension BuiltinButtonBody: View {}

extension BuiltinButtonBody: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    [ViewChild(key: .content, view: Button(role: configuration.role, action: configuration.action, style: .builtin) {
      configuration.label
    })]
  }
}
