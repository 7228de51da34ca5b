// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
/// A localized string being built from an interpolated literal: its catalog key, with format specifiers where the
/// values were, and the values themselves. Shared by `LocalizedStringKey` (`Text("…")`) and
/// `String.LocalizationValue` (`String(localized: "…")`), which Xcode extracts into String Catalogs the same way:
/// a `String` (or any other value) is `%@`, a signed integer `%lld`, an unsigned one `%llu`, a `Double` `%lf`, a
/// `Float` `%f`, a literal `%` is `%%`, and `\(value, specifier: "%.1f")` puts the given specifier in the key.
struct LocalizedFormat: Hashable, Sendable {
  /// The catalog key.
  var key = ""
  /// The interpolated values, in the order they were written.
  var arguments: [LocalizedArgument] = []

  /// Appends literal text (a `%` is written `%%` in the key).
  mutating func appendLiteral(_ literal: String) {
    // Most literals hold no `%`: no Foundation search for them (a list's row builds one key per row).
    guard literal.utf8.contains(UInt8(ascii: "%")) else {
      key += literal
      return
    }
    var escaped = String.UnicodeScalarView()
    for scalar in literal.unicodeScalars {
      if scalar == "%" { escaped.append(scalar) }
      escaped.append(scalar)
    }
    key += String(escaped)
  }

  /// Appends a value with the specifier that stands for it in the key.
  mutating func append(_ specifier: String, _ argument: LocalizedArgument) {
    key += specifier
    arguments.append(argument)
  }

  /// Appends an integer: `%lld` when signed, `%llu` when unsigned (or `specifier`, as written).
  mutating func append<T: BinaryInteger>(integer value: T, specifier: String? = nil) {
    if T.isSigned {
      append(specifier ?? "%lld", Int64(exactly: value).map(LocalizedArgument.signed) ?? .object(String(value)))
    } else {
      append(specifier ?? "%llu", UInt64(exactly: value).map(LocalizedArgument.unsigned) ?? .object(String(value)))
    }
  }

  /// The text: `format` (a translation, or the key itself) with its specifiers filled with the arguments. A key
  /// without interpolated values is not a format (`Text("100%")` shows `100%`), so its translation is shown as
  /// written.
  func filled(_ format: String) -> String {
    arguments.isEmpty ? format : FormatSpecifiers.fill(format, with: arguments)
  }
}

/// One interpolated value of a localized string, kept with its kind so that a translation's own specifier (`%.1lf`,
/// `%03lld`) formats it as `String(format:)` would.
enum LocalizedArgument: Hashable, Sendable {
  /// A string, or any value by its description (`%@`).
  case object(String)
  /// A signed integer (`%lld`).
  case signed(Int64)
  /// An unsigned integer (`%llu`).
  case unsigned(UInt64)
  /// A floating-point number (`%lf`, `%f`).
  case double(Double)

  /// Whether it is a string or a value shown by its description.
  var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// The value as `%@` shows it.
  var objectText: String {
    switch self {
    case .object(let text): text
    case .signed(let value): String(value)
    case .unsigned(let value): String(value)
    case .double(let value): String(format: "%f", value)
    }
  }
}

/// Fills printf-style specifiers — `%@`, the integer conversions `d i u x X o`, the floating-point ones
/// `f F e E g G` — with flags, width, precision, length and positions (`%2$@`, `%1$.1lf`), as `String(format:)`
/// does; `%%` is a percent sign. A specifier with no argument left, or one it cannot read, is kept as written, so a
/// translation with a mistake still shows.
enum FormatSpecifiers {
  private static let flags: Set<Character> = ["-", "+", " ", "0", "#", "'"]
  private static let lengths: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
  private static let integers: Set<Character> = ["d", "i", "u", "x", "X", "o"]
  private static let floats: Set<Character> = ["f", "F", "e", "E", "g", "G"]

  static func fill(_ format: String, with arguments: [LocalizedArgument]) -> String {
    guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
    if let filled = fillInOrder(format, with: arguments) { return filled }
    let characters = Array(format)
    var out = ""
    var next = 0
    var index = 0
    while index < characters.count {
      guard characters[index] == "%" else {
        out.append(characters[index])
        index += 1
        continue
      }
      if index + 1 < characters.count, characters[index + 1] == "%" {
        out.append("%")
        index += 2
        continue
      }
      guard let specifier = Specifier(characters, at: index + 1) else {
        out.append("%")
        index += 1
        continue
      }
      let slot = specifier.position ?? next
      if specifier.position == nil { next += 1 }
      if slot >= 0, slot < arguments.count {
        out += specifier.format(arguments[slot])
      } else {
        out += String(characters[index..<specifier.end])
      }
      index = specifier.end
    }
    return out
  }

