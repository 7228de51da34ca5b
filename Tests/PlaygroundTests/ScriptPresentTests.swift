@testable import Playground
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `asyncplay play --present` on a pseudo-terminal: it waits at each prompt until Enter, types the command out,
/// and Ctrl-C stops it with status 130 and the terminal's settings put back. Each session runs off the cooperative
/// pool (see ``offPool(_:)``) and returns what it saw; the checks follow.
@Suite("Presenting a demo on a terminal", .serialized)
struct ScriptPresentTests {
  typealias Key = REPLPseudoTerminal.Key

  /// What a session showed.
  struct Seen: Sendable {
    /// Output at the points the test looked (after a mark), in order.
    var shown: [String] = []
    /// The exit status.
    var status: Int32 = -1
    /// Whether the terminal was neither line-buffered nor echoing while the program waited for Enter.
    var rawWhileWaiting = false
    /// Whether line buffering and echo were back after the program exited.
    var restoredAfterExit = false
    /// What went to stderr, when it went to a file (`--notes`).
    var notes: String?
  }

  /// Runs `asyncplay play <file> --present --lang en <extra>` on a terminal and lets `drive` type at it.
  private static func session(_ script: String, extra: [String] = [], jobControl: Bool = false,
                              language: String = "en", notes: Bool = false,
                              _ drive: @escaping @Sendable (REPLPseudoTerminal, inout Seen) throws -> Void)
    async throws -> Seen {
    try await offPool {
      let directory = try REPLTemporaryDirectory()
      defer { directory.remove() }
      directory.write(script, to: "demo.play")
      let environment = ["HOME=\(directory.path)", "TERM=xterm", "LANG=C.UTF-8", "NO_COLOR=1",
                         "PATH=/usr/bin:/bin", "SWIFT_BACKTRACE=enable=no"]
      let arguments = ["play", directory.path + "/demo.play", "--present", "--lang", language] + extra
      // With notes, stderr goes to a file, as a presenter would send it to a second terminal.
      let terminal = notes
        ? try REPLPseudoTerminal(executable: "/bin/sh", arguments: [
            "-c", "exec \"$0\" \"$@\" 2> \(directory.path)/notes.txt", Binary.path] + arguments + ["--notes"],
            environment: environment, jobControl: jobControl)
        : try REPLPseudoTerminal(executable: Binary.path, arguments: arguments, environment: environment,
                                 jobControl: jobControl)
      var seen = Seen()
      try drive(terminal, &seen)
      seen.restoredAfterExit = lineModes(terminal) == tcflag_t(ICANON | ECHO)
      seen.notes = directory.contents(of: "notes.txt")
      return seen
    }
  }

  /// What arrives after `mark` within `duration` (nothing, while the program waits).
  private static func quiet(_ terminal: REPLPseudoTerminal, for duration: Duration) -> String {
    let mark = terminal.mark
    _ = try? terminal.read(until: { _ in false }, after: mark, awaiting: "silence", timeout: duration)
    return String(terminal.output[mark...])
  }

  /// The terminal's line-buffering and echo flags now.
  private static func lineModes(_ terminal: REPLPseudoTerminal) -> tcflag_t {
    var settings = termios()
    tcgetattr(terminal.master, &settings)
    return settings.c_lflag & tcflag_t(ICANON | ECHO)
  }

