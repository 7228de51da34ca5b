import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where each lesson stands for this student, saved in `$XDG_DATA_HOME/asyncplay/progress.json` (fallback
/// `~/.local/share/asyncplay/progress.json`).
///
/// Writes are atomic (a temporary file, `fsync`, `rename`), so a crash leaves the old file or the new one. A file that
/// cannot be read is moved aside to `progress.json.bak`, reported, and a fresh record started.
public struct ProgressStore {
  /// One lesson's progress.
  public struct Entry: Equatable, Sendable {
    /// The step the student is on (0-based).
    public var step: Int = 0
    /// Steps the student has seen.
    public var seen: Set<Int> = []
    /// Quiz results by step: true when the prediction held.
    public var quizzes: [Int: Bool] = [:]

    /// Whether every step has been seen and every quiz answered right.
    public func isComplete(_ lesson: Lesson) -> Bool {
      let quizSteps = lesson.steps.indices.filter { lesson.steps[$0].kind == .quiz }
      return seen.count >= lesson.steps.count && quizSteps.allSatisfy { quizzes[$0] == true }
    }
  }

  /// The file.
  public let path: String
  /// Progress by lesson id.
  public private(set) var entries: [String: Entry] = [:]
  /// What happened while loading (a corrupt file moved aside), for the user.
  public private(set) var notice: String?

  /// The default location, from `XDG_DATA_HOME` or `HOME`.
  public static func defaultPath() -> String {
    let env = ProcessInfo.processInfo.environment
    if let data = env["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/asyncplay/progress.json" }
    return (env["HOME"] ?? NSHomeDirectory()) + "/.local/share/asyncplay/progress.json"
  }

  /// Loads the progress at `path` (none yet is fine).
  public init(path: String = ProgressStore.defaultPath()) {
    self.path = path
    guard let data = FileManager.default.contents(atPath: path) else { return }
    if let parsed = Self.decode(data) {
      entries = parsed
      return
    }
    let backup = path + ".bak"
    _ = unlink(backup)
    if rename(path, backup) == 0 {
      notice = "progress file \(path) could not be read; moved it to \(backup) and started afresh"
    } else {
      notice = "progress file \(path) could not be read and could not be moved aside; starting afresh"
    }
  }

  /// The entry of a lesson (empty when new).
  public func entry(_ lessonID: String) -> Entry { entries[lessonID] ?? Entry() }

  /// Changes a lesson's entry and saves.
  public mutating func update(_ lessonID: String, _ change: (inout Entry) -> Void) throws {
    var entry = self.entry(lessonID)
    change(&entry)
    entries[lessonID] = entry
    try save()
  }

  /// Forgets everything and saves.
  public mutating func reset() throws {
    entries = [:]
    try save()
  }

  /// A failure to save.
  public struct SaveError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  /// Writes the file atomically.
  public func save() throws {
    let directory = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw SaveError(description: "cannot create \(directory): \(error.localizedDescription)")
    }
    let temporary = path + ".tmp.\(getpid())"
    let bytes = Array(encode().utf8)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw SaveError(description: "cannot write \(temporary): \(String(cString: strerror(errno)))") }
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        let why = String(cString: strerror(errno))
        close(fd)
        unlink(temporary)
        throw SaveError(description: "cannot write \(temporary): \(why)")
      }
      written += n
    }
    guard fsync(fd) == 0, close(fd) == 0, rename(temporary, path) == 0 else {
      let why = String(cString: strerror(errno))
      unlink(temporary)
      throw SaveError(description: "cannot save \(path): \(why)")
    }
    let dirFD = open(directory, O_RDONLY)
    if dirFD >= 0 {
      fsync(dirFD)
      close(dirFD)
    }
  }

  /// The file's text: keys sorted, so the same progress is the same bytes.
  func encode() -> String {
    var out = "{\n  \"version\": 1,\n  \"lessons\": {"
    for (i, id) in entries.keys.sorted().enumerated() {
      let e = entries[id]!
      out += i == 0 ? "\n" : ",\n"
      out += "    \(Self.quoted(id)): {\"step\": \(e.step), \"seen\": [\(e.seen.sorted().map(String.init).joined(separator: ", "))], "
      out += "\"quizzes\": {\(e.quizzes.keys.sorted().map { "\"\($0)\": \(e.quizzes[$0]! ? "true" : "false")" }.joined(separator: ", "))}}"
    }
    out += entries.isEmpty ? "}\n}\n" : "\n  }\n}\n"
    return out
  }

  private static func quoted(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  static func decode(_ data: Data) -> [String: Entry]? {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          root["version"] as? Int == 1, let lessons = root["lessons"] as? [String: Any] else { return nil }
    var entries: [String: Entry] = [:]
    for (id, value) in lessons {
      guard let object = value as? [String: Any], let step = object["step"] as? Int, step >= 0,
            let seen = object["seen"] as? [Int], let quizzes = object["quizzes"] as? [String: Bool] else { return nil }
      var entry = Entry(step: step, seen: Set(seen))
      for (key, ok) in quizzes {
        guard let index = Int(key) else { return nil }
        entry.quizzes[index] = ok
      }
      entries[id] = entry
    }
    return entries
  }
}
