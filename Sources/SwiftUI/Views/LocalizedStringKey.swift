// Mirrors: SwiftUI `LocalizedStringKey`, `StringInterpolation`
// SDK: iOS 26 SDK
// Status: complete
import TextBase

/// The key used to look up an entry in a strings file or strings dictionary (Apple: `LocalizedStringKey`).
///
/// An interpolated literal becomes a key with format specifiers, as Xcode's String Catalog keys are: `"Hello
/// \(name)"` is the key `Hello %@`, a signed integer `%lld`, an unsigned one `%llu`, a `Double` `%lf`, a `Float`
/// `%f`, `\(x, specifier: "%.1f")` the specifier given; the interpolated values fill the translation's specifiers
/// (positional ones, `%1$@`, and precisions, `%.1lf`, too).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  /// The catalog key and the interpolated values.
  let format: LocalizedFormat

  /// The catalog key.
  var key: String { format.key }

  /// Creates a key from a literal.
  public init(_ value: String) { format = LocalizedFormat(key: value) }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates a key from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) { format = stringInterpolation.format }

  /// Builds a key and its arguments from an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var format = LocalizedFormat()

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text (a `%` is written `%%` in the key).
    public mutating func appendLiteral(_ literal: String) { format.appendLiteral(literal) }

    /// Appends a string (`%@`).
    public mutating func appendInterpolation(_ string: String) { format.append("%@", .object(string)) }

    /// Appends an integer (`%lld`, or `%llu` when unsigned).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { format.append(integer: value) }

    /// Appends a `Double` (`%lf`).
    public mutating func appendInterpolation(_ value: Double) { format.append("%lf", .double(value)) }

    /// Appends a `Float` (`%f`).
    public mutating func appendInterpolation(_ value: Float) { format.append("%f", .double(Double(value))) }

    /// Appends an integer with a format specifier of your own, which is also what the key holds.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
      format.append(integer: value, specifier: specifier)
    }

    /// Appends a `Double` with a format specifier of your own (`"%.1f"`), which is also what the key holds.
    public mutating func appendInterpolation(_ value: Double, specifier: String) {
      format.append(specifier, .double(value))
    }

    /// Appends a `Float` with a format specifier of your own, which is also what the key holds.
    public mutating func appendInterpolation(_ value: Float, specifier: String) {
      format.append(specifier, .double(Double(value)))
    }

    /// Appends the text of a `Text` (`%@`).
    public mutating func appendInterpolation(_ text: Text) {
      format.append("%@", .object(text.resolved(in: HostingWindow.language)))
    }

    /// Appends a value formatted by a format style (`%@`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format style: F)
      where F.FormatOutput == String {
      format.append("%@", .object(style.format(input)))
    }

    /// Appends any other value by its description (`%@`).
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) { format.append("%@", .object(String(describing: value))) }
  }

  /// The text in `language`: the translation in `table` (or the key), its inline Markdown rendered (a `Text`
  /// made from a key renders the Markdown in it: developer.apple.com/documentation/swiftui/text/
  /// init(_:tablename:bundle:comment:)), its
  /// specifiers filled with the arguments — read before they fill it, so that a value's own `*` stays.
  func resolved(in language: Language, table: String? = nil) -> String {
    format.filled(InlineMarkdown.plainText(of: LocalizedStrings.lookUp(format.key, table: table, language: language)
                                             ?? format.key))
  }
}
