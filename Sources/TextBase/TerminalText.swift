
/// Text made safe to write to a terminal: whatever a message repeats from outside (a file name holding ESC, a line
/// of the compiler's excerpt, a trace's value) can colour a word but never move the cursor, clear the screen, ring
/// the bell or retitle the window.
///
/// Every write of ``Output`` goes through ``safe(_:)``; the few sequences asyncplay sends on purpose (clearing the
/// screen, erasing a cue or a progress line) go through ``Output/writeControl(_:)``.
package enum TerminalText {
  /// The longest SGR sequence kept (`ESC [ 1 ; 38 ; 5 ; 208 m` is 14): longer ones are not colours asyncplay makes.
  package static let longestColour = 24

  /// The width used when the terminal's is unknown (or output goes to a pipe), so transcripts do not depend on it.
  package static let defaultColumns = 80

  /// `text` with its colour sequences (`ESC [ digits and ; m`), newlines and tabs as they are, and every other
  /// control character in caret notation (`^[`, `^M`; C1 as `<U+009B>`, see ``ControlCharacters``).
  package static func safe(_ text: String) -> String {
    // Most text has no control character but the newline: it is returned untouched.
    guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 }) else {
      return text
    }
    // Byte by byte, into one buffer: a run's whole output (a hundred screens) passes here, so appending to a
    // string scalar by scalar, which copies it each time, would be quadratic. Every control character is ASCII or,
    // for C1, the two bytes C2 80…C2 9F; C2 never continues another character, so the other bytes are copied as
    // they are.
    let bytes = Array(text.utf8)
    var shown: [UInt8] = []
    shown.reserveCapacity(bytes.count + 16)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, let end = colourEnd(bytes, from: index) {
        shown.append(contentsOf: bytes[index...end])
        index = end + 1
      } else if byte == 0x0A || byte == 0x09 || (byte >= 0x20 && byte != 0x7F && byte != 0xC2) {
        shown.append(byte)
        index += 1
      } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        shown.append(contentsOf: ControlCharacters.escaped(String(UnicodeScalar(bytes[index + 1]))).utf8)
        index += 2
      } else if byte == 0xC2 {
        shown.append(byte)
        index += 1
      } else {
        shown.append(contentsOf: ControlCharacters.escaped(String(UnicodeScalar(byte))).utf8)
        index += 1
      }
    }
    return String(decoding: shown, as: UTF8.self)
  }

  /// The index of the `m` ending the SGR sequence whose ESC is at `start`, or nil when it is not one.
  private static func colourEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    guard start + 2 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else { return nil }
    var index = start + 2
    while index < bytes.count, index - start <= longestColour {
      let byte = bytes[index]
      if byte == UInt8(ascii: "m") { return index }
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ";") else { return nil }
      index += 1
    }
    return nil
  }
}
