// Mirrors: SwiftUI `InsettableShape`, `strokeBorder(_:lineWidth:antialiased:)`, `strokeBorder(_:style:antialiased:)`, `strokeBorder(style:antialiased:)`,
//   `stroke(style:)`, `stroke(lineWidth:)`, `StrokeStyle`, `Ellipse`, `inset(by:)`,
//   `Gradient`, `LinearGradient`, `RadialGradient`, `AngularGradient`, the remaining `Material`s and `Color`s as
//   `ShapeStyle` members
// SDK: iOS 26 SDK
// Status: inert
// Shapes, strokes, gradients and materials are drawing: a shape draws nothing in a text rendering (as `Circle`
// does), a style changes nothing.

/// A shape type that is able to inset itself to produce another shape (Apple: `InsettableShape`).
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// Returns `self` inset by `amount`.
  func inset(by amount: CGFloat) -> InsetShape
}

extension Circle: InsettableShape {
  /// Returns a circle inset by `amount`.
  public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}
extension Rectangle: InsettableShape {
  /// Returns a rectangle inset by `amount`.
  public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}
extension RoundedRectangle: InsettableShape {
  /// Returns a rounded rectangle inset by `amount`.
  public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}
extension Capsule: InsettableShape {
  /// Returns a capsule inset by `amount`.
  public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

/// An ellipse aligned inside the frame of the view containing it (Apple: `Ellipse`).
public struct Ellipse: InsettableShape {
  /// Creates an ellipse.
  public init() {}
  /// Returns an ellipse inset by `amount`.
  public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}

extension RoundedRectangle {
  /// Creates a new rounded rectangle shape with a corner size.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) { self.cornerSize = cornerSize }
  /// Creates a new rounded rectangle shape with a corner radius and a style.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
  }
}

/// Defines the shape of a rounded rectangle's corners (Apple: `RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// The characteristics of a stroke that traces a path (Apple: `StrokeStyle`).
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the stroked path.
  public var lineWidth: CGFloat
  /// The spacing of alternating painted and unpainted segments of the line.
  public var dash: [CGFloat]
  /// The distance into the dash pattern at which to start.
  public var dashPhase: CGFloat
  /// Creates a new stroke style from the given components.
  public init(lineWidth: CGFloat = 1, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
    self.lineWidth = lineWidth
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

extension InsettableShape {
  /// Returns a view that is the result of insetting `self` by half the line width, then filling the stroke with
  /// `content`.
  nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View { modifier(_StylingModifier()) }
  /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking it with `style`,
  /// then filling with `content`.
  nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View { modifier(_StylingModifier()) }
  /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking it with `style`,
  /// then filling with the foreground color.
  nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    modifier(_StylingModifier())
  }
  /// Returns a view that is the result of filling an inner stroke of `self` with the foreground color.
  nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    modifier(_StylingModifier())
  }
}

extension Shape {
  /// Returns a new shape that is a stroked copy of `self`, using the contents of `style`.
  nonisolated public func stroke(style: StrokeStyle) -> some View { modifier(_StylingModifier()) }
  /// Returns a new shape that is a stroked copy of `self` with line-width `lineWidth`.
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> some View { modifier(_StylingModifier()) }
}

/// A color gradient represented as an array of color stops (Apple: `Gradient`).
public struct Gradient: Hashable, Sendable {
  /// One color stop in the gradient.
  public struct Stop: Hashable, Sendable {
    /// The color for the stop.
    public var color: Color
    /// The parametric location of the stop.
    public var location: CGFloat
    /// Creates a color stop with a color and location.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  /// The array of color stops.
  public var stops: [Stop]
  /// Creates a gradient from an array of color stops.
  public init(stops: [Stop]) { self.stops = stops }
  /// Creates a gradient from an array of colors, evenly spaced.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }
}

/// A linear gradient (Apple: `LinearGradient`). Draws nothing in text.
public struct LinearGradient: ShapeStyle {
  /// Creates a linear gradient from a base gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
  /// Creates a linear gradient from a collection of colors.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
  /// Creates a linear gradient from a collection of color stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

/// A radial gradient (Apple: `RadialGradient`). Draws nothing in text.
public struct RadialGradient: ShapeStyle {
  /// Creates a radial gradient from a base gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  /// Creates a radial gradient from a collection of colors.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  /// Creates a radial gradient from a collection of color stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

/// An angular gradient (Apple: `AngularGradient`). Draws nothing in text.
public struct AngularGradient: ShapeStyle {
  /// Creates an angular gradient from a base gradient.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
  /// Creates an angular gradient from a collection of colors.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {}
  /// Creates an angular gradient from a collection of color stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {}
}

extension LinearGradient: View {}

extension LinearGradient: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}
extension RadialGradient: View {}

extension RadialGradient: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}
extension AngularGradient: View {}

extension AngularGradient: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient { LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint) }
  /// A linear gradient between colors.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}

extension Material {
  /// A mostly translucent material.
  public static let ultraThinMaterial = Material.thinMaterial
  /// A material that's more opaque than translucent.
  public static let thickMaterial = Material.regularMaterial
  /// A mostly opaque material.
  public static let ultraThickMaterial = Material.regularMaterial
}

extension ShapeStyle where Self == Material {
  /// A mostly translucent material.
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  /// A material that's more opaque than translucent.
  public static var thickMaterial: Material { .thickMaterial }
  /// A mostly opaque material.
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
}

extension ShapeStyle where Self == Color {
  /// A mint color.
  public static var mint: Color { .mint }
  /// A teal color.
  public static var teal: Color { .teal }
  /// A cyan color.
  public static var cyan: Color { .cyan }
  /// An indigo color.
  public static var indigo: Color { .indigo }
  /// A brown color.
  public static var brown: Color { .brown }
  /// The accent color.
  public static var accentColor: Color { .accentColor }
}

extension Color {
  /// Creates a color from its hue, saturation and brightness components.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init(red: hue, green: saturation, blue: brightness, opacity: opacity)
  }
  /// Creates a color from a color space and red, green and blue components.
  public init(_ colorSpace: Color.RGBColorSpace, red: Double, green: Double, blue: Double,
              opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }
  /// A profile that specifies how to interpret a color value for display (Apple: `Color.RGBColorSpace`).
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }
  /// A gradient of this color (not drawn).
  public var gradient: AnyGradient { AnyGradient() }
}

/// A color gradient (Apple: `AnyGradient`). Draws nothing.
public struct AnyGradient: ShapeStyle, Hashable {}
