import TextBase

/// Splits a REPL line into words the way a shell would, minus everything else a shell does.
///
/// Words are separated by spaces or tabs. `"…"` and `'…'` quote: the quotes are removed and what is between them
/// stays in one word, so `set typing="s@0 sw@120"` is two words. Inside `"…"` a backslash keeps the next `"` or `\`;
/// inside `'…'` nothing is special. Quotes may touch other text (`name="a b"` is one word).
package enum REPLTokenizer {
  /// A line the tokenizer cannot split.
  package typealias Failure = BilingualFailure

  /// The words of `line`; throws when a quote is never closed.
  ///
  /// The line is read by Unicode scalar, not by `Character`: a quote followed by a combining mark is one
  /// `Character`, but it is still a quote (as it is to a shell, which reads bytes).
  package static func words(_ line: String) throws(Failure) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    var inWord = false
    var quote: Unicode.Scalar?
    var quoteOffset = 0
    var escaped = false
    for (offset, scalar) in line.unicodeScalars.enumerated() {
      if let open = quote {
        if escaped {
          current.append(scalar)
          escaped = false
        } else if open == "\"" && scalar == "\\" {
          escaped = true
        } else if scalar == open {
          quote = nil
        } else {
          current.append(scalar)
        }
        continue
      }
      switch scalar {
      case " ", "\t":
        if inWord { words.append(String(current)) }
        current = String.UnicodeScalarView()
        inWord = false
      case "\"", "'":
        quote = scalar
        quoteOffset = offset
        inWord = true
      default:
        current.append(scalar)
        inWord = true
      }
    }
    if let open = quote {
      let other: Unicode.Scalar = open == "\"" ? "'" : "\""
      // The column as the user sees it: characters before the quote, plus one.
      var before = String.UnicodeScalarView()
      before.append(contentsOf: line.unicodeScalars.prefix(quoteOffset))
      let column = String(before).count + 1
      throw Failure(zh: "引号不成对：第 \(column) 列的 \(open) 没有闭合；把它闭合，或用 \(other)…\(other) 把 \(open) 包在词里",
                    en: "unbalanced quote: the \(open) at column \(column) is never closed; "
                      + "close it, or quote with \(other)…\(other) to keep a \(open) inside a word")
    }
    if inWord { words.append(String(current)) }
    return words
  }
}
