import Scenarios

/// The folder where students' exercise files live, one `<id>.swift` per exercise: `--workspace DIR`, else
/// `$ASYNCPLAY_WORKSPACE`, else `~/asyncplay-exercises` — a visible folder to open in an editor, never the current
/// directory unless asked for. Every command that uses it says where it is.
///
/// A file the student changed is never overwritten: `--reset` first renames it to a numbered backup
/// (`task-id.swift.~1~`, `~2~`, …, as `cp --backup=numbered` does), then writes the starting file.
struct ExerciseWorkspace: Equatable, Sendable {
  /// How the folder was chosen.
  enum Origin: Equatable, Sendable {
    /// `--workspace DIR`.
    case flag
    /// `ASYNCPLAY_WORKSPACE`.
    case environment
    /// The default, in the home folder.
    case home
  }

  /// The folder (absolute).
  var directory: String
  /// How it was chosen.
  var origin: Origin

  /// The environment variable that moves the workspace.
  static let variable = "ASYNCPLAY_WORKSPACE"
  /// The default folder's name, in the home folder.
  static let defaultName = "asyncplay-exercises"

  /// The workspace for a `--workspace` value (nil when not given) and the environment.
  static func resolve(flag: String?, environment: (String) -> String? = ResourceUsage.environment)
    -> ExerciseWorkspace {
    if let flag, !flag.isEmpty { return ExerciseWorkspace(directory: FileSystem.absolute(expand(flag, environment)), origin: .flag) }
    if let chosen = environment(variable), !chosen.isEmpty {
      return ExerciseWorkspace(directory: FileSystem.absolute(expand(chosen, environment)), origin: .environment)
    }
    let home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    return ExerciseWorkspace(directory: home + "/" + defaultName, origin: .home)
  }

  /// `~` and `~/…` against `HOME`.
  static func expand(_ path: String, _ environment: (String) -> String?) -> String {
    guard path == "~" || path.hasPrefix("~/"), let home = environment("HOME"), !home.isEmpty else { return path }
    return home + path.dropFirst()
  }

  /// The workspace file of `exercise`.
  func file(for exercise: Exercise) -> String { directory + "/" + exercise.id + ".swift" }

  /// The line that says where the workspace is and how to move it.
  func note(_ language: Language) -> String {
    switch origin {
    case .flag:
      return language.pick("工作区：\(directory)（由 --workspace 指定）", "workspace: \(directory) (from --workspace)")
    case .environment:
      return language.pick("工作区：\(directory)（由 \(Self.variable) 指定）",
                           "workspace: \(directory) (from \(Self.variable))")
    case .home:
      return language.pick("工作区：\(directory)（默认；用 --workspace DIR 或 \(Self.variable)=DIR 换一个地方）",
                           "workspace: \(directory) (the default; --workspace DIR or \(Self.variable)=DIR moves it)")
    }
  }

  /// What ``place(_:language:reset:)`` did.
  enum Placement: Equatable, Sendable {
    /// The starting file was written (the folder was created first when `createdFolder`).
    case created(createdFolder: Bool)
    /// The file was there and left alone; `changed` when it differs from the starting file.
    case kept(changed: Bool)
    /// `--reset`: the student's version was kept as `backup`, then the starting file written.
    case reset(backup: String)
    /// `--reset` of a file that already is the starting file: nothing to do.
    case alreadyStart
  }

  /// Whether `text` is the starting file of `exercise`, in either language.
  static func isStart(_ text: String, of exercise: Exercise) -> Bool {
    Language.allCases.contains { text == ExerciseTemplate.startingFile(exercise, language: $0) }
  }

  /// Makes sure the workspace file of `exercise` exists; with `reset`, puts the starting file back after backing up
  /// a changed one. Returns what happened, or one line saying what went wrong.
  func place(_ exercise: Exercise, language: Language, reset: Bool) -> Result<Placement, ExerciseError> {
    let path = file(for: exercise)
    let start = ExerciseTemplate.startingFile(exercise, language: language)
    let createdFolder = !FileSystem.isDirectory(directory)
    if let problem = FileSystem.makeDirectories(directory) { return .failure(ExerciseError(problem)) }
    guard FileSystem.isFile(path) else {
      if FileSystem.isDirectory(path) { return .failure(ExerciseError("\(path) is a folder, not a file")) }
      if let problem = FileSystem.writeAtomically(start, to: path) { return .failure(ExerciseError(problem)) }
      return .success(.created(createdFolder: createdFolder))
    }
    guard let text = FileSystem.read(path) else {
      return .failure(ExerciseError("cannot read \(path) (not UTF-8 text?); it was left as it is"))
    }
    let unchanged = Self.isStart(text, of: exercise)
    guard reset else { return .success(.kept(changed: !unchanged)) }
    guard !unchanged else { return .success(.alreadyStart) }
    let backup = nextBackup(for: path)
    if let problem = FileSystem.move(path, to: backup) { return .failure(ExerciseError(problem)) }
    if let problem = FileSystem.writeAtomically(start, to: path) {
      return .failure(ExerciseError(problem + " (your version is safe in \(backup))"))
    }
    return .success(.reset(backup: backup))
  }

  /// `path.~N~` for the first N above every existing backup.
  func nextBackup(for path: String) -> String {
    let name = FileSystem.fileName(of: path) + ".~"
    var highest = 0
    for entry in FileSystem.entries(FileSystem.directory(of: path)) ?? [] where entry.hasPrefix(name) && entry.hasSuffix("~") {
      if let n = Int(entry.dropFirst(name.count).dropLast()), n > highest { highest = n }
    }
    return path + ".~\(highest + 1)~"
  }
}

extension ExerciseWorkspace {
  /// What `check WORD` checks: an exercise id names its workspace file; a file whose first line names an exercise
  /// is that exercise's file, wherever it is; any other Swift file is a sandbox.
  func program(for word: String, library: ExerciseLibrary, language: Language) -> Result<StudentProgram, ExerciseError> {
    if let exercise = library.exercise(word), !FileSystem.isFile(word) {
      let path = file(for: exercise)
      guard FileSystem.isFile(path) else {
        return .failure(ExerciseError(language.pick(
          "\(path) 还不存在；先运行 exercise \(exercise.id) 写入起始文件",
          "\(path) does not exist yet; exercise \(exercise.id) writes the starting file")))
      }
      return .success(StudentProgram(file: path, kind: .exercise(exercise)))
    }
    guard FileSystem.isFile(word) else {
      let ids = library.ids
      let hint = Suggestions.closest(to: word, among: ids).map { language.pick("你是不是想输入 \($0)？", "did you mean \($0)? ") } ?? ""
      return .failure(ExerciseError(language.pick(
        "没有练习或文件 \"\(word)\"；\(hint)（练习：\(ids.joined(separator: ", "))；或者一个 Swift 文件的路径）",
        "no exercise or file \"\(word)\"; \(hint)(exercises: \(ids.joined(separator: ", ")); or the path of a Swift file)")))
    }
    if let text = FileSystem.read(word), let id = ExerciseTemplate.exerciseID(inFirstLineOf: text),
       let exercise = library.exercise(id) {
      return .success(StudentProgram(file: word, kind: .exercise(exercise)))
    }
    return .success(StudentProgram(file: word, kind: .sandbox))
  }
}

/// A failure of an exercise command, in one line.
struct ExerciseError: Error, Equatable, Sendable {
  /// What went wrong.
  var message: String

  /// An error saying `message`.
  init(_ message: String) { self.message = message }
}
