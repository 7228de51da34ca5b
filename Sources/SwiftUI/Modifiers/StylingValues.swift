// Mirrors: SwiftUI `Color`, `ShapeStyle`, `HierarchicalShapeStyle`, `Material`, `ForegroundStyle`, `Font`, `Weight`,
//   `TextStyle`, `Design`, `Edge`, `Set`, `HorizontalEdge`, `VerticalEdge`, `EdgeInsets`, `TextAlignment`,
//   `ListStyle`, `DefaultListStyle`, `PlainListStyle`, `GroupedListStyle`, `InsetGroupedListStyle`, `InsetListStyle`,
//   `SidebarListStyle`, `Animation`
// SDK: iOS 26 SDK
// Status: inert
/// A representation of a color (Apple: `Color`). Colours draw nothing in a text rendering; a colour used as a
/// view draws nothing either.
public struct Color: Hashable, Sendable, ShapeStyle {
  /// The colour's name (`red`, an asset's name, `rgb(…)`): what a `ColorPicker` shows.
  let name: String

  /// Creates a color from RGB components (0…1).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    name = "rgb(\(red),\(green),\(blue),\(opacity))"
  }

  /// Creates a color from a white value and an opacity.
  public init(white: Double, opacity: Double = 1) { name = "white(\(white),\(opacity))" }

  /// Creates a color from a color set in the app's asset catalog.
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

  init(named name: String) { self.name = name }

  /// Multiplies the opacity of the color by the given amount.
  public func opacity(_ opacity: Double) -> Color { Color(named: name + "@\(opacity)") }

  /// A black color.
  public static let black = Color(named: "black")
  /// A white color.
  public static let white = Color(named: "white")
  /// A gray color.
  public static let gray = Color(named: "gray")
  /// A red color.
  public static let red = Color(named: "red")
  /// A green color.
  public static let green = Color(named: "green")
  /// A blue color.
  public static let blue = Color(named: "blue")
  /// An orange color.
  public static let orange = Color(named: "orange")
  /// A yellow color.
  public static let yellow = Color(named: "yellow")
  /// A pink color.
  public static let pink = Color(named: "pink")
  /// A purple color.
  public static let purple = Color(named: "purple")
  /// A mint color.
  public static let mint = Color(named: "mint")
  /// A teal color.
  public static let teal = Color(named: "teal")
  /// A cyan color.
  public static let cyan = Color(named: "cyan")
  /// An indigo color.
  public static let indigo = Color(named: "indigo")
  /// A brown color.
  public static let brown = Color(named: "brown")
  /// A clear color.
  public static let clear = Color(named: "clear")
  /// The color to use for primary content.
  public static let primary = Color(named: "primary")
  /// The color to use for secondary content.
  public static let secondary = Color(named: "secondary")
  /// A context-dependent accent color.
  public static let accentColor = Color(named: "accentColor")
}

extension Color: View {}

extension Color: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}

/// A color or pattern to use when rendering a shape (Apple: `ShapeStyle`). No change in a text rendering.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
  /// A black color.
  public static var black: Color { .black }
  /// A white color.
  public static var white: Color { .white }
  /// A gray color.
  public static var gray: Color { .gray }
  /// A red color.
  public static var red: Color { .red }
  /// A green color.
  public static var green: Color { .green }
  /// A blue color.
  public static var blue: Color { .blue }
  /// An orange color.
  public static var orange: Color { .orange }
  /// A yellow color.
  public static var yellow: Color { .yellow }
  /// A pink color.
  public static var pink: Color { .pink }
  /// A purple color.
  public static var purple: Color { .purple }
  /// A clear color.
  public static var clear: Color { .clear }
}

/// A shape style that maps to one of the numbered content styles (Apple: `HierarchicalShapeStyle`).
public struct HierarchicalShapeStyle: ShapeStyle, Equatable {
  private let level: Int
  /// A shape style that maps to the first level of the current content style.
  public static let primary = HierarchicalShapeStyle(level: 1)
  /// A shape style that maps to the second level of the current content style.
  public static let secondary = HierarchicalShapeStyle(level: 2)
  /// A shape style that maps to the third level of the current content style.
  public static let tertiary = HierarchicalShapeStyle(level: 3)
  /// A shape style that maps to the fourth level of the current content style.
  public static let quaternary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// A shape style that maps to the first level of the current content style.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// A shape style that maps to the second level of the current content style.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// A shape style that maps to the third level of the current content style.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// A shape style that maps to the fourth level of the current content style.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// A background material type (Apple: `Material`).
public struct Material: ShapeStyle, Equatable {
  private let name: String
  /// A material that's somewhat translucent.
  public static let regularMaterial = Material(name: "regular")
  /// A mostly translucent material.
  public static let thinMaterial = Material(name: "thin")
  /// A material matching the style of system toolbars.
  public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
  /// A material that's somewhat translucent.
  public static var regularMaterial: Material { .regularMaterial }
  /// A mostly translucent material.
  public static var thinMaterial: Material { .thinMaterial }
  /// A material matching the style of system toolbars.
  public static var bar: Material { .bar }
}

/// The foreground style in the current context (Apple: `ForegroundStyle`).
public struct ForegroundStyle: ShapeStyle, Equatable {
  /// Creates a foreground style instance.
  public init() {}
}

/// An environment-dependent font (Apple: `Font`). No change in a text rendering.
public struct Font: Hashable, Sendable {
  private let name: String

