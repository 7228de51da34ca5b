import Scenarios
import TextBase

/// Tab completion: what the word before the cursor can become, given the words before it.
///
/// The first word completes to commands; after `open`, scenario names; after `set`, parameter names with their
/// `=` (`set lat` → `set latency=`) and then a choice parameter's values; after `help`, command names; after
/// `lang`, zh and en; after `code`, `all` and the names of the scenario sources' functions and types; a word
/// starting with `-`, the command's flags.
struct REPLCompleter: Sendable {
  /// The scenarios `open` accepts.
  var catalog: [Scenario]
  /// The open scenario, whose parameters `set` completes.
  var scenario: Scenario?
  /// The exercise ids that `exercise`, `check` and `solution` complete.
  var exerciseIDs: [String] = []
  /// The function and type names `code` completes (after `all`), the open scenario's own first.
  var codeNames: [String] = []

  /// The candidates (whole words, in a fixed order) and the byte offset in `before` where the word they replace
  /// starts.
  func complete(_ before: String) -> (candidates: [String], replaceFrom: Int) {
    let bytes = Array(before.utf8)
    var start = bytes.count
    while start > 0, bytes[start - 1] != UInt8(ascii: " "), bytes[start - 1] != UInt8(ascii: "\t") { start -= 1 }
    let word = String(decoding: bytes[start...], as: UTF8.self)
    let previous = String(decoding: bytes[..<start], as: UTF8.self)
      .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    func matching(_ options: [String], _ prefix: String = word) -> [String] {
      options.filter { $0.hasPrefix(prefix) }
    }
    guard let first = previous.first else { return (matching(REPLCommandSpec.names), start) }
    guard let spec = REPLCommandSpec.named(first) else { return ([], start) }
    if word.hasPrefix("-") { return (matching(spec.flags), start) }
    let position = previous.count  // the index of the word being completed
    switch spec.command {
    case .help where position == 1:
      return (matching(REPLCommandSpec.names), start)
    case .open where position == 1:
      return (matching(catalog.map(\.name)), start)
    case .exercise where position == 1, .check where position == 1, .solution where position == 1:
      return (matching(exerciseIDs), start)
    case .compare where position == 1 && !word.contains("="):
      let names = (scenario?.parameters.map { $0.name + "=" } ?? []) + ["schedule=", "solution"]
      return (matching(names), start)
    case .explore where !word.contains("="):
      return (matching(["max=", "seed=", "jitter="] + spec.flags), start)
    case .run where !word.contains("="):
      return (matching(["schedule="] + spec.flags), start)
    case .code where position == 1:
      return (matching(["all"] + codeNames), start)
    case .lang where position == 1:
      return (matching(Language.allCases.map(\.rawValue)), start)
    case .run, .timeline:
      return (matching(spec.flags), start)
    case .set:
      guard let scenario else { return ([], start) }
      guard let equals = word.firstIndex(of: "=") else {
        return (matching(scenario.parameters.map { $0.name + "=" }), start)
      }
      let name = String(word[..<equals])
      let typed = String(word[word.index(after: equals)...])
      let valueStart = start + name.utf8.count + 1
      guard let parameter = scenario.parameter(named: name) else { return ([], valueStart) }
      switch parameter.kind {
      case .choice(let words): return (matching(words, typed), valueStart)
      default: return ([], valueStart)
      }
    default:
      return ([], start)
    }
  }
}
