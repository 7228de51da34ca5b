// Mirrors: SwiftUI `ScrollView`, `LazyVStack`, `LazyHStack`, `PinnedScrollableViews`, `Form`,
//   `ScrollIndicatorVisibility`, `ScrollDismissesKeyboardMode`, `scrollIndicators(_:axes:)`,
//   `scrollDismissesKeyboard(_:)`, `scrollContentBackground(_:)`, `scrollPosition(id:)`,
//   `onScrollGeometryChange(for:of:T:)`
// SDK: iOS 26 SDK
// Status: partial
/// A scrollable view (Apple: `ScrollView`). Its content is drawn whole and appears at once: a scroll view does not
/// make its content lazy ("Unlike `List`, a `ScrollView` has no effect on its content views' lifecycle … All
/// children appear at once and never disappear", ole/swiftui-view-lifecycle `CaseStudyScrollViewDynamic`); a
/// `LazyVStack` inside it does. `.refreshable` on it offers `pull`, as on a list.
public struct ScrollView<Content: View> {
  /// The scroll view's content.
  public var content: Content
  /// The scrollable axes of the scroll view.
  public var axes: Axis.Set
  /// A value that indicates whether the scroll view displays the scrollable component of the content offset.
  public var showsIndicators: Bool

  /// Creates a new instance that's scrollable in the direction of the given axis and can show indicators while
  /// scrolling.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }
}

extension ScrollView: View {}

extension ScrollView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    PullToRefresh.render(in: context) + [.stack(children.all)]
  }

  func disappear(_ node: ViewNode) { PullToRefresh.disappear(node) }
}

/// A view that arranges its children in a line that grows vertically, creating items only as needed (Apple:
/// `LazyVStack`). Drawn one below the other, on a viewport of ``LazyRows/visibleRows`` rows: the others are counted
/// (`… 12 more below`) and come on screen with `scroll bottom`; rows scrolled off do not disappear.
public struct LazyVStack<Content: View> {
  let content: Content

  /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning behavior, and content.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension LazyVStack: View {}

extension LazyVStack: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    LazyRows.render(.stack(children.all), in: context)
  }
}

extension LazyVStack: LazyRowContainer {
  static var rowsDisappearWhenScrolledOff: Bool { false }
}

/// A view that arranges its children in a line that grows horizontally, creating items only as needed (Apple:
/// `LazyHStack`). Drawn on one line when its items are one line each, on a viewport of ``LazyRows/visibleRows``
/// items (`… 4 more after`); no action scrolls it sideways (`scroll bottom` scrolls vertical containers), so its
/// later items stay off screen.
public struct LazyHStack<Content: View> {
  let content: Content

  /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, pinning behavior, and
  /// content.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension LazyHStack: View {}

extension LazyHStack: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: content)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    LazyRows.render(.inline(children.all), horizontal: true, in: context)
  }
}

extension LazyHStack: LazyRowContainer {
  static var rowsDisappearWhenScrolledOff: Bool { false }
}

/// A set of view types that may be pinned to the bounds of a scroll view (Apple: `PinnedScrollableViews`). Pinning
/// changes nothing in a text rendering.
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt32
  /// Creates a set from its raw value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The header view.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// The footer view.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A container for grouping controls used for data entry, such as in settings or inspectors (Apple: `Form`).
/// Drawn as a list — rows `• row`, sections with their headers and footers — on the same viewport as a `List`
/// (on iOS a form is a list).
public struct Form<Content: View> {
  let content: Content

  /// Creates a form with the provided content.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Form: View {}

extension Form: PrimitiveView {
  /// A form is a list of its content (rows, sections, refresh, viewport).
  func children(of node: ViewNode) -> [ViewChild] {
    let content = self.content
    return [ViewChild(key: .content, view: List { content })]
  }
}

/// The visibility of scroll indicators (Apple: `ScrollIndicatorVisibility`); not drawn in text.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
  private let name: String
  /// Scroll indicator visibility depends on the policies of the component accepting the visibility configuration.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Show the scroll indicators.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hide the scroll indicators.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Scroll indicators should never be visible.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// A type that defines the dismissal of the keyboard by scrolling (Apple: `ScrollDismissesKeyboardMode`).
public struct ScrollDismissesKeyboardMode: Equatable, Sendable {
  private let name: String
  /// Determine the mode automatically based on the surrounding context.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// Dismiss the keyboard as soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never dismiss the keyboard automatically as a result of scrolling.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
  /// Sets the visibility of scroll indicators within this view (no change in a text rendering).
  nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View {
    modifier(_StylingModifier())
  }

  /// Configures the behavior in which scrollable content interacts with the software keyboard (no keyboard in
  /// text).
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    modifier(_StylingModifier())
  }

  /// Specifies the visibility of the background for scrollable views within this view (no change in text).
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { modifier(_StylingModifier()) }

  /// Not simulated: a binding that follows the scroll position (use ScrollViewReader's scrollTo to scroll from code).
  @available(*, unavailable, message: "scrollPosition is not simulated by asyncplay: scroll from code with ScrollViewReader { proxy in … proxy.scrollTo(id) }, and the user's `scroll bottom` (--do 'scroll bottom @1s')")
  nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>) -> some View { self }

  /// Not simulated: scroll geometry needs layout.
  @available(*, unavailable, message: "onScrollGeometryChange is not simulated by asyncplay: layout is not computed in a text rendering; use a row's onAppear")
  nonisolated public func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (Any) -> T,
                                                    action: @escaping (T, T) -> Void) -> some View { self }
}
