/// Words of a shell command line that the playground suggests (`asyncplay run … --max-time 2s`, `asyncplay preview FILE`): typed back
/// into a shell, each word arrives as it was meant.
package enum ShellQuoting {
  /// `word`, in single quotes when a shell would split or expand it.
  package static func quoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "=@.,_-/:+".contains($0)) }
    guard !plain || word.isEmpty else { return word }
    // Scalar by scalar: a quote followed by a combining mark is one Character, but the shell sees the quote.
    var out = String.UnicodeScalarView()
    out.append("'")
    for scalar in word.unicodeScalars {
      if scalar == "'" { out.append(contentsOf: "'\\''".unicodeScalars) } else { out.append(scalar) }
    }
    out.append("'")
    return String(out)
  }
}
