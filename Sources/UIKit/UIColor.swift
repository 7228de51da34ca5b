// Mirrors: UIKit `UIColor`, `init(red:green:blue:alpha:)`, `init(white:alpha:)`,
//   `init(hue:saturation:brightness:alpha:)`, `init(named:)`, `withAlphaComponent(_:)`,
//   `getRed(_:green:blue:alpha:)`, the standard and system colors
// SDK: iOS 26 SDK
// Status: inert
import Foundation

/// An object that stores color data (Apple: `UIColor`). Colours draw nothing in the text screen: a colour keeps
/// what it was made from, and its components when it was made from them.
open class UIColor: NSObject, @unchecked Sendable {
  /// What the colour was made from.
  package enum Source: Equatable, Sendable {
    /// A system colour or an asset catalog's colour set, by name.
    case named(String)
    /// RGB components (0…1) and an alpha.
    case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  }

  package let source: Source

  private init(source: Source) {
    self.source = source
    super.init()
  }

  private convenience init(system name: String) { self.init(source: .named(name)) }

  /// Creates a color object using the specified opacity and RGB component values.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(source: .components(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Creates a color object using the specified opacity and grayscale values.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a color object using the specified opacity and HSB color space component values.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch Int(h) {
    case 0: (c, x, 0)
    case 1: (x, c, 0)
    case 2: (0, c, x)
    case 3: (0, x, c)
    case 4: (x, 0, c)
    default: (c, 0, x)
    }
    let m = brightness - c
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }

  /// Creates a color object from the asset catalog's colour set of that name (not read: the colour is its name).
  public convenience init?(named name: String) { self.init(source: .named(name)) }

  /// Creates a color object that has the same color space and component values as the receiver, but has the
  /// specified alpha component (a named colour keeps its name, with the alpha noted).
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch source {
    case .components(let red, let green, let blue, _): UIColor(red: red, green: green, blue: blue, alpha: alpha)
    case .named(let name): UIColor(system: name + "@\(alpha)")
    }
  }

  /// Returns the components that form the color in the RGB color space: true for a colour made from components;
  /// false for a system or asset colour, whose components are not known (Apple returns false when the colour is
  /// not in a compatible color space).
  open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                   blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    guard case .components(let r, let g, let b, let a) = source else { return false }
    red?.pointee = r
    green?.pointee = g
    blue?.pointee = b
    alpha?.pointee = a
    return true
  }

  /// The system's `red` color.
  public static let red = UIColor(system: "red")
  /// The system's `green` color.
  public static let green = UIColor(system: "green")
  /// The system's `blue` color.
  public static let blue = UIColor(system: "blue")
  /// The system's `black` color.
  public static let black = UIColor(system: "black")
  /// The system's `white` color.
  public static let white = UIColor(system: "white")
  /// The system's `gray` color.
  public static let gray = UIColor(system: "gray")
  /// The system's `clear` color.
  public static let clear = UIColor(system: "clear")
  /// The system's `orange` color.
  public static let orange = UIColor(system: "orange")
  /// The system's `yellow` color.
  public static let yellow = UIColor(system: "yellow")
  /// The system's `purple` color.
  public static let purple = UIColor(system: "purple")
  /// The system's `brown` color.
  public static let brown = UIColor(system: "brown")
  /// The system's `cyan` color.
  public static let cyan = UIColor(system: "cyan")
  /// The system's `magenta` color.
  public static let magenta = UIColor(system: "magenta")
  /// The system's `darkGray` color.
  public static let darkGray = UIColor(system: "darkGray")
  /// The system's `lightGray` color.
  public static let lightGray = UIColor(system: "lightGray")
  /// The system's `systemRed` color.
  public static let systemRed = UIColor(system: "systemRed")
  /// The system's `systemGreen` color.
  public static let systemGreen = UIColor(system: "systemGreen")
  /// The system's `systemBlue` color.
  public static let systemBlue = UIColor(system: "systemBlue")
  /// The system's `systemOrange` color.
  public static let systemOrange = UIColor(system: "systemOrange")
  /// The system's `systemYellow` color.
  public static let systemYellow = UIColor(system: "systemYellow")
  /// The system's `systemPink` color.
  public static let systemPink = UIColor(system: "systemPink")
  /// The system's `systemPurple` color.
  public static let systemPurple = UIColor(system: "systemPurple")
  /// The system's `systemTeal` color.
  public static let systemTeal = UIColor(system: "systemTeal")
  /// The system's `systemIndigo` color.
  public static let systemIndigo = UIColor(system: "systemIndigo")
  /// The system's `systemMint` color.
  public static let systemMint = UIColor(system: "systemMint")
  /// The system's `systemCyan` color.
  public static let systemCyan = UIColor(system: "systemCyan")
  /// The system's `systemBrown` color.
  public static let systemBrown = UIColor(system: "systemBrown")
  /// The system's `systemGray` color.
  public static let systemGray = UIColor(system: "systemGray")
  /// The system's `systemGray2` color.
  public static let systemGray2 = UIColor(system: "systemGray2")
  /// The system's `systemGray3` color.
  public static let systemGray3 = UIColor(system: "systemGray3")
  /// The system's `systemGray4` color.
  public static let systemGray4 = UIColor(system: "systemGray4")
  /// The system's `systemGray5` color.
  public static let systemGray5 = UIColor(system: "systemGray5")
  /// The system's `systemGray6` color.
  public static let systemGray6 = UIColor(system: "systemGray6")
  /// The system's `label` color.
  public static let label = UIColor(system: "label")
  /// The system's `secondaryLabel` color.
  public static let secondaryLabel = UIColor(system: "secondaryLabel")
  /// The system's `tertiaryLabel` color.
  public static let tertiaryLabel = UIColor(system: "tertiaryLabel")
  /// The system's `quaternaryLabel` color.
  public static let quaternaryLabel = UIColor(system: "quaternaryLabel")
  /// The system's `placeholderText` color.
  public static let placeholderText = UIColor(system: "placeholderText")
  /// The system's `link` color.
  public static let link = UIColor(system: "link")
  /// The system's `separator` color.
  public static let separator = UIColor(system: "separator")
  /// The system's `opaqueSeparator` color.
  public static let opaqueSeparator = UIColor(system: "opaqueSeparator")
  /// The system's `systemBackground` color.
  public static let systemBackground = UIColor(system: "systemBackground")
  /// The system's `secondarySystemBackground` color.
  public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
  /// The system's `tertiarySystemBackground` color.
  public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")
  /// The system's `systemGroupedBackground` color.
  public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")
  /// The system's `secondarySystemGroupedBackground` color.
  public static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackground")
  /// The system's `tertiarySystemGroupedBackground` color.
  public static let tertiarySystemGroupedBackground = UIColor(system: "tertiarySystemGroupedBackground")
  /// The system's `systemFill` color.
  public static let systemFill = UIColor(system: "systemFill")
  /// The system's `secondarySystemFill` color.
  public static let secondarySystemFill = UIColor(system: "secondarySystemFill")
  /// The system's `tertiarySystemFill` color.
  public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill")
  /// The system's `quaternarySystemFill` color.
  public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill")
  /// The system's `tintColor` color.
  public static let tintColor = UIColor(system: "tintColor")
}
