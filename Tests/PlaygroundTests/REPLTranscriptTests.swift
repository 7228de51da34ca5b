import AsyncSimulation
@testable import Playground
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `asyncplay < session.txt`: the REPL reading a file prints a transcript that is the same on every run, and a bad
/// line ends it with exit status 1 and an error naming the line.
@Suite("The REPL reading a file")
struct REPLTranscriptTests {
  /// Runs `asyncplay <flags> < input` in a clean environment (HOME and XDG_STATE_HOME in `directory`).
  static func transcript(_ input: [UInt8], flags: [String] = ["--lang", "en"],
                         in directory: REPLTemporaryDirectory) throws -> ChildProcess.Result {
    let file = directory.path + "/session.txt"
    let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    input.withUnsafeBufferPointer { _ = write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    let script = "input=\"$1\"; dir=\"$2\"; shift 2; exec env HOME=\"$dir\" XDG_STATE_HOME=\"$dir/state\" "
      + "LANG=C.UTF-8 LC_ALL=C.UTF-8 \"$0\" \"$@\" < \"$input\""
    return try ChildProcess(executable: "/bin/sh", arguments: ["-c", script, Binary.path, file, directory.path]
                              + flags, wallLimit: .seconds(600)).run()  // a hang guard (the course walk takes ~2 min)
  }

  /// The same, from text.
  static func transcript(_ lines: String, flags: [String] = ["--lang", "en"],
                         in directory: REPLTemporaryDirectory) throws -> ChildProcess.Result {
    try transcript(Array(lines.utf8), flags: flags, in: directory)
  }

  static let session = """
    # A tour of task-id; lines starting with # are comments.
    help step
    list
    open task-id
    params
    set latency=500ms cancellation=ignored

    step 5
    back 2
    step 2
    advance 100ms
    until 300ms
    tasks
    state
    screen
    trace
    timeline
    timeline --ascii
    explain
    run
    restart
    lang zh
    step 3
    tasks
    explain
    code
    history
    end
    open async-let
    explain
    open timeout
    set operation=cpu
    explain
    open three-state
    set model=booleans outcome=failure
    explain
    quit
    step

    """

  @Test("a piped session prints a byte-identical transcript on every run, echoing each line after the prompt")
  func deterministic() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let first = try Self.transcript(Self.session, in: directory)
    let second = try Self.transcript(Self.session, in: directory)
    #expect(first.termination == .exited(0))
    #expect(first.standardError.isEmpty, "\(first.errorText)")
    #expect(first.outputText == second.outputText)
    let text = first.outputText
    #expect(text.hasPrefix("asyncplay> # A tour of task-id; lines starting with # are comments.\n"
      + "asyncplay> help step\n"))
    #expect(text.contains("asyncplay [task-id · 0 ms]> params\n"))
    #expect(text.contains("\nasyncplay [task-id · 0 ms]> \n"))  // the empty line: just a new prompt
    #expect(text.contains("asyncplay [three-state · 0 ms]> quit\n"))
    #expect(!text.hasSuffix("> step\n"))  // nothing after quit is read
    #expect(!text.contains("\u{1B}"))  // no colour in a pipe
    #expect(!text.contains("asyncplay: line"))
    // A transcript neither reads nor writes the history file.
    #expect(directory.contents(of: "state/asyncplay/history") == nil)
  }

  @Test("a bad command ends the session with exit status 1 and names its line")
  func failingLine() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let result = try Self.transcript("open task-id\nstep\nrnu\nstep\n", in: directory)
    #expect(result.termination == .exited(1))
    let lines = result.outputText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.suffix(3) == [
      "asyncplay [task-id · 0 ms]> rnu",
      "asyncplay: line 3: unknown command \"rnu\"; did you mean run? (help lists the commands)",
      "",
    ])
    #expect(result.standardError.isEmpty)
  }

  @Test("each kind of bad input gets one line saying what was wrong and what is accepted; --keep-going goes on")
  func badInput() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    var input: [UInt8] = []
    let lines: [[UInt8]] = [
      Array("open task-id".utf8),                          // 1
      [],                                                  // 2: empty, not an error
      Array("rnu".utf8),                                   // 3
      Array("step 1 2".utf8),                              // 4
      Array("set typing=\"s@0 sw@120".utf8),               // 5
      Array("advance -5ms".utf8),                          // 6
      Array("advance 1e400s".utf8),                        // 7
      Array("set latency=abc".utf8),                       // 8
      Array(String(repeating: "x", count: 100_000).utf8),  // 9
      Array("open t".utf8) + [0xFF, 0xFE] + Array("x".utf8),  // 10
      Array("open".utf8),                                  // 11
      Array("step".utf8),                                  // 12: still works
    ]
    for line in lines { input += line + [UInt8(ascii: "\n")] }
    let result = try Self.transcript(input, flags: ["--lang", "en", "--keep-going"], in: directory)
    #expect(result.termination == .exited(0))
    let errors = result.outputText.split(separator: "\n").filter { $0.hasPrefix("asyncplay: ") }
    #expect(errors.map { $0.split(separator: ":")[1] } == [" line 3", " line 4", " line 5", " line 6", " line 7",
                                                           " line 8", " line 9", " line 10", " line 11"])
    let text = result.outputText
    #expect(text.contains("asyncplay: line 3: unknown command \"rnu\"; did you mean run?"))
    #expect(text.contains("asyncplay: line 4: step takes at most one argument, got 2; usage: step [n], e.g. step 5"))
    #expect(text.contains("asyncplay: line 5: unbalanced quote: the \" at column 12 is never closed"))
    #expect(text.contains("asyncplay: line 6: bad duration \"-5ms\" for advance; a duration cannot be negative; "
      + "expected one from 0 to 24h"))
    #expect(text.contains("asyncplay: line 7: bad duration \"1e400s\" for advance;"))
    #expect(text.contains("asyncplay: line 8: bad value \"abc\" for latency; expected a duration"))
    #expect(text.contains("asyncplay: line 9: the line is 100000 characters long; a command line holds at most 4096"))
    #expect(text.contains("asyncplay: line 10: the line is not UTF-8: byte 0xFF at byte 7"))
    #expect(text.contains("asyncplay: line 11: open takes exactly one argument, got 0; usage: open <scenario>"))
    // The long line's echo is cut; the last step ran.
    #expect(!text.contains(String(repeating: "x", count: 81)))
    #expect(text.split(separator: "\n").last?.hasPrefix("[    0 ms] main ") == true && text.hasSuffix(" started\n"))
  }

  @Test("--lang and --keep-going are flags of asyncplay itself; a bad flag is a usage error")
  func flags() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let chinese = try Self.transcript("help step\n", flags: ["--lang", "zh"], in: directory)
    #expect(chinese.outputText.contains("用法：step [n]"))
    let bad = try Self.transcript("help\n", flags: ["--lang", "fr"], in: directory)
    #expect(bad.termination == .exited(2))
    #expect(bad.errorText == "asyncplay: bad value \"fr\" for --lang; expected zh or en\n")
    #expect(bad.standardOutput.isEmpty)
  }
}
