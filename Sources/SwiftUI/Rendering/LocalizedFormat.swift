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
    guard format.contains("%") else { return format }
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
