#if canImport(Glibc)
import Glibc
#endif
import TextBase

/// File paths typed in the REPL, where no shell expands them: `~` is the home directory, `~/x` a file in it and
/// `~name/x` one in user `name`'s. The session expands every path argument before the command sees it, as listed in
/// ``pathArguments``: a command that takes a path says which of its words are paths in its ``REPLCommandSpec``.
enum REPLPath {
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

  /// `path` with a leading `~` or `~name` replaced by that home directory; unchanged when there is none to use (no
  /// `HOME` and no password entry, or an unknown user), so the error that follows names what was typed.
  static func expand(_ path: String, environment: (String) -> String? = ResourceUsage.environment) -> String {
    guard path.hasPrefix("~") else { return path }
    let slash = path.firstIndex(of: "/") ?? path.endIndex
    let user = path[path.index(after: path.startIndex)..<slash]
    let home: String?
    if user.isEmpty {
      home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? passwordHome(getpwuid(getuid()))
    } else {
      home = passwordHome(getpwnam(String(user)))
    }
    guard var home else { return path }
    if home.count > 1 && home.hasSuffix("/") { home.removeLast() }
    let rest = path[slash...]
    return home == "/" && rest.hasPrefix("/") ? String(rest) : home + rest
  }

  private static func passwordHome(_ entry: UnsafeMutablePointer<passwd>?) -> String? {
    guard let directory = entry?.pointee.pw_dir else { return nil }
    let home = String(cString: directory)
    return home.isEmpty ? nil : home
  }
}
