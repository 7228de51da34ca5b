import TextBase

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
  /// Lines of the file that are not offered for recall (not UTF-8, control characters, too long), kept as they
  /// were and written back first, so that saving never changes bytes it did not write.
  private(set) var keptAsIs: [[UInt8]] = []
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
  ///
  /// Lines that are not UTF-8, hold control characters or are longer than a command line may be are not offered
  /// for recall, but they stay in the file, byte for byte (see ``keptAsIs``): the history is never re-encoded.
  mutating func load() -> String? {
    guard let path else { return nil }
    let bytes: [UInt8]
    do {
      bytes = try UserFile.bytes(at: path, limit: UserFile.stateLimit)
    } catch {
      return error.isMissing ? nil : "cannot read the history file \(path): \(error.problem)"
    }
    entries = []
    keptAsIs = []
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    for var line in body.split(separator: UInt8(ascii: "\n")) {
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      guard let text = String(validating: line, as: UTF8.self), !ControlCharacters.appear(in: text),
            text.count <= REPLSession.maximumLineLength else {
        keptAsIs.append(Array(line))
        continue
      }
      add(text)
    }
    if keptAsIs.count > limit { keptAsIs.removeFirst(keptAsIs.count - limit) }
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

  /// Writes the file atomically (see ``AtomicFile``), creating its directory; returns a one-line problem when it
  /// cannot.
  func save() -> String? {
    guard let path else { return nil }
    let target: String
    do {
      target = try AtomicFile.resolve(path)
    } catch {
      return "cannot write the history file \(path): \(error.problem)"
    }
    if let problem = Self.makeDirectories(AtomicFile.directory(of: target)) { return problem }
    var bytes: [UInt8] = []
    for line in keptAsIs { bytes += line + [UInt8(ascii: "\n")] }
    for entry in entries { bytes += Array(entry.utf8) + [UInt8(ascii: "\n")] }
    do {
      try AtomicFile.write(bytes, to: path, newFileMode: 0o600)
    } catch {
      return "cannot write the history file \(path): \(error.problem)"
    }
    return nil
  }

  /// `mkdir -p` with mode 0700 (the history is private).
  private static func makeDirectories(_ directory: String) -> String? {
    AtomicFile.makeDirectories(directory, mode: 0o700, for: "the history")
  }
}
