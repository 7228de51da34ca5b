import AsyncSimulation
@testable import Playground
import Testing

/// `asyncplay play FILE` through pipes: the transcript the piped REPL would print, errors naming the file's line,
/// `--speed` pacing the events in real time, `--pace` without a terminal, `--present` refused without one.
@Suite("Playing a demo script")
struct ScriptPlayTests {
  static let demo = """
    # A tour of task-id, for the lecture.

    open task-id
    # Watch .task(id: "s") being cancelled at 120 ms.
    step 4
    until 300ms
    tasks
    timeline

    run
    """

  /// Runs `asyncplay <arguments>` in a new session without a controlling terminal (setsid), stdin /dev/null,
  /// a UTF-8 locale and no colour.
  static func asyncplay(_ arguments: [String], stdin: String? = nil) async throws -> ChildProcess.Result {
    let environment = ["LANG=C.UTF-8", "LC_ALL=C.UTF-8", "NO_COLOR=1"]
    var command = ["/usr/bin/setsid", "-w", "/usr/bin/env"] + environment + [Binary.path] + arguments
    if let stdin {
      // The piped REPL reads stdin: give it the file through a shell.
      command = ["/usr/bin/setsid", "-w", "/bin/sh", "-c", "exec env \"$@\" < \"$0\"", stdin] + environment
        + [Binary.path] + arguments
    }
    let program = command
    return try await offPool {
      try ChildProcess(executable: program[0], arguments: Array(program.dropFirst()), wallLimit: .seconds(60)).run()
    }
  }

  @Test("the transcript is the piped REPL's for the same commands; comments and blank lines are not shown")
  func sameAsREPL() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    directory.write(Self.demo, to: "demo.play")
    let commands = Self.demo.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n") + "\n"
    directory.write(commands, to: "commands.txt")
    let played = try await Self.asyncplay(["play", directory.path + "/demo.play", "--lang", "en"])
    let piped = try await Self.asyncplay(["--lang", "en"], stdin: directory.path + "/commands.txt")
    #expect(played.termination == .exited(0), "\(played.errorText)")
    #expect(played.standardError.isEmpty)
    #expect(played.outputText == piped.outputText)
    #expect(played.outputText.hasPrefix("asyncplay> open task-id\n"))
    #expect(played.outputText.contains("\nasyncplay [task-id · 300 ms]> tasks\n"))
    #expect(played.outputText.hasSuffix("done at 760 ms · 5 tasks · 2 cancelled\n"))
  }

  @Test("the first failing command ends the demo with exit 1 and names its line in the file; --keep-going goes on")
  func failure() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    directory.write("# Typo ahead.\n\nopen task-id\nrnu\nstep\n", to: "typo.play")
    let stopped = try await Self.asyncplay(["play", directory.path + "/typo.play", "--lang", "en"])
    #expect(stopped.termination == .exited(1))
    #expect(stopped.outputText.hasSuffix("asyncplay [task-id · 0 ms]> rnu\n"
      + "asyncplay: line 4: unknown command \"rnu\"; did you mean run? (help lists the commands)\n"))
    let going = try await Self.asyncplay(["play", directory.path + "/typo.play", "--lang", "en", "--keep-going"])
    #expect(going.termination == .exited(0))
    #expect(going.outputText.hasSuffix("[    0 ms] main" + String(repeating: " ", count: 15) + "started\n"),
            "\(going.outputText)")
  }

  @Test("a file that cannot be read, or holds no commands: one line on stderr, exit 2")
  func badFile() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let missing = try await Self.asyncplay(["play", directory.path + "/nope.play"])
    #expect(missing.termination == .exited(2))
    #expect(missing.errorText == "asyncplay: cannot read \"\(directory.path)/nope.play\": no such file\n")
    directory.write("# only a comment\n\n", to: "empty.play")
    let empty = try await Self.asyncplay(["play", directory.path + "/empty.play"])
    #expect(empty.termination == .exited(2))
    #expect(empty.errorText.hasPrefix("asyncplay: \"\(directory.path)/empty.play\" holds no commands;"))
    #expect(missing.standardOutput.isEmpty && empty.standardOutput.isEmpty)
  }

  // Only lower bounds on real time: pacing sleeps, so a loaded machine can make a run slower, never faster.
  // The quarter-speed run tells pacing apart from a slow start (a plain run takes a few tens of milliseconds).
  @Test("--speed 1x prints the run's 760 ms of events over at least that much real time, 1/4x over four times that")
  func speed() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    directory.write("open task-id\nrun\n", to: "run.play")
    let plain = try await Self.asyncplay(["play", directory.path + "/run.play", "--lang", "en"])
    let paced = try await Self.asyncplay(["play", directory.path + "/run.play", "--lang", "en", "--speed", "1x"])
    let slow = try await Self.asyncplay(["play", directory.path + "/run.play", "--lang", "en", "--speed", "1/4x"])
    #expect(paced.termination == .exited(0) && slow.termination == .exited(0))
    #expect(paced.outputText == plain.outputText && slow.outputText == plain.outputText)
    #expect(paced.wallNanos >= 760_000_000, "took \(paced.wallNanos / 1_000_000) ms")
    #expect(slow.wallNanos >= 3_040_000_000, "took \(slow.wallNanos / 1_000_000) ms")
  }

  @Test("--pace goes on by itself without a terminal; --present without one is refused")
  func withoutTerminal() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    directory.write("open async-let\nrun\n", to: "short.play")
    let file = directory.path + "/short.play"
    let plain = try await Self.asyncplay(["play", file, "--lang", "en"])
    let paced = try await Self.asyncplay(["play", file, "--lang", "en", "--pace", "150ms"])
    #expect(paced.termination == .exited(0))
    #expect(paced.outputText == plain.outputText)
    #expect(paced.wallNanos >= 300_000_000, "two pauses of 150 ms; took \(paced.wallNanos / 1_000_000) ms")
    let present = try await Self.asyncplay(["play", file, "--present"])
    #expect(present.termination == .exited(2))
    #expect(present.standardOutput.isEmpty)
    #expect(present.errorText.replacing("\n  ", with: " ") == "asyncplay: --present waits for Enter on a terminal, and there is none (stdin is "
      + "not a terminal and /dev/tty cannot be opened); use --pace D to go on by itself\n")
  }
}