  private init(name: String) { self.name = name }

  /// A font with the large title text style.
  public static let largeTitle = Font(name: "largeTitle")
  /// A font with the title text style.
  public static let title = Font(name: "title")
  /// Create a font for second level hierarchical headings.
  public static let title2 = Font(name: "title2")
  /// Create a font for third level hierarchical headings.
  public static let title3 = Font(name: "title3")
  /// A font with the headline text style.
  public static let headline = Font(name: "headline")
  /// A font with the subheadline text style.
  public static let subheadline = Font(name: "subheadline")
  /// A font with the body text style.
  public static let body = Font(name: "body")
  /// A font with the callout text style.
  public static let callout = Font(name: "callout")
  /// A font with the footnote text style.
  public static let footnote = Font(name: "footnote")
  /// A font with the caption text style.
  public static let caption = Font(name: "caption")
  /// Create a font with the alternate caption text style.
  public static let caption2 = Font(name: "caption2")

  /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied.
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
    Font(name: "system \(size)")
  }

  /// Gets a system font that uses the specified style, design, and weight.
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
    Font(name: "system \(style)")
  }

  /// Adds bold styling to the font.
  public func bold() -> Font { Font(name: name + " bold") }
  /// Adds italics to the font.
  public func italic() -> Font { Font(name: name + " italic") }
  /// Sets the weight of the font.
  public func weight(_ weight: Font.Weight) -> Font { Font(name: name + " \(weight)") }
  /// Returns a modified font that uses fixed-width digits.
  public func monospacedDigit() -> Font { Font(name: name + " monospacedDigit") }

  /// A weight to use for fonts.
  public struct Weight: Hashable, Sendable {
    private let value: Int
    /// Ultralight weight.
    public static let ultraLight = Weight(value: 1)
    /// Thin weight.
    public static let thin = Weight(value: 2)
    /// Light weight.
    public static let light = Weight(value: 3)
    /// Regular weight.
    public static let regular = Weight(value: 4)
    /// Medium weight.
    public static let medium = Weight(value: 5)
    /// Semibold weight.
    public static let semibold = Weight(value: 6)
    /// Bold weight.
    public static let bold = Weight(value: 7)
    /// Heavy weight.
    public static let heavy = Weight(value: 8)
    /// Black weight.
    public static let black = Weight(value: 9)
  }

  /// A dynamic text style to use for fonts.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  /// A design to use for fonts.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
}

/// An enumeration to indicate one edge of a rectangle (Apple: `Edge`).
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  /// An efficient set of edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The leading edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 8)
    /// All edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// An edge on the horizontal axis (Apple: `HorizontalEdge`).
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
  case leading, trailing
}

/// An edge on the vertical axis (Apple: `VerticalEdge`).
public enum VerticalEdge: Int8, CaseIterable, Sendable {
  case top, bottom
}

/// The inset distances for the sides of a rectangle (Apple: `EdgeInsets`).
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Creates edge insets.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// The alignment of text lines (Apple: `TextAlignment`).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

/// A type that applies a custom appearance to all lists within a view hierarchy (Apple: `ListStyle`).
public protocol ListStyle: Sendable {}

/// The list style that describes a platform's default behavior and appearance for a list.
public struct DefaultListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle { public init() {} }
/// The list style that describes the behavior and appearance of a sidebar list.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
  /// The list style that describes a platform's default behavior and appearance for a list.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  /// The list style that describes the behavior and appearance of a plain list.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// The list style that describes the behavior and appearance of a grouped list.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// The list style that describes the behavior and appearance of an inset grouped list.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// The list style that describes the behavior and appearance of an inset list.
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// The list style that describes the behavior and appearance of a sidebar list.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The kinds of animation SwiftUI can perform (Apple: `Animation`). Changes are never animated in text.
public struct Animation: Equatable, Sendable {
  private let name: String
  /// A default animation instance.
  public static let `default` = Animation(name: "default")
  /// An animation with a specified duration that combines the behaviors of in and out easing animations.
  public static let easeInOut = Animation(name: "easeInOut")
  /// An animation that moves at a constant speed.
  public static let linear = Animation(name: "linear")
  /// A spring animation.
  public static let spring = Animation(name: "spring")
  /// An animation with a specified duration that combines the behaviors of in and out easing animations.
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut \(duration)") }
  /// An animation that moves at a constant speed during a specified duration.
  public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear \(duration)") }
}

/// Returns the result of recomputing the view's body with the provided animation: the change is made at once
/// (nothing is animated in a text rendering).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes all the elements at the specified offsets from the collection (SwiftUI's extension, used by
  /// `onDelete`).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      guard offset < count else { continue }
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves all the elements at the specified offsets to the specified destination offset (used by `onMove`).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    var elements = Array(self)
    let moving = source.filter { $0 < elements.count }.map { elements[$0] }
    let before = source.filter { $0 < destination }.count
    for offset in source.sorted(by: >) where offset < elements.count { elements.remove(at: offset) }
    elements.insert(contentsOf: moving, at: Swift.max(0, Swift.min(destination - before, elements.count)))
    for (index, element) in zip(indices, elements) { self[index] = element }
  }
}
