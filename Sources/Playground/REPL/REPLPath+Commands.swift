import TextBase
import CommandLineGrammar

/// The path arguments of the REPL's commands: a command that takes a path says which of its words are paths in its
/// ``REPLCommandSpec``, and the session expands them before the command sees them.
extension REPLPath {
  /// Which words after each command are paths (by position among the words that are not `--flags`), from the specs.
  /// (`preview` takes files anywhere among its words; it expands the paths of its `routes=` and `container=` itself.)
  static let pathArguments: [String: Set<Int>] =
    Dictionary(uniqueKeysWithValues: REPLCommandSpec.all.filter { !$0.paths.isEmpty }.map { ($0.name, $0.paths) })

  /// `arguments` of `command` with each path among them expanded.
  static func expandArguments(of command: String, _ arguments: [String],
                              environment: (String) -> String? = ResourceUsage.environment) -> [String] {
    guard let positions = pathArguments[command] else { return arguments }
    return arguments.enumerated().map { positions.contains($0.offset) ? expand($0.element, environment: environment)
                                                                        : $0.element }
  }
}
