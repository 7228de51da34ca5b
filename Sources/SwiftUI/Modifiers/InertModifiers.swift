// Mirrors: SwiftUI `padding(_:_:)`, `padding(_:)`, `font(_:)`, `fontWeight(_:)`, `bold(_:)`, `italic(_:)`,
//   `monospacedDigit()`, `foregroundStyle(_:)`, `foregroundStyle(_:_:)`, `foregroundColor(_:)`, `tint(_:)`,
//   `frame(width:height:alignment:)`,
//   `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, `listStyle(_:)`,
//   `background(_:ignoresSafeAreaEdges:)`, `background(_:in:fillStyle:)`, `lineLimit(_:)`,
//   `lineLimit(_:reservesSpace:)`, `edgesIgnoringSafeArea(_:)`,
//   `multilineTextAlignment(_:)`, `clipShape(_:style:)`, `cornerRadius(_:antialiased:)`, `shadow(color:radius:x:y:)`,
//   `opacity(_:)`, `scaledToFill()`, `scaledToFit()`, `aspectRatio(_:contentMode:)`, `ignoresSafeArea(_:edges:)`,
//   `preferredColorScheme(_:)`, `animation(_:value:)`, `textFieldStyle(_:)`,
//   `imageScale(_:)`, `Scale`, `ContentMode`, `SafeAreaRegions`, `FillStyle`, `Circle`, `Rectangle`,
//   `RoundedRectangle`, `Capsule`, `rect(cornerRadius:)`,
//   `TextFieldStyle`, `DefaultTextFieldStyle`, `PlainTextFieldStyle`, `RoundedBorderTextFieldStyle`
// SDK: iOS 26 SDK
// Status: inert
/// A modifier that changes how a view looks, not what it shows in text: padding, fonts, colours, frames … The
/// modified view draws exactly as its content (the rule: styling compiles and leaves the tree as it is).
struct _StylingModifier {}

extension _StylingModifier: ViewModifier {
  typealias Body = Never
}

extension _StylingModifier: PrimitiveModifier {}

extension View {
  /// Adds an equal padding amount to specific edges of this view (no change in a text rendering).
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { styled }
  /// Adds a specific padding amount to each edge of this view.
  nonisolated public func padding(_ length: CGFloat) -> some View { styled }
  /// Adds different padding amounts to each edge of this view.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { styled }
  /// Sets the default font for text in this view.
  nonisolated public func font(_ font: Font?) -> some View { styled }
  /// Sets the font weight of the text in this view.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { styled }
  /// Applies a bold font weight to the text in this view.
  nonisolated public func bold(_ isActive: Bool = true) -> some View { styled }
  /// Applies italics to the text in this view.
  nonisolated public func italic(_ isActive: Bool = true) -> some View { styled }
  /// Modifies the fonts of all child views to use fixed-width digits.
  nonisolated public func monospacedDigit() -> some View { styled }
  /// Sets a view's foreground elements to use a given style.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { styled }
  /// Sets the primary and secondary levels of the foreground style in the child view.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View { styled }
  /// Sets the color of the foreground elements displayed by this view.
  nonisolated public func foregroundColor(_ color: Color?) -> some View { styled }
  /// Sets the tint color within this view.
  nonisolated public func tint(_ tint: Color?) -> some View { styled }
  /// Positions this view within an invisible frame with the specified size.
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View { styled }
  /// Positions this view within an invisible frame having the specified size constraints.
  nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                                alignment: Alignment = .center) -> some View { styled }
  /// Sets the style for lists within this view.
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { styled }
  /// Sets the view's background to a style.
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View { styled }
  /// Sets the view's background to an insettable shape filled with a style.
  nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                              fillStyle: FillStyle = FillStyle()) -> some View {
    styled
  }
  /// Sets the maximum number of lines that text can occupy in this view.
  nonisolated public func lineLimit(_ number: Int?) -> some View { styled }
  /// Sets a limit for the number of lines text can occupy in this view, reserving the space of `limit` lines when
  /// `reservesSpace` is true.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { styled }
  /// Sets to a closed range the number of lines that text can occupy in this view.
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { styled }
  /// Sets to a partial range the number of lines that text can occupy in this view.
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { styled }
  /// Sets to a partial range the number of lines that text can occupy in this view.
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { styled }
  /// Sets the alignment of a text view that contains multiple lines of text.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { styled }
  /// Sets a clipping shape for this view.
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { styled }
  /// Clips this view to its bounding frame, with the specified corner radius.
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { styled }
  /// Adds a shadow to this view.
  nonisolated public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View { styled }
  /// Sets the transparency of this view.
  nonisolated public func opacity(_ opacity: Double) -> some View { styled }
  /// Scales this view to fill its parent.
  nonisolated public func scaledToFill() -> some View { styled }
  /// Scales this view to fit its parent.
  nonisolated public func scaledToFit() -> some View { styled }
  /// Constrains this view's dimensions to the specified aspect ratio.
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    styled
  }
  /// Expands the safe area of a view.
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View { styled }
  /// Changes the view's proposed area to extend outside the screen's safe areas (Apple deprecates it "in a future
  /// version" for `ignoresSafeArea(_:edges:)`, without a warning).
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { styled }
  /// Sets the preferred color scheme for this presentation.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { styled }
  /// Applies the given animation to this view when the specified value changes (changes are never animated in
  /// text).
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { styled }
  /// Sets the style for text fields within this view.
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { styled }
  /// Scales images within the view according to one of the relative sizes available.
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View { styled }

  nonisolated private var styled: ModifiedContent<Self, _StylingModifier> {
    ModifiedContent(content: self, modifier: _StylingModifier())
  }
}

