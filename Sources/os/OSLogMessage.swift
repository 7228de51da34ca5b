// Mirrors Apple's `OSLogMessage`, `OSLogInterpolation` and `OSLogStringAlignment` (os,
// https://developer.apple.com/documentation/os/oslogmessage, "Message Argument Formatters"), checked against the
// iOS 26 SDK documentation. Status: partial — interpolation of any `CustomStringConvertible` value, strings, `Error`s,
// metatypes and (with Foundation) `NSObject`s, with `privacy:` (inert, see OSLogPrivacy) and `align:`; the
// `format:` options of numbers and booleans are not offered, so code using them does not compile.

/// A log message: written as a string literal, with interpolations (`"Loaded \(count) posts"`). Apple: "Don't create
/// an instance of OSLogMessage. Instead, provide an interpolated string".
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  /// The text the message reads as.
  let text: String

  public init(stringLiteral value: String) { text = value }

  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// How an interpolated value is padded to a width (`align: .right(columns: 8)`).
public struct OSLogStringAlignment: Sendable {
  private let columns: Int
  private let leftAligned: Bool

  /// No padding.
  public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)

  /// Padded with spaces on the left to `columns` characters.
  public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), leftAligned: false)
  }

  /// Padded with spaces on the right to `columns` characters.
  public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), leftAligned: true)
  }

  /// `text` padded.
  func apply(to text: String) -> String {
    let padding = String(repeating: " ", count: max(columns - text.count, 0))
    return leftAligned ? text + padding : padding + text
  }
}

/// The interpolations of an ``OSLogMessage``.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""

  public init(literalCapacity: Int, interpolationCount: Int) {}

  public mutating func appendLiteral(_ literal: String) { text += literal }

  /// A string.
  public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                           align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
    text += align.apply(to: argumentString())
  }

  /// Any value with a description (numbers, `Bool`, `URL`, your own types).
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
    text += align.apply(to: value().description)
  }

  /// An error, as `String(describing:)` shows it.
  public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error,
                                           privacy: OSLogPrivacy = .auto) {
    text += String(describing: error())
  }

  /// A type's name.
  public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type,
                                           align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
    text += align.apply(to: String(describing: value()))
  }
}
