/// ANSI colour for the text rendering, or none. Colour is kept subtle: dim times, coloured event kinds.
public struct Palette: Sendable {
  /// A colour or emphasis.
  public enum Style: String, Sendable {
    /// Faint text (times, decorations).
    case dim = "2"
    /// Bold text.
    case bold = "1"
    /// Red.
    case red = "31"
    /// Green.
    case green = "32"
    /// Yellow.
    case yellow = "33"
    /// Blue.
    case blue = "34"
    /// Magenta.
    case magenta = "35"
    /// Cyan.
    case cyan = "36"
  }

  /// Whether styles produce escape sequences.
  public let enabled: Bool

  /// A palette that colours when `enabled`.
  public init(enabled: Bool) { self.enabled = enabled }

  /// A palette that never colours.
  public static let plain = Palette(enabled: false)

  /// `text` wrapped in the escape sequences of `style` (unchanged when disabled or empty).
  public func paint(_ text: String, _ style: Style?) -> String {
    guard enabled, let style, !text.isEmpty else { return text }
    return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
  }

  /// Whether to colour: never with `--no-color`; otherwise only on a terminal, with `NO_COLOR` unset and `TERM`
  /// other than `dumb`.
  public static func shouldColor(_ choice: ColorChoice, isTerminal: Bool,
                                 environment: (String) -> String?) -> Bool {
    guard choice == .auto, isTerminal else { return false }
    if environment("NO_COLOR") != nil { return false }
    return environment("TERM") != "dumb"
  }
}

/// Whether a text rendering may use ANSI colour.
public enum ColorChoice: Equatable, Sendable {
  /// Colour when stdout is a terminal, `NO_COLOR` is unset and `TERM` is not `dumb`.
  case auto
  /// Never colour (`--no-color`).
  case never
}
