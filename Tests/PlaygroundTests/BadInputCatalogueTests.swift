import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import TraceRendering
@testable import Course

/// The bad-input catalogue: every input the robustness review found mishandled (and the fuzzers' findings), each
/// with the exact one line it must get and the exit status. Cases that need their own process run one shell each;
/// REPL lines, lesson files and transcripts are batched, many cases to one process.
@Suite("Bad-input catalogue")
struct BadInputCatalogueTests {
  /// The scenario names as messages list them.
  static let scenarios = ScenarioCatalog.all.map(\.name).joined(separator: ", ")
  /// This repository's `Lessons/`, for lesson files made from a real one.
  static let lessons: String = {
    let file = #filePath
    return file.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
      + "/Lessons"
  }()

  static let d = "a duration such as 300ms, 0.3s, 2s, 1500us, 1m or 1h (a bare number means ms)"
  static let onlyRegular = "not a regular file; asyncplay reads only regular files (a pipe or a device could keep it "
    + "waiting forever)"

  /// One command line (a shell script around `"$A"`), its exit status and everything it must print on stderr.
  static let commandLines: [(String, Int32, String)] = [
    // Scenario parameters.
    ("\"$A\" run", 2, "run needs a scenario; known: \(scenarios)"),
    ("\"$A\" run \"$(printf 'dm\\033eo')\"", 2, "unknown scenario \"dm^[eo\"; known: \(scenarios)"),
    ("\"$A\" run three-state latency=", 2, "bad value \"\" for latency; expected \(d), from 0 to 24h"),
    ("\"$A\" run three-state latency=1d", 2, "bad value \"1d\" for latency; expected \(d), from 0 to 24h"),
    ("\"$A\" run three-state latency=0x10", 2, "bad value \"0x10\" for latency; expected \(d), from 0 to 24h"),
    ("\"$A\" run three-state latency=1,5s", 2, "bad value \"1,5s\" for latency; expected \(d), from 0 to 24h"),
    ("\"$A\" run three-state latency=٣ms", 2, "bad value \"٣ms\" for latency; expected \(d), from 0 to 24h"),
    ("\"$A\" run three-state latency=1e3", 2, "bad value \"1e3\" for latency; expected \(d), from 0 to 24h"),
    ("\"$A\" run three-state latency=24.5h", 2,
     "bad value \"24.5h\" for latency; that is longer than 24h; expected a duration from 0 to 24h"),
    ("\"$A\" run three-state latency=86400.000000001s", 2,
     "bad value \"86400.000000001s\" for latency; that is longer than 24h; expected a duration from 0 to 24h"),
    ("\"$A\" run three-state latency=99999999999999999999999999999h", 2, "bad value "
       + "\"99999999999999999999999999999h\" for latency; that is longer than 24h; expected a duration from 0 to 24h"),
    ("\"$A\" run three-state latency=0.5ns", 2, "bad value \"0.5ns\" for latency; that is finer than a nanosecond, "
       + "the step of virtual time; expected whole nanoseconds from 0 to 24h"),
    ("\"$A\" run three-state latency=-1s", 2,
     "bad value \"-1s\" for latency; a duration cannot be negative; expected one from 0 to 24h"),
    ("\"$A\" run three-state 'latency=300 ms'", 2, "bad value \"300 ms\" for latency; expected \(d), from 0 to 24h"),
    ("\"$A\" run three-state outcome=Success", 2,
     "bad value \"Success\" for outcome; expected one of: success, empty, failure (did you mean success?)"),
    ("\"$A\" run three-state =5", 2,
     "unexpected argument \"=5\"; parameters are written name=value (three-state takes: latency, outcome, model, retry)"),
    ("\"$A\" run three-state latency=1s latency=2s", 2,
     "latency is given twice (latency=1s, then latency=2s); give each parameter once"),
    ("\"$A\" run three-state outcome=empty latency=1s outcome=empty", 2,
     "outcome is given twice (outcome=empty, then outcome=empty); give each parameter once"),
    ("\"$A\" run three-state latnecy=1 latnecy=2", 2,
     "three-state has no parameter \"latnecy\"; did you mean latency? (known: latency, outcome, model, retry)"),
    // Typing schedules.
    ("\"$A\" run task-id typing=", 2, "bad value \"\" for typing; the schedule is empty; write e.g. \"s@0 sw@120\""),
    ("\"$A\" run task-id 'typing=s@0 s@0'", 2,
     "bad value \"s@0 s@0\" for typing; \"s@0\": times must increase (after 0ms)"),
    ("\"$A\" run task-id 'typing=s@100 sw@50'", 2,
     "bad value \"s@100 sw@50\" for typing; \"sw@50\": times must increase (after 100ms)"),
    ("\"$A\" run task-id typing=s", 2, "bad value \"s\" for typing; \"s\" has no @time; write text@ms, e.g. sw@120"),
    ("\"$A\" run task-id \"typing=$(printf 's\\033[2J@0')\"", 2, "bad value \"s^[[2J@0\" for typing; \"s^[[2J@0\": "
       + "the typed text holds the control character U+001B; type plain text"),
    ("\"$A\" run task-id \"typing=$(printf 's\\n@0')\"", 2, "bad value \"s^J@0\" for typing; \"s^J@0\": the typed "
       + "text holds the control character U+000A; type plain text"),
    ("\"$A\" run task-id typing=s@-5", 2, "bad value \"s@-5\" for typing; \"s@-5\": the time after @ is wrong: a "
       + "duration cannot be negative; expected one from 0 to 24h"),
    ("\"$A\" run task-id typing=s@0.0000000001", 2, "bad value \"s@0.0000000001\" for typing; \"s@0.0000000001\": "
       + "the time after @ is wrong: that is finer than a nanosecond, the step of virtual time; expected whole "
       + "nanoseconds from 0 to 24h"),
    ("\"$A\" run task-id \"typing=$(seq -s ' ' -f 'q@%g' 0 100)\"", 2,
     "bad value \"\(schedule(101))\" for typing; the schedule has 101 entries; it holds at most 100"),
    // Budgets and options.
    ("\"$A\" run three-state --max-time", 2,
     "--max-time needs a value; expected \(d), above 0 and at most 24h"),
    ("\"$A\" run three-state --max-time=-1s", 2,
     "bad value \"-1s\" for --max-time; a duration cannot be negative; expected one above 0 and at most 24h"),
    ("\"$A\" run three-state --max-time 25h", 2,
     "bad value \"25h\" for --max-time; that is longer than 24h; expected a duration above 0 and at most 24h"),
    ("\"$A\" run three-state --max-time 0ms", 2, "bad value \"0ms\" for --max-time; a budget of 0 stops every run; "
       + "expected a duration above 0 and at most 24h"),
    ("\"$A\" run three-state --max-time 1s --max-time 2s", 2, "--max-time is given twice (1s, then 2s); give it once"),
    ("\"$A\" run three-state --lang en --lang=zh", 2, "--lang is given twice (en, then zh); give it once"),
    ("\"$A\" run three-state --max-events 0", 2,
     "bad value \"0\" for --max-events; expected a whole number from 1 to 100000000"),
    ("\"$A\" run three-state --max-events 100000001", 2,
     "bad value \"100000001\" for --max-events; expected a whole number from 1 to 100000000"),
    ("\"$A\" run three-state --max-events 1e5", 2,
     "bad value \"1e5\" for --max-events; expected a whole number from 1 to 100000000"),
    ("\"$A\" run three-state --max-jobs 99999999999999999999", 2,
     "bad value \"99999999999999999999\" for --max-jobs; expected a whole number from 1 to 1000000000000"),
    // Exports.
    ("\"$A\" run three-state --export", 2,
     "--export needs a value; expected FORMAT=FILE with FORMAT one of json, trace, svg, md, e.g. svg=run.svg"),
    ("\"$A\" run three-state --export json=", 2,
     "bad value \"json=\" for --export; expected FORMAT=FILE with FORMAT one of json, trace, svg, md, e.g. svg=run.svg"),
    ("\"$A\" run three-state --export pdf=a.pdf", 2,
     "unknown export format \"pdf\"; did you mean md? (formats: json, trace, svg, md)"),
    ("\"$A\" run three-state --export json=a --export svg=a", 2,
     "--export json=a and --export svg=a name the same file; give each export a file of its own"),
    ("mkdir -p d; \"$A\" run three-state --export json=d/../a --export svg=./a", 2,
     "--export json=d/../a and --export svg=./a name the same file; give each export a file of its own"),
    ("touch a; ln -s a b; \"$A\" run three-state --export json=a --export md=b", 2,
     "--export json=a and --export md=b name the same file; give each export a file of its own"),
    ("\"$A\" run three-state --export json=/nonexistent/dir/a", 1,
     "cannot write \"/nonexistent/dir/a\": the directory /nonexistent/dir does not exist"),
    ("mkdir d; \"$A\" run three-state --export json=d", 1,
     "cannot write \"d\": it is a directory, not a regular file, and asyncplay replaces only regular files"),
    ("touch ro; chmod 444 ro; \"$A\" run three-state --export json=ro", 1, "cannot write \"ro\": it is read-only; "
       + "asyncplay does not overwrite read-only files (make it writable to allow this)"),
    ("touch f; \"$A\" run three-state --export json=f/x", 1, "cannot write \"f/x\": f is a file, not a directory"),
    // Benchmarks.
    ("\"$A\" bench fanout seed=-1", 2, "bad value \"-1\" for seed; expected a whole number from 0 to 9223372036854775807"),
    ("\"$A\" bench fanout seed=9223372036854775808", 2,
     "bad value \"9223372036854775808\" for seed; expected a whole number from 0 to 9223372036854775807"),
    ("\"$A\" bench fanout tasks=1.5", 2, "bad value \"1.5\" for tasks; expected a whole number from 1 to 1000000"),
    ("\"$A\" bench fanout tasks=10 tasks=20", 2, "tasks is given twice (tasks=10, then tasks=20); give each parameter once"),
    ("\"$A\" bench chain n=99999999999999999999999", 2,
     "bad value \"99999999999999999999999\" for n; expected a whole number from 1 to 10000000"),
    // Scripts.
    ("\"$A\" play nope.play", 2, "cannot read \"nope.play\": no such file"),
    ("mkdir d; \"$A\" play d", 2, "cannot read \"d\": it is a directory, not a regular file"),
    ("mkfifo f; \"$A\" play f", 2, "cannot read \"f\": it is a named pipe (FIFO), \(onlyRegular)"),
    ("\"$A\" play /dev/zero", 2, "cannot read \"/dev/zero\": it is a device, \(onlyRegular)"),
    ("ln -s l1 l2; ln -s l2 l1; \"$A\" play l1", 2,
     "cannot read \"l1\": its symbolic links form a loop (or are more than 40 deep)"),
    ("printf 'open task-id\\n\\377run\\n' > bin.play; \"$A\" play bin.play", 2, "cannot read \"bin.play\": it is not "
       + "UTF-8 text (byte 0xFF at line 2, byte 1 of the line); asyncplay reads UTF-8 text"),
    ("head -c 16777217 /dev/zero | tr '\\0' '#' > big.play; \"$A\" play big.play", 2, "cannot read \"big.play\": it "
       + "is 16777217 bytes; asyncplay reads files of at most 16 MB (16777216 bytes)"),
    ("\"$A\" play x.play --pace 25h", 2,
     "bad value \"25h\" for --pace; that is longer than 24h; expected a duration from 0 to 24h"),
    ("\"$A\" play x.play --pace -1s", 2,
     "bad value \"-1s\" for --pace; a duration cannot be negative; expected one from 0 to 24h"),
    ("\"$A\" play x.play --pace 153722867.9m", 2,
     "bad value \"153722867.9m\" for --pace; that is longer than 24h; expected a duration from 0 to 24h"),
    ("\"$A\" test nope", 2, "cannot find \"nope\": no such file or directory; test takes .play files and directories "
       + "holding them"),
    ("mkdir e; \"$A\" test e", 2,
     "the directory \"e\" holds no .play files; a transcript test is a file ending in .play"),
    // Schedules (run --schedule) and explore's limits.
    ("\"$A\" run task-id --schedule 99999999999:1", 2, "bad schedule \"99999999999:1\": \"99999999999:1\" is not "
       + "DECISION:CHOICE with both from 1; \(schedule)"),
    ("\"$A\" run task-id --schedule 1:99999999999999999999", 2, "bad schedule \"1:99999999999999999999\": "
       + "\"1:99999999999999999999\" is not DECISION:CHOICE with both from 1; \(schedule)"),
    ("\"$A\" run task-id --schedule=", 2, "bad schedule \"\": there are no picks; \(schedule)"),
    ("\"$A\" run task-id --schedule", 2, "--schedule needs a value; expected a schedule such as 4:1.9:2 or fifo, as "
       + "asyncplay explore prints it"),
    ("\"$A\" run task-id --schedule '@@'", 2, "bad schedule \"@@\": \"@@\" is not DECISION:CHOICE with both from 1; "
       + "\(schedule)"),
    ("\"$A\" run task-id --schedule 2:1.1:1", 2, "bad schedule \"2:1.1:1\": decision 1 comes after a later one; "
       + "decisions must increase; \(schedule)"),
    ("\"$A\" run task-id --schedule j25h.1:1", 2, "bad schedule \"j25h.1:1\": a jitter such as j5ms must be followed "
       + "by \".\" and the picks; \(schedule)"),
    ("\"$A\" run task-id --schedule j99999999ms.1:1", 2, "bad schedule \"j99999999ms.1:1\": the jitter is written in "
       + "milliseconds, from j0ms to j3600000ms; \(schedule)"),
    // A witness of persistence's race, given to task-id: it names decisions task-id's run never meets.
    ("\"$A\" run task-id --schedule 13:1.22:1", 2,
     "schedule 13:1.22:1 does not fit this run: the run meets 9 decisions; the schedule picks at decision 22"),
    ("\"$A\" run task-id --schedule 1:5", 2,
     "schedule 1:5 does not fit this run: decision 1 has 2 choices (ready jobs, 0–1); the schedule picks 5"),
    ("\"$A\" run task-id --schedule fifo --real", 2, "--schedule fifo replays a simulated order; --real runs on the "
       + "real executors, whose order cannot be chosen: give one or the other"),
    ("\"$A\" explore task-id --max 0", 2, "bad value \"0\" for --max; expected a whole number from 1 to 1000000"),
    ("\"$A\" explore task-id --max -1", 2, "bad value \"-1\" for --max; expected a whole number from 1 to 1000000"),
    ("\"$A\" explore task-id --max 99999999999999999999", 2,
     "bad value \"99999999999999999999\" for --max; expected a whole number from 1 to 1000000"),
    ("\"$A\" explore task-id --seed x", 2,
     "bad value \"x\" for --seed; expected a whole number from 0 to 18446744073709551615"),
    ("\"$A\" explore task-id --seed 18446744073709551616", 2,
     "bad value \"18446744073709551616\" for --seed; expected a whole number from 0 to 18446744073709551615"),
    ("\"$A\" explore task-id --jitter 25h", 2, "bad value \"25h\" for --jitter; expected a duration from 0 to 1h, e.g. 5ms"),
    ("\"$A\" explore task-id --jitter 2h", 2, "bad value \"2h\" for --jitter; expected a duration from 0 to 1h, e.g. 5ms"),
    ("\"$A\" explore task-id --jitter -1ms", 2,
     "bad value \"-1ms\" for --jitter; expected a duration from 0 to 1h, e.g. 5ms"),
    // The REPL's flags.
    ("\"$A\" --lessons a --lessons b", 2,
     "--lessons is given twice (a, then b); asyncplay reads one folder of lessons: give it once"),
    ("\"$A\" --lessons ''", 2, "--lessons needs a folder of .lesson files, not an empty name"),
    ("\"$A\" --lang en --lang zh", 2, "--lang is given twice (en, then zh); give it once"),
    ("\"$A\" --lang \"$(printf 'e\\033n')\"", 2, "bad value \"e^[n\" for --lang; expected zh or en"),
  ]

