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
  }

  /// Runs `asyncplay play <file> --present --lang en <extra>` on a terminal and lets `drive` type at it.
  private static func session(_ script: String, extra: [String] = [], jobControl: Bool = false,
                              _ drive: @escaping @Sendable (REPLPseudoTerminal, inout Seen) throws -> Void)
    async throws -> Seen {
    try await offPool {
      let directory = try REPLTemporaryDirectory()
      defer { directory.remove() }
      directory.write(script, to: "demo.play")
      let environment = ["HOME=\(directory.path)", "TERM=xterm", "LANG=C.UTF-8", "NO_COLOR=1",
                         "PATH=/usr/bin:/bin", "SWIFT_BACKTRACE=enable=no"]
      let terminal = try REPLPseudoTerminal(
        executable: Binary.path, arguments: ["play", directory.path + "/demo.play", "--present", "--lang", "en"]
          + extra, environment: environment, jobControl: jobControl)
      var seen = Seen()
      try drive(terminal, &seen)
      seen.restoredAfterExit = lineModes(terminal) == tcflag_t(ICANON | ECHO)
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
      try terminal.read(until: "asyncplay> ")
      seen.shown.append(Self.quiet(terminal, for: .milliseconds(350)))
      seen.rawWhileWaiting = Self.lineModes(terminal) == 0
      var mark = terminal.mark
      terminal.type(Key.enter)
      seen.shown.append(String(try terminal.read(until: "asyncplay [task-id · 0 ms]> ", after: mark)))
      seen.shown.append(Self.quiet(terminal, for: .milliseconds(350)))
      mark = terminal.mark
      terminal.type(Key.enter)
      seen.shown.append(String(try terminal.read(until: "[    0 ms] main   query: \"\" → \"s\"\r\n", after: mark)))
      seen.status = try terminal.exitStatus()
    }
    #expect(seen.shown[0] == "", "printed before Enter")
    #expect(seen.rawWhileWaiting, "keys must be read at once and not echoed while waiting")
    #expect(seen.shown[1].hasPrefix("open task-id\r\ntask-id: .task(id:) debounce and cancellation"))
    #expect(seen.shown[2] == "", "the second command did not wait for Enter")
    #expect(seen.shown[3].hasPrefix("step 2\r\n(simulated task-id: 31 events"))
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
      try terminal.read(until: "[    0 ms] task#1 sleeps until 300 ms", after: mark)
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
      seen.status = try terminal.exitStatus()
    }
    #expect(seen.shown[0] == "restored", "stopped, the terminal is as the shell expects it")
    #expect(seen.shown[1].hasPrefix("open task-id\r\ntask-id: "))
    #expect(seen.status == 0)
    #expect(seen.restoredAfterExit)
  }
}
