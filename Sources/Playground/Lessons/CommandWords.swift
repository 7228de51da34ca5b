/// Splits a command line into words: spaces separate, `"…"` and `'…'` quote (a quote may contain the other kind),
/// and `\` escapes the next character inside double quotes.
public enum CommandWords {
  /// A line whose quotes do not balance.
  public struct Unbalanced: Error, Equatable, Sendable {
    /// What is wrong and what is accepted.
    public var message: String
  }

  /// The words of `line`.
  public static func split(_ line: String) throws(Unbalanced) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for ch in line {
      if let q = quote {
        if escaped {
          current.append(ch)
          escaped = false
        } else if ch == "\\" && q == "\"" {
          escaped = true
        } else if ch == q {
          quote = nil
        } else {
          current.append(ch)
        }
        continue
      }
      switch ch {
      case " ", "\t":
        if inWord {
          words.append(current)
          current = ""
          inWord = false
        }
      case "\"", "'":
        quote = ch
        inWord = true
      default:
        current.append(ch)
        inWord = true
      }
    }
    if let q = quote {
      throw Unbalanced(message: "unbalanced \(q == "\"" ? "double" : "single") quote; close it, e.g. \(q)text\(q)")
    }
    if inWord { words.append(current) }
    return words
  }
}
