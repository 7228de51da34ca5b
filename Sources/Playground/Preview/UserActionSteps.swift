/// The steps of a `--do` script as written, separated by `;` or line breaks, quotes respected (`type 'a; b'` is one step): what the
/// playground's `do` needs to give a step a time. The module's `UserActionScript` reads what they mean.
enum UserActionSteps {
  /// The steps of `text`, unchanged (the separators left out).
  static func split(_ text: String) -> [Substring] {
    var steps: [Substring] = []
    var start = text.startIndex
    var quote: Character?
    // In double quotes, `\"` and `\\` are a quote and a backslash (how actions print a label holding them).
    var escaped = false
    var index = text.startIndex
    while index < text.endIndex {
      let c = text[index]
      if let open = quote {
        if escaped {
          escaped = false
        } else if open == "\"" && c == "\\" {
          escaped = true
        } else if c == open {
          quote = nil
        }
      } else if c == "'" || c == "\"" {
        quote = c
      } else if c == ";" || c.isNewline {
        steps.append(text[start..<index])
        start = text.index(after: index)
      }
      index = text.index(after: index)
    }
    steps.append(text[start...])
    return steps
  }

  /// Where `character` first appears outside quotes in `step`.
  static func unquotedIndex(of character: Character, in step: Substring) -> Substring.Index? {
    var quote: Character?
    // In double quotes, `\"` and `\\` are a quote and a backslash (how actions print a label holding them).
    var escaped = false
    for index in step.indices {
      let c = step[index]
      if let open = quote {
        if escaped {
          escaped = false
        } else if open == "\"" && c == "\\" {
          escaped = true
        } else if c == open {
          quote = nil
        }
      } else if c == "'" || c == "\"" {
        quote = c
      } else if c == character {
        return index
      }
    }
    return nil
  }
}
