@testable import Playground
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TerminalIO

/// How the pager decides: which command, how tall a text is.
@Suite("The pager's decisions")
struct PagerTests {
  @Test("PAGER chooses the command; unset means less -FRX; empty or cat means no pager")
  func command() {
    #expect(Pager.command(environment: { _ in nil }) == "less -FRX")
    #expect(Pager.command(environment: { $0 == "PAGER" ? "more" : nil }) == "more")
    #expect(Pager.command(environment: { $0 == "PAGER" ? " less -R " : nil }) == "less -R")
    #expect(Pager.command(environment: { $0 == "PAGER" ? "" : nil }) == nil)
    #expect(Pager.command(environment: { $0 == "PAGER" ? "cat" : nil }) == nil)
  }

  @Test("a text's height counts wrapped lines, wide characters as two columns, escape sequences as none")
  func rows() {
    #expect(Pager.rows(of: "", columns: 80) == 0)
    #expect(Pager.rows(of: "a\nb\n", columns: 80) == 2)
    #expect(Pager.rows(of: "a\n\nb", columns: 80) == 3)
    #expect(Pager.rows(of: String(repeating: "x", count: 81) + "\n", columns: 80) == 2)
    #expect(Pager.rows(of: String(repeating: "界", count: 40) + "\n", columns: 80) == 1)
    #expect(Pager.rows(of: String(repeating: "界", count: 41) + "\n", columns: 80) == 2)
    let painted = "\u{1B}[1m" + String(repeating: "x", count: 80) + "\u{1B}[0m\n"
    #expect(Pager.rows(of: painted, columns: 80) == 1)
    #expect(Pager.withoutEscapes("\u{1B}[2m[  0 ms]\u{1B}[0m main"[...]) == "[  0 ms] main")
  }

  @Test("the pager gets LESS=FRX, LV=-c and LESSCHARSET=utf-8 unless the user set them (or LESSCHARDEF)")
  func environment() {
    let added = Pager.pagerEnvironment(["LANG=zh_CN.UTF-8"])
    #expect(added == ["LANG=zh_CN.UTF-8", "LESS=FRX", "LV=-c", "LESSCHARSET=utf-8"])
    #expect(Pager.pagerEnvironment(["LESS=R", "LESSCHARSET=latin1"]) == ["LESS=R", "LESSCHARSET=latin1", "LV=-c"])
    #expect(Pager.pagerEnvironment(["LESSCHARDEF=8bcccbcc18b95.."]).filter { $0.hasPrefix("LESSCHARSET=") }.isEmpty)
  }

  @Test("output that is not a terminal is never paged")
  func notATerminal() {
    let pager = Pager(output: Output(descriptor: -1))
    #expect(!pager.wouldPage(String(repeating: "line\n", count: 500), environment: { _ in nil }))
  }

  @Test("code, run, trace, list, help, compare, explain and try are paged in the REPL; the rest are not")
  func pagedCommands() {
    for name in ["code", "run", "trace", "list", "help", "compare", "explain", "try"] {
      #expect(REPLCommandSpec.named(name)?.paged == true, "\(name)")
    }
    for name in ["params", "step", "tasks", "pager", "lessons"] { #expect(REPLCommandSpec.named(name)?.paged == false) }
    var session = REPLSessionTests.session(.en)
    #expect(session.execute("list").paged)
    #expect(!session.execute("history").paged)
    #expect(session.execute("pager off").text == "pager: off (long output is printed as it is; pager on turns it on)\n")
    #expect(!session.paging)
    #expect(session.execute("pager").text.hasPrefix("pager: off"))
    #expect(session.execute("pager on").failure == nil)
    #expect(session.paging)
    #expect(session.execute("pager maybe").failure == "bad value \"maybe\" for pager; expected on or off")
    var chinese = REPLSessionTests.session(.zh)
    #expect(chinese.execute("pager off").text.hasPrefix("分页：关"))
  }
}

/// The pager on a real terminal: taller output goes through `$PAGER`, shorter output and `--no-pager` do not, and
/// signals reach it.
@Suite("The pager on a terminal", .serialized)
struct PagerTerminalTests {
  typealias Key = REPLPseudoTerminal.Key

