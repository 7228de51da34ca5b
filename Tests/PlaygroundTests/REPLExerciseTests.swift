import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import Runs
@testable import Course

/// The exercise loop in the REPL: the lesson's last step points to its exercise, `exercise` writes the file, `check`
/// compiles, runs and checks it and makes the student's run the current run, `solution` asks first, `compare
/// solution` puts both runs on one time scale.
@Suite("Exercises in the REPL")
struct REPLExerciseTests {
  /// A session whose workspace, compile cache and progress are in `folder`.
  static func session(_ folder: String, _ language: Language = .en) -> REPLSession {
    // Wide, so that the sentences these tests look for stay on one line (the terminal tests check the fitting).
    var session = REPLSession(language: language, columns: { 200 }, runner: REPLRunner(executable: Binary.path))
    session.exercises.workspace = ExerciseWorkspace(directory: folder + "/ws", origin: .flag)
    session.exercises.cacheRoot = StudentFixtures.cacheRoot
    session.progress = ProgressStore(path: folder + "/progress.json")
    return session
  }

  @Test("after the lesson's last step comes its exercise page; prev goes back, next says it is the end")
  func lessonPointsToExercise() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    var session = Self.session(folder)
    let steps = try #require(LessonLibrary().lesson("task-id")).steps.count
    REPLSessionTests.run(["lesson 4"] + Array(repeating: "next", count: steps - 2), in: &session)
    let last = session.execute("next")
    #expect(last.text.contains("next: fix it yourself (exercise task-id)"), "\(last.text)")
    let page = session.execute("next")
    #expect(page.text.hasPrefix("Last step · now fix it yourself\n"), "\(page.text)")
    #expect(page.text.contains("  task-id: Make the search honour cancellation"))
    #expect(session.execute("hint").text.hasPrefix("Hint 1 of 2: Task.sleep throws CancellationError"))
    #expect(session.execute("prev").text.hasPrefix("Step \(steps)/\(steps) · "))
    #expect(session.execute("next").text.hasPrefix("Last step"))
    #expect(session.execute("next").text.hasPrefix("That was the last step of this lesson."))
  }

  @Test("exercise, check, then the student's run is the current run for tasks, until, state, timeline, export")
  func checkMakesTheCurrentRun() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    var session = Self.session(folder)
    REPLSessionTests.run(["lesson task-id"], in: &session)
    let opened = REPLSessionTests.run(["exercise"], in: &session)
    #expect(opened.text.hasSuffix("\n" + folder + "/ws/task-id.swift\n"), "\(opened.text)")
    #expect(opened.text.contains("(after lesson 4: .task(id:)"))
    let checked = REPLSessionTests.run(["check"], in: &session)
    #expect(checked.text.contains("  ✗ results-show-swift: the list ends with the results for swift"))
    #expect(checked.text.contains("(hints: hint)"))
    #expect(session.prompt == "asyncplay [exercise task-id · 1120 ms]> ")
    // The scenario task-id has no `PackageSearch` view: these views show the student's run.
    #expect(REPLSessionTests.run(["state"], in: &session).text.contains("PackageSearch.results"))
    #expect(REPLSessionTests.run(["until 500ms"], in: &session).text.contains("cursor at 500 ms"))
    #expect(REPLSessionTests.run(["tasks"], in: &session).text.contains(".task(id: \"sw\") in PackageSearch"))
    #expect(REPLSessionTests.run(["timeline"], in: &session).text.contains("PackageSearch"))
    #expect(REPLSessionTests.run(["explain"], in: &session).text.contains("Checks (1 of 3 hold):"))
    #expect(REPLSessionTests.run(["code"], in: &session).text.hasPrefix("// \(folder)/ws/task-id.swift\n 1  // asyncplay exercise task-id"))
    REPLSessionTests.run(["export json \(folder)/run.json"], in: &session)
    let exported = try Trace(jsonLines: try #require(FileSystem.read(folder + "/run.json")))
    #expect(exported.body.contains { $0.kind == .state && $0.name == "PackageSearch.results" })
    // Another language runs the student's program again, in that language.
    REPLSessionTests.run(["lang zh"], in: &session)
    #expect(REPLSessionTests.run(["end", "screen"], in: &session).text.contains("软件包"))
    // Opening a scenario makes its run the current one again.
    REPLSessionTests.run(["open task-id"], in: &session)
    #expect(session.prompt == "asyncplay [task-id · 0 ms]> ")
  }

  @Test("the solution passes, is recorded as done, and lessons and progress count it")
  func solutionPasses() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    var session = Self.session(folder)
    REPLSessionTests.run(["exercise task-id"], in: &session)
    let exercise = try #require(session.exercises.library.exercise("task-id"))
    let path = folder + "/ws/task-id.swift"
    #expect(FileSystem.writeAtomically(ExerciseTemplate.render(exercise.solution, language: .en), to: path) == nil)
    let checked = REPLSessionTests.run(["check task-id"], in: &session)
    #expect(checked.text.contains("✓ Every check holds: exercise task-id is done! Compare with the reference: compare solution"))
    #expect(ProgressStore(path: folder + "/progress.json").exercises["task-id"]?.everPassed == true)
    let lessons = REPLSessionTests.run(["lessons"], in: &session).text
    #expect(lessons.split(separator: "\n").contains { $0.contains("task-id") && $0.contains("  ✓  ") }, "\(lessons)")
    let progress = REPLSessionTests.run(["progress"], in: &session).text
    #expect(progress.contains(" of \(session.exercises.library.exercises.count) exercises done"))
    #expect(progress.contains(", 1 of "), "\(progress)")
  }

  @Test("solution asks before spoiling: n keeps it hidden, y shows it")
  func solutionAsks() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    var session = Self.session(folder)
    REPLSessionTests.run(["lesson 4", "solution"], in: &session)
    #expect(session.prompt.hasPrefix("Show the reference solution of task-id? It gives the answer away (y/N)"))
    #expect(session.execute("n").text == "Not shown.\n")
    #expect(session.prompt == "asyncplay [task-id · 0 ms]> ")
    REPLSessionTests.run(["solution task-id"], in: &session)
    let shown = session.execute("y").text
    #expect(shown.hasPrefix("// reference solution of task-id\n"))
    #expect(shown.contains("guard !Task.isCancelled else { return }"))
  }

  @Test("compare solution: both timelines on one time scale, then the events that differ")
  func compareSolution() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    var session = Self.session(folder)
    REPLSessionTests.run(["exercise task-id"], in: &session)
    let compared = REPLSessionTests.run(["compare solution"], in: &session).text
    #expect(compared.contains("your code  done at 1120 ms"), "\(compared)")
    #expect(compared.contains("the reference  done at 760 ms"))
    #expect(compared.contains("Events that differ (- only with your code, + only with the reference):"))
    #expect(compared.contains("- [120 ms] task#1 sends GET https://packages.example.com/search?q=s\n"))
    let axes = compared.split(separator: "\n").filter { $0.hasSuffix("1120 ms") && $0.hasPrefix(" ") }
    #expect(axes.count == 2 && axes[0] == axes[1], "both timelines end at the same time: \(axes)")
  }

  @Test("without an editor, edit says where the file is; bad exercise ids name the alternatives")
  func editAndErrors() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    var session = Self.session(folder)
    let noExercise = session.execute("check")
    #expect(noExercise.failure?.hasPrefix("no exercise is chosen") == true)
    let edited = REPLSessionTests.run(["exercise task-id", "edit"], in: &session)
    #expect(edited.text.hasSuffix("/ws/task-id.swift\n"))
    #expect(session.execute("exercise task-ic").failure?.contains("did you mean task-id?") == true)
  }

  @Test("Tab completes exercise ids after exercise, check and solution, and solution after compare")
  func completion() {
    let completer = REPLCompleter(catalog: ScenarioCatalog.all, scenario: nil, exerciseIDs: ["task-id", "timeout"])
    #expect(completer.complete("exercise ta").candidates == ["task-id"])
    #expect(completer.complete("check t").candidates == ["task-id", "timeout"])
    #expect(completer.complete("solution ti").candidates == ["timeout"])
    #expect(completer.complete("compare so").candidates == ["solution"])
    #expect(completer.complete("exe").candidates == ["exercise"])
  }
}
