import Scenarios

/// Reads the words after `play` or `test`: positionals and `--flags`, a flag's value given as `--flag value` or
/// `--flag=value`; `--` ends the flags (for a file whose name starts with `-`).
struct ScriptOptionReader {
  /// The command, for messages.
  let command: String
  /// The flags that take a value, as usage shows them (`--pace D`), by name.
  let valued: [String: String]
  /// The flags that take none.
  let switches: [String]

  /// The flags as usage and error messages list them.
  var synopses: [String] {
    (valued.keys.sorted().map { valued[$0]! } + switches).sorted()
  }

  /// The positional words, and each flag with its value (nil for a switch), in the order typed.
  func read(_ arguments: [String]) throws(UsageError) -> (positionals: [String], flags: [(String, String?)]) {
    var positionals: [String] = []
    var flags: [(String, String?)] = []
    var index = 0
    var flagsEnded = false
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if flagsEnded || !word.hasPrefix("-") || word == "-" {
        positionals.append(word)
        continue
      }
      if word == "--" {
        flagsEnded = true
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let name = parts[0]
      if switches.contains(name) {
        guard parts.count == 1 else { throw UsageError("\(name) takes no value; write \(name) alone") }
        flags.append((name, nil))
      } else if let synopsis = valued[name] {
        if parts.count == 2 {
          flags.append((name, parts[1]))
        } else {
          guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw UsageError("\(name) needs a value; usage: \(synopsis)")
          }
          flags.append((name, arguments[index]))
          index += 1
        }
      } else {
        let list = "options: " + synopses.joined(separator: ", ")
        let hint = Suggestions.closest(to: name, among: Array(valued.keys) + switches)
          .map { "did you mean \($0)? (\(list))" } ?? list
        throw UsageError("unknown option \(name) for \(command); \(hint)")
      }
    }
    return (positionals, flags)
  }
}
