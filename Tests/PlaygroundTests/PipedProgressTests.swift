import AsyncSimulation
import Foundation
@testable import Playground
import Testing

/// A piped session is a transcript: it neither reads nor writes the student's progress unless asked, so the same
/// input prints the same bytes and ends with the same status every time.
@Suite("Piped sessions and progress")
struct PipedProgressTests {
  /// A student who had reached step 5 of lesson 4 and answered its first quiz.
  static let saved = """
    {
      "version": 1,
      "lessons": {
        "task-id": {"step": 4, "seen": [0, 1, 2, 3, 4], "quizzes": {"1": true}, "answers": {"1": "c"}}
      }
    }

    """

  /// Runs `input` through `asyncplay --lang en` plus `flags`, with HOME and XDG_DATA_HOME in `directory`.
  static func piped(_ input: String, flags: [String] = [], in directory: REPLTemporaryDirectory) throws
    -> ChildProcess.Result {
    directory.write(input, to: "session.txt")
    let script = "dir=\"$1\"; shift; exec env HOME=\"$dir\" XDG_STATE_HOME=\"$dir/state\" XDG_DATA_HOME=\"$dir/data\" "
      + "LANG=C.UTF-8 LC_ALL=C.UTF-8 \"$0\" --lang en \"$@\" < \"$dir/session.txt\""
    return try ChildProcess(executable: "/bin/sh", arguments: ["-c", script, Binary.path, directory.path] + flags,
                            wallLimit: .seconds(120)).run()
  }

  /// Puts ``saved`` where the student's progress is kept in `directory`.
  private static func saveProgress(in directory: REPLTemporaryDirectory) throws {
    try FileManager.default.createDirectory(atPath: directory.path + "/data/asyncplay", withIntermediateDirectories: true)
    directory.write(saved, to: "data/asyncplay/progress.json")
  }

  @Test("the same piped session twice, with a progress file present: the same bytes and status, the file unchanged")
  func sameBytesTwice() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    try Self.saveProgress(in: directory)
    let session = "lesson 4\nnext\nquiz b\nprogress\n"
    let first = try Self.piped(session, in: directory)
    let second = try Self.piped(session, in: directory)
    #expect(first.termination == .exited(0), "\(first.outputText.suffix(600))")
    #expect(second.termination == first.termination)
    #expect(second.standardOutput == first.standardOutput)
    #expect(second.standardError == first.standardError)
    // It starts at step 1, not at the saved step 5, and the quiz of step 2 is there to answer.
    let count = LessonTests.library.lessons.count
    #expect(first.outputText.contains("asyncplay> lesson 4\nLesson 4 of \(count): .task(id:)"))
    #expect(first.outputText.contains("Step 1/7 · explain"))
    #expect(first.outputText.contains("✗ Not this time: b)"))
    #expect(first.outputText.contains("progress is kept for this session only"))
    #expect(directory.contents(of: "data/asyncplay/progress.json") == Self.saved)
    // Without any progress file, the very same bytes.
    let fresh = try REPLTemporaryDirectory()
    defer { fresh.remove() }
    #expect(try Self.piped(session, in: fresh).standardOutput == first.standardOutput)
  }

  @Test("--progress: a piped session resumes the saved step and saves what it does")
  func keptWhenAsked() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    try Self.saveProgress(in: directory)
    let result = try Self.piped("lesson 4\nnext\n", flags: ["--progress"], in: directory)
    #expect(result.termination == .exited(0), "\(result.outputText.suffix(600))")
    #expect(result.outputText.contains("Step 5/7"))
    #expect(result.outputText.contains("Step 6/7"))
    #expect(directory.contents(of: "data/asyncplay/progress.json")?.contains("\"task-id\": {\"step\": 5,") == true)
  }

  @Test("progress save: from there on the session's progress goes into the file, the first answers it had kept")
  func savedFromTheREPL() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    try Self.saveProgress(in: directory)
    let result = try Self.piped("lesson 4\nnext\nquiz b\nprogress save\nnext\nprogress save\nprogress bogus\n",
                                flags: ["--keep-going"], in: directory)
    let text = result.outputText
    #expect(text.contains("asyncplay [task-id · 0 ms]> progress save\nsaved in \(directory.path)/data/asyncplay/progress.json\n"))
    let saved = try #require(directory.contents(of: "data/asyncplay/progress.json"))
    // Step 3 is where the session went after saving; the first answer (c, right) stays the one recorded.
    #expect(saved.contains("\"task-id\": {\"step\": 2, \"seen\": [0, 1, 2, 3, 4], \"quizzes\": {\"1\": true}, "
      + "\"answers\": {\"1\": \"c\"}}"), "\(saved)")
    #expect(text.contains("asyncplay: line 7: progress takes only save, not \"bogus\""))
  }
}
