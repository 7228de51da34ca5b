// Mirrors: the device a SwiftUI app runs on, for the API that depends on its size (`GeometryProxy`, adaptive grid
//   columns, size classes)
// SDK: iOS 26 SDK
// Status: complete
/// The one device the text screen stands for: an iPhone 16 in portrait, a compact iPhone of today.
///
/// - Screen: 393 × 852 points (Apple HIG, Layout, "Device screen sizes and orientations": iPhone 16, 393x852 pt,
///   https://developer.apple.com/design/human-interface-guidelines/layout#iOS-iPadOS-device-screen-sizes).
/// - Safe area in portrait: 59 points at the top (the status bar around the Dynamic Island), 34 at the bottom (the
///   home indicator), none at the sides — what UIKit's `safeAreaInsets` reports on the iPhone 16 simulator.
/// - So a view given the whole safe area, as a `GeometryReader` at the root is, is 393 × 759 points.
/// - Spacing between grid cells: 8 points, SwiftUI's default (Apple docs `GridItem(_:spacing:alignment:)`: "nil: the
///   default spacing"; measured 8 pt on iOS).
enum CompactiPhone {
  /// The screen's width in points.
  static let screenWidth: CGFloat = 393
  /// The screen's height in points.
  static let screenHeight: CGFloat = 852
  /// The safe area's insets in portrait.
  static let safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
  /// The size of the safe area: what a view that fills the screen within it is offered.
  static let safeAreaSize = CGSize(width: screenWidth, height: screenHeight - 59 - 34)
  /// The default spacing between grid cells.
  static let gridSpacing: CGFloat = 8
}
