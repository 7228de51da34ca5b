import AsyncSimulation
@testable import Playground
import Scenarios
@testable import CommandLineGrammar

/// Scenarios and traces built by hand, so the tests do not depend on the lesson catalog's wording.
enum Fixtures {
  /// A scenario with a duration and a choice parameter; its body does nothing (tests never simulate in-process).
  static let demo = Scenario(
    name: "demo", zh: "演示", en: "a demo",
    parameters: [
      ScenarioParameter("delay", .duration, default: "300ms", zh: "延迟", en: "the delay"),
      ScenarioParameter("mode", .choice(["fast", "slow"]), default: "fast", zh: "模式", en: "the mode"),
    ]) { _ in { @MainActor in } }

  /// A second scenario without parameters.
  static let plain = Scenario(name: "plain", zh: "无参数", en: "no parameters", parameters: []) { _ in
    { @MainActor in }
  }

  /// A parser over the fixture scenarios and the built-in workloads.
  static let parser = CommandLineParser(scenarios: [demo, plain])

  /// The message of the usage error `arguments` produce, or nil when they parse.
  static func errorLine(_ arguments: [String]) -> String? {
    do {
      _ = try parser.parse(arguments)
      return nil
    } catch {
      return error.line
    }
  }

  /// A finished run: a cancelled child, a state change, a screen, simulated work and a print.
  static let trace = Trace(events: [
    TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "main"),
    TraceEvent(nanos: 0, seq: 1, kind: .taskStart, task: "task#1", label: ".task(id: \"s\")", parent: "main"),
    TraceEvent(nanos: 0, seq: 2, kind: .sleep, task: "task#1", untilNanos: 120_000_000),
    TraceEvent(nanos: 0, seq: 3, kind: .state, task: "main", name: "query", from: "\"\"", to: "\"s\""),
    TraceEvent(nanos: 0, seq: 4, kind: .screen, task: "main", text: "🔍 s\n• A"),
    TraceEvent(nanos: 120_000_000, seq: 5, kind: .cancel, task: "task#1"),
    TraceEvent(nanos: 120_000_000, seq: 6, kind: .wake, task: "task#1", outcome: "cancelled"),
    TraceEvent(nanos: 120_000_000, seq: 7, kind: .taskEnd, task: "task#1", outcome: "cancelled"),
    TraceEvent(nanos: 300_000_000, seq: 8, kind: .work, task: "main", untilNanos: 760_000_000),
    TraceEvent(nanos: 760_000_000, seq: 9, kind: .wake, task: "main", outcome: "timer"),
    TraceEvent(nanos: 760_000_000, seq: 10, kind: .print, task: "main", text: "hello\nworld"),
    TraceEvent(nanos: 760_000_000, seq: 11, kind: .taskEnd, task: "main", outcome: "returned"),
    TraceEvent(nanos: 760_000_000, seq: 12, kind: .done, outcome: "finished", tasks: 2, cancelled: 1),
  ])

  /// A run that ended in a deadlock.
  static let deadlock = Trace(events: [
    TraceEvent(nanos: 0, seq: 0, kind: .taskStart, task: "main"),
    TraceEvent(nanos: 1_500_000, seq: 1, kind: .print, task: "main", text: "waiting"),
    TraceEvent(nanos: 1_500_000, seq: 2, kind: .done, outcome: "deadlock", tasks: 1, cancelled: 0,
               report: "deadlock at 1.5 ms: nothing can run\n  main is waiting"),
  ])
}
