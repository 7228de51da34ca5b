import AsyncSimulation
import Foundation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import Course

/// The course in a session: lessons bring back their scenario, quizzes are evaluated before they are offered (an
/// instructor's too), answers are case-insensitive, and progress keeps the first answer to each quiz.
@Suite("Course in a session")
struct CourseSessionTests {
  /// A session whose progress goes to a file in `directory`, wide enough that the notes and file:line messages the
  /// tests read stay one line each (80 columns: LessonWalkTests).
  static func session(_ language: Language = .en, in directory: REPLTemporaryDirectory) -> REPLSession {
    var session = REPLSessionTests.session(language, columns: 1_000)
    session.progress = ProgressStore(path: directory.path + "/progress.json")
    return session
  }

  @Test("next, try, hint and quiz bring back the lesson's scenario, with the parameters its steps set, in one line")
  func lessonScenarioComesBack() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    var session = Self.session(in: directory)
    REPLSessionTests.run(["lesson 1", "next", "next"], in: &session)    // step 3 sets outcome=empty
    REPLSessionTests.run(["open task-id"], in: &session)
    let back = REPLSessionTests.run(["next"], in: &session).text
    #expect(back.hasPrefix("(you had opened task-id; back to lesson 1's scenario three-state with outcome=empty)\n"),
            "\(back)")
    #expect(session.scenario?.name == "three-state")
    REPLSessionTests.run(["open async-let"], in: &session)
    let tried = REPLSessionTests.run(["try"], in: &session)
    #expect(tried.text.hasPrefix("(you had opened async-let; back to lesson 1's scenario three-state"), "\(tried.text)")
    // Nothing to bring back: no note.
    #expect(!REPLSessionTests.run(["hint"], in: &session).text.contains("you had opened"))
  }

  @Test("lesson with no argument says where you are; with nothing open, how to start")
  func whereAmI() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    var session = Self.session(.zh, in: directory)
    #expect(REPLSessionTests.run(["lesson"], in: &session).text == "还没有打开课程；lessons 列出全部，lesson 1 打开第一课\n")
    REPLSessionTests.run(["lesson 4", "next"], in: &session)
    REPLSessionTests.run(["open timeout"], in: &session)
    let text = REPLSessionTests.run(["lesson"], in: &session).text
    let count = LessonLibrary().lessons.count
    #expect(text.hasPrefix("第 4 课（共 \(count) 课）task-id：.task(id:)"), "\(text)")
    #expect(text.contains("步骤 2/"), "\(text)")
    #expect(text.contains("现在打开的是 timeout；next、prev、try、hint、quiz 会回到 task-id"), "\(text)")
  }

  @Test("a wrong first answer stays recorded after a right one; choices are case-insensitive; first-try score")
  func firstAnswers() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    var session = Self.session(in: directory)
    REPLSessionTests.run(["lesson 5", "next"], in: &session)             // step 2: which line prints first (a)
    let wrong = REPLSessionTests.run(["quiz B"], in: &session).text
    #expect(wrong.contains("✗ Not this time: b) does not hold in this run. The answer is a)"), "\(wrong)")
    #expect(wrong.contains("GET https://api.example.com/orders"), "the evidence is shown: \(wrong)")
    #expect(wrong.contains("Why: Both requests go out together"), "\(wrong)")
    let right = REPLSessionTests.run(["quiz A"], in: &session).text
    #expect(right.contains("✓ Your prediction held: a)"))
    #expect(right.contains("(your first answer to this quiz, b) ✗, is the one recorded)"), "\(right)")
    let entry = try #require(session.progress?.entry("async-let"))
    #expect(entry.quizzes[1] == false && entry.answers[1] == "b")
    let progress = REPLSessionTests.run(["progress"], in: &session).text
    #expect(progress.contains("0 of 1 quizzes right at the first try"), "\(progress)")
    #expect(ProgressStore(path: directory.path + "/progress.json").entry("async-let").answers[1] == "b")
  }

  /// A lesson over timeout whose quiz is written by `choices` (lines after `question.en:`).
  static func instructorLesson(answer: String, aCheck: String, bCheck: String) -> String {
    """
    id: extra-timeout
    number: 40
    title.zh: 附加
    title.en: Extra
    scenario: timeout

    step: quiz
    zh: 猜一猜。
    en: Guess.
    question.zh: 什么时候打印？
    question.en: When is it printed?
    choice.a.zh: 早
    choice.a.en: Early
    choice.a.check: \(aCheck)
    choice.b.zh: 晚
    choice.b.en: Late
    choice.b.check: \(bCheck)
    choice.c.zh: 从不
    choice.c.en: Never
    choice.c.check: cancelled 0
    answer: \(answer)

    """
  }

  @Test("an instructor's quiz whose answer does not hold, or where two choices hold, is refused with file:line",
        arguments: [
          ("b", "end 300", "end 99999",
           ":21: answer b does not hold in the run of timeout (its check \"end 99999\" is false; the run ended at 300 "
             + "ms); a holds"),
          ("a", "end 300", "cancelled 1", ":21: choices a, b hold in the run of timeout; exactly one may"),
        ])
  func bogusInstructorQuiz(_ answer: String, _ aCheck: String, _ bCheck: String, _ expected: String) throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let file = directory.path + "/40-extra.lesson"
    try Self.instructorLesson(answer: answer, aCheck: aCheck, bCheck: bCheck).write(toFile: file, atomically: true,
                                                                                  encoding: .utf8)
    var session = Self.session(in: directory)
    session.lessons = LessonLibrary(directory: directory.path)
    #expect(session.lessons.lesson("extra-timeout") != nil)
    let problems = session.verifyLessonsFromDirectory()
    #expect(problems.map(\.description) == [file + expected])
    #expect(session.lessons.lesson("extra-timeout") == nil, "a refused lesson is not offered")
    #expect(!REPLSessionTests.run(["lessons"], in: &session).text.contains("extra-timeout"))
    let refused = session.execute("lesson 40")
    #expect(refused.failure == "lesson extra-timeout is not offered: its quizzes do not hold when simulated (see above)")
    #expect(refused.text == file + expected + "\n")
  }

  @Test("asyncplay --lessons DIR reports a bogus quiz at start, and the student cannot open it")
  func bogusQuizThroughTheBinary() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let file = directory.path + "/40-extra.lesson"
    try Self.instructorLesson(answer: "b", aCheck: "end 300", bCheck: "end 99999")
      .write(toFile: file, atomically: true, encoding: .utf8)
    let result = try REPLTranscriptTests.transcript("lesson 40\n", flags: ["--lang", "en", "--lessons", directory.path],
                                                    in: directory)
    #expect(result.termination == .exited(1))
    #expect(result.errorText.contains("asyncplay: \(file):21: answer b does not hold"), "\(result.errorText)")
    #expect(result.outputText.contains("lesson extra-timeout is not offered"), "\(result.outputText)")
    #expect(!result.outputText.contains("The evidence"))
  }

  @Test("a sound instructor lesson is evaluated at start and offered")
  func soundInstructorQuiz() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    try Self.instructorLesson(answer: "a", aCheck: "end 300", bCheck: "end 3000")
      .write(toFile: directory.path + "/40-extra.lesson", atomically: true, encoding: .utf8)
    var session = Self.session(in: directory)
    session.lessons = LessonLibrary(directory: directory.path)
    #expect(session.verifyLessonsFromDirectory().isEmpty)
    let opened = REPLSessionTests.run(["lesson 40", "quiz a"], in: &session).text
    #expect(opened.contains("✓ Your prediction held: a) Early"))
    #expect(opened.contains("The evidence (events of the run):"))
  }
}

/// What lessons cite as a `--real` run holds on the stock executors.
@Suite("Real-run evidence")
struct RealEvidenceTests {
  @Test("awaiting a nonisolated(nonsending) function from the main actor freezes the frames in a real run too")
  func nonsendingHoldsTheMainActor() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let result = try Binary.run(["run", "main-actor", "work=nonisolated", "--real", "--lang", "en"])
    let summary = try #require(result.outputText.split(separator: "\n").first { $0.contains("FrameMeter: ") })
    // Load on the machine can only drop more frames, never fewer: the main actor is held for 500 ms.
    let dropped = Int(summary.split(separator: " ").dropLast().last ?? "") ?? 0
    #expect(dropped >= 25, "\(summary)")
  }
}
