import Foundation
import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import Course

/// `explore`, `run schedule=…` and `compare schedule=a,b` in the playground, driven in-process (the runs and the
/// exploration still happen in child processes of the built binary).
@Suite("Exploring in the playground")
struct REPLExploreTests {
  static func session(_ language: Language = .en) -> REPLSession {
    REPLSession(language: language, runner: REPLRunner(executable: Binary.path))
  }

  @Test("explore shows the outcomes with witnesses; run schedule= replays one, and every view works on that run")
  func exploreThenReplay() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let replies = try await offPool { () -> [String: REPLReply] in
      var session = Self.session()
      var replies: [String: REPLReply] = [:]
      for line in ["open task-group", "set latencies=50,50,50,50 sort=no", "explore"] {
        replies[line] = session.execute(line)
      }
      replies["prompt before"] = REPLReply(text: session.prompt)
      replies["run schedule=8:2"] = session.execute("run schedule=8:2")
      replies["prompt after"] = REPLReply(text: session.prompt)
      replies["state"] = session.execute("state")
      replies["tasks"] = session.execute("tasks")
      replies["restart"] = session.execute("restart")
      replies["step 3"] = session.execute("step 3")
      replies["compare"] = session.execute("compare schedule=fifo,8:2")
      replies["set"] = session.execute("set sort=yes")
      replies["prompt after set"] = REPLReply(text: session.prompt)
      replies["run schedule=fifo"] = session.execute("run schedule=fifo")
      replies["prompt after fifo"] = REPLReply(text: session.prompt)
      return replies
    }
    let explored = try #require(replies["explore"])
    #expect(explored.failure == nil)
    #expect(explored.text.hasPrefix("192 schedules explored (exhaustive), 24 distinct outcomes\n"))
    // The note is wrapped to 80 columns at spaces, its continuation indented by two: joined back, one sentence.
    let joined = explored.text.split(separator: "\n").reduce(into: [String]()) { lines, line in
      if line.hasPrefix("  "), !line.hasPrefix("   "), let last = lines.last, last.hasPrefix("replay") {
        lines[lines.count - 1] += " " + line.dropFirst(2)
      } else {
        lines.append(String(line))
      }
    }
    #expect(joined.contains("replay an outcome: run schedule=8:1 (then step, tasks, timeline and explain work "
      + "on it)"), "\(explored.text)")
    #expect(replies["prompt before"]?.text == "asyncplay [task-group · 0 ms]> ")
    let run = try #require(replies["run schedule=8:2"])
    #expect(run.failure == nil)
    // 80 columns: the event's text goes on under itself, breaking between the value's elements.
    #expect(run.text.contains(#"[   50 ms] .task  DetailsInArrivalOrder.details: [] → ["📄 3", "📄 1", "📄 2","#
      + "\n" + String(repeating: " ", count: 18) + #""📄 4"]"#), "\(run.text)")
    #expect(replies["prompt after"]?.text == "asyncplay [task-group · 50 ms · 8:2]> ")
    // At 80 columns the value wraps inside its cell, between two quoted strings.
    let state = replies["state"]?.text.split(separator: "\n").map(String.init) ?? []
    #expect(state.count == 3 && state[1].contains(#"DetailsInArrivalOrder.details  ["📄 3", "📄 1", "#)
              && state[2].drop { $0 == " " }.hasPrefix(#""📄 2", "📄 4"] "#), "\(state)")
    #expect(replies["tasks"]?.failure == nil)
    #expect(replies["step 3"]?.failure == nil)
    let compare = try #require(replies["compare"])
    #expect(compare.failure == nil)
    #expect(compare.text.contains("schedule=fifo"))
    #expect(compare.text.contains("schedule=8:2"))
    #expect(compare.text.contains(#"["📄 3", "📄 1", "📄 2", "📄 4"]"#))
    // Changing a parameter drops the schedule: it belonged to the old values.
    #expect(replies["prompt after set"]?.text == "asyncplay [task-group · 0 ms]> ")
    #expect(replies["prompt after fifo"]?.text == "asyncplay [task-group · 50 ms]> ")
  }

  @Test("bad explore settings and schedules get one line naming what was wrong; the schedule in force is kept")
  func badInput() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let failures = try await offPool { () -> [String: String?] in
      var session = Self.session()
      var failures: [String: String?] = [:]
      failures["explore before open"] = session.execute("explore").failure
      _ = session.execute("open task-group")
      for line in ["explore max=0", "explore speed=2", "explore max=5 max=6", "explore jitter=soon", "explore fast",
                   "run schedule=8:x", "run schedule=9:9", "run sideways", "run schedule=1:1 --real",
                   "compare schedule=fifo", "compare schedule=fifo,8:x"] {
        failures[line] = session.execute(line).failure
      }
      failures["prompt"] = session.prompt
      return failures
    }
    #expect(failures["explore before open"]??.hasPrefix("no scenario is open") == true)
    #expect(failures["explore max=0"]! == "bad value \"0\" for max; expected a whole number from 1 to 1000000")
    #expect(failures["explore speed=2"]!!.hasPrefix("explore has no setting \"speed\"; usage: explore [max=N]"))
    #expect(failures["explore max=5 max=6"]! == "max is given twice; give each setting once")
    #expect(failures["explore jitter=soon"]!!.hasPrefix("bad value \"soon\" for jitter"))
    #expect(failures["explore fast"]!!.hasPrefix("usage: explore [max=N]"))
    #expect(failures["run schedule=8:x"]!!.hasPrefix("bad schedule \"8:x\""))
    #expect(failures["run schedule=9:9"]!!.hasPrefix("schedule 9:9 does not fit this run"))
    #expect(failures["run sideways"]!!.hasPrefix("usage: run [schedule=S] [--real]"))
    #expect(failures["run schedule=1:1 --real"]!!.hasPrefix("run --real runs on the real executors"))
    #expect(failures["compare schedule=fifo"]!!.hasPrefix("compare schedule= takes two schedules"))
    #expect(failures["compare schedule=fifo,8:x"]!!.hasPrefix("bad schedule \"8:x\""))
    #expect(failures["prompt"]! == "asyncplay [task-group · 0 ms]> ")
  }

  @Test("in Chinese: the headline and the table speak Chinese")
  func chinese() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let text = try await offPool { () -> String in
      var session = Self.session(.zh)
      _ = session.execute("open persistence")
      _ = session.execute("set case=race")
      return session.execute("explore").text
    }
    #expect(text.hasPrefix("共探索 10 种调度（穷尽），1 种不同结果\n  每种调度的结果都一样：NotesModel.phase: loaded("))
  }
}

