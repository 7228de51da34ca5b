// Mirrors: SwiftUI `NavigationSplitViewStyle`, `AutomaticNavigationSplitViewStyle`,
//   `BalancedNavigationSplitViewStyle`, `ProminentDetailNavigationSplitViewStyle`, `navigationSplitViewStyle(_:)`,
//   `navigationSplitViewColumnWidth(_:)`, `navigationSplitViewColumnWidth(min:ideal:max:)`
// SDK: iOS 26 SDK
// Status: inert
/// How a navigation split view sizes its columns side by side: on the module's compact iPhone the split view is
/// collapsed into one stack (see ``NavigationSplitView``), where styles and column widths have nothing to size.

/// A type that specifies the appearance and interaction of navigation split views (Apple:
/// `NavigationSplitViewStyle`).
public protocol NavigationSplitViewStyle: Sendable {}

/// A navigation split style that resolves its appearance automatically.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// A navigation split style that reduces the size of the detail content to make room when showing the leading
/// column or columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// A navigation split style that attempts to maintain the size of the detail content when hiding or showing the
/// leading columns.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// A navigation split style that resolves its appearance automatically based on the current context.
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// A navigation split style that reduces the size of the detail content to make room for the leading columns.
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// A navigation split style that attempts to maintain the size of the detail content.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Sets the style for navigation split views within this view (no effect on a collapsed split view).
  nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    modifier(_StylingModifier())
  }

  /// Sets a fixed, preferred width for the column containing this view (no effect on a collapsed split view).
  nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(_StylingModifier())
  }

  /// Sets a flexible, preferred width for the column containing this view (no effect on a collapsed split view).
  nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View {
    modifier(_StylingModifier())
  }
}
