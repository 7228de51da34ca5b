import TextBase

/// Reads the words after `play` or `test`: positionals and `--flags`, a flag's value given as `--flag value` or
/// `--flag=value`; `--` ends the flags (for a file whose name starts with `-`).
package struct ScriptOptionReader {
  /// The command, for messages.
  package let command: String
  /// The flags that take a value, as usage shows them (`--pace D`), by name.
  package let valued: [String: String]
  /// The flags that take none.
  package let switches: [String]

  /// The flags as usage and error messages list them.
  package var synopses: [String] {
    (valued.keys.sorted().map { valued[$0]! } + switches).sorted()
  }

  /// The positional words, and each flag with its value (nil for a switch), in the order typed.
  package func read(_ arguments: [String]) throws(UsageError) -> (positionals: [String], flags: [(String, String?)]) {
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
        guard parts.count == 1 else {
          throw UsageError(zh: "\(name) 不带值；单独写 \(name)", en: "\(name) takes no value; write \(name) alone")
        }
        flags.append((name, nil))
      } else if let synopsis = valued[name] {
        if parts.count == 2 {
          flags.append((name, parts[1]))
        } else {
          guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw UsageError(zh: "\(name) 需要一个值；用法：\(synopsis)", en: "\(name) needs a value; usage: \(synopsis)")
          }
          flags.append((name, arguments[index]))
          index += 1
        }
      } else {
        let list = synopses.joined(separator: ", ")
        let match = Suggestions.closest(to: name, among: Array(valued.keys) + switches)
        throw UsageError(zh: "\(command) 没有选项 \(name)；" + (match.map { "你是不是想输入 \($0)？（选项：\(list)）" } ?? "选项：\(list)"),
                         en: "unknown option \(name) for \(command); "
                           + (match.map { "did you mean \($0)? (options: \(list))" } ?? "options: \(list)"))
      }
    }
    return (positionals, flags)
  }
}
