// Mirrors: UIKit `UIFont`, `systemFont(ofSize:)`, `systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`,
//   `italicSystemFont(ofSize:)`, `preferredFont(forTextStyle:)`, `init(name:size:)`, `pointSize`, `fontName`,
//   `UIFont.Weight`, `UIFont.TextStyle`
// SDK: iOS 26 SDK
// Status: inert
import Foundation

/// An object that provides access to the font's characteristics (Apple: `UIFont`). Text is not drawn with fonts in
/// the text screen: a font keeps its name and size and changes nothing shown.
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's full name.
  public let fontName: String
  /// The receiver's point size, or the effective vertical point size for a font with a nonstandard matrix.
  public let pointSize: CGFloat

  private init(fontName: String, pointSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = pointSize
    super.init()
  }

  /// Creates and returns a font object for the specified font name and size (any name: no fonts are installed to
  /// check against).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, pointSize: fontSize)
  }

  /// Returns the font object for standard interface items in the specified size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Regular", pointSize: fontSize) }
  /// Returns the font object for standard interface items in the specified size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(fontName: ".SFUI-\(weight.rawValue)", pointSize: fontSize)
  }
  /// Returns the font object for standard interface items in boldface type in the specified size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Bold", pointSize: fontSize) }
  /// Returns the font object for standard interface items that's rendered in italic type in the specified size.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Italic", pointSize: fontSize)
  }
  /// Returns an instance of the system font for the specified text style, at the size of the default Dynamic Type
  /// setting (Large; Apple HIG "Typography", iOS specifications).
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(fontName: ".SFUI-Regular", pointSize: style.defaultPointSize)
  }

  /// The weight of a font.
  public struct Weight: Hashable, RawRepresentable, Sendable {
    /// The weight's value.
    public let rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The ultralight font weight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// The thin font weight.
    public static let thin = Weight(rawValue: -0.6)
    /// The light font weight.
    public static let light = Weight(rawValue: -0.4)
    /// The regular font weight.
    public static let regular = Weight(rawValue: 0)
    /// The medium font weight.
    public static let medium = Weight(rawValue: 0.23)
    /// The semibold font weight.
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold font weight.
    public static let bold = Weight(rawValue: 0.4)
    /// The heavy font weight.
    public static let heavy = Weight(rawValue: 0.56)
    /// The black font weight.
    public static let black = Weight(rawValue: 0.62)
  }

  /// Constants that describe the preferred styles for fonts.
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// Creates a style.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The font for large titles.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The font for first-level hierarchical headings.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The font for second-level hierarchical headings.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The font for third-level hierarchical headings.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// The font for headings.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The font for subheadings.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The font for body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The font for callouts.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The font for footnotes.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The font for standard captions.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The font for alternate captions.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point size at the Large (default) content size (Apple HIG, Typography, "iOS, iPadOS Dynamic Type sizes").
    var defaultPointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }
}
