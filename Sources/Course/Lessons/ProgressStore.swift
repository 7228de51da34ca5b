import Foundation
import TextBase
#if canImport(Glibc)
import Glibc
#endif
import Runs

/// Where each lesson stands for this student, saved in `$XDG_DATA_HOME/asyncplay/progress.json` (fallback
/// `~/.local/share/asyncplay/progress.json`).
///
/// Writes are atomic (a temporary file, `fsync`, `rename`), so a crash leaves the old file or the new one. A file that
/// is not valid progress is moved aside to `progress.json.bak`, reported, and a fresh record started; one that is
/// not a regular file is never touched.
///
/// A piped session (a transcript) keeps its progress in memory only (``sessionOnly()``): it neither reads the file,
/// so the same input prints the same bytes on every run, nor writes it, so a transcript never moves the student on.
public struct ProgressStore {
  /// One lesson's progress.
  public struct Entry: Equatable, Sendable {
    /// The step the student is on (0-based).
    public var step: Int = 0
    /// Steps the student has seen.
    public var seen: Set<Int> = []
    /// The first answer to each quiz, by step: whether the prediction held. Later answers do not change it.
    public var quizzes: [Int: Bool] = [:]
    /// The choice of the first answer to each quiz, by step (lower case).
    public var answers: [Int: String] = [:]

    /// An entry with this progress (a lesson not started, by default).
    public init(step: Int = 0, seen: Set<Int> = [], quizzes: [Int: Bool] = [:], answers: [Int: String] = [:]) {
      self.step = step
      self.seen = seen
      self.quizzes = quizzes
      self.answers = answers
    }

    /// Records an answer: only the first one to a quiz counts.
    public mutating func answer(_ step: Int, choice: String, held: Bool) {
      guard quizzes[step] == nil else { return }
      quizzes[step] = held
      answers[step] = choice
    }

    /// Whether every step has been seen and every quiz answered.
    public func isComplete(_ lesson: Lesson) -> Bool {
      let quizSteps = lesson.steps.indices.filter { lesson.steps[$0].kind == .quiz }
      return seen.count >= lesson.steps.count && quizSteps.allSatisfy { quizzes[$0] != nil }
    }
  }

  /// One exercise's record: how its last check went, and whether it has ever passed.
  public struct ExerciseEntry: Equatable, Sendable {
    /// Whether every check held in the last check.
    public var lastPassed: Bool
    /// Whether every check has held at some check (done stays done).
    public var everPassed: Bool
  }

  /// The file.
  public let path: String
  /// Progress by lesson id.
  public private(set) var entries: [String: Entry] = [:]
  /// Exercise results by exercise id (none yet: not started).
  public private(set) var exercises: [String: ExerciseEntry] = [:]
  /// What happened while loading (a corrupt file moved aside, a file that cannot be used), for the user, in English.
  public var notice: String? { loadNotice?.message }
  /// The same notice in both languages.
  package private(set) var loadNotice: BilingualFailure?

  /// The load notice in `language`.
  package func notice(_ language: Language) -> String? { loadNotice?.message(language) }
  /// Why the last save failed, or nil when it worked (or nothing was saved yet); `progress` shows it instead of
  /// where progress is saved.
  public private(set) var saveProblem: String?
  /// Whether the file is left alone this session: it exists but is not a regular file asyncplay may replace.
  public private(set) var readOnly = false
  /// Whether this record lives only as long as the session (a piped session's): no file is read or written.
  public private(set) var isSessionOnly = false

  /// The default location, from `XDG_DATA_HOME` or `HOME`.
  public static func defaultPath() -> String {
    let env = ProcessInfo.processInfo.environment
    if let data = env["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/asyncplay/progress.json" }
    return (env["HOME"] ?? NSHomeDirectory()) + "/.local/share/asyncplay/progress.json"
  }

