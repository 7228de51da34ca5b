/// Terminal column widths, so columns line up when task names contain Chinese characters.
enum DisplayWidth {
  /// The number of terminal columns `text` takes: two for East Asian wide characters, zero for combining marks.
  static func of(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
  }

  /// The number of terminal columns one character takes.
  static func of(_ character: Character) -> Int {
    character.unicodeScalars.reduce(0) { $0 + width(of: $1) }
  }

  /// `text` followed by spaces up to `columns` columns.
  static func pad(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(columns - of(text), 0))
  }

  private static func width(of scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    switch v {
    case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
         0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF,
         0x20000...0x3FFFD:
      return 2
    default: return 1
    }
  }
}