  /// A PAGER that keeps what it is given in `paged.txt` and says PAGED.
  private static func recordingPager(_ directory: REPLTemporaryDirectory) -> String {
    "cat > \(directory.path)/paged.txt; echo PAGED"
  }

  private func start(_ arguments: [String], in directory: REPLTemporaryDirectory, pager: String?,
                     until text: String = "asyncplay> ") throws -> REPLPseudoTerminal {
    try REPLPseudoTerminal.asyncplay(arguments, in: directory, environment: [("PAGER", pager)], rows: 30, until: text)
  }

  @Test("in the REPL: a listing taller than the terminal is paged, a short reply is not, pager off stops it")
  func repl() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(["--lang", "en"], in: directory, pager: Self.recordingPager(directory))
    var mark = terminal.mark
    terminal.type("list" + Key.enter)
    try terminal.read(until: "PAGED\r\nasyncplay> ", after: mark)
    #expect(!terminal.output[mark...].contains("Scenarios ("), "the listing went to the pager only")
    #expect(directory.contents(of: "paged.txt")?.hasPrefix("Scenarios (asyncplay run <scenario>") == true)
    mark = terminal.mark
    terminal.type("help advance" + Key.enter)
    try terminal.read(until: "asyncplay> ", after: mark)
    #expect(terminal.output[mark...].contains("usage: advance <duration>"))
    #expect(!terminal.output[mark...].contains("PAGED"), "a short reply is printed as it is")
    mark = terminal.mark
    terminal.type("pager off" + Key.enter + "list" + Key.enter)
    try terminal.read(until: "Scenarios (asyncplay run", after: mark)
    try terminal.read(until: "asyncplay> ", after: terminal.output.range(of: "Scenarios (asyncplay run",
                                                                          range: mark..<terminal.mark)!.upperBound)
    #expect(!terminal.output[mark...].contains("PAGED"))
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
  }