  /// Loads the progress at `path` (none yet is fine). A file that is not valid progress is moved aside to
  /// `<file>.bak` (through a symbolic link: its target is); one that cannot be read at all (a directory, a named
  /// pipe, no permission) is left alone and this session's progress is not saved, with a notice saying so.
  public init(path: String = ProgressStore.defaultPath()) {
    self.path = path
    let bytes: [UInt8]
    do {
      bytes = try UserFile.bytes(at: path, limit: UserFile.stateLimit)
    } catch {
      guard !error.isMissing else { return }
      readOnly = true
      loadNotice = BilingualFailure(
        zh: "进度文件 \(path) 无法读取（\(error.problem(.zh))）；这次的进度不会保存",
        en: "progress file \(path) cannot be read (\(error.problem)); this session's progress is not saved")
      return
    }
    if let text = try? UserFile.decode(bytes), let parsed = Self.decode(Data(text.text.utf8)) {
      entries = parsed
      exercises = Self.decodeExercises(Data(text.text.utf8)) ?? [:]
      return
    }
    let target = (try? AtomicFile.resolve(path)) ?? path
    let backup = target + ".bak"
    _ = unlink(backup)
    if rename(target, backup) == 0 {
      loadNotice = BilingualFailure(zh: "进度文件 \(path) 无法解读；已把它移到 \(backup)，从头开始记录",
                                    en: "progress file \(path) could not be read; moved it to \(backup) and started afresh")
    } else {
      readOnly = true
      let reason = UserFile.reason(errno)
      loadNotice = BilingualFailure(
        zh: "进度文件 \(path) 无法解读，也无法移开（\(reason)）；它保持原样，这次的进度不会保存",
        en: "progress file \(path) could not be read and could not be moved aside (\(reason)); it is left as it is "
          + "and this session's progress is not saved")
    }
  }

  /// A store holding `entries` and `exercises` that is never saved (for the tests and the fuzzer).
  package init(entries: [String: Entry], exercises: [String: ExerciseEntry] = [:]) {
    path = ""
    self.entries = entries
    self.exercises = exercises
    readOnly = true
  }

  /// A fresh record that is never read from or saved to a file: a piped session's (see the type's summary).
  public static func sessionOnly() -> ProgressStore {
    var store = ProgressStore(entries: [:])
    store.isSessionOnly = true
    return store
  }

  /// This store with `session`'s record (a session-only one) added to it: the steps seen together, the step the
  /// session is on, and each quiz's first answer where this store has none yet. Saves when anything changed.
  public mutating func adopt(_ session: ProgressStore) throws {
    var changed = false
    for (id, theirs) in session.entries {
      var entry = self.entry(id)
      let before = entry
      entry.seen.formUnion(theirs.seen)
      entry.step = theirs.step
      for (step, held) in theirs.quizzes where entry.quizzes[step] == nil {
        entry.quizzes[step] = held
        entry.answers[step] = theirs.answers[step]
      }
      if entry != before {
        entries[id] = entry
        changed = true
      }
    }
    for (id, theirs) in session.exercises {
      let mine = exercises[id]
      let merged = ExerciseEntry(lastPassed: theirs.lastPassed, everPassed: theirs.everPassed || (mine?.everPassed ?? false))
      if mine != merged {
        exercises[id] = merged
        changed = true
      }
    }
    if changed { try save() }
  }

  /// Where progress goes, for `progress`: `saved in <path>`, or why it is not being saved.
  public func whereSaved(_ language: Language) -> String {
    if isSessionOnly {
      return language.pick("进度只记在这次会话里：管道会话不读也不写进度文件（--progress 或 progress save 会保存）",
                           "progress is kept for this session only: a piped session neither reads nor writes the "
                             + "progress file (--progress or progress save keeps it)")
    }
    if readOnly { return language.pick("进度没有保存（见启动时的提示）", "progress is not saved (see the notice at start-up)") }
    if let saveProblem { return language.pick("进度无法保存：\(saveProblem)", "progress cannot be saved: \(saveProblem)") }
    return language.pick("进度保存在 \(path)", "saved in \(path)")
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

  /// Records the result of checking an exercise and saves.
  public mutating func recordExercise(_ id: String, passed: Bool) throws {
    let ever = (exercises[id]?.everPassed ?? false) || passed
    exercises[id] = ExerciseEntry(lastPassed: passed, everPassed: ever)
    try save()
  }

  /// Whether nothing is recorded: no lesson and no exercise.
  public var isEmpty: Bool { entries.isEmpty && exercises.isEmpty }

  /// Whether this store reads and writes a file (not a piped session's, not one left alone after a notice).
  public var savesToFile: Bool { !isSessionOnly && !readOnly && !path.isEmpty }

  /// Copies the record to a numbered backup beside the file (`progress.json.~1~`, `~2~`, …, the next number free)
  /// and returns the backup's path: the file's bytes as they are, or this store's record when there is no file yet.
  /// Nil for a store without a file (``savesToFile``). Throws a ``SaveError`` saying why the backup was not written.
  public func backUp() throws -> String? {
    guard savesToFile else { return nil }
    let target = (try? AtomicFile.resolve(path)) ?? path
    let bytes = (try? UserFile.bytes(at: target, limit: UserFile.stateLimit)) ?? Array(encode().utf8)
    var info = stat()
    let mode = stat(target, &info) == 0 ? info.st_mode & 0o777 : 0o644
    let backup = FileSystem.nextBackup(for: target)
    do {
      try AtomicFile.write(bytes, to: backup, newFileMode: mode, sync: true)
    } catch {
      throw SaveError(description: error.writing(backup))
    }
    return backup
  }

  /// Forgets everything and saves.
  public mutating func reset() throws {
    entries = [:]
    exercises = [:]
    try save()
  }

  /// A failure to save.
  public struct SaveError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    /// Whether the same failure was reported by the previous save already (so a caller need not repeat it).
    public var repeated = false
  }

