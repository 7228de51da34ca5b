import AsyncSimulation
import Foundation
@testable import Playground
import Scenarios
import Testing
@testable import Runs
@testable import Course

/// The exercise loop on the command line, end to end, and the pieces under it: the data format, the workspace, the
/// progress record.
@Suite("Exercise commands")
struct ExerciseCommandTests {
  static let library = ExerciseLibrary(lessons: LessonLibrary())

  @Test("exercise writes the starting file, check names the failing checks, the solution passes; progress follows")
  func loopEndToEnd() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let listed = try StudentFixtures.asyncplay(["exercises", "--lang", "en"], in: folder)
    #expect(listed.termination == .exited(0))
    let line = try #require(listed.outputText.split(separator: "\n").first { $0.hasPrefix("task-id ") })
    #expect(line.contains("lesson 4 task-id") && line.contains("not started"), "\(line)")

    let opened = try StudentFixtures.asyncplay(["exercise", "task-id", "--lang", "en"], in: folder)
    #expect(opened.termination == .exited(0), "\(opened.errorText)")
    let path = folder + "/ws/task-id.swift"
    #expect(opened.outputText.hasSuffix("\n" + path + "\n"), "the path must be the last line:\n\(opened.outputText)")
    #expect(opened.outputText.hasPrefix("workspace: \(folder)/ws (from ASYNCPLAY_WORKSPACE)\n"))
    let start = try #require(FileSystem.read(path))
    #expect(start.hasPrefix("// asyncplay exercise task-id — "))

    let failing = try StudentFixtures.asyncplay(["check", "task-id", "--lang", "en"], in: folder)
    #expect(failing.termination == .exited(1), "\(failing.outputText)\(failing.errorText)")
    #expect(failing.outputText.contains("  ✗ results-show-swift: the list ends with the results for swift"))
    #expect(failing.outputText.contains("  ✓ the run finishes"))
    #expect(failing.errorText.contains("workspace: \(folder)/ws"))
    let afterFailing = try StudentFixtures.asyncplay(["exercises", "--lang", "en"], in: folder)
    #expect(afterFailing.outputText.split(separator: "\n").contains { $0.hasPrefix("task-id ") && $0.contains("failing") })

