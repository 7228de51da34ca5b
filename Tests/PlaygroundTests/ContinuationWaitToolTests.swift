import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import TraceRendering

/// The tools say what a task parked on a continuation is doing: `tasks`, the text rendering and the timeline, on
/// the engine fixture `continuation-wait` (waiter parks at 100 ms, is resumed at 300 ms).
@Suite("Continuation waits in the tools")
struct ContinuationWaitToolTests {
  /// The fixture's trace, from the EngineFixtures program beside asyncplay.
  static func fixtureTrace(_ fixture: String = "continuation-wait") throws -> Trace {
    let program = Binary.path.dropLast("asyncplay".count) + "EngineFixtures"
    let result = try ChildProcess(executable: String(program), arguments: [fixture],
                                  wallLimit: .seconds(30)).run()
    #expect(result.termination == .exited(0), "\(result.errorText)")
    return try Trace(jsonLines: result.outputText)
  }

  /// The `tasks` line of `task` with the cursor at `ms`.
  static func state(of task: String, at ms: Int64, in trace: Trace, language: Language) -> String? {
    let run = REPLLoadedRun(key: REPLRunKey(scenario: "continuation-wait", values: [], language: language),
                            trace: trace)
    var cursor = REPLCursor()
    _ = cursor.move(to: ms * 1_000_000, in: run.events)
    // Wide enough that no cell wraps: the test is about the words of the states.
    let table = REPLTaskTable(run: run, cursor: cursor, language: language, palette: .plain, width: 200).render()
    return table.split(separator: "\n").first { $0.hasPrefix(task + " ") }.map(String.init)
  }

  @Test("tasks: waiting in the continuation since it parked, running after the resume, then finished")
  func tasksTable() throws {
    let trace = try Self.fixtureTrace()
    let waiting = Self.state(of: "waiter", at: 200, in: trace, language: .en)
    #expect(waiting?.contains("waiting in withCheckedContinuation in receive() since 100 ms") == true, "\(waiting ?? "")")
    let zh = Self.state(of: "thrower", at: 350, in: trace, language: .zh)
    #expect(zh?.contains("在 receiveOrFail() 的 withCheckedThrowingContinuation 中等待（自 100 ms 起）") == true,
            "\(zh ?? "")")
    // Right after its resume the waiter runs; once its end has passed it is finished.
    let run = REPLLoadedRun(key: REPLRunKey(scenario: "continuation-wait", values: [], language: .en), trace: trace)
    let resume = try #require(run.events.firstIndex { $0.kind == .resume && $0.task == "waiter" })
    let afterResume = REPLTaskTable(run: run, cursor: REPLCursor(position: resume + 1, in: run.events),
                                    language: .en, palette: .plain)
    let line = try #require(TaskLifeline.build(from: run.events[0...resume]).first { $0.name == "waiter" })
    #expect(afterResume.state(of: line) == .running)
    #expect(Self.state(of: "waiter", at: 300, in: trace, language: .en)?.contains("finished (returned) at 300 ms")
            == true)
  }

  @Test("the text rendering says where the task waits and how it was resumed, in both languages")
  func textRendering() throws {
    let trace = try Self.fixtureTrace()
    let en = TextRenderer(language: .en).render(trace)
    #expect(en.contains("] waiter  waits in withCheckedContinuation in receive()\n"))
    #expect(en.contains("] waiter  resumed\n"))
    #expect(en.contains("] thrower resumed: threw FixtureError(no post today)\n"))
    let zh = TextRenderer(language: .zh).render(trace)
    #expect(zh.contains("] waiter  在 receive() 的 withCheckedContinuation 中等待\n"))
    #expect(zh.contains("] thrower 被恢复：抛出 FixtureError(no post today)\n"))
  }

  @Test("the timeline draws the wait with its own glyph, from the wait to the resume, and names it in the legend")
  func timeline() throws {
    let trace = try Self.fixtureTrace()
    let drawn = TimelineRenderer(width: 60).render(trace.body, language: .en)
    let lanes = drawn.split(separator: "\n")
    let waiter = try #require(lanes.first { $0.hasPrefix("waiter") })
    #expect(waiter.contains("═"))
    #expect(waiter.firstIndex(of: "═")! > waiter.firstIndex(of: "┄")!)  // it slept first, then waited
    #expect(lanes.last?.contains("═ in a continuation") == true)
    #expect(TimelineRenderer(width: 60, glyphs: .ascii).render(trace.body, language: .zh).contains("= 等待续体"))
  }

  @Test("a runtime warning is shown with what it means, in the run's language; an unknown one as it is")
  func runtimeWarning() throws {
    let trace = try Self.fixtureTrace("continuation-leaked")
    let raw = "SWIFT TASK CONTINUATION MISUSE: receive() leaked its continuation without resuming it. This may cause "
      + "tasks waiting on it to remain suspended forever."
    let en = TextRenderer(language: .en).render(trace)
    #expect(en.contains("] main    runtime warning: \(raw)\n"))
    #expect(en.contains("→ the continuation was never resumed: the task waiting on it stays suspended forever\n"))
    let zh = TextRenderer(language: .zh).render(trace)
    #expect(zh.contains("] main    运行时警告：\(raw)\n"))
    #expect(zh.contains("→ 续体从未被恢复：等待它的任务会永远挂起\n"))
    // The parked task is still waiting at the end of the run.
    let run = REPLLoadedRun(key: REPLRunKey(scenario: "continuation-leaked", values: [], language: .en), trace: trace)
    let table = REPLTaskTable(run: run, cursor: REPLCursor(position: run.events.count, in: run.events),
                              language: .en, palette: .plain, width: 200).render()
    #expect(table.contains("dropper  waiting in withCheckedContinuation in receive() since 50 ms"), "\(table)")
    let other = TraceEvent(nanos: 0, seq: 0, kind: .runtimeWarning, task: "main",
                           text: "SWIFT TASK CONTINUATION MISUSE: something new")
    #expect(TextRenderer(language: .en).describe(other).0
            == "runtime warning: SWIFT TASK CONTINUATION MISUSE: something new\n→ a warning of the Swift runtime")
  }
}
