// Mirrors: SwiftUI `UserInterfaceSizeClass`, `EnvironmentValues.horizontalSizeClass`,
//   `EnvironmentValues.verticalSizeClass`
// SDK: iOS 26 SDK
// Status: complete
/// The size classes of a compact iPhone in portrait, the one device the text screen stands for: horizontally
/// compact, vertically regular (Apple HIG "Layout", Device size classes: every iPhone in portrait is compact width,
/// regular height). A view that branches on them takes its iPhone branch; `.environment(\.horizontalSizeClass, …)`
/// changes them for a subtree, as in SwiftUI.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// The compact size class.
  case compact
  /// The regular size class.
  case regular
}

extension EnvironmentValues {
  /// The horizontal size class of this environment (`.compact`: an iPhone in portrait).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class of this environment (`.regular`: an iPhone in portrait).
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}
