import AsyncSimulation
import TextBase
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import TerminalIO
import Runs
import Course

/// `asyncplay watch [ID|FILE]`: checks the file, then again every time it is saved, until Ctrl-C (Rustlings-style).
///
/// A save is noticed by polling the file five times a second: its modification time and size, and when those
/// changed, a hash of its content (an editor that rewrites the same bytes does not trigger a check). The text hashed
/// is the text compiled, so a check never runs a version other than the one it reports on. On a terminal
/// the screen is cleared before each check, so only the latest result is on it. Without an argument it watches the
/// first exercise not done yet, and moves on to the next one when every check holds.
struct WatchCommand {
  /// The command line's settings (workspace, language, colour).
  var command: ExerciseCommand

  /// Set by the SIGINT handler.
  static let interrupted = Atomic<Bool>(false)
  /// How often the file is looked at, in microseconds.
  static let pollMicroseconds: UInt32 = 200_000

  /// What the file looked like at the last check: its stamp, and the text read and its hash.
  struct Signature: Equatable {
    var stamp: FileSystem.Stamp?
    var hash: String?
    var text: String?
  }

  /// Watches until Ctrl-C; returns 130 then (0 when every exercise is done and there is nothing left to watch).
  func watch(_ word: String?) -> Int32 {
    let library = command.library
    var current: (program: StudentProgram, implicit: Bool)
    switch resolve(word, library: library) {
    case .success(let found): current = found
    case .failure(let status): return status.code
    }
    // Every save compiles: the compiler stays loaded in this process (see ResidentCompiler).
    ResidentCompiler.keepForThisProcess()
    signal(SIGINT) { _ in WatchCommand.interrupted.store(true, ordering: .relaxed) }
    // A parent may have started us with SIGINT blocked (the mask is inherited); Ctrl-C must reach the handler.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    defer { signal(SIGINT, SIG_DFL) }
    var last = Signature()
    var checkedOnce = false
    let out = Output.standardOutput
    while !Self.interrupted.load(ordering: .relaxed) {
      let now = signature(current.program.file, since: last)
      let changed = !checkedOnce || now.hash != last.hash
      last = now
      if changed {
        checkedOnce = true
        if out.isTerminal { out.writeControl(REPLTerminal.clearSequence) }
        out.line(command.palette.paint(header(current.program), .dim))
        // Exactly the text just hashed is compiled: a save during the compile is a new version, checked next.
        var program = current.program
        program.snapshot = now.text
        let (report, status) = command.run(program)
        // Ctrl-C reaches the compiler and the child too; their deaths are not the student's.
        if Self.interrupted.load(ordering: .relaxed) { break }
        out.write(report)
        if status == 0, current.implicit, let exercise = current.program.exercise {
          guard let next = nextExercise(after: exercise, library: library) else {
            out.line(command.palette.paint(command.language.pick("所有练习都完成了！", "Every exercise is done!"), .green))
            return 0
          }
          out.line(command.language.pick("下一个练习：\(next.program.exercise!.id)（保存它就会检查）",
                                         "Next exercise: \(next.program.exercise!.id) (save it to check)"))
          current = next
          last = Signature()
          checkedOnce = false
          out.line(current.program.file)
        }
      }
      usleep(Self.pollMicroseconds)
    }
    out.line("")
    return 130
  }

  /// The line above every check.
  func header(_ program: StudentProgram) -> String {
    command.language.pick("watch：\(program.file) —— 保存后自动重新检查，Ctrl-C 结束",
                          "watch: \(program.file) — checked again on every save; Ctrl-C stops")
  }

  /// The file's signature; its content is read and hashed only when its stamp moved since `last`.
  func signature(_ file: String, since last: Signature) -> Signature {
    let stamp = FileSystem.stamp(file)
    if stamp == last.stamp { return last }
    let text = FileSystem.read(file)
    return Signature(stamp: stamp, hash: text.map { ContentHash.of($0) }, text: text)
  }

  /// The program to watch, and whether it was chosen for the student (no argument); or the exit status of an error.
  func resolve(_ word: String?, library: ExerciseLibrary)
    -> Result<(program: StudentProgram, implicit: Bool), ExitStatus> {
    guard let word else {
      guard let next = nextExercise(after: nil, library: library) else {
        Output.standardOutput.line(command.language.pick("所有练习都完成了！", "Every exercise is done!"))
        return .failure(ExitStatus(code: 0))
      }
      Output.standardOutput.write(REPLWrap.block(command.palette.paint(command.workspace.note(command.language), .dim) + "\n", width: REPLTerminal.columns(), extra: 2))
      return .success(next)
    }
    switch command.workspace.program(for: word, library: library, language: command.language) {
    case .failure(let error):
      let found = FileSystem.isFile(word) || library.exercise(word) != nil
      return .failure(ExitStatus(code: found && !error.isUsage ? command.failure(error.message)
                                   : command.usage(error.message)))
    case .success(let program):
      return .success((program, false))
    }
  }

  /// The first exercise after `exercise` (from the start when nil) that is not done, its workspace file written when
  /// missing.
  func nextExercise(after exercise: Exercise?, library: ExerciseLibrary) -> (program: StudentProgram, implicit: Bool)? {
    let store = command.progressStore()
    let start = exercise.flatMap { done in library.exercises.firstIndex { $0.id == done.id }.map { $0 + 1 } } ?? 0
    let candidates = library.exercises[min(start, library.exercises.count)...]
    guard let next = candidates.first(where: { store.exercises[$0.id]?.everPassed != true }) else { return nil }
    let workspace = command.workspace
    if case .success(.created) = workspace.place(next, language: command.language, reset: false) {
      Output.standardOutput.line(command.language.pick("已写入起始文件：", "Wrote the starting file: ")
        + workspace.file(for: next))
    }
    return (StudentProgram(file: workspace.file(for: next), kind: .exercise(next)), true)
  }
}

/// An exit status carried as an error, for a command that stops early.
struct ExitStatus: Error {
  /// The status.
  var code: Int32
}
