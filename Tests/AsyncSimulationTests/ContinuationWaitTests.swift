import AsyncSimulation
import Testing

/// A task parked on a checked continuation shows in the trace: `wait` where it parks, `resume` (with how) where it
/// runs again, so that tools never call it running while it waits.
@Suite("Continuation waits")
struct ContinuationWaitTests {
  @Test("wait when the task parks, resume with its outcome when it runs again, in order with its other events")
  func waitAndResume() async throws {
    let trace = try await Fixtures.trace("continuation-wait")
    #expect(trace.lines(.wait, .resume) == [
      "100 waiter wait withCheckedContinuation in receive()",
      "100 thrower wait withCheckedThrowingContinuation in receiveOrFail()",
      "300 waiter resume returned",
      "400 thrower resume threw FixtureError(no post today)",
    ])
    // The resume comes before anything the task does after it, and the wait after its wake.
    #expect(trace.lines().filter { $0.hasPrefix("300 waiter") } == [
      "300 waiter resume returned", "300 waiter print waiter got a letter", "300 waiter task_end returned",
    ])
    #expect(trace.lines().filter { $0.hasPrefix("100 waiter") } == [
      "100 waiter wake timer", "100 waiter wait withCheckedContinuation in receive()",
    ])
  }

  @Test("the JSON Lines form: wait carries label, resume carries outcome, and both read back")
  func jsonLines() async throws {
    let run = try await Fixtures.run(["continuation-wait"])
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains(#"{"t_ms":100,"seq":8,"kind":"wait","task":"waiter","label":"withCheckedContinuation in receive()"}"#))
    #expect(lines.contains(#"{"t_ms":300,"seq":12,"kind":"resume","task":"waiter","outcome":"returned"}"#))
    let trace = try run.trace()
    #expect(Trace(events: trace.events).jsonLines == run.output)
  }

  @Test("a task that is never resumed has a wait and no resume; the deadlock report still names the wait")
  func neverResumed() async throws {
    let trace = try await Fixtures.trace("deadlock-channel", status: 3)
    #expect(trace.lines(.wait, .resume) == ["30 consumer wait withCheckedContinuation in receive()"])
    #expect(trace.report.contains("consumer is waiting in withCheckedContinuation in receive() since 30 ms"))
  }

  static let leakWarning = "SWIFT TASK CONTINUATION MISUSE: receive() leaked its continuation without resuming it. "
    + "This may cause tasks waiting on it to remain suspended forever."

  @Test("a continuation dropped unresumed: the runtime's warning is one runtime_warning event; other stderr passes")
  func leakedContinuation() async throws {
    let run = try await Fixtures.run(["continuation-leaked"])
    #expect(run.exitStatus == 0, "stderr: \(run.stderr)")
    let trace = try run.trace()
    #expect(trace.lines(.wait, .resume, .runtimeWarning) == [
      "50 dropper wait withCheckedContinuation in receive()",
      "80 main runtime_warning " + Self.leakWarning,
    ])
    // The warning is in the trace, not on stderr; a line the engine does not recognise reaches stderr unchanged.
    #expect(run.stderr == "a plain line on stderr\n")
    #expect(trace.outline.contains("80 ms  main     runtime_warning SWIFT TASK CONTINUATION MISUSE: receive() "))
  }

  @Test("what was written to stderr before a crash still reaches it, the runtime's Fatal error line included")
  func crashKeepsStandardError() async throws {
    let run = try await Fixtures.run(["stderr-then-crash"])
    #expect(run.exitStatus == nil)
    #expect(run.signal == 4 || run.signal == 5, "SIGILL or SIGTRAP, got \(run.signal.map(String.init) ?? "-")")
    #expect(run.stderr.hasPrefix("before the crash\n"), "\(run.stderr)")
    #expect(run.stderr.contains("Fatal error: Index out of range"), "\(run.stderr)")
    // Before the signal ended it, the program handed over its trace so far: main ended `crashed` at 10 ms.
    let trace = try Trace(jsonLines: String(decoding: run.stdout, as: UTF8.self))
    #expect(trace.outcome == .crashed)
    #expect(trace.body.last.map { "\($0.nanos / 1_000_000) \($0.kind) \($0.task ?? "") \($0.outcome ?? "")" }
              == "10 taskEnd main crashed")
  }
}
