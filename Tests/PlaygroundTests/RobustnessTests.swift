import AsyncSimulation
@testable import Playground
import Testing
@testable import CommandLineGrammar

/// What the issue found broken, end to end through the built executable: numbers that trapped, writes that were
/// lost, advice that did not work, a crash that took over the terminal.
@Suite("Robustness of the executable")
struct RobustnessTests {
  /// The inputs that crashed every entry point that takes a duration: each is one line and exit status 2.
  @Test("huge and odd numbers are refused in one line, never a crash", arguments: [
    ("run three-state latency=153722867.9m",
     "asyncplay: bad value \"153722867.9m\" for latency; that is longer than 24h; expected a duration from 0 to 24h"),
    ("run task-id typing=s@9223372036.9s",
     "asyncplay: bad value \"s@9223372036.9s\" for typing; \"s@9223372036.9s\": the time after @ is wrong: that is "
       + "longer than 24h; expected a duration from 0 to 24h"),
    ("run timeout --max-time 1e400s",
     "asyncplay: bad value \"1e400s\" for --max-time; expected a duration such as 300ms, 0.3s, 2s, 1500us, 1m or 1h "
       + "(a bare number means ms), above 0 and at most 24h"),
    ("bench fanout tasks=99999999999999999999",
     "asyncplay: bad value \"99999999999999999999\" for tasks; expected a whole number from 1 to 1000000"),
    ("run async-let profile=-0.0000000001ms",
     "asyncplay: bad value \"-0.0000000001ms\" for profile; a duration cannot be negative; expected one from 0 to 24h"),
  ])
  func hugeNumbers(command: String, line: String) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let outcome = try ShellCase.run("\"$A\" \(command)")
    #expect(outcome.status == 2)
    #expect(outcome.standardError == line + "\n")
    #expect(outcome.standardOutput.isEmpty)
  }

  @Test("the piped REPL answers until and advance beyond a day with an error line, exit 1")
  func hugeREPLDurations() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let outcome = try ShellCase.run("\"$A\" --lang en --keep-going",
                                    input: "open three-state\nuntil 153722867.9m\nadvance 9223372036.9s\n")
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("asyncplay: line 2: bad duration \"153722867.9m\" for until; that is "
      + "longer than 24h; expected a duration from 0 to 24h\n"))
    #expect(outcome.standardOutput.contains("asyncplay: line 3: bad duration \"9223372036.9s\" for advance; that is "
      + "longer than 24h; expected a duration from 0 to 24h\n"))
    #expect(outcome.standardError.isEmpty)
  }

  @Test("a script and a transcript with a duration beyond a day: an error line, no crash, even with --keep-going")
  func hugeDurationsInFiles() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let outcome = try ShellCase.run("""
      printf 'open three-state\\nuntil 153722867.9m\\nset latency=9223372036.9s\\n' > d.play
      "$A" play d.play --keep-going --lang en; echo "status $?"
      printf 'asyncplay> open three-state\\nasyncplay> advance 9223372036.9s\\n' > t.play
      "$A" test t.play > r.txt; echo "status $?"; cat r.txt
      """)
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("asyncplay: line 2: bad duration \"153722867.9m\" for until; that is longer than 24h; "
      + "expected a duration from 0 to 24h"))
    #expect(lines.contains("asyncplay: line 3: bad value \"9223372036.9s\" for latency; that is longer than 24h; "
      + "expected a duration from 0 to 24h"))
    #expect(lines.contains("t.play:2: \"advance 9223372036.9s\" has no expected output under it, but printed 1 line:"))
    #expect(outcome.standardOutput.contains("+asyncplay: bad duration \"9223372036.9s\" for advance; that is longer "
      + "than 24h; expected a duration from 0 to 24h\n"))
    #expect(lines.contains("0 passed, 2 failed"))
    #expect(lines.filter { $0.hasPrefix("status") } == ["status 0", "status 1"])
    #expect(outcome.standardError.isEmpty)
  }

  @Test("a full disk or a closed stdout is one line on stderr and exit 1; a reader that goes away is a quiet 0",
        arguments: [
          ("\"$A\" run pagination > /dev/full",
           1, "asyncplay: cannot write to standard output: no space left on device; the output is incomplete\n"),
          ("\"$A\" list > /dev/full", 1,
           "asyncplay: cannot write to standard output: no space left on device; the output is incomplete\n"),
          ("\"$A\" run async-let --json >&-", 1, "asyncplay: standard output is closed; the output could not be written\n"),
          ("\"$A\" bench chain n=10 > /dev/full", 1,
           "asyncplay: cannot write to standard output: no space left on device; the output is incomplete\n"),
          ("echo run | \"$A\" --lang en > /dev/full", 1,
           "asyncplay: cannot write to standard output: no space left on device; the output is incomplete\n"),
          ("\"$A\" run dmeo 2> /dev/full", 1, ""),
          ("(\"$A\" list; echo \"status $?\" >&2) | head -c 10 > /dev/null", 0, "status 0\n"),
          ("(\"$A\" run pagination --json; echo \"status $?\" >&2) | head -n 1 > /dev/null", 0, "status 0\n"),
        ])
  func failedWrites(script: String, status: Int32, errors: String) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let outcome = try ShellCase.run(script)
    #expect(outcome.status == status)
    #expect(outcome.standardError == errors)
  }

  @Test("a crash prints the runtime's one-line reason and one line of ours, never a backtrace")
  func crashGuard() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let outcome = try ShellCase.run("unset SWIFT_BACKTRACE; \"$A\" __crash")
    let lines = outcome.standardError.split(separator: "\n")
    #expect([128 + 4, 128 + 5].contains(outcome.status))  // SIGILL on x86-64, SIGTRAP on arm64
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix("Fatal error: a deliberate crash (asyncplay __crash)") == true)
    #expect(lines.last?.hasPrefix(CrashPolicy.crashGuardMessage + " (SIG") == true)
    #expect(!outcome.standardError.contains("acktrac") && !outcome.standardError.contains("stack trace"))
  }

  /// Each stopped run's advice is followed literally; the run must then finish.
  @Test("budget advice works: following it, the run finishes; a stopped run never says done at", arguments: [
    "run three-state outcome=failure retry=2h", "run three-state --max-time 0.000001ms", "run three-state --max-events 3",
    "run three-state --max-jobs 2", "run timeout --max-time 1ns", "run pagination --max-events 5",
    "run task-id --max-events 5 --max-time 1ms", "run persistence --max-jobs 5",
  ])
  func adviceWorks(command: String) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let stopped = try ShellCase.run("\"$A\" \(command)")
    #expect(stopped.status == 4)
    let lines = stopped.standardOutput.split(separator: "\n")
    #expect(!lines.contains { $0.hasPrefix("done at") })
    #expect(lines.contains { $0.contains("without finishing") })
    let report = try #require(lines.last)
    let advice = try #require(report.range(of: "raise it with ") ?? report.range(of: "raise them with "))
    let flags = report[advice.upperBound...].prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
    // The advice's flags replace the ones that stopped the run.
    var words = command.split(separator: " ").map(String.init)
    for flag in flags.split(separator: " ") where flag.hasPrefix("--") {
      if let index = words.firstIndex(of: String(flag)) { words.removeSubrange(index...index + 1) }
    }
    let followed = try ShellCase.run("\"$A\" \(words.joined(separator: " ")) \(flags)")
    #expect(followed.status == 0, "\(command) → \(flags): \(followed.standardOutput.suffix(300))")
    #expect(followed.standardOutput.split(separator: "\n").last?.hasPrefix("done at") == true)
  }

  @Test("when no budget can help, the report says so instead of suggesting a value")
  func noAdvice() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    // The user taps Retry a day after the failure (a request's latency cannot do it: URLSession gives up after its
    // 60 s idle timeout).
    let stopped = try ShellCase.run("\"$A\" run three-state outcome=failure retry=86400s")
    #expect(stopped.status == 4)
    #expect(stopped.standardOutput.split(separator: "\n").last.map(String.init) == "stopped at 400 ms: the next timer, at 86400400 ms, "
      + "lies beyond the virtual-time budget of 60 min; no budget lets it finish: 24h is the largest --max-time, and "
      + "the run still waits beyond it; shorten the durations it waits for")
    let json = try ShellCase.run("\"$A\" run three-state outcome=failure retry=2h --json")
    #expect(json.standardOutput.contains("; raise it with --max-time 3h (the run then finishes at 7200800 ms)\"}"))
  }

  @Test("the playground's advice is a command line that finishes")
  func playgroundAdvice() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let outcome = try ShellCase.run("\"$A\" --lang en --keep-going",
                                    input: "open three-state\nset outcome=failure retry=2h\nrun\n")
    // The report is wrapped to 80 columns at spaces: joined back, the command is whole.
    let report = outcome.standardOutput.split(separator: "\n").reduce(into: [String]()) { lines, line in
      if line.hasPrefix("  "), !lines.isEmpty { lines[lines.count - 1] += " " + line.dropFirst(2) } else { lines.append(String(line)) }
    }
    let line = try #require(report.first { $0.contains("it finishes with") })
    let command = try #require(line.range(of: "it finishes with: "))
    let text = line[command.upperBound...].prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
    #expect(text == "asyncplay run three-state outcome=failure retry=2h --max-time 3h")
    #expect(ShellQuoting.quoted("typing=s@0 sw@120") == "'typing=s@0 sw@120'")
    #expect(ShellQuoting.quoted("typing=it's") == "'typing=it'\\''s'")
    #expect(ShellQuoting.quoted("latency=300ms") == "latency=300ms")
    let followed = try ShellCase.run("\"$A\" " + text.dropFirst("asyncplay ".count))
    #expect(followed.status == 0)
  }
}
