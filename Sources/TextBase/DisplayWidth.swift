/// Terminal column widths, so columns line up when task names contain Chinese characters.
package enum DisplayWidth {
  /// The number of terminal columns `text` takes: two for East Asian wide characters and emoji, zero for combining
  /// marks and for colour escape sequences (`ESC [ … m`).
  package static func of(_ text: String) -> Int {
    var total = 0
    var escape = EscapeState()
    for character in text where !escape.consumes(character) { total += of(character) }
    return total
  }

  /// The number of terminal columns one character (a grapheme: a letter with its combining marks, an emoji with its
  /// modifiers and joined parts) takes: two when any of its scalars is wide or it asks for emoji presentation
  /// (U+FE0F), else one, or zero when all of its scalars are zero-width.
  package static func of(_ character: Character) -> Int {
    var widest = 0
    for scalar in character.unicodeScalars {
      if scalar.value == 0xFE0F { return 2 }
      widest = max(widest, width(of: scalar))
    }
    return widest
  }

  /// Reads escape sequences character by character: `ESC`, then `[`, parameters and a final letter (a CSI
  /// sequence, such as a colour), or `ESC` and one more character. They take no columns, and text is never broken
  /// inside them.
  package struct EscapeState {
    private var inEscape = false
    private var sawBracket = false

    /// Outside any escape sequence.
    package init() {}

    /// Whether `character` belongs to an escape sequence (and so takes no room).
    package mutating func consumes(_ character: Character) -> Bool {
      if character == "\u{1B}" {
        inEscape = true
        sawBracket = false
        return true
      }
      guard inEscape else { return false }
      if !sawBracket {
        sawBracket = true
        if character == "[" { return true }
        inEscape = false
        return true
      }
      if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
         (0x40...0x7E).contains(scalar.value) {
        inEscape = false
      }
      return true
    }
  }

  /// `text` followed by spaces up to `columns` columns.
  package static func pad(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(columns - of(text), 0))
  }

  private static func width(of scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    switch v {
    case 0x0300...0x036F, 0x1160...0x11FF, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x20D0...0x20FF,
         0xFE00...0xFE0F, 0xFE20...0xFE2F, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F:
      return 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
         0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF,
         0x20000...0x3FFFD,
         // The emoji of the symbol blocks that Unicode's East Asian Width table marks wide (W): ❌, ✅, ⭐, ⌛, …
         0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3, 0x25FD...0x25FE, 0x2614...0x2615,
         0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4,
         0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E,
         0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55:
      return 2
    default: return 1
    }
  }
}
