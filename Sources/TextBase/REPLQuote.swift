
/// Shows words the user typed inside one-line messages without letting them take over the line.
package enum REPLQuote {
  /// The longest word a message repeats in full, in characters.
  package static let longest = 40

  /// `word`, cut to ``longest`` characters with `…` when longer, its control characters made visible (`^[`).
  package static func shorten(_ word: String) -> String {
    ControlCharacters.escaped(word.count <= longest ? word : String(word.prefix(longest)) + "…")
  }

  /// `value` in upper-case hexadecimal with at least four digits (`001B`).
  package static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(4 - digits.count, 0)) + digits
  }
}
