import SwiftUI

/// The steps of a `--do` script as written, separated by `;` or line breaks, quotes respected (`type 'a; b'` is one step): what the
/// playground's `do` needs to give a step a time. The module's `UserActionScript` reads what they mean.
package enum UserActionSteps {
  /// The steps of `text`, unchanged (the separators left out).
  package static func split(_ text: String) -> [Substring] {
    var steps: [Substring] = []
    var start = text.startIndex
    var quotes = ActionQuotes()
    for index in text.indices where quotes.isOutside(text[index]) && (text[index] == ";" || text[index].isNewline) {
      steps.append(text[start..<index])
      start = text.index(after: index)
    }
    steps.append(text[start...])
    return steps
  }

  /// Where `character` first appears outside quotes in `step`.
  package static func unquotedIndex(of character: Character, in step: Substring) -> Substring.Index? {
    var quotes = ActionQuotes()
    return step.indices.first { quotes.isOutside(step[$0]) && step[$0] == character }
  }
}