  /// The keys an interpolation makes (`Row %lld`, `%@ of %@`) filled byte by byte: `%@`, `%lld` and `%llu` in
  /// order, `%%`. Nil for anything else (a position, a width, another conversion, an argument of another kind or
  /// none left), which ``fill(_:with:)`` reads specifier by specifier. A list formats one key per row it draws.
  private static func fillInOrder(_ format: String, with arguments: [LocalizedArgument]) -> String? {
    let percent = UInt8(ascii: "%"), at = UInt8(ascii: "@"), ell = UInt8(ascii: "l")
    let bytes = Array(format.utf8)
    var out = ""
    var next = 0
    var literal = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == percent else {
        index += 1
        continue
      }
      out += String(decoding: bytes[literal..<index], as: UTF8.self)
      guard index + 1 < bytes.count else { return nil }
      if bytes[index + 1] == percent {
        out += "%"
        index += 2
      } else {
        let long = index + 3 < bytes.count && bytes[index + 1] == ell && bytes[index + 2] == ell
        let conversion = long ? bytes[index + 3] : bytes[index + 1]
        guard next < arguments.count else { return nil }
        let argument = arguments[next]
        switch (long, conversion) {
        case (false, at):
          out += argument.objectText
        case (true, UInt8(ascii: "d")):
          if case .signed(let value) = argument { out += String(value) } else if argument.isObject {
            out += argument.objectText
          } else { return nil }
        case (true, UInt8(ascii: "u")):
          if case .unsigned(let value) = argument { out += String(value) } else if argument.isObject {
            out += argument.objectText
          } else { return nil }
        default:
          return nil
        }
        next += 1
        index += long ? 4 : 2
      }
      literal = index
    }
    out += String(decoding: bytes[literal...], as: UTF8.self)
    return out
  }

  /// One specifier after its `%`: `[n$][flags][width][.precision][length]conversion`.
  private struct Specifier {
    var position: Int?
    var options = ""
    var conversion: Character = "@"
    /// The index just after the conversion character.
    var end = 0

    init?(_ characters: [Character], at start: Int) {
      var cursor = start
      func digits() -> String {
        var text = ""
        while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber {
          text.append(characters[cursor])
          cursor += 1
        }
        return text
      }
      let leading = digits()
      if !leading.isEmpty, cursor < characters.count, characters[cursor] == "$" {
        guard let number = Int(leading), number >= 1 else { return nil }
        position = number - 1
        cursor += 1
      } else {
        cursor = start
      }
      while cursor < characters.count, FormatSpecifiers.flags.contains(characters[cursor]) {
        options.append(characters[cursor])
        cursor += 1
      }
      let width = digits()
      guard width.count <= 3 else { return nil }
      options += width
      if cursor < characters.count, characters[cursor] == "." {
        cursor += 1
        let precision = digits()
        guard precision.count <= 3 else { return nil }
        options += "." + precision
      }
      while cursor < characters.count, FormatSpecifiers.lengths.contains(characters[cursor]) { cursor += 1 }
      guard cursor < characters.count else { return nil }
      let conversion = characters[cursor]
      guard conversion == "@" || FormatSpecifiers.integers.contains(conversion)
              || FormatSpecifiers.floats.contains(conversion) else { return nil }
      self.conversion = conversion
      end = cursor + 1
    }

    /// `argument` as this specifier shows it; a value of another kind is shown by its description.
    func format(_ argument: LocalizedArgument) -> String {
      switch (argument, conversion) {
      // The common `%lld` of an interpolated `Int` with no width or flags: what `String(format:)` prints, without
      // a trip through Foundation's formatter (a long list formats one per row it draws).
      case (.signed(let value), "d") where options.isEmpty, (.signed(let value), "i") where options.isEmpty:
        return String(value)
      case (.unsigned(let value), "u") where options.isEmpty:
        return String(value)
      case (.signed(let value), let c) where FormatSpecifiers.integers.contains(c):
        return String(format: "%" + options + "ll" + String(c), value)
      case (.unsigned(let value), let c) where FormatSpecifiers.integers.contains(c):
        return String(format: "%" + options + "ll" + String(c), value)
      case (.double(let value), let c) where FormatSpecifiers.floats.contains(c):
        return String(format: "%" + options + String(c), value)
      case (.signed(let value), let c) where FormatSpecifiers.floats.contains(c):
        return String(format: "%" + options + String(c), Double(value))
      case (.unsigned(let value), let c) where FormatSpecifiers.floats.contains(c):
        return String(format: "%" + options + String(c), Double(value))
      default:
        return argument.objectText
      }
    }
  }
}
