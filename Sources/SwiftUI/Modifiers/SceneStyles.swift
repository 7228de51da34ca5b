// Mirrors: SwiftUI `AnyShapeStyle`, `BackgroundStyle`, `SelectionShapeStyle`, `ShapeStyle.selection`,
//   `ContainerRelativeShape`, `containerRelative`, `ContainerRelativeShape.inset(by:)`,
//   `LayoutDirection`, `EnvironmentValues.layoutDirection`, `ShapeStyle.opacity(_:)`
// SDK: iOS 26 SDK
// Status: inert
/// Styles, a shape and the layout direction that Apple's sample code uses and that change nothing in a text
/// rendering: a style has no colour to show, a shape draws nothing, and the text is always laid out left to right.
///
/// `\.layoutDirection` is `.leftToRight` (the module's device is an English-language iPhone, see
/// ``EnvironmentValues/locale``); setting it with `.environment(\.layoutDirection, .rightToLeft)` is kept in the
/// environment, where views read it, but the text screen is still drawn left to right.

/// A type-erased ShapeStyle value (Apple: `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle {
  /// Create an instance from `style`.
  public init<S: ShapeStyle>(_ style: S) {}
}

/// The background style in the current context (Apple: `BackgroundStyle`).
public struct BackgroundStyle: ShapeStyle {
  /// Creates a background style instance.
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style in the current context.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A style used to visually indicate selection following platform conventional colors and behaviors (Apple:
/// `SelectionShapeStyle`; "on iPhone, this will always fill with the environment's accent color").
public struct SelectionShapeStyle: ShapeStyle {
  /// Creates a selection shape style.
  public init() {}
}

extension ShapeStyle where Self == SelectionShapeStyle {
  /// A style used to visually indicate selection following platform conventional colors and behaviors.
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// A shape that is replaced by an inset version of the current container shape (Apple: `ContainerRelativeShape`).
public struct ContainerRelativeShape: Shape {
  /// Creates a container-relative shape.
  public init() {}
}

extension ContainerRelativeShape {
  public typealias Body = Never
  /// The container's shape: on the fixed compact iPhone the container is a plain rectangle, so the frame itself.
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension ContainerRelativeShape: InsettableShape {
  /// Returns the container's shape inset by `amount`.
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension ContainerRelativeShape: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.spacing] }
}

extension Shape where Self == ContainerRelativeShape {
  /// A shape that is replaced by an inset version of the current container shape.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// A direction in which SwiftUI can lay out content (Apple: `LayoutDirection`).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// A left-to-right layout direction.
  case leftToRight
  /// A right-to-left layout direction.
  case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
  /// The layout direction associated with the current environment: left to right, unless set.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}

extension ShapeStyle {
  /// Returns a new style based on this one that multiplies the alpha by `opacity` (no change in a text rendering).
  public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}
