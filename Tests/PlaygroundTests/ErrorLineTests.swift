@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import TerminalIO
@testable import CommandLineGrammar

@Suite("Usage errors: one line, what was wrong; what is accepted")
struct ErrorLineTests {
  @Test("exact error lines", arguments: [
    (["run", "dmeo"],
     "asyncplay: unknown scenario \"dmeo\"; did you mean demo? (known: demo, plain)"),
    (["run", "zzzzzz"],
     "asyncplay: unknown scenario \"zzzzzz\"; known: demo, plain"),
    (["run"],
     "asyncplay: run needs a scenario; known: demo, plain"),
    (["run", "demo", "dealy=3s"],
     "asyncplay: demo has no parameter \"dealy\"; did you mean delay? (known: delay, mode)"),
    (["run", "demo", "delay=soon"],
     "asyncplay: bad value \"soon\" for delay; expected a duration such as 300ms, 0.3s, 2s, 1500us, 1m or 1h "
       + "(a bare number means ms), from 0 to 24h"),
    (["run", "demo", "mode=slwo"],
     "asyncplay: bad value \"slwo\" for mode; expected one of: fast, slow (did you mean slow?)"),
    (["run", "demo", "fast"],
     "asyncplay: unexpected argument \"fast\"; parameters are written name=value (demo takes: delay, mode)"),
    (["run", "plain", "x"],
     "asyncplay: unexpected argument \"x\"; plain takes no parameters"),
    (["run", "demo", "--jsno"],
     "asyncplay: unknown option --jsno for run; did you mean --json? (options: --json, --real, --lang zh|en, "
       + "--no-color, --max-time D, --max-events N, --max-jobs N, --max-memory SIZE, --cores N, --wall, --export FORMAT=FILE, "
       + "--schedule S, --explain)"),
    (["run", "demo", "--lang"],
     "asyncplay: --lang needs a value; expected zh or en"),
    (["run", "demo", "--lang", "--json"],
     "asyncplay: --lang needs a value; expected zh or en"),
    (["run", "demo", "--lang", "fr"],
     "asyncplay: bad value \"fr\" for --lang; expected zh or en"),
    (["run", "demo", "--max-time", "soon"],
     "asyncplay: bad value \"soon\" for --max-time; expected a duration such as 300ms, 0.3s, 2s, 1500us, 1m or "
       + "1h (a bare number means ms), above 0 and at most 24h"),
    (["run", "demo", "--max-time", "0"],
     "asyncplay: bad value \"0\" for --max-time; a budget of 0 stops every run; expected a duration above 0 and at "
       + "most 24h"),
    (["run", "demo", "--max-events", "-3"],
     "asyncplay: bad value \"-3\" for --max-events; expected a whole number from 1 to 100000000"),
    (["run", "demo", "--wall=yes"],
     "asyncplay: --wall takes no value; write --wall alone"),
    (["lsit"],
     "asyncplay: unknown command \"lsit\"; did you mean list? (commands: lessons, lesson, list, run, explore, preview, play, test, bench, help, exercises, exercise, check, watch, solution, "
       + "new)"),
    (["--verbose"],
     "asyncplay: unknown option --verbose; commands: lessons, lesson, list, run, explore, preview, play, test, bench, help, exercises, exercise, "
       + "check, watch, solution, new"),
    (["list", "--json"],
     "asyncplay: unknown option --json for list; options: --lang zh|en"),
    (["list", "demo"],
     "asyncplay: unexpected argument \"demo\" for list; list takes only --lang zh|en"),
    (["bench"],
     "asyncplay: bench needs a workload; known: fanout, group, chain, cancelstorm, actors, unawaited"),
    (["bench", "fanuot"],
     "asyncplay: unknown workload \"fanuot\"; did you mean fanout? (known: fanout, group, chain, cancelstorm, actors, unawaited)"),
    (["bench", "fanout", "task=5"],
     "asyncplay: fanout has no parameter \"task\"; did you mean tasks? (known: tasks, seed)"),
    (["bench", "chain", "n=0"],
     "asyncplay: bad value \"0\" for n; expected a whole number from 1 to 10000000"),
    (["bench", "fanout", "tasks=2000000"],
     "asyncplay: bad value \"2000000\" for tasks; expected a whole number from 1 to 1000000"),
    (["bench", "chain", "--json"],
     "asyncplay: unknown option --json for bench; bench takes only name=value parameters"),
  ])
  func exactLine(arguments: [String], line: String) {
    #expect(Fixtures.errorLine(arguments) == line)
  }

