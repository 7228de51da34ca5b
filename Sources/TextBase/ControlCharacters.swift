/// Shows text that came from data (a typed value, a file, a history line) inside a message or a listing without
/// letting it move the cursor, clear the screen or start a new line.
///
/// C0 controls and DEL use caret notation, as `cat -v` and the piped REPL's echo do (`^[` for ESC, `^J` for a
/// newline, `^?` for DEL); C1 controls, which some terminals obey too, are written `<U+009B>`. A tab stays a tab.
/// ```swift
/// ControlCharacters.escaped("s\u{1B}[2J")   // "s^[[2J"
/// ```
public enum ControlCharacters {
  /// `text` with every control character but the tab made visible.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 && scalar != "\t" {
        shown.append("^")
        shown.append(Unicode.Scalar(UInt8(scalar.value) + 0x40))
      } else if scalar.value == 0x7F {
        shown.append(contentsOf: "^?".unicodeScalars)
      } else if (0x80...0x9F).contains(scalar.value) {
        shown.append(contentsOf: "<U+00\(String(scalar.value, radix: 16, uppercase: true))>".unicodeScalars)
      } else {
        shown.append(scalar)
      }
    }
    return String(shown)
  }

  /// Whether `text` holds a control character other than the tab.
  public static func appear(in text: some StringProtocol) -> Bool { text.unicodeScalars.contains(where: isControl) }

  /// The first control character other than the tab in `text`, written `U+001B`; nil when there is none.
  public static func first(in text: some StringProtocol) -> String? {
    text.unicodeScalars.first(where: isControl).map { codePoint($0) }
  }

  /// `U+001B`: the scalar's code point in upper-case hexadecimal, at least four digits.
  public static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(4 - digits.count, 0)) + digits
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
  }
}
