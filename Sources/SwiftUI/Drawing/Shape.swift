// Mirrors: SwiftUI `Shape` (`path(in:)`, `body`), `_ShapeView`, `path(in:)` of `Circle`, `Rectangle`,
//   `RoundedRectangle`, `Capsule`, `Ellipse`, `Path`
// SDK: iOS 26 SDK
// Status: partial
/// A 2D shape that you can use when drawing a view (Apple: `Shape`): `struct Triangle: Shape { func path(in rect:
/// CGRect) -> Path { … } }`.
///
/// A shape's geometry is real (its `path(in:)` answers as on Apple's platforms, built-in shapes included), but a
/// shape drawn as a view shows nothing in a text screen: the module never calls `path(in:)` to draw it, since no
/// pixel is drawn (Apple calls it on each draw, so a `path(in:)` with side effects — rare — runs there and not
/// here).
public protocol Shape: Sendable, Animatable, View {
  /// Describes this shape as a path within a rectangular frame of reference.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// A shape draws itself as a view: nothing, in a text screen.
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape filled with a style, as a view (Apple: `_ShapeView`, the body of every shape). Draws nothing in text.
public struct _ShapeView<Content: Shape, Style: ShapeStyle> {
  /// The shape.
  public var shape: Content
  /// The style it is filled with.
  public var style: Style

  /// A view of `shape` filled with `style`.
  public init(shape: Content, style: Style) {
    self.shape = shape
    self.style = style
  }
}

extension _ShapeView: View {}

extension _ShapeView: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}

// The built-in shapes draw themselves (primitives, `Body == Never`); their geometry is Apple's.

extension Circle {
  public typealias Body = Never
  /// The largest circle centred in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
}

extension Rectangle {
  public typealias Body = Never
  /// The rectangle itself.
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension RoundedRectangle {
  public typealias Body = Never
  /// The rectangle with its corners rounded by ``cornerSize``.
  nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

extension Capsule {
  public typealias Body = Never
  /// The rectangle with its shorter side's ends fully rounded.
  nonisolated public func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius)
  }
}

extension Ellipse {
  public typealias Body = Never
  /// The ellipse inscribed in `rect`.
  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Path: Shape {
  public typealias Body = Never
  /// The path itself, whatever the rectangle.
  nonisolated public func path(in rect: CGRect) -> Path { self }
}

extension Path: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}