extension Image {
  /// A scale to apply to vector images relative to text.
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }
}

/// Constants that define how a view's content fills the available space (Apple: `ContentMode`).
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit, fill
}

/// A set of symbolic safe area regions (Apple: `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The safe area defined by the device and containers within the user interface.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The safe area matching the current extent of any software keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// All safe area regions.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A style for rasterizing vector shapes (Apple: `FillStyle`).
public struct FillStyle: Equatable, Sendable {
  /// Whether to use the even-odd rule.
  public var isEOFilled: Bool
  /// Whether to apply antialiasing.
  public var isAntialiased: Bool

  /// Creates a new fill style with the specified settings.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// A circle centered on the frame of the view containing it (Apple: `Circle`).
public struct Circle: Shape {
  /// Creates a circle.
  public init() {}
}

/// A rectangular shape aligned inside the frame of the view containing it (Apple: `Rectangle`).
public struct Rectangle: Shape {
  /// Creates a rectangle.
  public init() {}
}

/// A rectangular shape with rounded corners (Apple: `RoundedRectangle`).
public struct RoundedRectangle: Shape {
  /// The width and height of the rounded rectangle's corners.
  public var cornerSize: CGSize

  /// Creates a new rounded rectangle shape.
  public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
}

/// A capsule shape aligned inside the frame of the view containing it (Apple: `Capsule`).
public struct Capsule: Shape {
  /// Creates a capsule.
  public init() {}
}

extension Circle: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}

extension Rectangle: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}

extension RoundedRectangle: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}

extension Capsule: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}

extension Shape where Self == Circle {
  /// A circle centered on the frame of the view containing it.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Rectangle {
  /// A rectangular shape aligned inside the frame of the view containing it.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
  public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

extension Shape where Self == Capsule {
  /// A capsule shape.
  public static var capsule: Capsule { Capsule() }
}

/// A specification for the appearance and interaction of a text field (Apple: `TextFieldStyle`).
public protocol TextFieldStyle: Sendable {}

/// The default text field style, based on the text field's context.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default text field style, based on the text field's context.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field style with no decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field style with a system-defined rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