  @Test("nothing past the prompt is printed until Enter; then the command is typed out and runs")
  func waitsForEnter() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let seen = try await Self.session("# Demo.\nopen task-id\nstep 2\n") { terminal, seen in
      // The first prompt carries the cue.
      try terminal.read(until: "asyncplay> Enter ▸")
      seen.shown.append(Self.quiet(terminal, for: .milliseconds(350)))
      seen.rawWhileWaiting = Self.lineModes(terminal) == 0
      var mark = terminal.mark
      terminal.type(Key.enter)
      seen.shown.append(String(try terminal.read(until: "asyncplay [task-id · 0 ms]> ", after: mark)))
      seen.shown.append(Self.quiet(terminal, for: .milliseconds(350)))
      mark = terminal.mark
      terminal.type(Key.enter)
      // A last pause: the final prompt waits for a key before the demo ends.
      seen.shown.append(String(try terminal.read(until: "end ▸", after: mark)))
      seen.shown.append(Self.quiet(terminal, for: .milliseconds(350)))
      terminal.type(Key.enter)
      seen.status = try terminal.exitStatus()
    }
    #expect(seen.shown[0] == "", "printed before Enter")
    #expect(seen.rawWhileWaiting, "keys must be read at once and not echoed while waiting")
    // Enter erases the cue (back over its 7 columns, clear to the end of the line), then types the command out.
    #expect(seen.shown[1].hasPrefix("\u{1B}[7D\u{1B}[Kopen task-id\r\ntask-id: .task(id:) debounce and cancellation"))
    #expect(!seen.shown[1].contains("Enter ▸"), "only the first prompt has the cue")
    #expect(seen.shown[2] == "", "the second command did not wait for Enter")
    #expect(seen.shown[3].hasPrefix("step 2\r\n(simulated task-id: 37 events"))
    #expect(seen.shown[3].contains("DebouncedSearch appears\r\n") && seen.shown[3].hasSuffix("]> end ▸"),
            "\(seen.shown[3])")
    #expect(seen.shown[4] == "", "the demo ended without waiting for a key")
    #expect(seen.status == 0)
    #expect(seen.restoredAfterExit)
  }

  @Test("Ctrl-C at a prompt stops the demo: exit 130, the terminal restored")
  func interruptAtPrompt() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let seen = try await Self.session("open task-id\nrun\n") { terminal, seen in
      try terminal.read(until: "asyncplay> ")
      terminal.type(Key.enter)
      try terminal.read(until: "asyncplay [task-id · 0 ms]> ")
      let mark = terminal.mark
      terminal.type(Key.ctrlC)
      seen.status = try terminal.exitStatus()
      seen.shown.append(String(terminal.output[mark...]))
    }
    #expect(seen.status == 130)
    #expect(!seen.shown[0].contains("done at"), "the command after the prompt must not run")
    #expect(seen.restoredAfterExit)
  }

  @Test("Ctrl-C while a run's events are paced stops it at once")
  func interruptPacedRun() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let seen = try await Self.session("open task-id\nrun\n", extra: ["--speed", "0.01x"]) { terminal, seen in
      try terminal.read(until: "asyncplay> ")
      terminal.type(Key.enter)
      try terminal.read(until: "asyncplay [task-id · 0 ms]> ")
      let mark = terminal.mark
      terminal.type(Key.enter)
      // At a hundredth of real time the events of 120 ms come 12 s after those of 0 ms: the run is printing now,
      // and however slow the machine, Ctrl-C arrives long before them.
      try terminal.read(until: ".task(id: \"s\")     sleeps until 300 ms", after: mark)
      terminal.type(Key.ctrlC)
      seen.status = try terminal.exitStatus()
      seen.shown.append(String(terminal.output[mark...]))
    }
    #expect(seen.status == 130)
    #expect(!seen.shown[0].contains("[  120 ms]"), "events after the pause were printed")
    #expect(seen.restoredAfterExit)
  }

  @Test("SIGTERM or SIGHUP while the demo waits: the terminal is restored and the signal ends it",
        arguments: [SIGTERM, SIGHUP])
  func endedBySignal(signal: Int32) async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let seen = try await Self.session("open task-id\nrun\n") { terminal, seen in
      try terminal.read(until: "asyncplay> ")
      seen.rawWhileWaiting = terminal.lineModes == 0
      try terminal.send(signal)
      seen.status = try terminal.exitStatus()
    }
    #expect(seen.rawWhileWaiting)
    #expect(seen.status == 128 + signal)
    #expect(seen.restoredAfterExit)
  }

  @Test("Ctrl-Z while the demo waits: the terminal is restored while stopped, keys are read again after SIGCONT")
  func suspended() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let seen = try await Self.session("open task-id\nstep\n", jobControl: true) { terminal, seen in
      try terminal.read(until: "asyncplay> ")
      terminal.type(Key.ctrlZ)
      try terminal.waitUntilStopped()
      seen.shown.append(terminal.lineModes == tcflag_t(ICANON | ECHO) ? "restored" : "raw")
      try terminal.send(SIGCONT)
      try terminal.read(until: { _ in terminal.lineModes == 0 }, awaiting: "keys to be read again")
      let mark = terminal.mark
      terminal.type(Key.enter)
      seen.shown.append(String(try terminal.read(until: "asyncplay [task-id · 0 ms]> ", after: mark)))
      terminal.type(Key.enter)
      try terminal.read(until: "end ▸", after: mark)
      terminal.type(Key.enter)
      seen.status = try terminal.exitStatus()
    }
    #expect(seen.shown[0] == "restored", "stopped, the terminal is as the shell expects it")
    #expect(seen.shown[1].hasPrefix("\u{1B}[7D\u{1B}[Kopen task-id\r\ntask-id: "))
    #expect(seen.status == 0)
    #expect(seen.restoredAfterExit)
  }

  @Test("q or Esc at a prompt ends the demo cleanly: exit 0, the rest not run, the terminal restored",
        arguments: ["q", "\u{1B}"])
  func quitKey(key: String) async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let seen = try await Self.session("open task-id\nrun\n") { terminal, seen in
      try terminal.read(until: "asyncplay> ")
      terminal.type(Key.enter)
      try terminal.read(until: "asyncplay [task-id · 0 ms]> ")
      let mark = terminal.mark
      terminal.type(key)
      seen.status = try terminal.exitStatus()
      seen.shown.append(String(terminal.output[mark...]))
    }
    #expect(seen.status == 0)
    #expect(seen.shown[0] == "\r\n", "only a newline after the prompt")
    #expect(seen.restoredAfterExit)
  }

  @Test("an arrow key is not Esc: it is ignored and the demo keeps waiting")
  func arrowIsNotEscape() {
    #expect(PlayTerminal.meaning(of: [0x1B, 0x5B, 0x41][...]) == .other)
    #expect(PlayTerminal.meaning(of: [0x1B][...]) == .quit)
    #expect(PlayTerminal.meaning(of: [0x1B, 0x5B, 0x41, 0x0D][...]) == .proceed)
    #expect(PlayTerminal.meaning(of: Array("b".utf8)[...]) == .back)
    #expect(PlayTerminal.meaning(of: Array("x".utf8)[...]) == .other)
  }

  @Test("b goes back one command: the screen shows the demo as it was before it, and Enter runs it again")
  func backOneCommand() async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let seen = try await Self.session("open task-id\nstep 2\nparams\n") { terminal, seen in
      try terminal.read(until: "asyncplay> ")
      terminal.type(Key.enter)
      try terminal.read(until: "asyncplay [task-id · 0 ms]> ")
      var mark = terminal.mark
      terminal.type(Key.enter)
      seen.shown.append(String(try terminal.read(until: "asyncplay [task-id · 0 ms]> ", after: mark)))
      // At the prompt of params: back to before step 2.
      mark = terminal.mark
      terminal.type("b")
      seen.shown.append(String(try terminal.read(until: "asyncplay [task-id · 0 ms]> ", after: mark)))
      mark = terminal.mark
      terminal.type(Key.enter)
      seen.shown.append(String(try terminal.read(until: "asyncplay [task-id · 0 ms]> ", after: mark)))
      mark = terminal.mark
      terminal.type(Key.enter)
      seen.shown.append(String(try terminal.read(until: "parameter", after: mark)))
      try terminal.read(until: "end ▸", after: mark)
      terminal.type(Key.enter)
      seen.status = try terminal.exitStatus()
    }
    // The screen is cleared and shows `open task-id` with its output, then the prompt before step 2, waiting.
    #expect(seen.shown[1].hasPrefix("\u{1B}[H\u{1B}[2Jasyncplay> open task-id\r\ntask-id: "))
    #expect(!seen.shown[1].contains("step 2"))
    // Enter runs step 2 again, with the same output as the first time: the replayed state is the same.
    #expect(seen.shown[2] == seen.shown[0])
    #expect(seen.shown[3].hasPrefix("params\r\n"))
    #expect(seen.status == 0)
    #expect(seen.restoredAfterExit)
  }

  @Test("--notes sends the comments above each command to stderr when its prompt comes, in the demo's language",
        arguments: ["en", "zh"])
  func speakerNotes(language: String) async throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let script = "# Open with a question.\n# Who has seen this?\nopen task-id\n\n# Now one step.\nstep\n"
    let seen = try await Self.session(script, language: language, notes: true) { terminal, seen in
      try terminal.read(until: "asyncplay> ")
      terminal.type(Key.enter)
      try terminal.read(until: "asyncplay [task-id · 0 ms]> ")
      terminal.type(Key.enter)
      try terminal.read(until: language == "en" ? "end ▸" : "结束 ▸")
      terminal.type(Key.enter)
      seen.status = try terminal.exitStatus()
      seen.shown.append(terminal.output)
    }
    #expect(seen.status == 0)
    #expect(!seen.shown[0].contains("Who has seen this"), "the notes are not on the audience's screen")
    #expect(seen.shown[0].contains(language == "en" ? "Enter ▸" : "回车 ▸"))
    #expect(seen.notes == (language == "en"
      ? "── line 3: open task-id ──\nOpen with a question.\nWho has seen this?\n── line 6: step ──\nNow one step.\n"
      : "── 第 3 行：open task-id ──\nOpen with a question.\nWho has seen this?\n── 第 6 行：step ──\nNow one step.\n"))
  }
}
