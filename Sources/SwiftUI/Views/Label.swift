// Mirrors: SwiftUI `Label`, `Image`, `ResizingMode`, `TemplateRenderingMode`, `Spacer`, `Divider`
// SDK: iOS 26 SDK
// Status: complete
/// A standard label for user interface items, consisting of an icon with a title (Apple: `Label`). Drawn
/// `🖼 icon title` on one line; below `.labelStyle(_:)` with a style of the app's, as the style's body
/// (LabelStyles.swift).
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon
  let usesEnvironmentStyle: Bool

  /// Creates a label with a custom title and icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.init(usesEnvironmentStyle: true, title: title, icon: icon)
  }

  init(usesEnvironmentStyle: Bool, @ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
    self.usesEnvironmentStyle = usesEnvironmentStyle
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a system icon image and a title generated from a localized string.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with a system icon image and a title generated from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// Creates a label with an icon image and a title generated from a localized string.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

extension Label: View {}

extension Label: PrimitiveView {
  /// The app's style that draws this label (nil: the module draws it, `🖼 icon title`).
  private func customStyle(_ environment: EnvironmentValues) -> (any LabelStyle)? {
    guard usesEnvironmentStyle, case .label(let style)? = environment.controlStyles.current(.label),
          !(style is any BuiltinControlStyle) else { return nil }
    return style
  }

  func children(of node: ViewNode) -> [ViewChild] {
    if let style = customStyle(node.environment) {
      let configuration = LabelStyleConfiguration(title: LabelStyleConfiguration.Title(content: title),
                                                  icon: LabelStyleConfiguration.Icon(content: icon))
      return [ViewChild(key: .part("style"), view: style.makeBody(configuration: configuration))]
    }
    return [ViewChild(key: .part("icon"), view: icon), ViewChild(key: .part("title"), view: title)]
  }

  func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    customStyle(environment) == nil ? environment : environment.removingCurrentStyle(.label)
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    if customStyle(context.node.environment) != nil { return children.all }
    return [.inline(children[.part("icon")] + children[.part("title")])]
  }
}

/// A view that displays an image (Apple: `Image`). Drawn `🖼 name`.
public struct Image: Equatable, Sendable {
  let name: String

  /// Creates a system symbol image.
  public init(systemName: String) { name = systemName }

  /// Creates a labeled image that you can use as content for controls.
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

  /// Sets the mode by which SwiftUI resizes an image to fit its space (no change in a text rendering).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }

  /// Indicates whether SwiftUI renders an image as-is, or by using a different mode (no change in text).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// The modes that SwiftUI uses to resize an image to fit within its containing view.
  public enum ResizingMode: Sendable {
    /// A mode to repeat the image at its original size.
    case tile
    /// A mode to enlarge or reduce the size of an image.
    case stretch
  }

  /// A type that indicates how SwiftUI renders images.
  public enum TemplateRenderingMode: Sendable {
    /// A mode that renders all non-transparent pixels as the foreground color.
    case template
    /// A mode that renders pixels of bitmap images as-is.
    case original
  }
}

extension Image: View {}

extension Image: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    if Redaction.isPlaceholder(context.node.environment) { return [.line(String(Redaction.block))] }
    return [.line(name.isEmpty ? "▢" : "🖼 " + name)]  // an unnamed image: AsyncImage's placeholder
  }
}

/// A flexible space that expands along the major axis of its containing stack layout (Apple: `Spacer`). Draws
/// nothing.
public struct Spacer: Sendable {
  /// The minimum length this spacer can be shrunk to.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View {}

extension Spacer: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}

/// A visual element that can be used to separate other content (Apple: `Divider`). Drawn as a rule.
public struct Divider: Sendable {
  /// Creates a divider.
  public init() {}
}

extension Divider: View {}

extension Divider: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    [.line(String(repeating: "─", count: 20))]
  }
}
