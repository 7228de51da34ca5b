import Foundation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import Course

/// A student's path through the course, as a piped REPL session: every lesson, every step, both languages.
@Suite("Walking the course")
struct LessonWalkTests {
  /// The commands that walk `lesson`: open it, then for each step try its commands, read its hint, answer its quiz
  /// with the right choice, and go on.
  static func walk(_ lesson: Lesson) -> [String] {
    var lines = ["lesson \(lesson.number)"]
    for (index, step) in lesson.steps.enumerated() {
      if !step.commands.isEmpty { lines.append("try") }
      if step.hint != nil { lines.append("hint") }
      if let quiz = step.quiz {
        lines.append("quiz")
        lines.append("quiz \(quiz.answer)")
      }
      if index + 1 < lesson.steps.count { lines.append("next") }
    }
    return lines
  }

  @Test("every lesson, every step, through a piped session without an error", arguments: Language.allCases)
  func walkEverything(_ language: Language) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let lessons = LessonLibrary().lessons
    let session = (lessons.flatMap(Self.walk) + ["progress"]).joined(separator: "\n") + "\n"
    // Without --keep-going, the first failing line would end the session with status 1.
    // --progress: piped sessions keep progress to themselves unless asked.
    let result = try REPLTranscriptTests.transcript(session, flags: ["--lang", language.rawValue, "--progress"],
                                                    in: directory)
    #expect(result.termination == .exited(0), "\(result.outputText.suffix(800))")
    #expect(!result.outputText.contains(language.pick("asyncplay: 第", "asyncplay: line")))
    // Piped, the session is 80 columns wide: every line of every lesson (code, traces, timelines, hints, quizzes)
    // fits, and none starts with punctuation that may not start a line.
    let lines = TerminalWidthTests.screenLines(result.outputText[...])
    // An English session is English throughout: lesson text, code, traces, timelines, hints and verdicts.
    if language == .en {
      let chinese = lines.filter { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }
      #expect(chinese.isEmpty,
              "\(chinese.count) lines of the English session hold Chinese:\n\(chinese.prefix(40).joined(separator: "\n"))")
    }
    let problems = TerminalWidthTests.problems(lines, columns: 80)
    #expect(problems.isEmpty, "\(problems.count) lines do not fit 80 columns:\n\(problems.prefix(600).joined(separator: "\n"))")
    let count = lessons.count
    let done = language == .zh ? "完成 \(count)/\(count) 课" : "\(count) of \(count) lessons done"
    #expect(result.outputText.contains(done), "\(result.outputText.suffix(1200))")
    #expect(result.outputText.components(separatedBy: language == .zh ? "✓ 你的预测成立" : "✓ Your prediction held")
      .count - 1 == lessons.reduce(0) { $0 + $1.steps.filter { $0.quiz != nil }.count })
    let saved = try #require(directory.contents(of: ".local/share/asyncplay/progress.json"))
    let last = try #require(LessonLibrary().lesson("persistence"))
    #expect(saved.contains("\"persistence\": {\"step\": \(last.steps.count - 1)"))
  }

  @Test("a fresh student gets through lesson 1 with lessons, lesson 1, next, try, quiz")
  func freshStudent() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    // Read, predict, see; read, predict, see: every step of lesson 1.
    let session = "lessons\nlesson 1\ntry\nnext\nquiz\nquiz b\nnext\ntry\nnext\ntry\nnext\nquiz c\nnext\ntry\nlessons\n"
    let result = try REPLTranscriptTests.transcript(session, flags: ["--lang", "en"], in: directory)
    #expect(result.termination == .exited(0), "\(result.outputText.suffix(600))")
    let text = result.outputText
    #expect(text.contains("Lesson 1 of \(LessonLibrary().lessons.count): Three-state loading"))
    #expect(text.contains("Step 2/6 · quiz"))
    #expect(text.contains("✓ Your prediction held: b)"))
    #expect(text.contains("✓ Your prediction held: c)"))
    #expect(text.contains("✓  1   three-state"))
  }

  @Test("a wrong prediction is told so, with the evidence of the right answer")
  func wrongPrediction() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let session = "lesson timeout\nnext\nnext\nnext\nnext\nquiz a\n"   // step 5: the computation loop
    let result = try REPLTranscriptTests.transcript(session, flags: ["--lang", "en"], in: directory)
    #expect(result.termination == .exited(0))
    #expect(result.outputText.contains("✗ Not this time: a) does not hold in this run. The answer is c)"),
            "\(result.outputText.suffix(800))")
    #expect(result.outputText.contains("[ 3000 ms] .task in AnnualReportView screen:"), "\(result.outputText.suffix(800))")
    #expect(result.outputText.contains("Timed out: no result within 0.3 s"), "in the session's language")
    #expect(result.outputText.contains("Why: The timer wins at 300 ms"))
  }

  @Test("lesson commands without a lesson, and unknown lessons, are one clear line each")
  func badLessonInput() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let result = try REPLTranscriptTests.transcript("next\nlesson 99\nlesson tim\nquiz\n", flags: ["--lang", "en", "--keep-going"],
                                                    in: directory)
    let errors = result.outputText.split(separator: "\n").filter { $0.hasPrefix("asyncplay: line") }
    #expect(errors.count == 4)
    #expect(errors.first?.contains("no lesson is open") == true)
    #expect(errors.dropFirst(2).first?.contains("did you mean timeout?") == true)
  }
}

/// Progress is saved atomically, and a file that cannot be read is moved aside rather than lost or crashing.
@Suite("Progress store")
struct ProgressStoreTests {
  @Test("progress survives a reload, with the same bytes for the same progress")
  func roundTrip() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/data/asyncplay/progress.json"
    var store = ProgressStore(path: path)
    #expect(store.notice == nil)
    try store.update("task-id") { $0.step = 2; $0.seen = [0, 1, 2]; $0.quizzes[3] = false }
    try store.update("async-let") { $0.seen = [0] }
    let first = try #require(directory.contents(of: "data/asyncplay/progress.json"))
    let reloaded = ProgressStore(path: path)
    #expect(reloaded.entry("task-id") == store.entry("task-id"))
    #expect(reloaded.encode() == first)
    #expect(first.contains("\"async-let\"") && first.range(of: "\"async-let\"")!.lowerBound
      < first.range(of: "\"task-id\"")!.lowerBound)
    // No temporary is left beside it (`progress.json.tmp.<pid>.<thread>`).
    let left = (try? FileManager.default.contentsOfDirectory(atPath: directory.path + "/data/asyncplay")) ?? []
    #expect(!left.contains { $0.hasPrefix("progress.json.tmp.") }, "\(left)")
  }

  @Test("a corrupt file is moved aside as .bak, reported, and a fresh record started")
  func corruptFile() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/progress.json"
    try "{\"version\": 1, \"lessons\": {\"x\": {\"step\": \"two\"".write(toFile: path, atomically: true, encoding: .utf8)
    var store = ProgressStore(path: path)
    #expect(store.notice?.contains("moved it to \(path).bak") == true)
    #expect(store.entries.isEmpty)
    #expect(directory.contents(of: "progress.json.bak")?.contains("\"two\"") == true)
    try store.update("timeout") { $0.seen = [0] }
    #expect(ProgressStore(path: path).entry("timeout").seen == [0])
  }
}
