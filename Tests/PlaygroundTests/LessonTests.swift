import AsyncSimulation
import Foundation
@testable import Playground
import Scenarios
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Course

/// The course: every bundled lesson loads, has what a lesson needs in both languages, and its quizzes are answered by
/// the simulation itself.
@Suite("Lessons")
struct LessonTests {
  static let library = LessonLibrary()

  @Test("the bundled lessons load, without a problem, numbered from 1 in course order")
  func bundledLessonsLoad() {
    #expect(Self.library.problems.map(\.description) == [])
    #expect(Self.library.lessons.map(\.number) == Array(1...Self.library.lessons.count))
    #expect(Array(Self.library.lessons.map(\.id).prefix(13)) == [
      "three-state", "refresh", "task-lifecycle", "task-id", "async-let", "task-group", "timeout", "cancel-vs-fail",
      "http-status", "cancel-previous", "pagination", "main-actor", "persistence",
    ])
  }

  @Test("every lesson has at least three steps, an experiment and a quiz, and text in both languages")
  func lessonShape() {
    for lesson in Self.library.lessons {
      #expect(lesson.steps.count >= 3, "\(lesson.id)")
      #expect(lesson.steps.contains { $0.kind == .experiment }, "\(lesson.id) has no experiment step")
      #expect(lesson.steps.contains { $0.kind == .quiz }, "\(lesson.id) has no quiz")
      #expect(!lesson.title.zh.isEmpty && !lesson.title.en.isEmpty)
      for step in lesson.steps {
        #expect(!step.text.zh.isEmpty && !step.text.en.isEmpty, "\(lesson.id) step at line \(step.line)")
        #expect(step.text.zh != step.text.en, "\(lesson.id) step at line \(step.line) is not translated")
      }
    }
  }

  /// Evaluates quizzes by running the built binary.
  static let verifier: QuizVerifier = {
    QuizVerifier(simulate: { request in
      switch REPLRunner(executable: Binary.path).run(request).outcome {
      case .trace(let trace): .success(trace)
      case .failed(let message), .refused(_, let message): .failure(QuizVerifier.RunFailure(message: message))
      case .interrupted: .failure(QuizVerifier.RunFailure(message: "interrupted"))
      }
    }, explore: { REPLRunner(executable: Binary.path).exploration($0) })
  }()

  @Test("each quiz's answer is what the simulation produces, and no other choice holds",
        arguments: LessonLibrary().lessons.map(\.id))
  func quizzesAreProvedBySimulation(_ id: String) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let lesson = try #require(Self.library.lesson(id))
    let report = Self.verifier.verify(lesson, language: .en)
    #expect(report.problems.map(\.description) == [])
    #expect(report.traces.count + report.explorations.count == lesson.steps.filter { $0.quiz != nil }.count)
  }

  @Test("a lesson on app code decides its quizzes the same in an English run: its checks read no Chinese line",
        arguments: LessonLibrary().lessons.filter { ScenarioCatalog.named($0.scenario)?.appCode.isEmpty == false }.map(\.id))
  func quizzesHoldInEnglish(_ id: String) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let lesson = try #require(Self.library.lesson(id))
    var verifier = Self.verifier
    verifier.runLanguage = .en
    let report = verifier.verify(lesson, language: .en)
    #expect(report.problems.map(\.description) == [])
    for step in lesson.steps {
      let texts = [step.text.en] + (step.quiz.map { [$0.question.en] + $0.choices.map(\.text.en) } ?? [])
      for text in texts {
        #expect(!text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(id): Chinese in \(text)")
      }
    }
  }

  @Test("a changed outcome flips a quiz: the checks really read the trace")
  func checksCanFail() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    var lesson = try #require(Self.library.lesson("timeout"))
    let index = try #require(lesson.steps.firstIndex { $0.quiz != nil })
    lesson.steps[index].quiz?.run = ["operation=cpu"]  // the timeout now shows at 3000 ms, not 300
    let report = Self.verifier.verify(lesson, language: .en)
    let quiz = try #require(lesson.steps[index].quiz)
    let trace = try #require(report.traces[index])
    #expect(QuizVerifier.holding(quiz, in: trace) == ["a"])
    #expect(report.problems.map(\.message) == [
      "answer b does not hold in the run of timeout operation=cpu (its check \"screen at 300 contains "
        + "\"clock.badge.exclamationmark\"\" is false; the run ended at 3000 ms); a holds",
    ])
    #expect(report.problems.first?.line == quiz.answerLine)
  }

  @Test("a step without its English text is rejected, naming the file and line")
  func missingTranslationFails() {
    let text = """
      id: demo
      number: 1
      title.zh: 演示
      title.en: Demo
      scenario: async-let

      step: explain
      zh: 只有中文。
      try: run
      """
    #expect(throws: LessonFileError(file: "demo.lesson", line: 8,
                                    message: "\"zh\" has no English \"en:\" beside it")) {
      try LessonParser().parse(text, file: "demo.lesson")
    }
  }

  @Test("malformed lesson files are reported as file:line and the rest still load")
  func malformedFilesAreReported() throws {
    let directory = "/tmp/asyncplay-lessons-\(getpid())"
    mkdir(directory, 0o755)
    defer {
      for name in ["bad.lesson", "good.lesson"] { unlink(directory + "/" + name) }
      rmdir(directory)
    }
    let good = """
      id: extra
      number: 99
      title.zh: 附加
      title.en: Extra
      scenario: timeout
      step: explain
      zh: 试试。
      en: Try it.
      """
    let bad = good.replacingOccurrences(of: "scenario: timeout", with: "scenario: timeuot")
    for (name, text) in [("good.lesson", good), ("bad.lesson", bad)] {
      let file = fopen(directory + "/" + name, "w")
      fputs(text, file)
      fclose(file)
    }
    let library = LessonLibrary(directory: directory)
    #expect(library.lessons.count == Self.library.lessons.count + 1)
    #expect(library.lesson("extra")?.title.en == "Extra")
    #expect(library.problems.map(\.description) == [
      "\(directory)/bad.lesson:5: unknown scenario \"timeuot\" (did you mean timeout?); known: "
        + ScenarioCatalog.names.joined(separator: ", "),
    ])
  }

  @Test("checks read as documented", arguments: [
    ("print \"a\" at 40", TraceCheck.printAt(text: "a", ms: "40")),
    ("not end 300 and cancelled 1", .and(.not(.end(ms: "300")), .cancelled(1))),
    ("state results final contains '\"s 的结果 A\"'", .stateFinalContains(name: "results", text: "\"s 的结果 A\"")),
    ("screen at 1500 contains 加载中", .screenAtContains(ms: "1500", text: "加载中")),
    ("request /orders ended at 40", .requestEndedAt(text: "/orders", ms: "40")),
    ("request '?q=swift' sent at 560", .requestSentAt(text: "?q=swift", ms: "560")),
    ("state Feed.items ever contains '\"#24\", \"#13\"'",
     .stateEverContains(name: "Feed.items", text: "\"#24\", \"#13\"")),
  ])
  func checkSyntax(_ text: String, _ expected: TraceCheck) throws {
    #expect(try TraceCheck.parse(text) == expected)
  }

  @Test("state NAME ever contains holds when some value of NAME held the text, not only the last")
  func stateEverContains() throws {
    let trace = Trace(events: [
      TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "main"),
      TraceEvent(nanos: 0, seq: 1, kind: .state, task: "main", name: "Feed.items", from: "[]", to: ##"["#1", "#1"]"##),
      TraceEvent(nanos: 1_000_000, seq: 2, kind: .state, task: "main", name: "Feed.items", from: ##"["#1", "#1"]"##,
                 to: "[]"),
      TraceEvent(nanos: 1_000_000, seq: 3, kind: .state, task: "main", name: "Other.items", from: "[]", to: ##"["#2"]"##),
      TraceEvent(nanos: 1_000_000, seq: 4, kind: .taskEnd, task: "main", outcome: "returned"),
      TraceEvent(nanos: 1_000_000, seq: 5, kind: .done, outcome: "finished", tasks: 1, cancelled: 0),
    ])
    #expect(try TraceCheck.parse(##"state Feed.items ever contains '"#1", "#1"'"##).evidence(in: trace)?.map(\.seq) == [1])
    #expect(try !TraceCheck.parse(##"state Feed.items final contains '"#1"'"##).holds(in: trace))
    #expect(try !TraceCheck.parse(##"state Feed.items ever contains '"#2"'"##).holds(in: trace))
    #expect(try TraceCheck.parse(##"state Other.items ever contains "#2""##).holds(in: trace))
  }
}
