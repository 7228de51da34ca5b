@testable import Playground
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The interactive REPL driven through a pseudo-terminal with real key sequences: completion, history across
/// sessions, editing Chinese text, Ctrl-C and Ctrl-D.
@Suite("The interactive REPL on a terminal", .serialized)
struct REPLTerminalTests {
  typealias Key = REPLPseudoTerminal.Key

  /// Starts `asyncplay --lang en` on a terminal with HOME and XDG_STATE_HOME in `directory` (and LANG=C.UTF-8
  /// unless `utf8Locale` is false).
  private func start(in directory: REPLTemporaryDirectory, color: Bool = false, utf8Locale: Bool = true,
                     language: String = "en") throws -> REPLPseudoTerminal {
    try REPLPseudoTerminal.asyncplay(["--lang", language], in: directory,
                                     environment: [("LANG", utf8Locale ? "C.UTF-8" : nil), ("NO_COLOR", color ? nil : "1")],
                                     until: color ? "\u{1B}[0m> " : "asyncplay> ")
  }

  @Test("Tab completes commands, scenario names, parameter names and values")
  func completion() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory)
    var mark = terminal.mark
    terminal.type("op" + Key.tab)
    // libedit redraws with cursor movements, so the screen's "open " is not one run of bytes: wait for the insert.
    try terminal.read(until: "en ", after: mark)
    mark = terminal.mark
    terminal.type("task-id" + Key.enter)
    // Without completion the line would be "optask-id", an unknown command.
    try terminal.read(until: "asyncplay [task-id · 0 ms]> ", after: mark)
    #expect(terminal.output[mark...].contains("task-id: "))
    mark = terminal.mark
    terminal.type("set lat" + Key.tab)
    try terminal.read(until: "ency=", after: mark)
    terminal.type("500ms" + Key.enter)
    try terminal.read(until: "latency=500ms (default 200ms)", after: mark)
    mark = terminal.mark
    terminal.type("set cancellation=ig" + Key.tab + Key.enter)
    try terminal.read(until: "cancellation=ignored (default handled)", after: mark)
    mark = terminal.mark
    terminal.type("open " + Key.tab)
    let listing = try terminal.read(until: { $0.contains("three-state") && $0.contains("timeout") }, after: mark,
                                    awaiting: "the list of scenarios")
    #expect(listing.contains("async-let"))
    terminal.type("\u{15}" + Key.ctrlD)  // Ctrl-U empties the line, Ctrl-D leaves
    #expect(try terminal.exitStatus() == 0)
  }

  @Test("Up recalls a line typed in an earlier session; the history file has no duplicates")
  func historyAcrossSessions() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let first = try start(in: directory)
    for line in ["help advance", "list", "help advance"] {
      let mark = first.mark
      first.type(line + Key.enter)
      try first.read(until: "asyncplay> ", after: mark)
    }
    first.type(Key.ctrlD)
    #expect(try first.exitStatus() == 0)
    #expect(directory.contents(of: "state/asyncplay/history") == "list\nhelp advance\n")

    let second = try start(in: directory)
    let mark = second.mark
    second.type(Key.up)
    try second.read(until: "help advance", after: mark)
    second.type(Key.enter)
    try second.read(until: "usage: advance <duration>", after: mark)
    second.type("quit" + Key.enter)
    #expect(try second.exitStatus() == 0)
    #expect(directory.contents(of: "state/asyncplay/history") == "list\nhelp advance\nquit\n")
  }

  /// Without a UTF-8 locale (no LANG) editing still works: the REPL falls back to C.UTF-8 for the character type.
  @Test("Chinese text is edited by character: Left then Backspace removes the character before the cursor",
        arguments: [true, false])
  func chineseEditing(utf8Locale: Bool) throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory, utf8Locale: utf8Locale)
    terminal.type("open task-id" + Key.enter)
    try terminal.read(until: "asyncplay [task-id · 0 ms]> ")
    let mark = terminal.mark
    terminal.type("set typing=你好")
    try terminal.read(until: "你好", after: mark)
    // Each key after the text is on screen, so the terminal never merges them with it.
    terminal.type(Key.left)
    usleep(100_000)
    terminal.type(Key.backspace)
    usleep(100_000)
    terminal.type(Key.enter)
    let reply = try terminal.read(until: "for typing", after: mark)
    // Left moved over one character (好), Backspace deleted one character (你): the value is 好, intact.
    #expect(reply.contains("bad value \"好\" for typing"))
    #expect(!reply.contains("bad value \"你"))
    #expect(!reply.contains("\u{FFFD}"))
    // Ctrl-D only once the prompt is back: between prompts the terminal is in line mode, where it would be an
    // end of file that the line editor never sees.
    try terminal.read(until: "asyncplay [task-id · 0 ms]> ", after: mark)
    terminal.type(Key.ctrlD)
    #expect(try terminal.exitStatus() == 0)
    #expect(directory.contents(of: "state/asyncplay/history") == "open task-id\nset typing=好\n")
  }

  @Test("Ctrl-C during run --real stops the child and returns to the prompt")
  func interruptRealRun() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory)
    terminal.type("open timeout" + Key.enter)
    try terminal.read(until: "asyncplay [timeout · 0 ms]> ")
    var mark = terminal.mark
    terminal.type("set timeout=4s" + Key.enter)
    try terminal.read(until: "asyncplay [timeout · 0 ms]> ", after: mark)
    mark = terminal.mark
    terminal.type("run --real" + Key.enter)
    // The real run takes 3 s; once its process exists, Ctrl-C is pressed during it.
    let child = try terminal.waitForChild()
    #expect(terminal.lineModes == tcflag_t(ICANON | ECHO), "a running command leaves the terminal as usual")
    terminal.type(Key.ctrlC)
    let after = try terminal.read(until: "asyncplay [timeout · 0 ms]> ", after: mark)
    #expect(after.contains("interrupted"))
    #expect(!after.contains("finally done"), "the run went on to its end")
    #expect(kill(child, 0) != 0, "the child process is gone")
    #expect(terminal.lineModes == 0, "the prompt reads keys again")
    // The REPL goes on: the next command works.
    mark = terminal.mark
    terminal.type("params" + Key.enter)
    try terminal.read(until: "* 4s", after: mark)
    try terminal.read(until: "asyncplay [timeout · 0 ms]> ", after: mark)
    terminal.type(Key.ctrlD)
    #expect(try terminal.exitStatus() == 0)
    #expect(terminal.lineModes == tcflag_t(ICANON | ECHO))
  }

  @Test("Ctrl-C on an empty line says how to quit; on a typed line it drops the line; Ctrl-D exits 0")
  func interruptAndEnd() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory)
    var mark = terminal.mark
    terminal.type(Key.ctrlC)
    try terminal.read(until: "(to quit, type quit or press Ctrl-D)", after: mark)
    try terminal.read(until: "asyncplay> ", after: mark)
    mark = terminal.mark
    terminal.type("list")
    try terminal.read(until: "list", after: mark)
    terminal.type(Key.ctrlC)
    try terminal.read(until: "asyncplay> ", after: mark)
    #expect(!terminal.output[mark...].contains("to quit"))
    #expect(!terminal.output[mark...].contains("Scenarios"))
    terminal.type(Key.ctrlD)
    #expect(try terminal.exitStatus() == 0)
    // The dropped line is not in the history.
    #expect((directory.contents(of: "state/asyncplay/history") ?? "") == "")
  }

  @Test("the timeline fits the terminal's width, and uses ASCII when the locale is not UTF-8", arguments: [true, false])
  func timelineWidth(utf8Locale: Bool) throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory, utf8Locale: utf8Locale)
    let mark = terminal.mark
    terminal.type("open task-id" + Key.enter + "timeline" + Key.enter)
    let shown = try terminal.read(until: utf8Locale ? "✕ cancelled" : "x cancelled", after: mark)
    // The terminal is 100 columns wide (TIOCGWINSZ); a pipe would get 80. The last value of results runs to the
    // right edge, its middle elided.
    // At 100 columns the name column is 20 wide: the lane reads …uncedSearch.results (LaneLabel keeps a state's end).
    let results = shown.split(separator: "\r\n").first { $0.contains("Search.results") && $0.contains("[]") }
    #expect(results.map { $0.count > 80 && $0.count <= 100 } == true, "\(results ?? "no results lane")")
    #expect(shown.split(separator: "\r\n").contains { $0.hasSuffix("760 ms") })
    #expect(shown.contains(utf8Locale ? "● start" : "o start"))
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
  }

  @Test("on a terminal the output is coloured, and the prompt too")
  func colour() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory, color: true)
    let mark = terminal.mark
    terminal.type("open async-let" + Key.enter + "run" + Key.enter)
    let shown = try terminal.read(until: "done at 100 ms", after: mark)
    #expect(shown.contains("\u{1B}[2m[    0 ms]\u{1B}[0m"))
    #expect(shown.contains("\u{1B}[36m[async-let · 0 ms]\u{1B}[0m"))
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
  }
}

