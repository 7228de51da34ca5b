/// Splits a REPL line into words the way a shell would, minus everything else a shell does.
///
/// Words are separated by spaces or tabs. `"…"` and `'…'` quote: the quotes are removed and what is between them
/// stays in one word, so `set typing="s@0 sw@120"` is two words. Inside `"…"` a backslash keeps the next `"` or `\`;
/// inside `'…'` nothing is special. Quotes may touch other text (`name="a b"` is one word).
enum REPLTokenizer {
  /// A line the tokenizer cannot split.
  struct Failure: Error, Equatable {
    /// What is wrong and what is accepted, for the one error line.
    let message: String
  }

  /// The words of `line`; throws when a quote is never closed.
  static func words(_ line: String) throws(Failure) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var quoteColumn = 0
    var escaped = false
    var column = 0
    for character in line {
      column += 1
      if let open = quote {
        if escaped {
          current.append(character)
          escaped = false
        } else if open == "\"" && character == "\\" {
          escaped = true
        } else if character == open {
          quote = nil
        } else {
          current.append(character)
        }
        continue
      }
      switch character {
      case " ", "\t":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      case "\"", "'":
        quote = character
        quoteColumn = column
        inWord = true
      default:
        current.append(character)
        inWord = true
      }
    }
    if let open = quote {
      let other: Character = open == "\"" ? "'" : "\""
      throw Failure(message: "unbalanced quote: the \(open) at column \(quoteColumn) is never closed; "
        + "close it, or quote with \(other)…\(other) to keep a \(open) inside a word")
    }
    if inWord { words.append(current) }
    return words
  }
}
