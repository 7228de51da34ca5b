import Scenarios

/// Text made safe to write to a terminal: whatever a message repeats from outside (a file name holding ESC, a line
/// of the compiler's excerpt, a trace's value) can colour a word but never move the cursor, clear the screen, ring
/// the bell or retitle the window.
///
/// Every write of ``Output`` goes through ``safe(_:)``; the few sequences asyncplay sends on purpose (clearing the
/// screen, erasing a cue or a progress line) go through ``Output/writeControl(_:)``.
enum TerminalText {
  /// The longest SGR sequence kept (`ESC [ 1 ; 38 ; 5 ; 208 m` is 14): longer ones are not colours asyncplay makes.
  static let longestColour = 24

  /// `text` with its colour sequences (`ESC [ digits and ; m`), newlines and tabs as they are, and every other
  /// control character in caret notation (`^[`, `^M`; C1 as `<U+009B>`, see ``ControlCharacters``).
  static func safe(_ text: String) -> String {
    // Most text has no control character but the newline: it is returned untouched.
    guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 }) else {
      return text
    }
    let scalars = Array(text.unicodeScalars)
    var shown = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}", let end = colourEnd(scalars, from: index) {
        shown.append(contentsOf: scalars[index...end])
        index = end + 1
        continue
      }
      if scalar == "\n" || scalar == "\t" {
        shown.append(scalar)
      } else {
        shown.append(contentsOf: ControlCharacters.escaped(String(scalar)).unicodeScalars)
      }
      index += 1
    }
    return String(shown)
  }

  /// The index of the `m` ending the SGR sequence whose ESC is at `start`, or nil when it is not one.
  private static func colourEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var index = start + 2
    while index < scalars.count, index - start <= longestColour {
      let scalar = scalars[index]
      if scalar == "m" { return index }
      guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
      index += 1
    }
    return nil
  }
}