/// What the terminal looks like after signals: the REPL puts it back whenever it ends or stops, reads keys again
/// when it is continued, and saves the history before a signal ends it.
@Suite("The REPL and signals on a terminal", .serialized)
struct REPLSignalTests {
  typealias Key = REPLPseudoTerminal.Key

  private func start(in directory: REPLTemporaryDirectory, language: String = "en",
                     jobControl: Bool = false) throws -> REPLPseudoTerminal {
    try REPLPseudoTerminal.asyncplay(["--lang", language], in: directory, jobControl: jobControl)
  }

  @Test("SIGTERM or SIGHUP at the prompt: the terminal is restored, the history saved, the signal ends the process",
        arguments: [SIGTERM, SIGHUP])
  func endedAtPrompt(signal: Int32) throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory)
    var mark = terminal.mark
    terminal.type("open task-id" + Key.enter)
    try terminal.read(until: "asyncplay [task-id · 0 ms]> ", after: mark)
    mark = terminal.mark
    terminal.type("tas")
    try terminal.read(until: "tas", after: mark)
    #expect(terminal.lineModes == 0, "at the prompt the line editor reads keys")
    try terminal.send(signal)
    #expect(try terminal.exitStatus() == 128 + signal)
    #expect(terminal.lineModes == tcflag_t(ICANON | ECHO), "line mode and echo are back")
    #expect(directory.contents(of: "state/asyncplay/history") == "open task-id\n")
  }

  @Test("SIGTERM during a run stops the run's process too, and restores the terminal")
  func endedDuringRun() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory)
    terminal.type("open timeout" + Key.enter + "set timeout=4s" + Key.enter)
    try terminal.read(until: "timeout=4s (default")
    terminal.type("run --real" + Key.enter)
    let child = try terminal.waitForChild()
    try terminal.send(SIGTERM)
    #expect(try terminal.exitStatus() == 128 + SIGTERM)
    #expect(kill(child, 0) != 0, "the run's process was stopped")
    #expect(terminal.lineModes == tcflag_t(ICANON | ECHO))
    #expect(directory.contents(of: "state/asyncplay/history") == "open timeout\nset timeout=4s\nrun --real\n")
  }

  @Test("Ctrl-C at the prompt keeps the REPL reading keys; in Chinese the reminder is Chinese")
  func interruptKeepsReading() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory, language: "zh")
    let mark = terminal.mark
    terminal.type(Key.ctrlC)
    try terminal.read(until: "（要退出，输入 quit 或按 Ctrl-D）", after: mark)
    try terminal.read(until: "asyncplay> ", after: mark)
    #expect(terminal.lineModes == 0)
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
    #expect(terminal.lineModes == tcflag_t(ICANON | ECHO))
  }

  @Test("Ctrl-Z restores the terminal while stopped; after SIGCONT the prompt and the typed line are drawn again")
  func suspendAndContinue() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory, jobControl: true)
    var mark = terminal.mark
    terminal.type("lis")
    try terminal.read(until: "lis", after: mark)
    terminal.type(Key.ctrlZ)
    try terminal.waitUntilStopped()
    #expect(terminal.lineModes == tcflag_t(ICANON | ECHO), "stopped, the terminal is as the shell expects it")
    mark = terminal.mark
    try terminal.send(SIGCONT)
    try terminal.read(until: "asyncplay> lis", after: mark)
    #expect(terminal.lineModes == 0, "continued, the line editor reads keys again")
    // The redrawn line is still being edited: the rest of the word, then Enter, runs it.
    mark = terminal.mark
    terminal.type("t" + Key.enter)
    try terminal.read(until: "Scenarios (asyncplay run", after: mark)
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
    #expect(terminal.lineModes == tcflag_t(ICANON | ECHO))
    #expect(directory.contents(of: "state/asyncplay/history") == "list\nquit\n")
  }
}

