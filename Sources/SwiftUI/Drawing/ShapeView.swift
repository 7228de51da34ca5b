// Mirrors: SwiftUI `ShapeView`, `FillShapeView`, `StrokeShapeView`, `Shape.fill(_:style:)`,
//   `Shape.stroke(_:style:antialiased:)`, `ShapeView.fill(_:style:)`, `ShapeView.stroke(_:style:antialiased:)`,
//   `ShapeView.stroke(_:lineWidth:antialiased:)`
// SDK: iOS 26 SDK
// Status: inert
// iOS 17's shape views: a filled or stroked shape is itself a `ShapeView`, so a fill and a stroke chain
// (`Circle().stroke(.black, style: …).fill(.red)`: Apple docs `ShapeView`). Fills and strokes are drawing: the
// view draws what its shape draws in a text screen (nothing), and the styles change nothing.

/// A view that provides a shape that you can use for drawing operations (Apple: `ShapeView`).
public protocol ShapeView<Content>: View {
  /// The type of shape this can provide.
  associatedtype Content: Shape
  /// The shape that this type draws and provides for other drawing operations.
  nonisolated var shape: Content { get }
}

/// A shape provider that fills its shape (Apple: `FillShapeView`), drawn over `background`.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View> {
  /// The shape that this type draws and provides for other drawing operations.
  public var shape: Content
  /// The style that fills this view's shape.
  public var style: Style
  /// The fill style used when filling this view's shape.
  public var fillStyle: FillStyle
  /// The background shown beneath this view.
  public var background: Background

  /// Create a FillShapeView.
  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }

  public typealias Body = Never
}

/// A shape provider that strokes its shape (Apple: `StrokeShapeView`), drawn over `background`.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View> {
  /// The shape that this type draws and provides for other drawing operations.
  public var shape: Content
  /// The style that strokes the border of this view's shape.
  public var style: Style
  /// The stroke style used when stroking this view's shape.
  public var strokeStyle: StrokeStyle
  /// Whether this shape should be drawn antialiased.
  public var isAntialiased: Bool
  /// The background shown beneath this view.
  public var background: Background

  /// Create a StrokeShapeView.
  public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  public typealias Body = Never
}

extension FillShapeView: ShapeView {}

extension StrokeShapeView: ShapeView {}

// Both draw their shape as the shape draws itself (nothing in text); the background is shapes too.
extension FillShapeView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: shape)] }
}

extension StrokeShapeView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: shape)] }
}

extension Shape {
  /// Fills this shape with a color or gradient.
  nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
    -> FillShapeView<Self, S, EmptyView> {
    FillShapeView(shape: self, style: content, fillStyle: style, background: EmptyView())
  }

  /// Traces the outline of this shape with a color or gradient.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Self, S, EmptyView> {
    StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
                    background: EmptyView())
  }

  /// Traces the outline of this shape with a color or gradient, with a line width.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeShapeView<Self, S, EmptyView> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension ShapeView {
  /// Fills this shape with a color or gradient, over what is drawn already.
  nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
    -> FillShapeView<Content, S, Self> {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }

  /// Traces the outline of this shape with a color or gradient, over what is drawn already.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self> {
    StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
  }

  /// Traces the outline of this shape with a color or gradient, with a line width, over what is drawn already.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}
