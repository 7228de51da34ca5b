import Foundation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import CommandLineGrammar
@testable import Course

/// What the fuzzers (Tests/Fuzz/Targets) found, each pinned so it stays fixed.
@Suite("Fuzz findings")
struct FuzzFindingsTests {
  /// tokenizer: a quote followed by a combining mark is one `Character`; it must still open a quoted word.
  @Test("a quote or a backslash followed by a combining mark still quotes")
  func combiningMarks() throws {
    #expect(try REPLTokenizer.words("set typing=\"\u{301}s@0 sw@1\"") == ["set", "typing=\u{301}s@0 sw@1"])
    #expect(try REPLTokenizer.words("'\u{5C5}a b'") == ["\u{5C5}a b"])
    #expect(try REPLTokenizer.words("\"a\\\u{5C5}\"") == ["a\u{5C5}"])
    #expect(throws: REPLTokenizer.Failure.self) { try REPLTokenizer.words("run \"\u{301}") }
    #expect(ShellQuoting.quoted("typing='\u{301}x") == "'typing='\\''\u{301}x'")
  }

  /// lesson, exercise, play: "\n" followed by a combining mark, and "\r\n", are one `Character`; both end lines.
  @Test("line ends are found by scalar: CRLF, and a newline before a combining mark")
  func lineEnds() throws {
    #expect(TextLines.split("a\n\u{301}b\r\nc\n") == ["a", "\u{301}b", "c"])
    #expect(TextLines.split("a\r\n\r\n") == ["a", ""])
    #expect(TextLines.split("\r") == [""])
    #expect(TextLines.split("a\r\nb\r") == ["a", "b"])
    // play: a transcript whose last line is "asyncplay> open\r" (no final newline) reads back the same after --update.
    let script = PlayScript(text: "asyncplay> open\r")
    #expect(script.steps.map(\.command) == ["open"])
    // play (the 10-minute run): "o\r\r" — a "\r" kept at a line's end turned into a CRLF when rewritten, so the
    // command changed; every "\r" before a line end is part of it.
    #expect(TextLines.split("a\r\r\nb\r\r") == ["a", "b"])
    // The second 10-minute run: "opeears*\r   " — spaces after the "\r", trimmed, left it at the end.
    for text in ["asyncplay> o\r\r", "asyncplay> o\r\r\n# c\n", "asyncplay> \r\r", "asyncplay> opeears*\r   ",
                 "asyncplay> open\r \r\t\nout\r  \n",
                 // The third: an output line "asyncplay>" + tabs, trimmed by the rewrite, became a prompt.
                 "asyncplay> open\na\nasyncplay>\t\t\n", "asyncplay> open\nasyncplay [x]>\t \n"] {
      let read = PlayScript(text: text)
      let again = PlayScript(text: read.rewritten(with: read.steps.map { $0.expected ?? [] },
                                                  prompts: read.steps.map { _ in "asyncplay> " }))
      #expect(again.steps.map(\.command).map(PlayScript.trimmed) == read.steps.map(\.command).map(PlayScript.trimmed),
              "\(text.debugDescription)")
    }
    let lesson = try #require(EmbeddedLessons.files.first { $0.0.hasPrefix("01-") }?.1)
    let crlf = "\u{FEFF}" + TextLines.split(lesson).joined(separator: "\r\n") + "\r\n"
    #expect(try LessonParser().parse(crlf, file: "crlf.lesson") == LessonParser().parse(lesson, file: "crlf.lesson"))
    let folder = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
      .joined(separator: "/") + "/Lessons/Exercises/task-id/"
    let exercise = try UserFile.text(at: folder + "exercise.txt", limit: 1 << 20).text
    let sibling = { (name: String) in try? UserFile.text(at: folder + name, limit: 1 << 20).text }
    let exerciseCRLF = "\u{FEFF}" + TextLines.split(exercise).joined(separator: "\r\n") + "\r\n"
    #expect(try ExerciseParser().parse(exerciseCRLF, file: "e.txt", sibling: sibling)
      == ExerciseParser().parse(exercise, file: "e.txt", sibling: sibling))
    #expect(throws: LessonFileError(file: "x.lesson", line: 2, message: "expected \"key: value\" (or a line indented "
      + "by two spaces that continues a value)")) { try LessonParser().parse("id: x\n\u{301}oops\n", file: "x.lesson") }
  }

  /// progress: a lesson id holding a tab (from an edited file) was written raw, making the saved file unreadable.
  @Test("progress with odd ids survives a save")
  func progressIDs() throws {
    let entries: [String: ProgressStore.Entry] = [
      "\taid": ProgressStore.Entry(step: 2, seen: [0, 1, 2], quizzes: [3: true]),
      "quote\"back\\slash\u{7F}\u{1}": ProgressStore.Entry(step: 0, seen: [0]),
    ]
    let saved = ProgressStore(entries: entries).encode()
    #expect(saved.contains("\"\\u0009aid\""))
    #expect(ProgressStore.decode(Data(saved.utf8)) == entries)
  }
}