  @Test("every usage error is a single line")
  func singleLine() {
    #expect(UsageError("two\nlines").line == "asyncplay: two^Jlines")
    #expect(UsageError.exitStatus == 2)
  }

  @Test("did you mean: close names and prefixes are suggested, far ones are not")
  func suggestions() {
    #expect(UsageError.alternatives(to: "asynclet", among: ["three-state", "async-let"]).en
      == "did you mean async-let? (known: three-state, async-let)")
    #expect(UsageError.alternatives(to: "asynclet", among: ["three-state", "async-let"]).zh
      == "你是不是想输入 async-let？（可选：three-state、async-let）")
    #expect(UsageError.alternatives(to: "task", among: ["three-state", "task-id"]).en == "did you mean task-id? "
      + "(known: three-state, task-id)")
    #expect(UsageError.alternatives(to: "xyz", among: ["fanout", "chain"], label: ("负载", "workloads")).en
      == "workloads: fanout, chain")
  }

  @Test("the real catalog's names are suggested")
  func catalogSuggestion() {
    let parser = CommandLineParser(scenarios: ScenarioCatalog.all)
    #expect(throws: UsageError.self) { try parser.parse(["run", "asynclet"]) }
    do {
      _ = try parser.parse(["run", "asynclet"])
    } catch {
      #expect(error.message.contains("did you mean async-let?"))
    }
  }

  @Test("a message on stderr fits the terminal: continued with two spaces, broken at spaces or CJK boundaries")
  func fittedMessages() {
    let long = "asyncplay: unknown option --jsno for run; did you mean --json? (options: --json, --real, --lang zh|en, "
      + "--no-color, --max-time D)"
    let fitted = Output.fittedMessage(long, columns: 80)
    let rows = fitted.split(separator: "\n").map(String.init)
    #expect(rows.count == 2, "\(fitted)")
    #expect(rows.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(fitted)")
    #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }, "\(fitted)")
    // Nothing is lost: the rows joined with their break's space give the message back.
    #expect(rows.map { $0.trimmingPrefix("  ") }.joined(separator: " ") == long)
    #expect(Output.fittedMessage("asyncplay: short", columns: 80) == "asyncplay: short")
    let chinese = "asyncplay: 找不到场景 \"dmeo\"；你是不是想输入 demo？（可选：three-state、task-id、async-let、task-group、"
      + "timeout、cancel-vs-fail、http-status、cancel-previous）"
    let chineseRows = Output.fittedMessage(chinese, columns: 60).split(separator: "\n").map(String.init)
    #expect(chineseRows.count > 1 && chineseRows.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(chineseRows)")
    #expect(chineseRows.dropFirst().allSatisfy { !$0.dropFirst(2).hasPrefix("，") && !$0.dropFirst(2).hasPrefix("）") })
  }

  @Test("piped stderr is fitted to COLUMNS (80 when unset), like every other output")
  func pipedErrorsFitTheWidth() throws {
    let result = try Binary.run(["run", "task-id", "--jsno"], columns: 80)
    #expect(result.termination == .exited(2))
    let rows = result.errorText.split(separator: "\n").map(String.init)
    #expect(rows.count > 1 && rows.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(result.errorText)")
    #expect(rows[0].hasPrefix("asyncplay: unknown option --jsno for run; did you mean --json?"), "\(rows)")
  }
}
