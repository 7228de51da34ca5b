// Mirrors: SwiftUI `clipped(antialiased:)`, `border(_:width:)`, `contentShape(_:eoFill:)`, `containerShape(_:)`,
//   `labelsHidden()`, `alignmentGuide(_:computeValue:)`, `ViewDimensions`, `HorizontalAlignment.listRowSeparatorLeading`,
//   `HorizontalAlignment.listRowSeparatorTrailing`, `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`,
//   `blur(radius:opaque:)`, `drawingGroup(opaque:)`, `brightness(_:)`, `contrast(_:)`, `saturation(_:)`,
//   `grayscale(_:)`, `hueRotation(_:)`, `colorInvert()`, `compositingGroup()`, `scrollBounceBehavior(_:axes:)`,
//   `ScrollBounceBehavior`, `scrollTargetBehavior(_:)`, `scrollTargetLayout(isEnabled:)`,
//   `containerRelativeFrame(_:alignment:)`, `containerRelativeFrame(_:alignment:_:)`, `Image(decorative:bundle:)`,
//   `Binding.animation(_:)`
// SDK: iOS 26 SDK
// Status: inert
// Layout, clipping, hit shapes and effects that the corpus of real programs uses: they change where and how things
// are drawn, not what a text screen says, so they compile with Apple's signatures and change nothing. Closures that
// compute layout (`alignmentGuide`, `containerRelativeFrame`) are never called: no layout is computed.
// `labelsHidden()` hides a control's label on screen but not from VoiceOver: here the label stays drawn, as the name
// the control is tapped by (the module's choice).

extension View {
  /// Clips this view to its bounding rectangular frame.
  nonisolated public func clipped(antialiased: Bool = false) -> some View { modifier(_StylingModifier()) }
  /// Adds a border to this view with the specified style and width (not drawn).
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    modifier(_StylingModifier())
  }
  /// Defines the content shape for hit testing (taps reach the view by its label whatever its shape).
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(_StylingModifier())
  }
  /// Sets the container shape to use for any container relative shape within this view.
  nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View { modifier(_StylingModifier()) }
  /// Hides the labels of any controls contained within this view (drawn all the same: see the file's header).
  nonisolated public func labelsHidden() -> some View { modifier(_StylingModifier()) }
  /// Sets the view's horizontal alignment (the closure is not called: no layout is computed).
  nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View { modifier(_StylingModifier()) }
  /// Sets the view's vertical alignment (the closure is not called).
  nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View { modifier(_StylingModifier()) }
  /// Renders a view's content as if it's rotated in three dimensions around the specified axis.
  nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                           anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                           perspective: CGFloat = 1) -> some View { modifier(_StylingModifier()) }
  /// Applies a Gaussian blur to this view.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modifier(_StylingModifier()) }
  /// Composites this view's contents into an offscreen image before final display.
  nonisolated public func drawingGroup(opaque: Bool = false) -> some View { modifier(_StylingModifier()) }
  /// Brightens this view by the specified amount.
  nonisolated public func brightness(_ amount: Double) -> some View { modifier(_StylingModifier()) }
  /// Sets the contrast and separation between similar colors in this view.
  nonisolated public func contrast(_ amount: Double) -> some View { modifier(_StylingModifier()) }
  /// Adjusts the color saturation of this view.
  nonisolated public func saturation(_ amount: Double) -> some View { modifier(_StylingModifier()) }
  /// Adds a grayscale effect to this view.
  nonisolated public func grayscale(_ amount: Double) -> some View { modifier(_StylingModifier()) }
  /// Applies a hue rotation effect to this view.
  nonisolated public func hueRotation(_ angle: Angle) -> some View { modifier(_StylingModifier()) }
  /// Inverts the colors in this view.
  nonisolated public func colorInvert() -> some View { modifier(_StylingModifier()) }
  /// Wraps this view in a compositing group.
  nonisolated public func compositingGroup() -> some View { modifier(_StylingModifier()) }
  /// Configures the bounce behavior of scrollable views along the specified axis.
  nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior,
                                               axes: Axis.Set = [.vertical]) -> some View {
    modifier(_StylingModifier())
  }
  /// Sets the scroll behavior of views scrollable in the provided axes (paging is not drawn).
  nonisolated public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View {
    modifier(_StylingModifier())
  }
  /// Configures the outermost layout as a scroll target layout.
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { modifier(_StylingModifier()) }
  /// Positions this view within an invisible frame with a size relative to the nearest container.
  nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modifier(_StylingModifier())
  }
  /// Positions this view within an invisible frame with a size relative to the nearest container (the closure is
  /// not called).
  nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                                 _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
    modifier(_StylingModifier())
  }
}

/// A view's size and alignment guides in its own coordinate space (Apple: `ViewDimensions`): a compact iPhone's
/// width and no height, as no layout is computed (it reaches only closures that are never called).
public struct ViewDimensions: Equatable, Sendable {
  /// The view's width.
  public var width: CGFloat { CompactiPhone.screenWidth }
  /// The view's height.
  public var height: CGFloat { 0 }
  /// Gets the value of the given horizontal guide.
  public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
  /// Gets the value of the given vertical guide.
  public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}

extension HorizontalAlignment {
  /// A guide marking the leading edge of a list row separator.
  public static let listRowSeparatorLeading = HorizontalAlignment.leading
  /// A guide marking the trailing edge of a list row separator.
  public static let listRowSeparatorTrailing = HorizontalAlignment.trailing
}

/// The ways that a scrollable view can bounce when it reaches the end of its content (Apple: `ScrollBounceBehavior`).
public struct ScrollBounceBehavior: Sendable, Equatable {
  private let name: String
  /// The automatic behavior.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// The scrollable view always bounces.
  public static let always = ScrollBounceBehavior(name: "always")
  /// The scrollable view bounces when its content is large enough to require scrolling.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// A type that defines the scroll behavior of a scrollable view (Apple: `ScrollTargetBehavior`).
public protocol ScrollTargetBehavior: Sendable {}

/// The scroll behavior that aligns scroll targets to view-based geometry (Apple: `ViewAlignedScrollTargetBehavior`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates a view aligned scroll behavior.
  public init() {}
}

/// The scroll behavior that aligns scroll targets to container-based geometry (Apple: `PagingScrollTargetBehavior`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates a paging scroll behavior.
  public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// The scroll behavior that aligns scroll targets to view-based geometry.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// The scroll behavior that aligns scroll targets to container-based geometry.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension Image {
  /// Creates an unlabeled, decorative image (drawn `🖼 name`, as any image).
  public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
}

extension Binding {
  /// Specifies an animation to perform when the binding value changes (the change is drawn at once).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
