// Mirrors: SwiftUI `LabelStyle`, `LabelStyleConfiguration`, `labelStyle(_:)`, `Label.init(_:)` (from a
//   configuration), `DefaultLabelStyle`, `TitleAndIconLabelStyle`, `TitleOnlyLabelStyle`, `IconOnlyLabelStyle`
// SDK: iOS 26 SDK
// Status: partial
/// Label styles (Apple docs `LabelStyle`: "To configure the current label style for a view hierarchy, use the
/// labelStyle(_:) modifier"). Below `.labelStyle(S())` with a style of the app's, a `Label` is drawn as
/// `S().makeBody(configuration:)`, whose `configuration.title` and `configuration.icon` draw the label's title and
/// icon; in that body `Label(configuration)` is drawn with the label style that was current outside it. The
/// built-in styles draw a label as the module always does, `🖼 icon title`: which part an iPhone shows is artwork
/// here, and the title stays the name a button or row is tapped by.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// A view that represents the body of a label.
  associatedtype Body: View
  /// Creates a view that represents the body of a label.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a label.
  typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label (Apple: `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
  /// A type-erased title view of a label.
  public struct Title {
    let content: any View
  }

  /// A type-erased icon view of a label.
  public struct Icon {
    let content: any View
  }

  /// A description of the labeled item.
  public let title: LabelStyleConfiguration.Title
  /// A symbolic representation of the labeled item.
  public let icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: View {}
extension LabelStyleConfiguration.Icon: View {}

extension LabelStyleConfiguration.Title: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// Creates a label representing the configuration of a style: drawn with the label style that was current
  /// outside the style whose body calls it.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// The default label style in the current context.
public struct DefaultLabelStyle: LabelStyle {
  /// Creates an automatic label style.
  public init() {}
  /// Creates a view that represents the body of a label: the label as the module draws it, `🖼 icon title`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinLabelBody(configuration: configuration) }
}
/// A label style that shows both the title and icon of the label.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates a label style that shows both the title and icon of the label.
  public init() {}
  /// Creates a view that represents the body of a label: the label as the module draws it, `🖼 icon title`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinLabelBody(configuration: configuration) }
}
/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates a title-only label style.
  public init() {}
  /// Creates a view that represents the body of a label: the label as the module draws it, `🖼 icon title`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinLabelBody(configuration: configuration) }
}
/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates an icon-only label style.
  public init() {}
  /// Creates a view that represents the body of a label: the label as the module draws it, `🖼 icon title`.
  public func makeBody(configuration: Configuration) -> some View { BuiltinLabelBody(configuration: configuration) }
}

extension DefaultLabelStyle: BuiltinControlStyle {}
extension TitleAndIconLabelStyle: BuiltinControlStyle {}
extension TitleOnlyLabelStyle: BuiltinControlStyle {}
extension IconOnlyLabelStyle: BuiltinControlStyle {}

extension LabelStyle where Self == DefaultLabelStyle {
  /// A label style that resolves its appearance automatically based on the current context.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// A label style that shows both the title and icon of the label.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// A label style that only displays the title of the label.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// A label style that only displays the icon of the label.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension View {
  /// Sets the style for labels within this view.
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    modifier(_ControlStyleModifier(style: .label(style)))
  }
}

/// What a built-in label style's body is: a label drawn `🖼 icon title` whatever style is current around it.
struct BuiltinLabelBody {
  let configuration: LabelStyleConfiguration
}

extension BuiltinLabelBody: View {}

extension BuiltinLabelBody: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    [ViewChild(key: .content, view: Label(usesEnvironmentStyle: false, title: { configuration.title },
                                          icon: { configuration.icon }))]
  }
}
