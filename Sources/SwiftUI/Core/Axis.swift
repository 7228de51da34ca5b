// Mirrors: SwiftUI `Axis`, `Set`
// SDK: iOS 26 SDK
// Status: complete
/// The horizontal or vertical dimension in a 2D coordinate system (Apple: `Axis`): what `TextField(_:text:axis:)`
/// grows along and what a `ScrollView` scrolls.
public enum Axis: Int8, CaseIterable, Sendable {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// An efficient set of axes.
  public struct Set: OptionSet, Sendable {
    /// The raw value of the set.
    public let rawValue: Int8
    /// Creates a set of axes from its raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
