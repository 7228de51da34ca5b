// Mirrors: SwiftUI `Font.custom(_:size:)`, `Font.custom(_:size:relativeTo:)`, `Font.custom(_:fixedSize:)`,
//   `Font.Width`, `Font.Leading`, `Font.smallCaps()`, `Font.monospaced()`, `Font.leading(_:)`, `Font.width(_:)`,
//   `Font.system(size:weight:design:)`'s `Font.Design`
// SDK: iOS 26 SDK
// Status: inert
// Fonts change how text looks, not what it says: every font draws the same in a text rendering.

extension Font {
  /// Create a custom font with the given name and size that scales with the body text style.
  public static func custom(_ name: String, size: CGFloat) -> Font { .body }
  /// Create a custom font with the given name and a size that scales relative to the given text style.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { .body }
  /// Create a custom font with the given name and a fixed size that does not scale with Dynamic Type.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .body }
  /// Adds small capitals to the font.
  public func smallCaps() -> Font { self }
  /// Adds lowercase small capitals to the font.
  public func lowercaseSmallCaps() -> Font { self }
  /// Adds uppercase small capitals to the font.
  public func uppercaseSmallCaps() -> Font { self }
  /// Returns a fixed-width font from the same family as the base font.
  public func monospaced() -> Font { self }
  /// Adjusts the line spacing of a font.
  public func leading(_ leading: Font.Leading) -> Font { self }
  /// Sets the width of the font.
  public func width(_ width: Font.Width) -> Font { self }

  /// A width to use for fonts that have multiple widths (Apple: `Font.Width`).
  public struct Width: Hashable, Sendable {
    /// The value of the width, from -1 (compressed) to 1 (expanded).
    public var value: CGFloat
    /// A width of `value`.
    public init(_ value: CGFloat) { self.value = value }
    /// A width to use for fonts that have multiple widths.
    public static let compressed = Width(-0.3)
    /// A width to use for fonts that have multiple widths.
    public static let condensed = Width(-0.2)
    /// A width to use for fonts that have multiple widths.
    public static let standard = Width(0)
    /// A width to use for fonts that have multiple widths.
    public static let expanded = Width(0.2)
  }

  /// A line spacing adjustment that you can apply to a font (Apple: `Font.Leading`).
  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }
}

extension View {
  /// Sets the font design of the text in this view.
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View { modifier(_StylingModifier()) }
  /// Sets the font width of the text in this view.
  nonisolated public func fontWidth(_ width: Font.Width?) -> some View { modifier(_StylingModifier()) }
  /// Modifies the fonts of all child views to use the fixed-width variant of the current font.
  nonisolated public func monospaced(_ isActive: Bool = true) -> some View { modifier(_StylingModifier()) }
  /// Applies an underline to the text in this view.
  nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modifier(_StylingModifier())
  }
  /// Applies a strikethrough to the text in this view.
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modifier(_StylingModifier())
  }
  /// Sets the spacing, or kerning, between characters for the text in this view.
  nonisolated public func kerning(_ kerning: CGFloat) -> some View { modifier(_StylingModifier()) }
  /// Sets the tracking for the text in this view.
  nonisolated public func tracking(_ tracking: CGFloat) -> some View { modifier(_StylingModifier()) }
  /// Sets the amount of space between lines of text in this view.
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { modifier(_StylingModifier()) }
  /// Sets the truncation mode for lines of text that are too long to fit in the available space.
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { modifier(_StylingModifier()) }
  /// Sets the minimum amount that text in this view scales down to fit in the available space.
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { modifier(_StylingModifier()) }
  /// Controls whether people can select text within this view (text is not selected in a text rendering).
  nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    modifier(_StylingModifier())
  }
  /// Sets whether text in this view can compress the space between characters when necessary to fit text in a line.
  nonisolated public func allowsTightening(_ flag: Bool) -> some View { modifier(_StylingModifier()) }
  /// Sets the Dynamic Type size within the view to the given value.
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { modifier(_StylingModifier()) }
}

extension Text {
  /// The type of truncation to apply to a line of text when it's too long to fit in the available space (Apple:
  /// `Text.TruncationMode`).
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }
}

/// A type that describes the ability to select text (Apple: `TextSelectability`).
public protocol TextSelectability: Sendable {}

/// A selectability value that enables text selection by a person (Apple: `EnabledTextSelectability`).
public struct EnabledTextSelectability: TextSelectability {}
/// A selectability value that disables text selection by the person (Apple: `DisabledTextSelectability`).
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  /// A selectability value that enables text selection by a person.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  /// A selectability value that disables text selection by the person.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// A Dynamic Type size, which specifies how large scalable content should be (Apple: `DynamicTypeSize`).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