  @Test("--no-pager, anywhere on the command line, prints everything as it is", arguments: [
    ["--no-pager", "--lang", "en"], ["--lang", "en", "--no-pager"],
  ])
  func noPager(arguments: [String]) throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(arguments, in: directory, pager: Self.recordingPager(directory))
    let mark = terminal.mark
    terminal.type("list" + Key.enter)
    try terminal.read(until: "Scenarios (asyncplay run", after: mark)
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
    #expect(!terminal.output.contains("PAGED"))
    #expect(directory.contents(of: "paged.txt") == nil)
  }

  @Test("from the shell: asyncplay list and run are paged on a terminal, not with --no-pager")
  func commandLine() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let paged = try start(["list", "--lang", "en"], in: directory, pager: Self.recordingPager(directory),
                          until: "PAGED")
    #expect(try paged.exitStatus() == 0)
    #expect(directory.contents(of: "paged.txt")?.hasPrefix("Scenarios (asyncplay run") == true)
    let run = try start(["run", "task-id", "--lang", "en"], in: directory, pager: Self.recordingPager(directory),
                        until: "PAGED")
    #expect(try run.exitStatus() == 0)
    #expect(directory.contents(of: "paged.txt")?.contains("\ndone at ") == true)
    let direct = try start(["run", "task-id", "--lang", "en", "--no-pager"], in: directory,
                           pager: Self.recordingPager(directory), until: "\r\ndone at ")
    #expect(try direct.exitStatus() == 0)
    #expect(!direct.output.contains("PAGED"))
  }

  @Test("less -FRX (the default) shows the first screen and q returns to the prompt")
  func less() throws {
    try #require(access("/usr/bin/less", X_OK) == 0, "less must be installed (.ci/setup installs it)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(["--lang", "en"], in: directory, pager: nil)
    let mark = terminal.mark
    terminal.type("list" + Key.enter)
    // less waits at the end of the screen with its ':' prompt.
    try terminal.read(until: ":\u{1B}[K", after: mark)
    #expect(terminal.output[mark...].contains("Scenarios (asyncplay run"))
    terminal.type("q")
    try terminal.read(until: "asyncplay> ", after: mark)
    #expect(terminal.lineModes == 0, "the line editor has the terminal again")
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
  }

  /// `lesson 1`, then `next` three times: step 4, whose `try` shows two pieces of code, taller than 30 rows.
  private func atStepFour(_ terminal: REPLPseudoTerminal) throws {
    for line in ["lesson 1", "next", "next", "next"] {
      let mark = terminal.mark
      terminal.type(line + Key.enter)
      try terminal.read(until: "asyncplay [three-state · 0 ms]> ", after: mark)
    }
  }

  @Test("try pages its commands' output as one document, then the step's footer follows the pager")
  func tryIsOneDocument() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(["--lang", "en"], in: directory, pager: "cat >> \(directory.path)/paged.txt; echo PAGED")
    try atStepFour(terminal)
    let mark = terminal.mark
    terminal.type("try" + Key.enter)
    let after = try terminal.read(until: "PAGED\r\nstep 4/6 · next to continue · try runs this step's commands\r\n"
                                    + "asyncplay [three-state · 0 ms]> ", after: mark)
    #expect(after.components(separatedBy: "PAGED").count == 2, "one pager for both commands")
    let paged = try #require(directory.contents(of: "paged.txt"))
    #expect(paged.contains("code ItemListWithFlags\n") && paged.contains("code FeedAPI\n"))
    #expect(!paged.contains("step 4/6"), "the footer is not in the pager, where q would hide it")
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
  }

  @Test("less with LANG=zh_CN.UTF-8 and no such locale installed: UTF-8, never hex; q leaves the footer on screen")
  func lessWithoutTheLocale() throws {
    try #require(access("/usr/bin/less", X_OK) == 0, "less must be installed (.ci/setup installs it)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    // The machine's `locale -a` need not list zh_CN.UTF-8 (containers rarely do): the pager must not rely on it.
    let terminal = try REPLPseudoTerminal.asyncplay([], in: directory,
                                                    environment: [("PAGER", nil), ("LANG", "zh_CN.UTF-8")], rows: 30)
    try atStepFour(terminal)
    let mark = terminal.mark
    terminal.type("try" + Key.enter)
    let screen = try terminal.read(until: ":\u{1B}[K", after: mark)
    #expect(screen.contains("// ItemListWithFlags：第 5–45 行"), "\(screen)")
    #expect(!screen.contains("<E"), "less showed bytes as hex: \(screen)")
    terminal.type("q")
    try terminal.read(until: "步骤 4/6 · next 继续 · try 运行本步命令\r\nasyncplay [three-state · 0 ms]> ", after: mark)
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
  }

  @Test("a pager that cannot be started: the output is shown directly, after one line saying why",
        arguments: ["en", "zh"])
  func missingPager(language: String) throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(["list", "--lang", language], in: directory, pager: "no-such-pager-here",
                             until: "")
    #expect(try terminal.exitStatus() == 0)
    #expect(terminal.output.contains(language == "en" ? "Scenarios (asyncplay run" : "场景（asyncplay run"))
    // The message is fitted to the terminal's width: its rows joined again (a break in Chinese drops no space).
    let joined = terminal.output.replacing("\r\n  ", with: language == "en" ? " " : "")
    #expect(joined.contains(language == "en"
      ? "asyncplay: the pager \"no-such-pager-here\" could not be started (command not found); the output is shown "
        + "without it"
      : "asyncplay：分页器 \"no-such-pager-here\" 无法启动（command not found）；输出直接显示"))
  }

  @Test("SIGTERM while the pager runs ends the pager too, and the terminal is as the shell expects it")
  func terminatedWhilePaging() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(["--lang", "en"], in: directory,
                             pager: "cat > \(directory.path)/paged.txt; echo PAGED; exec sleep 120")
    let mark = terminal.mark
    terminal.type("list" + Key.enter)
    try terminal.read(until: "PAGED", after: mark)
    let pager = try terminal.waitForChild()
    try terminal.send(SIGTERM)
    #expect(try terminal.exitStatus() == 128 + SIGTERM)
    #expect(kill(pager, 0) != 0, "the pager is gone")
    #expect(terminal.lineModes == tcflag_t(ICANON | ECHO))
  }
}