  /// Writes the file atomically (see ``AtomicFile``: temporary file, `fsync`, `rename`; a symbolic link's target
  /// is replaced, permissions are kept, a read-only file is refused, temporaries of killed sessions are removed).
  public mutating func save() throws {
    guard !readOnly else { return }
    let problem = Self.write(encode(), to: path)
    defer { saveProblem = problem }
    if let problem { throw SaveError(description: problem, repeated: problem == saveProblem) }
  }

  /// Writes `text` to `path` (creating its directory); nil on success, else why not.
  private static func write(_ text: String, to path: String) -> String? {
    let target: String
    do {
      target = try AtomicFile.resolve(path)
    } catch {
      return error.writing(path)
    }
    if let problem = AtomicFile.makeDirectories(AtomicFile.directory(of: target), for: "the progress file") {
      return problem
    }
    do {
      try AtomicFile.write(Array(text.utf8), to: path, sync: true)
    } catch {
      return error.writing(path)
    }
    return nil
  }

  /// The file's text: keys sorted, so the same progress is the same bytes.
  package func encode() -> String {
    var out = "{\n  \"version\": 1,\n  \"lessons\": {"
    for (i, id) in entries.keys.sorted().enumerated() {
      let e = entries[id]!
      out += i == 0 ? "\n" : ",\n"
      out += "    \(Self.quoted(id)): {\"step\": \(e.step), \"seen\": [\(e.seen.sorted().map(String.init).joined(separator: ", "))], "
      out += "\"quizzes\": {\(e.quizzes.keys.sorted().map { "\"\($0)\": \(e.quizzes[$0]! ? "true" : "false")" }.joined(separator: ", "))}"
      // The first answers' choices came later: written only when there are some, so older files keep their bytes.
      if !e.answers.isEmpty {
        out += ", \"answers\": {\(e.answers.keys.sorted().map { "\"\($0)\": \(Self.quoted(e.answers[$0]!))" }.joined(separator: ", "))}"
      }
      out += "}"
    }
    out += entries.isEmpty ? "}" : "\n  }"
    // Exercises came later: a file without them is read as no exercise started, and older readers ignore them.
    if !exercises.isEmpty {
      out += ",\n  \"exercises\": {"
      for (i, id) in exercises.keys.sorted().enumerated() {
        let e = exercises[id]!
        out += i == 0 ? "\n" : ",\n"
        out += "    \(Self.quoted(id)): {\"last_passed\": \(e.lastPassed), \"ever_passed\": \(e.everPassed)}"
      }
      out += "\n  }"
    }
    return out + "\n}\n"
  }

  /// `s` as a JSON string: `"` and `\` escaped, and control characters as `\u00XX` (a lesson id read from an old or
  /// edited file may hold one; written raw, it would make the whole file unreadable).
  package static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// The exercise records of a progress file (nil when it has none or they are malformed: they are then dropped,
  /// the lesson progress stays).
  package static func decodeExercises(_ data: Data) -> [String: ExerciseEntry]? {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let records = root["exercises"] as? [String: Any] else { return nil }
    var exercises: [String: ExerciseEntry] = [:]
    for (id, value) in records {
      guard let object = value as? [String: Any], let last = object["last_passed"] as? Bool,
            let ever = object["ever_passed"] as? Bool else { return nil }
      exercises[id] = ExerciseEntry(lastPassed: last, everPassed: ever || last)
    }
    return exercises
  }

  package static func decode(_ data: Data) -> [String: Entry]? {
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
      // Files written before first answers were kept have no "answers": their results stand, without the choice.
      if let answers = object["answers"] {
        guard let answers = answers as? [String: String] else { return nil }
        for (key, choice) in answers {
          guard let index = Int(key) else { return nil }
          entry.answers[index] = choice
        }
      }
      entries[id] = entry
    }
    return entries
  }
}
