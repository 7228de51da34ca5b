@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import CommandLineGrammar

@Suite("Command line parsing")
struct CommandLineParserTests {
  let parser = Fixtures.parser

  @Test("help, -h, --help and no arguments print the usage")
  func help() throws {
    #expect(try parser.parse([]) == .help)
    #expect(try parser.parse(["help"]) == .help)
    #expect(try parser.parse(["--help"]) == .help)
    #expect(try parser.parse(["-h"]) == .help)
    #expect(try parser.parse(["run", "demo", "--help"]) == .commandHelp("run"))
  }

  @Test("list takes --lang and defaults to the locale's language")
  func list() throws {
    #expect(try parser.parse(["list"]) == .list(Language.preferred))
    #expect(try parser.parse(["list", "--lang", "en"]) == .list(.en))
    #expect(try parser.parse(["list", "--lang=en"]) == .list(.en))
  }

  @Test("run reads the scenario, name=value pairs in order, and every flag")
  func runWithEverything() throws {
    let command = try parser.parse([
      "run", "--json", "demo", "delay=0.5s", "mode=slow", "--real", "--lang", "en", "--no-color",
      "--max-time", "2s", "--max-events=500", "--max-jobs", "9000", "--wall",
    ])
    var expected = RunRequest(scenario: "demo")
    expected.assignments = [Assignment(name: "delay", value: "0.5s"), Assignment(name: "mode", value: "slow")]
    expected.json = true
    expected.real = true
    expected.language = .en
    expected.color = .never
    expected.maxTime = .seconds(2)
    expected.maxEvents = 500
    expected.maxJobs = 9000
    expected.wall = true
    #expect(command == .run(expected))
  }

  @Test("run defaults: text, virtual, Chinese, automatic colour, default budgets")
  func runDefaults() throws {
    #expect(try parser.parse(["run", "demo"]) == .run(RunRequest(scenario: "demo")))
  }

  @Test("durations accept ms, s, us and bare milliseconds", arguments: [
    ("300ms", Duration.milliseconds(300)), ("0.3s", .milliseconds(300)), ("2s", .seconds(2)),
    ("1500us", .microseconds(1500)), ("250", .milliseconds(250)),
  ])
  func durations(text: String, duration: Duration) throws {
    guard case .run(let request) = try parser.parse(["run", "demo", "--max-time", text]) else {
      Issue.record("not a run")
      return
    }
    #expect(request.maxTime == duration)
    #expect(try parser.parse(["run", "demo", "delay=\(text)"]) != .help)
  }

  @Test("a value may contain = and may be empty only where the parameter allows it")
  func assignmentSplitting() throws {
    let command = try CommandLineParser(scenarios: ScenarioCatalog.all).parse(
      ["run", "task-id", "typing=a@0 a=b@100"])
    guard case .run(let request) = command else {
      Issue.record("not a run")
      return
    }
    #expect(request.assignments == [Assignment(name: "typing", value: "a@0 a=b@100")])
  }

  @Test("bench reads a workload and its sizes")
  func bench() throws {
    #expect(try parser.parse(["bench", "fanout", "tasks=100", "seed=7"])
      == .bench(BenchRequest(workload: "fanout", assignments: [Assignment(name: "tasks", value: "100"),
                                                               Assignment(name: "seed", value: "7")])))
    #expect(try parser.parse(["bench", "chain"]) == .bench(BenchRequest(workload: "chain")))
  }

  @Test("the child subcommand round-trips what run passes it")
  func childArguments() throws {
    var request = RunRequest(scenario: "demo")
    request.assignments = [Assignment(name: "delay", value: "1.5s")]
    request.language = .en
    request.real = true
    request.maxTime = .milliseconds(1500)
    request.maxEvents = 42
    request.maxJobs = 43
    let arguments = RunCommand.childArguments(for: request)
    #expect(arguments == ["__child", "--lang", "en", "--real", "--max-time", "1500ms", "--max-events", "42",
                          "--max-jobs", "43", "--", "demo", "delay=1.5s"])
    #expect(try parser.parse(arguments) == .child(request))
    // A name that starts with a dash (a preview of -odd.swift) reaches the child as a name.
    request.scenario = "-odd"
    request.program = "/cache/p.so"
    #expect(try parser.parse(RunCommand.childArguments(for: request)) == .child(request))
  }

  @Test("the child gets the flags it needs, not the parent's rendering flags")
  func childRejectsRenderingFlags() {
    #expect(Fixtures.errorLine(["__child", "demo", "--json"])?.hasPrefix("asyncplay: unknown option --json") == true)
  }

  @Test("budgets: the defaults, a --real run's shorter default; only real runs get doubled hints")
  func budgets() {
    let virtual = RunBudgets.options(for: RunRequest(scenario: "demo"))
    #expect(virtual.mode == .virtual)
    #expect(virtual.maxVirtualTime == .seconds(3600))
    #expect(virtual.budgetHints.time.isEmpty && virtual.budgetHints.events.isEmpty && virtual.budgetHints.jobs.isEmpty)
    var real = RunRequest(scenario: "demo")
    real.real = true
    #expect(RunBudgets.options(for: real).budgetHints.time == "--max-time 2m")
    #expect(RunBudgets.options(for: real).budgetHints.events == "--max-events 200000")
    #expect(RunBudgets.options(for: real).maxVirtualTime == .seconds(60))
    #expect(RunBudgets.wallLimit(for: real) == .seconds(70))
    #expect(RunBudgets.wallLimit(for: RunRequest(scenario: "demo")) == .seconds(20))
  }
}

/// The default language follows the locale.
@Suite("Language from the locale")
struct PreferredLanguageTests {
  @Test("LC_ALL, then LC_MESSAGES, then LANG; zh… is Chinese, anything else English", arguments: [
    ([:], Language.en),
    (["LANG": "zh_CN.UTF-8"], .zh),
    (["LANG": "en_US.UTF-8"], .en),
    (["LC_ALL": "en_GB.UTF-8", "LANG": "zh_CN.UTF-8"], .en),
    (["LC_ALL": "", "LC_MESSAGES": "zh_TW.UTF-8", "LANG": "C"], .zh),
    (["LANG": "C.UTF-8"], .en),
  ])
  func preferred(_ environment: [String: String], _ expected: Language) {
    #expect(Language.preferred(environment: environment) == expected)
  }
}