/// The `outcomes N` check and the `explore:` key of a quiz.
@Suite("Exploration quizzes")
struct ExplorationQuizTests {
  static let lesson = """
    id: demo-explore
    number: 90
    title.zh: 探索
    title.en: Exploring
    scenario: task-group

    step: explain
    zh: 说明。
    en: Explanation.

    step: experiment
    zh: 实验。
    en: An experiment.
    try: run

    step: quiz
    zh: 测验。
    en: A quiz.
    question.zh: 几种？
    question.en: How many?
    run: latencies=50,50,50,50 sort=no
    explore: max=300 seed=3
    choice.a.zh: 1 种
    choice.a.en: 1
    choice.a.check: outcomes 1
    choice.b.zh: 24 种
    choice.b.en: 24
    choice.b.check: outcomes 24
    choice.c.zh: 更多
    choice.c.en: more
    choice.c.check: not outcomes 1 and not outcomes 24
    answer: b

    """

  @Test("outcomes N reads and prints back; it is about an exploration, so it never holds on one run")
  func check() throws {
    let check = try TraceCheck.parse("not outcomes 2 and outcomes 3")
    #expect(check.description == "not outcomes 2 and outcomes 3")
    #expect(check.isAboutExploration && check.mentionsExploration)
    #expect(!check.holds(in: Fixtures.trace))
    #expect(try !TraceCheck.parse("tasks 2 and outcomes 1").isAboutExploration)
    #expect(try TraceCheck.parse("tasks 2 and outcomes 1").mentionsExploration)
    #expect(throws: TraceCheck.SyntaxError.self) { try TraceCheck.parse("outcomes many") }
  }

