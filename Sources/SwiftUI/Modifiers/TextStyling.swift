// Mirrors: SwiftUI `Text`'s styling methods that return `Text` (`bold`, `italic`, `font`, `fontWeight`,
//   `fontDesign`, `fontWidth`, `foregroundColor`, `foregroundStyle`, `underline`, `strikethrough`, `kerning`,
//   `tracking`, `baselineOffset`, `monospaced`, `monospacedDigit`, `textScale`), `Text.Scale`
// SDK: iOS 26 SDK
// Status: inert
// Styling a `Text` gives a `Text` (Apple declares these on `Text` itself), so that styled runs concatenate:
// `Text("Hello ").bold() + Text("world").italic()` is one text, `Hello world`. The style changes how the text looks,
// not what it says: in a text rendering the runs are joined as written. Without these the View modifiers of the
// same names returned `some View`, and `+` said "binary operator '+' cannot be applied".

extension Text {
  /// Applies a bold font weight to the text.
  public func bold() -> Text { self }
  /// Applies a bold font weight to the text, when `isActive`.
  public func bold(_ isActive: Bool) -> Text { self }
  /// Applies italics to the text.
  public func italic() -> Text { self }
  /// Applies italics to the text, when `isActive`.
  public func italic(_ isActive: Bool) -> Text { self }
  /// Sets the default font for text in the view.
  public func font(_ font: Font?) -> Text { self }
  /// Sets the font weight of the text.
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  /// Sets the font design of the text.
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  /// Sets the font width of the text.
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  /// Sets the color of the text displayed by this view.
  public func foregroundColor(_ color: Color?) -> Text { self }
  /// Sets the style of the text displayed by this view.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  /// Applies an underline to the text.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// Applies an underline to the text, with a line style.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
    self
  }
  /// Applies a strikethrough to the text.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// Applies a strikethrough to the text, with a line style.
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
    self
  }
  /// Sets the spacing, or kerning, between characters.
  public func kerning(_ kerning: CGFloat) -> Text { self }
  /// Sets the tracking for the text.
  public func tracking(_ tracking: CGFloat) -> Text { self }
  /// Sets the vertical offset for the text relative to its baseline.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  /// Modifies the font of the text to use the fixed-width variant of the current font, if possible.
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  /// Modifies the text view's font to use fixed-width digits.
  public func monospacedDigit() -> Text { self }
  /// Applies a text scale to the text.
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

  /// Values that describe different text scales (Apple: `Text.Scale`).
  public struct Scale: Sendable, Hashable {
    private let name: String
    /// The default text scale.
    public static let `default` = Scale(name: "default")
    /// A secondary text scale, smaller than the default.
    public static let secondary = Scale(name: "secondary")
  }

  /// The style of a line drawn under or through text (Apple: `Text.LineStyle`).
  public struct LineStyle: Sendable, Hashable {
    /// The pattern, that the line has.
    public var pattern: Pattern
    /// The color of the line.
    public var color: Color?

    /// A line style of `pattern` and `color`.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// The pattern of a line (Apple: `Text.LineStyle.Pattern`).
    public struct Pattern: Sendable, Hashable {
      private let name: String
      /// Draw a solid line.
      public static let solid = Pattern(name: "solid")
      /// Draw a line of dots.
      public static let dot = Pattern(name: "dot")
      /// Draw a line of dashes.
      public static let dash = Pattern(name: "dash")
      /// Draw a line of alternating dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// Draw a line of alternating dashes and two dots.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }
}
