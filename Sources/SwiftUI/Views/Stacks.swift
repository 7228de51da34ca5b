// Mirrors: SwiftUI `VStack`, `HStack`, `ZStack`
// SDK: iOS 26 SDK
// Status: complete
/// A view that arranges its subviews in a vertical line (Apple: `VStack`). Drawn one below the other.
public struct VStack<Content: View> {
  let content: Content

  /// Creates an instance with the given spacing and horizontal alignment.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension VStack: View {}

extension VStack: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.stack(children.all)] }
}

/// A view that arranges its subviews in a horizontal line (Apple: `HStack`). Drawn on one line.
public struct HStack<Content: View> {
  let content: Content

  /// Creates a horizontal stack with the given spacing and vertical alignment.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension HStack: View {}

extension HStack: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.inline(children.all)] }
}

/// A view that overlays its subviews, aligning them in both axes (Apple: `ZStack`). Drawn one below the other,
/// back to front.
public struct ZStack<Content: View> {
  let content: Content

  /// Creates an instance with the given alignment.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension ZStack: View {}

extension ZStack: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] { [.stack(children.all)] }
}