  @Test("a quiz with explore: reads its settings; its checks must be about the exploration, and only it may have them")
  func parse() throws {
    let lesson = try LessonParser().parse(Self.lesson, file: "demo.lesson")
    let quiz = try #require(lesson.steps.last?.quiz)
    #expect(quiz.explore == ExplorationSettings(maxSchedules: 300, seed: 3))
    let cases: [(String, String)] = [
      (Self.lesson.replacingOccurrences(of: "explore: max=300 seed=3\n", with: ""),
       "demo.lesson:24: \"outcomes 1\" is about an exploration; a quiz with such checks needs \"explore:\""),
      (Self.lesson.replacingOccurrences(of: "choice.a.check: outcomes 1", with: "choice.a.check: tasks 6"),
       "demo.lesson:25: \"tasks 6\" is about one run, but this quiz is decided by exploring"),
      (Self.lesson.replacingOccurrences(of: "max=300 seed=3", with: "max=0"), "demo.lesson:22: bad value \"0\" for max"),
      (Self.lesson.replacingOccurrences(of: "max=300 seed=3", with: "sideways"),
       "demo.lesson:22: unknown exploration setting \"sideways\""),
      (Self.lesson.replacingOccurrences(of: "try: run", with: "try: run\nexplore: yes"),
       "demo.lesson:15: \"explore\" belongs in a quiz step"),
    ]
    for (text, start) in cases {
      do {
        _ = try LessonParser().parse(text, file: "demo.lesson")
        Issue.record("parsed: \(start)")
      } catch {
        #expect(error.description.hasPrefix(start), "\(error.description)")
      }
    }
  }

  @Test("the quiz is decided by the exploration: exactly the answer's check holds")
  func verified() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let lesson = try LessonParser().parse(Self.lesson, file: "demo.lesson")
    let report = try await offPool { () -> QuizVerifier.Report in
      QuizVerifier(simulate: { _ in .failure(QuizVerifier.RunFailure(message: "no runs here")) },
                   explore: { REPLRunner(executable: Binary.path).exploration($0) }).verify(lesson, language: .en)
    }
    #expect(report.problems.isEmpty, "\(report.problems)")
    #expect(report.explorations[2]?.outcomes.count == 24)
    #expect(report.traces.isEmpty)
  }
}

/// Exploring the student's own code: after `check FILE`, `explore` explores that program, and its witnesses replay.
@Suite("Exploring your own code")
struct REPLExploreStudentTests {
  static let race = """
    actor Notes {
      var list: [String] = []
      func read() -> [String] { list }
      func write(_ new: [String]) { list = new }
    }

    func play() async {
      let notes = Notes()
      await withTaskGroup(of: Void.self) { group in
        for note in ["milk", "rent"] {
          group.addTask {
            var list = await notes.read()
            try? await Task.sleep(for: .milliseconds(10))
            list.append(note)
            await notes.write(list)
          }
        }
      }
      print(await notes.list)
    }

    """

  @Test("a sandbox with a read-modify-write race: two outcomes told apart by what it prints; the witness replays")
  func sandbox() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let file = try StudentFixtures.write(Self.race, "race.swift", in: folder)
    let replies = try await offPool { () -> [REPLReply] in
      var session = REPLExerciseTests.session(folder)
      return ["check \(file)", "explore", "run schedule=1:1"].map { session.execute($0) }
        + [REPLReply(text: session.prompt)]
    }
    #expect(replies[0].failure == nil, "\(replies[0].text)")
    #expect(replies[1].failure == nil, "\(replies[1].failure ?? "")")
    #expect(replies[1].text.contains("2 distinct outcomes"), "\(replies[1].text)")
    #expect(replies[1].text.contains(#"line 1: ["milk"]"#) && replies[1].text.contains(#"line 1: ["rent"]"#))
    #expect(replies[2].text.contains(#"main   ["milk"]"#), "\(replies[2].text)")
    #expect(replies[3].text == "asyncplay [race.swift · 10 ms · 1:1]> ")
  }
}
