import TextBase
#if canImport(Glibc)
import Glibc
#endif
import Runs
import CommandLineGrammar

/// The folder where students' exercise files live, one `<id>.swift` per exercise: `--workspace DIR`, else
/// `$ASYNCPLAY_WORKSPACE`, else `~/asyncplay-exercises` — a visible folder to open in an editor, never the current
/// directory unless asked for. Every command that uses it says where it is.
///
/// A file the student changed is never overwritten: `--reset` first renames it to a numbered backup
/// (`task-id.swift.~1~`, `~2~`, …, as `cp --backup=numbered` does), then writes the starting file.
package struct ExerciseWorkspace: Equatable, Sendable {
  /// How the folder was chosen.
  package enum Origin: Equatable, Sendable {
    /// `--workspace DIR`.
    case flag
    /// `ASYNCPLAY_WORKSPACE`.
    case environment
    /// The default, in the home folder.
    case home
  }

  /// The folder (absolute).
  package var directory: String
  /// How it was chosen.
  package var origin: Origin

  /// The environment variable that moves the workspace.
  package static let variable = "ASYNCPLAY_WORKSPACE"
  /// The default folder's name, in the home folder.
  package static let defaultName = "asyncplay-exercises"

  /// The workspace for a `--workspace` value (nil when not given) and the environment.
  package static func resolve(flag: String?, environment: (String) -> String? = ResourceUsage.environment)
    -> ExerciseWorkspace {
    if let flag, !flag.isEmpty { return ExerciseWorkspace(directory: FileSystem.absolute(expand(flag, environment)), origin: .flag) }
    if let chosen = environment(variable), !chosen.isEmpty {
      return ExerciseWorkspace(directory: FileSystem.absolute(expand(chosen, environment)), origin: .environment)
    }
    let home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    return ExerciseWorkspace(directory: home + "/" + defaultName, origin: .home)
  }

  /// `~` and `~/…` against `HOME`.
  package static func expand(_ path: String, _ environment: (String) -> String?) -> String {
    guard path == "~" || path.hasPrefix("~/"), let home = environment("HOME"), !home.isEmpty else { return path }
    return home + path.dropFirst()
  }

  /// The workspace file of `exercise`.
  package func file(for exercise: Exercise) -> String { directory + "/" + exercise.id + ".swift" }

  /// The line that says where the workspace is and how to move it.
  package func note(_ language: Language) -> String {
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
  package enum Placement: Equatable, Sendable {
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
  package static func isStart(_ text: String, of exercise: Exercise) -> Bool {
    Language.allCases.contains { text == ExerciseTemplate.startingFile(exercise, language: $0) }
  }

  /// Makes sure the workspace file of `exercise` exists; with `reset`, puts the starting file back after backing up
  /// a changed one. Returns what happened, or one line saying what went wrong.
  package func place(_ exercise: Exercise, language: Language, reset: Bool) -> Result<Placement, ExerciseError> {
    let path = file(for: exercise)
    let start = ExerciseTemplate.startingFile(exercise, language: language)
    let createdFolder = !FileSystem.isDirectory(directory)
    if let problem = unusable(language) { return .failure(problem) }
    if let problem = FileSystem.makeDirectories(directory) { return .failure(ExerciseError(problem)) }
    guard FileSystem.isFile(path) else {
      if FileSystem.isDirectory(path) { return .failure(ExerciseError("\(path) is a folder, not a file")) }
      if let problem = FileSystem.writeAtomically(start, to: path, language: language) { return .failure(ExerciseError(problem)) }
      return .success(.created(createdFolder: createdFolder))
    }
    if let problem = Self.unreadable(path, language) {
      return .failure(ExerciseError(problem.message + language.pick("（文件保持原样）", " (the file was left as it is)"),
                                    isUsage: true))
    }
    guard let text = FileSystem.read(path) else {
      return .failure(ExerciseError(language.pick("无法读取 \(path)；文件保持原样", "cannot read \(path); it was left as it is")))
    }
    let unchanged = Self.isStart(text, of: exercise)
    guard reset else { return .success(.kept(changed: !unchanged)) }
    guard !unchanged else { return .success(.alreadyStart) }
    let backup = FileSystem.nextBackup(for: path)
    if let problem = FileSystem.move(path, to: backup) { return .failure(ExerciseError(problem)) }
    if let problem = FileSystem.writeAtomically(start, to: path, language: language) {
      return .failure(ExerciseError(problem + " (your version is safe in \(backup))"))
    }
    return .success(.reset(backup: backup))
  }

}

extension ExerciseWorkspace {
  /// What `check WORD` checks: an exercise id names its workspace file; a file whose first line names an exercise
  /// is that exercise's file, wherever it is; any other Swift file is a sandbox.
  package func program(for word: String, library: ExerciseLibrary, language: Language) -> Result<StudentProgram, ExerciseError> {
    if let exercise = library.exercise(word), !FileSystem.isFile(word) {
      if let problem = unusable(language) { return .failure(problem) }
      let path = file(for: exercise)
      if let problem = Self.unreadable(path, language) { return .failure(problem) }
      guard FileSystem.isFile(path) else {
        return .failure(ExerciseError(language.pick(
          "\(path) 还不存在；先运行 exercise \(exercise.id) 写入起始文件",
          "\(path) does not exist yet; exercise \(exercise.id) writes the starting file")))
      }
      return .success(StudentProgram(file: path, kind: .exercise(exercise)))
    }
    if let problem = Self.unreadable(word, language) { return .failure(problem) }
    guard FileSystem.isFile(word) else {
      let list = language.list(library.ids)
      let accepted = language.pick("练习：\(list)，或一个 Swift 文件的路径", "exercises: \(list), or the path of a Swift file")
      let message = Suggestions.closest(to: word, among: library.ids).map {
        language.pick("你是不是想输入 \($0)？（\(accepted)）", "did you mean \($0)? (\(accepted))")
      } ?? accepted
      return .failure(ExerciseError(language.pick("没有练习或文件 \"\(word)\"；", "no exercise or file \"\(word)\"; ")
        + message))
    }
    // The compiler takes only a `.swift` file for Swift source: a routes file given by mistake was compiled as
    // Swift and reported as a sandbox without play().
    guard word.hasSuffix(".swift") else {
      return .failure(ExerciseError(language.pick(
        "\(word) 不是 Swift 文件：请给出练习名或以 .swift 结尾的文件",
        "\(word) is not a Swift file: give an exercise or a file ending in .swift"), isUsage: true))
    }
    if let text = FileSystem.read(word), let id = ExerciseTemplate.exerciseID(inFirstLineOf: text),
       let exercise = library.exercise(id) {
      return .success(StudentProgram(file: word, kind: .exercise(exercise)))
    }
    let program = StudentProgram(file: word, kind: .sandbox)
    // A view file is what `preview` runs: checking it would only report the missing play() (after the compiler's
    // complaints about #Preview), so it is one line saying which command to use.
    if program.showsViewsWithoutPlay {
      let command = "asyncplay preview " + ShellQuoting.quoted(word)
      return .failure(ExerciseError(language.pick(
        "\(word) 是视图文件（有 View 或 #Preview，没有 play()）：用 \(command) 运行它",
        "\(word) is a view file (a View or #Preview, no play()): run it with \(command)"), isUsage: true))
    }
    return .success(program)
  }
}

/// A failure of an exercise command, in one line.
package struct ExerciseError: Error, Equatable, Sendable {
  /// What went wrong.
  package var message: String
  /// Whether the command was given something it cannot use (a workspace that is a file, a file that is not text):
  /// exit status 2, as for a usage error.
  package var isUsage = false

  /// An error saying `message`.
  package init(_ message: String, isUsage: Bool = false) {
    self.message = message
    self.isUsage = isUsage
  }
}

extension ExerciseWorkspace {
  /// Why the workspace cannot hold exercise files (something other than a folder is in its place), or nil.
  package func unusable(_ language: Language) -> ExerciseError? {
    var info = stat()
    guard stat(directory, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
    let kind = UserFile.nonRegularKinds(info.st_mode) ?? ("一个文件", "a file")
    let source = language.pick(origin == .flag ? "--workspace" : origin == .environment ? Self.variable : "默认位置",
                               origin == .flag ? "--workspace" : origin == .environment ? Self.variable : "the default")
    return ExerciseError(language.pick(
      "工作区 \(directory)（\(source)）是\(kind.zh)，不是文件夹；工作区是放练习文件的文件夹（不存在时会创建）",
      "the workspace \(directory) (\(source)) is \(kind.en), not a folder; the workspace is a folder of exercise files "
        + "(created when missing)"), isUsage: true)
  }

  /// Why the student's file at `path` cannot be checked (it is not a regular file, not UTF-8 text, or holds a NUL
  /// byte), or nil when it can be read or is not there at all.
  package static func unreadable(_ path: String, _ language: Language) -> ExerciseError? {
    let text: String
    do {
      text = try UserFile.text(at: path, limit: UserFile.scriptLimit).text
    } catch {
      return error.isMissing ? nil : ExerciseError(error.reading(path, language), isUsage: true)
    }
    let bytes = Array(text.utf8)
    guard let offset = bytes.firstIndex(of: 0) else { return nil }
    let line = bytes[..<offset].count(where: { $0 == UInt8(ascii: "\n") }) + 1
    let column = offset - (bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
    return ExerciseError(language.pick(
      "无法读取 \"\(path)\"：它含有 NUL 字节（第 \(line) 行第 \(column) 个字节）；Swift 文件是纯文本",
      "cannot read \"\(path)\": it holds a NUL byte (at line \(line), byte \(column) of the line); a Swift file is "
        + "plain text"), isUsage: true)
  }
}
