#if canImport(Glibc)
import Glibc
#endif

/// The lines typed in the interactive REPL, kept across sessions in a file.
///
/// The file is `$XDG_STATE_HOME/asyncplay/history`, or `~/.local/state/asyncplay/history` when `XDG_STATE_HOME` is
/// unset or not an absolute path (as the XDG base directory specification says). It holds one line per entry,
/// oldest first, in UTF-8. A line typed again moves to the end instead of being kept twice, and only the newest
/// ``capacity`` lines are kept. The file is rewritten after every line (to a temporary file, then renamed over the
/// old one), so a session that is killed loses nothing and a half-written file never replaces a good one.
struct REPLHistory {
  /// The most lines kept.
  static let capacity = 1_000

  /// The lines, oldest first, without duplicates.
  private(set) var entries: [String] = []
  /// The file, or nil when there is nowhere to keep it.
  let path: String?
  /// How many lines are kept.
  let limit: Int

  /// A history kept in `path` (nil: in memory only), holding at most `limit` lines.
  init(path: String?, limit: Int = capacity) {
    self.path = path
    self.limit = max(limit, 1)
  }

  /// Where the history lives for this environment, or nil when neither `XDG_STATE_HOME` nor `HOME` says.
  static func defaultPath(environment: (String) -> String?) -> String? {
    if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
      return state + "/asyncplay/history"
    }
    guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
    return home + "/.local/state/asyncplay/history"
  }

  /// Reads the file (a missing file is an empty history); returns a one-line problem when it cannot be read.
  mutating func load() -> String? {
    guard let path else { return nil }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return errno == ENOENT ? nil : "cannot read the history file \(path): \(Self.describe(errno))"
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { return "cannot read the history file \(path): \(Self.describe(errno))" }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[..<count])
    }
    entries = []
    for line in bytes.split(separator: UInt8(ascii: "\n")) {
      add(String(decoding: line, as: UTF8.self))
    }
    return nil
  }

  /// Adds a line at the end, without trailing spaces (an earlier copy of it is dropped; so is the oldest line
  /// beyond the limit). Empty and blank lines are not kept.
  mutating func add(_ line: String) {
    var trimmed = Substring(line)
    // Tab completion leaves a space at the end; "run" and "run " are the same line.
    while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
    guard !trimmed.isEmpty else { return }
    let line = String(trimmed)
    entries.removeAll { $0 == line }
    entries.append(line)
    if entries.count > limit { entries.removeFirst(entries.count - limit) }
  }

  /// Writes the file, creating its directory; returns a one-line problem when it cannot.
  func save() -> String? {
    guard let path else { return nil }
    let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    if let problem = Self.makeDirectories(directory) { return problem }
    let temporary = path + ".\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return "cannot write the history file \(path): \(Self.describe(errno))" }
    var text = entries.map { $0 + "\n" }.joined()
    let written = text.withUTF8 { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return false }
        offset += count
      }
      return true
    }
    let error = errno
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      unlink(temporary)
      return "cannot write the history file \(path): \(Self.describe(written ? errno : error))"
    }
    return nil
  }

  /// `mkdir -p` with mode 0700 (the history is private).
  private static func makeDirectories(_ directory: String) -> String? {
    guard !directory.isEmpty else { return nil }
    var path = ""
    for component in directory.split(separator: "/") {
      path += "/" + component
      if mkdir(path, 0o700) != 0 && errno != EEXIST {
        return "cannot create \(path) for the history: \(describe(errno))"
      }
    }
    return nil
  }

  private static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
