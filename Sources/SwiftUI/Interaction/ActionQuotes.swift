// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal

/// Where a scan of an action script stands with respect to quotes: `'…'` and `"…"` hold text whole, and inside double
/// quotes `\"` and `\\` are a quote and a backslash (the form in which actions print a label holding them). Every
/// scanner of a script — the step splitters, the searches for a word or separator outside quotes — takes its
/// characters through one of these, so they all agree on what is quoted.
///
/// ```swift
/// var quotes = ActionQuotes()
/// for c in #"tap "a; b"; back"# where quotes.isOutside(c) && c == ";" { … }   // only the second `;`
/// ```
package struct ActionQuotes: Sendable {
  /// The open quote character, or nil outside quotes.
  package private(set) var open: Character?
  /// Whether the previous character was a backslash inside double quotes.
  private var escaped = false

  package init() {}

  /// Takes the next character; returns whether it stands outside quotes (a quote that opens or closes a quoted
  /// text is inside).
  package mutating func isOutside(_ character: Character) -> Bool {
    if let quote = open {
      if escaped {
        escaped = false
      } else if quote == "\"" && character == "\\" {
        escaped = true
      } else if character == quote {
        open = nil
      }
      return false
    }
    if character == "'" || character == "\"" {
      open = character
      return false
    }
    return true
  }
}
