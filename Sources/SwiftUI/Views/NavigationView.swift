// Mirrors: SwiftUI `NavigationView`, `NavigationViewStyle`, `StackNavigationViewStyle`, `navigationViewStyle(_:)`
// SDK: iOS 26 SDK
// Status: complete
/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy (Apple:
/// `NavigationView`, deprecated in favour of `NavigationStack` but still in most tutorials).
///
/// On an iPhone a navigation view is a stack (Apple docs `NavigationView`: "In iOS … the navigation view … presents
/// a stack"; `StackNavigationViewStyle`): it behaves exactly as a `NavigationStack` with its content as the root —
/// `NavigationLink(destination:)` pushes, `back` pops, `.navigationTitle` is the screen's title. A two-column
/// declaration (`NavigationView { Sidebar(); Detail() }`) shows its first column as the root, as a compact iPhone
/// does; the later columns are the placeholders an iPad shows beside it and are not made.
///
/// Apple deprecates it "in a future version" (iOS 100000.0), for which Xcode shows no warning; neither does this.
public struct NavigationView<Content: View> {
  let content: Content

  /// Creates a destination-based navigation view.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension NavigationView: View {}

extension NavigationView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    // The first column only: a tuple's first element (what a compact width shows).
    let root: any View = (content as? any ColumnTuple)?.firstColumn ?? content
    return [ViewChild(key: .content, view: NavigationStack { AnyView(erasing: root) })]
  }
}

/// A `TupleView`, whatever its elements (a navigation view finds its first column).
protocol ColumnTuple {
  var firstColumn: any View { get }
  /// Every element (a `ViewThatFits` measures each).
  var columns: [any View] { get }
}

extension TupleView: ColumnTuple {
  var firstColumn: any View { elements.first ?? EmptyView() }
  var columns: [any View] { elements }
}

extension AnyView {
  /// A type-erased view of an existential.
  init(erasing view: any View) { self.view = view }
}

/// A specification for the appearance and interaction of a navigation view (Apple: `NavigationViewStyle`).
public protocol NavigationViewStyle: Sendable {}

/// The default navigation view style (a stack on an iPhone).
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// A navigation view style represented by a view stack that only shows a single top view at a time.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// A navigation view style represented by a series of views in columns (on a compact iPhone: a stack).
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The default navigation view style in the current context of the view being styled.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A navigation view style represented by a view stack that only shows a single top view at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// A navigation view style represented by a series of views in columns.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
  /// Sets the style for navigation views within this view (every style is a stack on a compact iPhone).
  nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    modifier(_StylingModifier())
  }
}