/// Home, End and word moves as the common terminals send them.
@Suite("Line editing keys on a terminal", .serialized)
struct REPLEditingKeyTests {
  typealias Key = REPLPseudoTerminal.Key

  private func start(in directory: REPLTemporaryDirectory) throws -> REPLPseudoTerminal {
    try REPLPseudoTerminal.asyncplay(["--lang", "en"], in: directory)
  }

  @Test("Home and End move to the ends of the line (no ~ inserted), for each sequence terminals send",
        arguments: zip(REPLPseudoTerminal.Key.homes, REPLPseudoTerminal.Key.ends))
  func homeAndEnd(home: String, end: String) throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory)
    var mark = terminal.mark
    // "elp advanc": Home, then "h"; End, then "e": "help advance".
    terminal.type("elp advanc")
    try terminal.read(until: "elp advanc", after: mark)
    terminal.type(home + "h")
    try terminal.read(until: "h", after: mark)
    terminal.type(end)
    mark = terminal.mark
    terminal.type("e" + Key.enter)
    let reply = try terminal.read(until: "asyncplay> ", after: mark)
    #expect(reply.contains("usage: advance <duration>"), "\(reply)")
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
    #expect(directory.contents(of: "state/asyncplay/history") == "help advance\nquit\n")
  }

  @Test("Ctrl-Left and Ctrl-Right move by words")
  func wordMoves() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory)
    let mark = terminal.mark
    // "hel advanc": Ctrl-Left twice to the start, Ctrl-Right to the end of "hel", "p"; End, "e".
    terminal.type("hel advanc")
    try terminal.read(until: "hel advanc", after: mark)
    terminal.type([Key.ctrlLeft, Key.ctrlLeft, Key.ctrlRight, "p", Key.ends[0], "e", Key.enter].joined())
    try terminal.read(until: "usage: advance <duration>", after: mark)
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
    #expect(directory.contents(of: "state/asyncplay/history") == "help advance\nquit\n")
  }
}