    let solution = try StudentFixtures.asyncplay(["solution", "task-id", "--lang", "en"], in: folder)
    #expect(solution.termination == .exited(0))
    #expect(FileSystem.writeAtomically(solution.outputText, to: path) == nil)
    // Without its first line the file is still this exercise when checked by id.
    let passing = try StudentFixtures.asyncplay(["check", "task-id", "--lang", "en"], in: folder)
    #expect(passing.termination == .exited(0), "\(passing.outputText)")
    #expect(passing.outputText.contains("✓ Every check holds: exercise task-id is done!"))
    let json = try StudentFixtures.asyncplay(["check", "task-id", "--json"], in: folder)
    let verdict = try #require(json.outputText.split(separator: "\n").last)
    #expect(verdict == "{\"kind\":\"verdict\",\"exercise\":\"task-id\",\"compiled\":true,\"passed\":true,\"holding\":3,"
      + "\"checks\":3,\"profile\":\"xcode26-app\"}")
    let done = try StudentFixtures.asyncplay(["exercises", "--lang", "en"], in: folder)
    #expect(done.outputText.split(separator: "\n").contains { $0.hasPrefix("task-id ") && $0.contains("done") })
  }

  @Test("check FILE recognises an exercise's file by its first line, wherever it is")
  func checkByFile() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let exercise = try #require(Self.library.exercise("task-id"))
    _ = try StudentFixtures.write(ExerciseTemplate.startingFile(exercise, language: .zh), "copy.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["check", "copy.swift", "--lang", "zh"], in: folder)
    #expect(result.termination == .exited(1))
    #expect(result.outputText.contains("✗ results-show-swift：列表最后显示的是 swift 的结果"), "\(result.outputText)")
  }

  @Test("a file that breaks what the driver uses is told so, with the driver's lines labelled, not its path")
  func driverDiagnostics() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let exercise = try #require(Self.library.exercise("task-id"))
    let renamed = ExerciseTemplate.startingFile(exercise, language: .en)
      .replacingOccurrences(of: "struct PackageSearch: View", with: "struct SearchPage: View")
    _ = try StudentFixtures.write(renamed, "renamed.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["check", "renamed.swift", "--lang", "en"], in: folder)
    #expect(result.termination == .exited(1))
    #expect(result.outputText.contains("<driver of task-id>:"), "\(result.outputText)")
    #expect(result.outputText.contains("cannot find 'PackageSearch' in scope"))
    #expect(result.outputText.contains("Locations marked <driver of …> are in the exercise's own driver"))
    #expect(!result.outputText.contains(StudentFixtures.cacheRoot))
  }

  @Test("usage errors: exit 2 and one line naming what is accepted", arguments: [
    (["exercise"], "exercise needs an exercise id"),
    (["exercise", "task-ic"], "no exercise \"task-ic\"; did you mean task-id?"),
    (["check", "task-id", "--jsn"], "unknown option --jsn for check; did you mean --json?"),
    (["solution", "task-id", "extra"], "unexpected argument \"extra\" for solution"),
    (["exercises", "--lang", "fr"], "bad value \"fr\" for --lang; expected zh or en"),
    (["watch", "a", "b"], "unexpected argument \"b\" for watch"),
  ])
  func usageErrors(_ arguments: [String], message: String) throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let result = try StudentFixtures.asyncplay(arguments, in: folder)
    #expect(result.termination == .exited(2))
    #expect(result.outputText.isEmpty)
    #expect(result.errorText.hasPrefix("asyncplay: " + message), "\(result.errorText)")
  }

  // MARK: workspace

  @Test("the workspace never overwrites a changed file; --reset keeps it as a numbered backup")
  func workspaceKeepsChanges() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let exercise = try #require(Self.library.exercise("task-id"))
    let workspace = ExerciseWorkspace(directory: folder + "/ws", origin: .flag)
    let path = workspace.file(for: exercise)
    #expect(workspace.place(exercise, language: .en, reset: false) == .success(.created(createdFolder: true)))
    #expect(workspace.place(exercise, language: .zh, reset: false) == .success(.kept(changed: false)))
    #expect(workspace.place(exercise, language: .en, reset: true) == .success(.alreadyStart))
    #expect(FileSystem.writeAtomically("// mine\n", to: path) == nil)
    #expect(workspace.place(exercise, language: .en, reset: false) == .success(.kept(changed: true)))
    #expect(FileSystem.read(path) == "// mine\n")
    #expect(workspace.place(exercise, language: .en, reset: true) == .success(.reset(backup: path + ".~1~")))
    #expect(FileSystem.read(path + ".~1~") == "// mine\n")
    #expect(FileSystem.read(path) == ExerciseTemplate.startingFile(exercise, language: .en))
    #expect(FileSystem.writeAtomically("// mine again\n", to: path) == nil)
    #expect(workspace.place(exercise, language: .en, reset: true) == .success(.reset(backup: path + ".~2~")))
    #expect(FileSystem.read(path + ".~1~") == "// mine\n")
    #expect(FileSystem.read(path + ".~2~") == "// mine again\n")
  }

  @Test("the workspace: --workspace, then ASYNCPLAY_WORKSPACE, then ~/asyncplay-exercises; never the cwd")
  func workspaceChoice() {
    let env: [String: String] = ["HOME": "/home/mia", "ASYNCPLAY_WORKSPACE": "~/course"]
    #expect(ExerciseWorkspace.resolve(flag: "/tmp/w", environment: { env[$0] })
      == ExerciseWorkspace(directory: "/tmp/w", origin: .flag))
    #expect(ExerciseWorkspace.resolve(flag: nil, environment: { env[$0] })
      == ExerciseWorkspace(directory: "/home/mia/course", origin: .environment))
    #expect(ExerciseWorkspace.resolve(flag: nil, environment: { $0 == "HOME" ? "/home/mia" : nil })
      == ExerciseWorkspace(directory: "/home/mia/asyncplay-exercises", origin: .home))
    let note = ExerciseWorkspace(directory: "/home/mia/asyncplay-exercises", origin: .home).note(.en)
    #expect(note == "workspace: /home/mia/asyncplay-exercises (the default; --workspace DIR or ASYNCPLAY_WORKSPACE=DIR moves it)")
  }

  // MARK: data format

  static let valid = """
    id: demo
    lesson: task-id
    title.zh: 标题
    title.en: Title
    goal.zh: 目标
    goal.en: Goal
    hint.zh: 提示
    hint.en: A hint

    check: ends-at-300
    zh: 三百毫秒结束
    en: ends at 300 ms
    trace: end 300
    """

  static func sibling(_ name: String) -> String? { ExerciseParser.swiftFiles.contains(name) ? "// \(name)\n" : nil }

  @Test("a valid exercise folder parses into its fields")
  func parsesValid() throws {
    let exercise = try ExerciseParser().parse(Self.valid, file: "demo/exercise.txt", sibling: Self.sibling)
    #expect(exercise.id == "demo" && exercise.lesson == "task-id")
    #expect(exercise.hints == [LocalizedText(zh: "提示", en: "A hint")])
    #expect(exercise.checks.map(\.name) == ["ends-at-300"])
    #expect(exercise.checks[0].trace.en == .end(ms: "300"))
    #expect(exercise.driver == "// driver.swift\n")
  }

  @Test("a malformed exercise folder is reported as file:line: what is wrong", arguments: [
    ("lesson: task-id\n", "demo/exercise.txt: the header has no \"id:\" line"),
    (ExerciseCommandTests.valid.replacingOccurrences(of: "trace: end 300", with: "trace: end soon"),
     "demo/exercise.txt:13: \"soon\" is not a time in ms"),
    (ExerciseCommandTests.valid.replacingOccurrences(of: "hint.en: A hint\n", with: ""),
     "demo/exercise.txt:7: there are 1 hint.zh and 0 hint.en lines"),
    (ExerciseCommandTests.valid.replacingOccurrences(of: "en: ends at 300 ms\n", with: ""),
     "demo/exercise.txt:10: check ends-at-300 needs \"zh:\" and \"en:\" lines"),
    (ExerciseCommandTests.valid + "\n\ncheck: ends-at-300\nzh: a\nen: b\ntrace: end 1\n",
     "demo/exercise.txt:15: there is already a check called \"ends-at-300\""),
    (ExerciseCommandTests.valid.replacingOccurrences(of: "goal.en:", with: "gaol.en:"),
     "demo/exercise.txt:6: unknown key \"gaol.en\" (did you mean goal.en?)"),
  ])
  func malformed(_ text: String, message: String) {
    do {
      _ = try ExerciseParser().parse(text, file: "demo/exercise.txt", sibling: Self.sibling)
      Issue.record("parsed, expected: \(message)")
    } catch {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    }
  }

  @Test("a folder without one of its Swift files is reported")
  func missingSwiftFile() {
    do {
      _ = try ExerciseParser().parse(Self.valid, file: "demo/exercise.txt") { $0 == "driver.swift" ? nil : "x" }
      Issue.record("parsed without a driver")
    } catch {
      #expect(error.description.hasPrefix("demo/exercise.txt: the folder has no driver.swift"))
    }
  }

  @Test("comment lines tagged //zh and //en are kept only in their language")
  func template() {
    let text = "//zh 中文\n//en English\n  //en   indented\nlet x = 1 //en stays\n//english stays\n"
    #expect(ExerciseTemplate.render(text, language: .zh) == "// 中文\nlet x = 1 //en stays\n//english stays\n")
    #expect(ExerciseTemplate.render(text, language: .en)
      == "// English\n  //   indented\nlet x = 1 //en stays\n//english stays\n")
    #expect(ExerciseTemplate.exerciseID(inFirstLineOf: "// asyncplay exercise task-id — …\nrest") == "task-id")
    #expect(ExerciseTemplate.exerciseID(inFirstLineOf: "// a sandbox\n") == nil)
  }

  // MARK: progress

  @Test("exercise results are saved beside the lesson progress; an older file without them still loads")
  func progressRecord() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let path = folder + "/progress.json"
    let old = "{\n  \"version\": 1,\n  \"lessons\": {\n    \"task-id\": {\"step\": 1, \"seen\": [0, 1], \"quizzes\": {}}\n  }\n}\n"
    #expect(FileSystem.writeAtomically(old, to: path) == nil)
    var store = ProgressStore(path: path)
    #expect(store.notice == nil)
    #expect(store.entry("task-id").step == 1)
    #expect(store.exercises.isEmpty)
    #expect(store.encode() == old)
    try store.recordExercise("task-id", passed: false)
    try store.recordExercise("task-id", passed: true)
    try store.recordExercise("task-id", passed: false)
    let reloaded = ProgressStore(path: path)
    #expect(reloaded.exercises["task-id"] == ProgressStore.ExerciseEntry(lastPassed: false, everPassed: true))
    #expect(reloaded.entry("task-id").step == 1)
    #expect(ExerciseStatus(reloaded.exercises["task-id"]) == .done(lastFailed: true))
    #expect(ExerciseStatus(nil).word(.en) == "not started")
  }
}

