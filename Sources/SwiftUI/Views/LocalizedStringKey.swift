/// The key used to look up an entry in a strings file or strings dictionary (Apple: `LocalizedStringKey`).
///
/// An interpolated literal becomes a key with format specifiers, as Xcode's String Catalog keys are: `"Hello
/// \(name)"` is the key `Hello %@`, an integer `%lld`, a `Double` `%lf`, a `Float` `%f`; the interpolated values
/// fill the translation's specifiers (positional ones, `%1$@`, too).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  /// The catalog key.
  let key: String
  /// The interpolated values, formatted.
  let arguments: [String]

  /// Creates a key from a literal.
  public init(_ value: String) {
    key = value
    arguments = []
  }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates a key from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  /// Builds a key and its arguments from an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var key = ""
    var arguments: [String] = []

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text (a `%` is written `%%` in the key).
    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    /// Appends a string (`%@`).
    public mutating func appendInterpolation(_ string: String) { append("%@", string) }

    /// Appends an integer (`%lld`).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append("%lld", String(value)) }

    /// Appends a `Double` (`%lf`).
    public mutating func appendInterpolation(_ value: Double) { append("%lf", String(format: "%f", value)) }

    /// Appends a `Float` (`%f`).
    public mutating func appendInterpolation(_ value: Float) { append("%f", String(format: "%f", Double(value))) }

    /// Appends the text of a `Text` (`%@`).
    public mutating func appendInterpolation(_ text: Text) { append("%@", text.resolved(in: HostingWindow.language)) }

    /// Appends a value formatted by a format style (`%@`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
      where F.FormatOutput == String {
      append("%@", format.format(input))
    }

    /// Appends any other value by its description (`%@`).
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) { append("%@", String(describing: value)) }

    private mutating func append(_ specifier: String, _ argument: String) {
      key += specifier
      arguments.append(argument)
    }
  }

  /// The text in `language`: the catalog's translation (or the key), its specifiers filled with the arguments.
  func resolved(in language: HostingWindow.Language) -> String {
    FormatSpecifiers.fill(LocalizedStrings.lookUp(key, language: language) ?? key, with: arguments)
  }
}

/// Fills `%@`, `%lld`, `%d`, `%lf`, `%f` (and their positional forms, `%2$@`) with already formatted arguments;
/// `%%` is a percent sign. Anything else is left as written.
enum FormatSpecifiers {
  static func fill(_ format: String, with arguments: [String]) -> String {
    guard format.contains("%") else { return format }
    var out = ""
    var next = 0
    var index = format.startIndex
    while index < format.endIndex {
      let c = format[index]
      guard c == "%" else {
        out.append(c)
        index = format.index(after: index)
        continue
      }
      var cursor = format.index(after: index)
      if cursor < format.endIndex, format[cursor] == "%" {
        out.append("%")
        index = format.index(after: cursor)
        continue
      }
      var position: Int?
      var digits = ""
      while cursor < format.endIndex, format[cursor].isASCII, format[cursor].isNumber {
        digits.append(format[cursor])
        cursor = format.index(after: cursor)
      }
      if !digits.isEmpty, cursor < format.endIndex, format[cursor] == "$" {
        position = Int(digits).map { $0 - 1 }
        cursor = format.index(after: cursor)
      } else if !digits.isEmpty {
        out += String(format[index..<cursor])
        index = cursor
        continue
      }
      var conversion = ""
      while cursor < format.endIndex, "lhq".contains(format[cursor]) {
        conversion.append(format[cursor])
        cursor = format.index(after: cursor)
      }
      guard cursor < format.endIndex, "@dfiu".contains(format[cursor]) else {
        out += String(format[index..<cursor])
        index = cursor
        continue
      }
      let slot = position ?? next
      if position == nil { next += 1 }
      out += slot >= 0 && slot < arguments.count ? arguments[slot] : String(format[index...cursor])
      index = format.index(after: cursor)
    }
    return out
  }
}