  /// What every refused schedule string is told a schedule is.
  static let schedule = "a schedule is fifo, or picks DECISION:CHOICE joined by \".\" such as 4:1.9:2, optionally "
    + "after a jitter such as j5ms."

  /// A schedule of `count` entries `q@0 q@1 …`.
  static func schedule(_ count: Int) -> String { (0..<count).map { "q@\($0)" }.joined(separator: " ") }

  @Test("command lines: the exact line on stderr and the exit status", arguments: commandLines)
  func commandLine(script: String, status: Int32, line: String) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let outcome = try ShellCase.run(script + " > out.txt; status=$?; cat out.txt; exit $status")
    #expect(outcome.status == status, "\(script)")
    #expect(outcome.standardError == "asyncplay: " + line + "\n", "\(script)")
    // Nothing is printed before a refusal: the line on stderr is all.
    #expect(outcome.standardOutput.isEmpty, "\(script)")
  }

  /// REPL lines, each with the error it must get (after `asyncplay: line N: `), in one piped session.
  static let replLines: [(String, String?)] = [
    ("explain", "no scenario is open; open one first, e.g. open task-id (scenarios: \(scenarios))"),
    ("tasks", "no scenario is open; open one first, e.g. open task-id (scenarios: \(scenarios))"),
    ("rnu", "unknown command \"rnu\"; did you mean run? (help lists the commands)"),
    ("step 1 2", "step takes at most one argument, got 2; usage: step [n], e.g. step 5"),
    ("set typing=\"s@0", "unbalanced quote: the \" at column 12 is never closed; close it, or quote with '…' to keep "
       + "a \" inside a word"),
    ("open task-id", nil),
    ("advance -5ms", "bad duration \"-5ms\" for advance; a duration cannot be negative; expected one from 0 to 24h"),
    ("advance 1e400s", "bad duration \"1e400s\" for advance; expected \(d), from 0 to 24h"),
    ("advance 9223372036.9s", "bad duration \"9223372036.9s\" for advance; that is longer than 24h; expected a "
       + "duration from 0 to 24h"),
    ("until 153722867.9m", "bad duration \"153722867.9m\" for until; that is longer than 24h; expected a duration "
       + "from 0 to 24h"),
    ("until 25h", "bad duration \"25h\" for until; that is longer than 24h; expected a duration from 0 to 24h"),
    ("until 0.5ns", "bad duration \"0.5ns\" for until; that is finer than a nanosecond, the step of virtual time; "
       + "expected whole nanoseconds from 0 to 24h"),
    ("set latency=abc", "bad value \"abc\" for latency; expected \(d), from 0 to 24h"),
    ("set latency=9223372036.9s", "bad value \"9223372036.9s\" for latency; that is longer than 24h; expected a "
       + "duration from 0 to 24h"),
    ("set latency=1s latency=2s", "latency is given twice (latency=1s, then latency=2s); give each parameter once"),
    ("set latnecy=1s", "task-id has no parameter \"latnecy\"; did you mean latency? (parameters: typing, debounce, "
       + "latency, cancellation)"),
    ("set latency", "set takes name=value words; \"latency\" is not one (task-id takes: typing, debounce, latency, "
       + "cancellation)"),
    ("set typing=\"s@0 s@0\"", "bad value \"s@0 s@0\" for typing; \"s@0\": times must increase (after 0ms)"),
    ("set typing=s@9223372036.9s", "bad value \"s@9223372036.9s\" for typing; \"s@9223372036.9s\": the time after @ "
       + "is wrong: that is longer than 24h; expected a duration from 0 to 24h"),
    ("step 0", "bad count \"0\" for step; expected a whole number from 1 to 100000 (usage: step [n])"),
    ("step 99999999999999999999", "bad count \"99999999999999999999\" for step; expected a whole number from 1 to "
       + "100000 (usage: step [n])"),
    ("back -1", "bad count \"-1\" for back; expected a whole number from 1 to 100000 (usage: back [n])"),
    ("compare latency=1s", "compare takes two values separated by a comma, e.g. compare latency=a,b"),
    ("compare latency=1s,2s,3s", "compare takes two values separated by a comma, e.g. compare latency=a,b"),
    ("compare latency=1s,153722867.9m", "bad value \"153722867.9m\" for latency; that is longer than 24h; expected "
       + "a duration from 0 to 24h"),
    ("export pdf x", "unknown export format \"pdf\"; did you mean md? (formats: json, trace, svg, md)"),
    ("export json /nonexistent/d/x", "cannot write \"/nonexistent/d/x\": the directory /nonexistent/d does not exist"),
    ("export json .", "cannot write \".\": it is a directory, not a regular file, and asyncplay replaces only regular "
       + "files"),
    ("lang fr", "bad value \"fr\" for lang; expected zh or en"),
    ("timeline --frob", "unknown option --frob for timeline; usage: timeline [--ascii]"),
    ("run --fast", "unknown option --fast for run; usage: run [schedule=S] [--real]"),
    ("tasks extra", "tasks takes no arguments, got 1; usage: tasks, e.g. tasks"),
    ("hint", "no lesson is open; lessons lists them, lesson 1 opens the first"),
    ("run\u{1B}[A", "the line holds the control character U+001B; commands are plain text"),
    ("run\u{7F}", "the line holds the control character U+007F; commands are plain text"),
    ("trace extra", "trace takes no arguments, got 1; usage: trace, e.g. trace"),
    ("compare latency=1s,2s --svg", "compare takes name=a,b [--svg FILE], e.g. compare cancellation=handled,ignored "
       + "--svg cmp.svg"),
    ("compare latency=1s,2s --svg /nonexistent/x.svg", "cannot write \"/nonexistent/x.svg\": the directory "
       + "/nonexistent does not exist"),
    ("compare latency=1s,2s --svg .", "cannot write \".\": it is a directory, not a regular file, and asyncplay "
       + "replaces only regular files"),
    ("check f.swift", "cannot read \"f.swift\": it is a named pipe (FIFO), \(onlyRegular)"),
    ("check n.swift", "cannot read \"n.swift\": it holds a NUL byte (at line 1, byte 2 of the line); a Swift file is "
       + "plain text"),
    ("solution nope", "no exercise \"nope\"; exercises: "
       + ExerciseLibrary(lessons: LessonLibrary()).ids.joined(separator: ", ")),
  ]

  @Test("REPL lines: each gets its line, in one piped session; CRLF and a byte-order mark are accepted")
  func replSession() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let input = "\u{FEFF}" + Self.replLines.map(\.0).joined(separator: "\r\n") + "\r\n"
    let outcome = try ShellCase.run("mkfifo f.swift; printf 'a\\000' > n.swift; \"$A\" --lang en --keep-going",
                                    input: input)
    #expect(outcome.status == 0)
    let errors = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("asyncplay: line ") }
    let expected = Self.replLines.enumerated().compactMap { index, pair in
      pair.1.map { "asyncplay: line \(index + 1): \($0)" }
    }
    #expect(errors.count == expected.count)
    for (got, want) in zip(errors, expected) { #expect(String(got) == want) }
    #expect(outcome.standardOutput.hasPrefix("asyncplay> explain\n"))
    #expect(outcome.standardError.isEmpty)
  }

  /// Lesson files and the problem each must be reported with (after `asyncplay: `), all in one folder; nil: the
  /// file loads. `$L` is this repository's lessons.
  static let lessonFiles: [(file: String, make: String, problem: String?)] = [
    ("a.lesson", "sed 's/^id: .*/id: my-one/; s/^number: .*/number: 70/' \"$L/01-three-state.lesson\"", nil),
    ("b.lesson", "cat L/a.lesson", "L/b.lesson: the id \"my-one\" is already the id of L/a.lesson; each lesson needs "
       + "an id of its own (this file is not loaded)"),
    ("c.lesson", "sed 's/^id: .*/id: my-two/; s/^number: .*/number: 2/' \"$L/01-three-state.lesson\"", nil),
    ("d.lesson", "sed 's/^id: .*/id: crlf/; s/^number: .*/number: 71/; s/$/\\r/' \"$L/01-three-state.lesson\"", nil),
    ("e.lesson", "printf '\\357\\273\\277'; sed 's/^id: .*/id: bom/; s/^number: .*/number: 72/' "
       + "\"$L/01-three-state.lesson\"", nil),
    ("f.lesson", "sed 's/^id: .*/id: ctl/; s/^number: .*/number: 73/; 3s/$/\\x1b[2J/' \"$L/01-three-state.lesson\"",
     "L/f.lesson:3: the line holds the control character U+001B; a lesson is plain text (tabs are fine)"),
    ("g.lesson", "printf 'id: bin\\n\\377\\n'", "L/g.lesson: cannot be read: it is not UTF-8 text (byte 0xFF at line "
       + "2, byte 1 of the line); asyncplay reads UTF-8 text"),
    ("h.lesson", "", "L/h.lesson: cannot be read: it is a named pipe (FIFO), \(onlyRegular)"),
    ("i.lesson", "", "L/i.lesson: cannot be read: it is a directory, not a regular file"),
    ("j.lesson", "", "L/j.lesson: cannot be read: its symbolic links form a loop (or are more than 40 deep)"),
    ("k.lesson", "", "L/k.lesson: cannot be read: its symbolic links form a loop (or are more than 40 deep)"),
    ("l.lesson", "head -c 1048577 /dev/zero | tr '\\0' '#'",
     "L/l.lesson: cannot be read: it is 1048577 bytes; asyncplay reads files of at most 1 MB (1048576 bytes)"),
    ("m.lesson", "sed 's/^number: .*/number: 99999999999999999999/; s/^id: .*/id: big/' \"$L/01-three-state.lesson\"",
     "L/m.lesson:2: number must be a whole number from 1"),
    ("n.lesson", "sed 's/^id: .*/id: bad id/' \"$L/01-three-state.lesson\"",
     "L/n.lesson:1: an id is letters, digits and dashes, e.g. task-id"),
    ("o.lesson", "sed 's/^params:.*//; s/^scenario: .*/scenario: three-state\\nparams: latency=153722867.9m/; "
       + "s/^id: .*/id: long/; s/^number: .*/number: 74/' \"$L/01-three-state.lesson\"",
     "L/o.lesson:6: bad value \"153722867.9m\" for latency; that is longer than 24h; expected a duration from 0 to 24h"),
    ("p.lesson", "sed 's/^scenario: .*/scenario: three-state\\nparams: latency=1s latency=2s/; s/^id: .*/id: twice/; "
       + "s/^number: .*/number: 75/' \"$L/01-three-state.lesson\"",
     "L/p.lesson:6: latency is given twice (latency=1s, then latency=2s); give each parameter once"),
    ("q.lesson", "", "L/q.lesson: the header has no \"id:\" line (needed: id, number, title.zh, title.en, scenario)"),
  ]

  /// A shell script that makes the folder `L` of ``lessonFiles``.
  static var lessonFolderScript: String {
    var script = "L_DIR=L; L=\"\(Self.lessons)\"; mkdir L; "
    for file in Self.lessonFiles {
      switch file.file {
      case "h.lesson": script += "mkfifo L/h.lesson; "
      case "i.lesson": script += "mkdir L/i.lesson; "
      case "j.lesson": script += "ln -s k.lesson L/j.lesson; "
      case "k.lesson": script += "ln -s j.lesson L/k.lesson; "
      case "q.lesson": script += ": > L/q.lesson; "
      default: script += "{ \(file.make); } > L/\(file.file); "
      }
    }
    return script
  }

  @Test("lesson files: each problem is one file:line report and the rest of the course loads")
  func lessonFolder() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let script = Self.lessonFolderScript + "\"$A\" --lang en --lessons L"
    let outcome = try ShellCase.run(script, input: "lessons\n")
    #expect(outcome.status == 0)
    let problems = outcome.standardError.split(separator: "\n").map(String.init)
    // Duplicate numbers are checked once every file is read, so that report comes last.
    let expected = Self.lessonFiles.compactMap(\.problem).map { "asyncplay: " + $0 }
      + ["asyncplay: L/c.lesson: number 2 is already lesson refresh's (Lessons/02-refresh.lesson); give each lesson "
           + "a number of its own, or the same id to replace it (this file is not loaded)"]
    #expect(problems.count == expected.count)
    for (got, want) in zip(problems, expected) { #expect(got == want) }
    for loaded in ["70  my-one", "71  crlf", "72  bom", "1   three-state"] {
      #expect(outcome.standardOutput.contains(loaded))
    }
    #expect(!outcome.standardOutput.contains("my-two"))
  }

  @Test("the lessons folder itself: missing, or a file")
  func lessonFolderItself() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let missing = try ShellCase.run("\"$A\" --lang en --lessons nope")
    #expect(missing.standardError == "asyncplay: nope: cannot open the lessons folder: there is no such folder; "
      + "--lessons takes a folder of .lesson files\n")
    let file = try ShellCase.run("touch x.lesson; \"$A\" --lang en --lessons x.lesson")
    #expect(file.standardError == "asyncplay: x.lesson: --lessons takes a folder of .lesson files, and this is a "
      + "regular file\n")
  }

  @Test("transcripts: unreadable files fail in one line; CRLF and BOM transcripts pass and are rewritten as they were")
  func transcripts() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let outcome = try ShellCase.run("""
      printf 'open async-let\\nuntil 50ms\\n' > demo.play; "$A" test --update demo.play > /dev/null
      sed 's/$/\\r/' demo.play > crlf.play; { printf '\\357\\273\\277'; cat demo.play; } > bom.play
      mkfifo fifo.play; printf 'open async-let\\n\\377\\n' > bin.play; cp demo.play ro.play
      sed -i 's/until 50ms/until 60ms/' ro.play; chmod 444 ro.play; cp ro.play before.play
      "$A" test bin.play bom.play crlf.play fifo.play > report.txt; echo "status $?"; grep -v '^ \\|^[-+@]' report.txt
      "$A" test --update ro.play > r2.txt; echo "status $?"; grep -v '^ \\|^[-+@]' r2.txt
      cmp ro.play before.play && echo unchanged
      sed -i 's/until 50ms/until 70ms/' crlf.play bom.play; "$A" test --update crlf.play bom.play
      echo "crlf: $(grep -c "$(printf '\\r')\\$" crlf.play) of $(wc -l < crlf.play) lines"
      echo "bom:$(head -c 3 bom.play | od -An -tx1)"; grep -c 'until 70ms' crlf.play bom.play
      """)
    #expect(outcome.standardOutput == """
      status 1
      cannot read "bin.play": it is not UTF-8 text (byte 0xFF at line 2, byte 1 of the line); asyncplay reads UTF-8 text
      cannot read "fifo.play": it is a named pipe (FIFO), \(Self.onlyRegular)
      4 passed, 2 failed
      status 1
      cannot write "ro.play": it is read-only; asyncplay does not overwrite read-only files (make it writable to allow this)
      0 passed, 2 failed
      unchanged
      updated crlf.play: 1 of 2 commands had other output
      updated bom.play: 1 of 2 commands had other output
      4 passed, 0 failed
      crlf: 23 of 23 lines
      bom: ef bb bf
      crlf.play:1
      bom.play:1

      """)
  }

  @Test("control characters from data are shown escaped: prints, screens, usage lines, lesson reports, history")
  func escaping() {
    #expect(ControlCharacters.escaped("a\u{1B}[2J\u{7F}\u{9B}b\tc\n") == "a^[[2J^?<U+009B>b\tc^J")
    let trace = Trace(events: [
      TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "main"),
      TraceEvent(nanos: 0, seq: 1, kind: .print, task: "main", text: "clear\u{1B}[2J\nnext\u{7}"),
      TraceEvent(nanos: 0, seq: 2, kind: .screen, task: "main", text: "row\u{1B}[1A"),
      TraceEvent(nanos: 0, seq: 3, kind: .done, outcome: "finished", tasks: 1, cancelled: 0),
    ])
    let text = TextRenderer(language: .en).render(trace)
    #expect(text.contains("main clear^[[2J\n"))
    #expect(text.contains("     next^G\n"))
    #expect(text.contains("│ row^[[1A\n"))
    #expect(!text.contains("\u{1B}") && !text.contains("\u{7}"))
    #expect(UsageError("unknown \"a\u{1B}b\"").line == "asyncplay: unknown \"a^[b\"")
    #expect(LessonFileError(file: "a\u{1B}.lesson", line: 2, message: "x").description == "a^[.lesson:2: x")
    var session = REPLSession(language: .en)
    session.history = ["run", "set typing=\u{1B}[2J@0"]
    #expect(session.execute("history").text == "1  run\n2  set typing=^[[2J@0\n")
  }

  @Test("what reaches the terminal keeps colours, newlines, tabs and other characters, and escapes the rest")
  func terminalText() {
    #expect(TerminalText.safe("\u{1B}[1;38;5;208mred\u{1B}[0m a\tb\nc") == "\u{1B}[1;38;5;208mred\u{1B}[0m a\tb\nc")
    #expect(TerminalText.safe("a\u{1B}[2J b\u{1B}]0;title\u{7} \u{7F} \u{9B}1A \r") == "a^[[2J b^[]0;title^G ^? <U+009B>1A ^M")
    // Latin-1 letters share C1's first byte and are kept; a colour longer than any asyncplay makes is escaped.
    #expect(TerminalText.safe("café · ½ ◀ 结果 \u{85}") == "café · ½ ◀ 结果 <U+0085>")
    #expect(TerminalText.safe("\u{1B}[" + String(repeating: "1;", count: 20) + "m") == "^[[" + String(repeating: "1;", count: 20) + "m")
    // A whole run's output: linear, not a copy per character (a hundred screens of a long list are ~1 MB).
    let screen = String(repeating: "│ Row 12 · ◀\n", count: 100_000) + "\u{7}"
    #expect(TerminalText.safe(screen) == String(repeating: "│ Row 12 · ◀\n", count: 100_000) + "^G")
  }
}
