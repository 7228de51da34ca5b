import AsyncSimulation
@testable import Playground
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TerminalIO
@testable import Runs
@testable import Course

/// The exercise commands that need a terminal: `edit` in the REPL (the student's editor, then a check), and
/// `asyncplay watch` (a check on every save, until Ctrl-C). No wall-clock thresholds: every wait is for output.
@Suite("Exercises on a terminal", .serialized)
struct ExerciseTerminalTests {
  typealias Key = REPLPseudoTerminal.Key

  /// The environment of a terminal session whose files are all in `folder`, with `extra` settings.
  static func environment(_ folder: String, _ extra: [String] = []) -> [String] {
    ["HOME=\(folder)", "XDG_STATE_HOME=\(folder)/state", "XDG_DATA_HOME=\(folder)/data", "TERM=xterm",
     "PATH=/usr/bin:/bin", "LANG=C.UTF-8", "NO_COLOR=1", "PAGER=cat", "ASYNCPLAY_WORKSPACE=\(folder)/ws",
     "ASYNCPLAY_CACHE_DIR=\(StudentFixtures.cacheRoot)"] + extra
  }

  @Test("edit opens $EDITOR on the exercise's file, then checks what the editor saved")
  func editThenCheck() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let exercise = try #require(ExerciseLibrary(lessons: LessonLibrary()).exercise("task-id"))
    let solution = try StudentFixtures.write(ExerciseTemplate.render(exercise.solution, language: .en),
                                             "solution.swift", in: folder)
    // The "editor" replaces the file it is given with the solution, as a student saving their fix would.
    let editor = try StudentFixtures.write("#!/bin/sh\ncp \"\(solution)\" \"$1\"\n", "editor.sh", in: folder)
    #expect(chmod(editor, 0o755) == 0)
    let terminal = try REPLPseudoTerminal(executable: Binary.path, arguments: ["--lang", "en"],
                                          environment: Self.environment(folder, ["EDITOR=\(editor)"]))
    try terminal.read(until: "asyncplay> ")
    var mark = terminal.mark
    terminal.type("exercise task-id" + Key.enter)
    try terminal.read(until: folder + "/ws/task-id.swift", after: mark)
    mark = terminal.mark
    terminal.type("edit" + Key.enter)
    try terminal.read(until: "✓ Every check holds: exercise task-id is done!", after: mark)
    try terminal.read(until: "asyncplay [exercise task-id · 760 ms]> ", after: mark)
    #expect(FileSystem.read(folder + "/ws/task-id.swift") == FileSystem.read(solution))
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
  }

  @Test("watch checks on every save, clears the screen between checks, and stops on Ctrl-C with status 130")
  func watchUntilInterrupted() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let file = try StudentFixtures.write("func play() async {\n  print(\"first version\")\n}\n", "sandbox.swift",
                                         in: folder)
    let terminal = try REPLPseudoTerminal(executable: Binary.path, arguments: ["watch", file, "--lang", "en"],
                                          environment: Self.environment(folder))
    try terminal.read(until: "first version")
    try terminal.read(until: "done at 0 ms")
    var mark = terminal.mark
    #expect(FileSystem.writeAtomically("func play() async {\n  print(\"second version\")\n}\n", to: file) == nil)
    try terminal.read(until: "second version", after: mark)
    try terminal.read(until: "done at 0 ms", after: mark)
    #expect(terminal.output[mark...].contains(REPLTerminal.clearSequence), "the screen is cleared before a check")
    // Saving the same bytes again is not a change: the next check is for the next real edit.
    mark = terminal.mark
    #expect(FileSystem.writeAtomically("func play() async {\n  print(\"second version\")\n}\n", to: file) == nil)
    #expect(FileSystem.writeAtomically("func play() async {\n  print(\"third version\")\n}\n", to: file) == nil)
    try terminal.read(until: "third version", after: mark)
    #expect(!terminal.output[mark...].contains("second version"))
    terminal.type("\u{03}")
    #expect(try terminal.exitStatus() == 130)
  }
}
