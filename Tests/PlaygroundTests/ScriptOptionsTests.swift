@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import CommandLineGrammar

/// `play` and `test` on the command line, the pacer's reading of event times, and a transcript checked in-process.
@Suite("Play and test: options and pieces")
struct ScriptOptionsTests {
  @Test("play reads its file and flags, a value after the flag or after =")
  func play() throws {
    let command = try CommandLineParser().parse(["play", "demo.play", "--present", "--pace", "2s", "--speed=0.5x",
                                                 "--lang", "zh", "--keep-going", "--no-color"])
    var expected = PlayOptions(path: "demo.play")
    expected.present = true
    expected.pace = .seconds(2)
    expected.speed = 0.5
    expected.language = .zh
    expected.keepGoing = true
    expected.color = .never
    #expect(command == .play(expected))
    #expect(expected.presenting)
    #expect(try CommandLineParser().parse(["play", "--", "-odd.play"]) == .play(PlayOptions(path: "-odd.play")))
  }

  @Test("test reads paths and --update")
  func test() throws {
    #expect(try CommandLineParser().parse(["test", "a.play", "Tests/Transcripts", "--update"])
      == .test(TranscriptTestOptions(paths: ["a.play", "Tests/Transcripts"], update: true)))
  }

  @Test("speeds: a factor or a fraction, with or without x, from 0.01 to 1000", arguments: [
    ("1x", 1.0), ("0.5x", 0.5), ("10x", 10.0), ("2", 2.0), ("0.01x", 0.01), ("1000x", 1_000.0), ("0x", nil),
    ("fast", nil), ("-1x", nil), ("1e3x", nil), ("2000x", nil), ("x", nil), ("", nil), ("nanx", nil),
    ("0.25x", 0.25), (".25x", 0.25), ("1/4x", 0.25), ("1/4", 0.25), ("3/2X", 1.5), ("1/0x", nil), ("1/x", nil),
    ("/4x", nil), ("1/2/3x", nil), ("1/200x", nil), ("1.5/2x", nil), ("1.x", nil), ("..5x", nil),
    ("99999999999999999999x", nil), ("0.0000000000001x", nil), ("１x", nil), ("1/9999999x", nil),
  ] as [(String, Double?)])
  func speed(text: String, factor: Double?) {
    #expect(PlayOptions.parseSpeed(text) == factor)
  }

  @Test("mistakes are one line that says what is accepted", arguments: [
    (["play"], "play needs a .play file, e.g. asyncplay play demo.play --present"),
    (["play", "a.play", "b.play"], "unexpected argument \"b.play\" for play; it plays one file (options: "
      + "--keep-going, --lang zh|en, --no-color, --notes, --pace D, --present, --speed Nx)"),
    (["play", "a.play", "--speed", "fast"], "bad value \"fast\" for --speed; expected a factor such as 1x, 0.5x, "
      + "0.25x, 1/4x or 10x (from 0.01x to 1000x; 1x is real time)"),
    (["play", "a.play", "--pace=soon"], "bad value \"soon\" for --pace; expected a duration such as 300ms, 0.3s, "
      + "2s, 1500us, 1m or 1h (a bare number means ms), from 0 to 24h"),
    (["play", "a.play", "--pace"], "--pace needs a value; usage: --pace D"),
    (["play", "a.play", "--presnt"], "unknown option --presnt for play; did you mean --present? (options: "
      + "--keep-going, --lang zh|en, --no-color, --notes, --pace D, --present, --speed Nx)"),
    (["play", "a.play", "--present=yes"], "--present takes no value; write --present alone"),
    (["test"], "test needs a .play file or a directory of them, e.g. asyncplay test Tests/Transcripts"),
    (["test", "--updat", "x"], "unknown option --updat for test; did you mean --update? (options: --update)"),
  ])
  func mistakes(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try CommandLineParser().parse(arguments) }
  }

  @Test("the pacer reads the time an event line starts with, coloured or not, and nothing else", arguments: [
    ("[  120 ms] task#1 cancelled", 120_000_000), ("[ 1.5 ms] main   started", 1_500_000),
    ("\u{1B}[2m[ 2620 ms]\u{1B}[0m task#1 woke", 2_620_000_000), ("                  │ 🔍 s", nil),
    ("done at 760 ms · 4 tasks · 2 cancelled", nil), ("(cursor at 300 ms)", nil), ("[x ms] y", nil),
  ] as [(String, Int64?)])
  func eventTime(line: String, nanos: Int64?) {
    #expect(PlayPacer.time(of: Substring(line)) == nanos)
  }

  @Test("CI is recognised as true, 1 or yes, in any case")
  func ci() {
    for value in ["true", "TRUE", "1", "yes"] { #expect(TranscriptTestCommand.isCI { _ in value }) }
    for value in ["false", "0", ""] as [String?] + [nil] { #expect(!TranscriptTestCommand.isCI { _ in value }) }
  }

  @Test("a transcript checked in-process: errors without a line number, notes not counted, mismatches located")
  func check() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let text = """
      asyncplay> # commands that start no run
      asyncplay> rnu
      asyncplay: unknown command "rnu"; did you mean run? (help lists the commands)
      asyncplay> open task-id
      task-id: wrong
      asyncplay> set latency=abc
      """
    let check = TranscriptCheck(path: "t.play", script: PlayScript(text: text))
    let result = try await offPool { check.run(runner: REPLRunner(executable: Binary.path)) }
    #expect(result.commands == 3)
    #expect(result.failedCommands == 2)
    #expect(result.failures.map(\.line) == [4, 6])
    #expect(result.failures[0].report.hasPrefix("t.play:4: \"open task-id\" printed something else:\n--- expected\n"
      + "+++ actual\n@@ -5,1 +5,6 @@\n-task-id: wrong\n+task-id: .task(id:) debounce"))
    #expect(result.failures[1].report.hasPrefix("t.play:6: \"set latency=abc\" has no expected output under it, "
      + "but printed 1 line:\n"))
    #expect(result.outputs[3].count == 1)
    #expect(result.outputs[3].first?.hasPrefix("asyncplay: bad value \"abc\" for latency; expected a duration") == true)
    #expect(result.prompts == ["asyncplay> ", "asyncplay> ", "asyncplay> ", "asyncplay [task-id · 0 ms]> "])
    #expect(result.rewritable)
  }
}
