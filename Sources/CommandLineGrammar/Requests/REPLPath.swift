#if canImport(Glibc)
import Glibc
#endif
import TextBase

/// File paths typed in the REPL, where no shell expands them: `~` is the home directory, `~/x` a file in it and
/// `~name/x` one in user `name`'s. The session expands every path argument before the command sees it, as listed in
/// ``pathArguments`` (in the playground, from the REPL's command table); `asyncplay --lessons ~/x` expands here too.
package enum REPLPath {
  /// `path` with a leading `~` or `~name` replaced by that home directory; unchanged when there is none to use (no
  /// `HOME` and no password entry, or an unknown user), so the error that follows names what was typed.
  package static func expand(_ path: String, environment: (String) -> String? = ResourceUsage.environment) -> String {
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
