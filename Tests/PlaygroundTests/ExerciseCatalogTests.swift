import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import ProjectProfiles
@testable import Course

/// Every bundled exercise is proved by the simulator: its starting file compiles and fails at least one named check
/// (or, with `start: does-not-compile`, is a compiler error at the student's line),
/// its reference solution passes them all, and its "nothing done" file (the code under study deleted) fails too.
@Suite("Exercises in the course")
struct ExerciseCatalogTests {
  static let lessons = LessonLibrary()
  static let library = ExerciseLibrary(lessons: lessons)

  @Test("the bundled exercises load without a problem, at least one for every lesson, in course order")
  func everyLessonHasAnExercise() {
    #expect(Self.library.problems.map(\.description) == [])
    for lesson in Self.lessons.lessons {
      #expect(!Self.library.exercises(forLesson: lesson.id).isEmpty, "lesson \(lesson.id) has no exercise")
    }
    let numbers = Self.library.exercises.compactMap { exercise in
      Self.lessons.lessons.first { $0.id == exercise.lesson }?.number
    }
    #expect(numbers == numbers.sorted())
  }

  @Test("each file reads the same in both languages except for its comments, and every text is translated",
        arguments: ExerciseLibrary(lessons: LessonLibrary()).ids)
  func languages(_ id: String) throws {
    let exercise = try #require(Self.library.exercise(id))
    for source in [exercise.start, exercise.solution, exercise.nothing] {
      let zh = ExerciseTemplate.render(source, language: .zh), en = ExerciseTemplate.render(source, language: .en)
      #expect(Self.code(zh) == Self.code(en), "\(id): the zh and en files differ outside comments")
      #expect(!zh.contains("//zh") && !en.contains("//en"))
    }
    #expect(exercise.title.zh != exercise.title.en && exercise.goal.zh != exercise.goal.en)
    for check in exercise.checks { #expect(check.text.zh != check.text.en, "\(id): check \(check.name)") }
    #expect(!exercise.hints.isEmpty, "\(id) has no hint")
  }

  /// The lines that are not comments.
  static func code(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }
  }

  /// Compiles and runs `source` rendered in `language` as the exercise's workspace file; returns the verdict.
  static func verdict(_ exercise: Exercise, _ source: String, _ name: String, language: Language,
                      fileLanguage: Language? = nil, runner: StudentRunner, folder: String,
                      choice: ProjectChoice = ProjectChoice()) throws
    -> (ExerciseVerdict?, String) {
    let written = fileLanguage ?? language
    let text = ExerciseTemplate.header(for: exercise, language: written) + "\n"
      + ExerciseTemplate.render(source, language: written)
    let file = try StudentFixtures.write(text, "\(exercise.id)-\(name).swift", in: folder)
    var program = StudentProgram(file: file, kind: .exercise(exercise))
    program.choice = choice
    let outcome = runner.run(program, language: language)
    let report = CheckReport(outcome, program: program, language: language, palette: .plain)
    if case .ran(_, let details) = outcome {
      #expect(details.warnings.isEmpty, "\(exercise.id) \(name) compiles with warnings:\n\(details.warnings)")
      #expect(details.errors.isEmpty, "\(exercise.id) \(name) wrote to stderr:\n\(details.errors)")
    }
    return (report.verdict, report.text)
  }

  @Test("start fails a named check, the solution passes all (in both languages), nothing done fails",
        arguments: ExerciseLibrary(lessons: LessonLibrary()).ids)
  func provedBySimulation(_ id: String) throws {
    let exercise = try #require(Self.library.exercise(id))
    let runner = try StudentFixtures.runner()
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let (start, startText) = try Self.verdict(exercise, exercise.start, "start", language: .en, runner: runner,
                                              folder: folder)
    if exercise.startsFromCompileError {
      // `start: does-not-compile`: a compiler error at the student's line, and no run.
      #expect(start == nil, "\(id): the starting file compiles, but says it does not")
      #expect(startText.contains("\(id)-start.swift:") && startText.contains(": error: "), "\(id): \(startText)")
    } else {
      let started = try #require(start, "\(id): the starting file did not run:\n\(startText)")
      let failing = started.results.filter { !$0.holds }.map(\.name)
      #expect(!failing.isEmpty, "\(id): the starting file passes every check")
      #expect(failing.allSatisfy { $0 != ExerciseVerdict.finishesName },
              "\(id): the start must finish; it fails by its checks")
    }

    let (nothing, nothingText) = try Self.verdict(exercise, exercise.nothing, "nothing", language: .zh, runner: runner,
                                                  folder: folder)
    let undone = try #require(nothing, "\(id): the nothing-done file did not run:\n\(nothingText)")
    #expect(!undone.passed, "\(id): deleting the code passes every check")

    // The solution is compiled once (the same file is reused from the cache) and run in both languages: the
    // driver's texts and the checks may differ by language.
    let (solution, solutionText) = try Self.verdict(exercise, exercise.solution, "solution", language: .en,
                                                    runner: runner, folder: folder)
    #expect(solution?.passed == true, "\(id): the solution fails:\n\(solutionText)")
    let (chinese, chineseText) = try Self.verdict(exercise, exercise.solution, "solution", language: .zh,
                                                  fileLanguage: .en, runner: runner, folder: folder)
    #expect(chinese?.passed == true, "\(id): the solution fails in Chinese:\n\(chineseText)")
  }
}