/// An instructor's exercises, from `--lessons DIR`: `DIR/Exercises/<id>/`.
@Suite("Instructors' exercises")
struct InstructorExerciseTests {
  @Test("a folder in DIR/Exercises adds an exercise, one with the same id replaces the bundled one, a bad one is reported")
  func instructorFolder() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let bundled = try #require(ExerciseLibrary(lessons: LessonLibrary()).exercise("task-id"))
    func add(_ id: String, description: String) {
      #expect(FileSystem.makeDirectories(folder + "/Exercises/" + id) == nil)
      #expect(FileSystem.writeAtomically(description, to: folder + "/Exercises/\(id)/exercise.txt") == nil)
      for (name, text) in [("start.swift", bundled.start), ("solution.swift", bundled.solution),
                           ("nothing.swift", bundled.nothing), ("driver.swift", bundled.driver)] {
        #expect(FileSystem.writeAtomically(text, to: folder + "/Exercises/\(id)/\(name)") == nil)
      }
    }
    add("my-search", description: ExerciseCommandTests.valid.replacingOccurrences(of: "id: demo", with: "id: my-search"))
    add("task-id", description: ExerciseCommandTests.valid.replacingOccurrences(of: "id: demo", with: "id: task-id")
      .replacingOccurrences(of: "title.en: Title", with: "title.en: The instructor's task-id"))
    add("broken", description: "id: broken\n")
    let library = ExerciseLibrary(directory: folder, lessons: LessonLibrary())
    #expect(library.exercise("my-search")?.lesson == "task-id")
    #expect(library.exercise("task-id")?.title.en == "The instructor's task-id")
    #expect(library.problems.map(\.description) == [
      "\(folder)/Exercises/broken/exercise.txt: the header has no \"lesson:\" line (needed: id, lesson, title.zh, "
        + "title.en, goal.zh, goal.en)",
    ])
  }
}
