import AsyncSimulation
import Testing

/// Work resumed from other threads is reported as escaped: not a deadlock, not a crash, and the same bytes every
/// time, whatever the race between the threads.
@Suite("Escaped work")
struct EscapeTests {
  static let advice = "scenarios must not start threads of their own; use Task, async let, task groups and "
    + "Task.sleep (Dispatch queues and timers are simulated)"

  @Test("a continuation resumed from a thread of its own ends the run as escaped, at the thread's start", arguments: [
    "escape-thread", "escape-thread-sync", "escape-thread-race",
  ])
  func escaped(fixture: String) async throws {
    let run = try await Fixtures.run([fixture])
    #expect(run.exitStatus == 5, "stderr: \(run.stderr)")
    #expect(run.wallTime < Fixtures.prompt)
    let trace = try run.trace()
    #expect(trace.outcome == .escaped)
    #expect(trace.report == "work escaped the simulator at 0 ms: the scenario started a thread of its own (Thread, "
      + "a DispatchSource, a run loop); what runs there is outside virtual time, so the trace stops at that point\n"
      + Self.advice)
    // The trace stops where the thread started: nothing that ran after it (and raced it) is in it.
    #expect(trace.lines() == ["0 main task_start", "0 main wait withCheckedContinuation in EscapeFixtures"])
    #expect(trace.done?.line == "0 - done escaped")
  }

  /// The race fixture resumes the continuation from another thread at once, so whether the task has suspended
  /// by then differs from run to run; so did the old report's thread count. Fifty runs must give the same bytes.
  @Test("an escaped run is byte-identical over 50 runs, although its threads race")
  func escapeIsByteStable() async throws {
    let reference = try await Fixtures.run(["escape-thread-race"])
    #expect(reference.exitStatus == 5)
    #expect(!reference.stdout.isEmpty)
    for _ in 1..<50 {
      let run = try await Fixtures.run(["escape-thread-race"])
      #expect(run.exitStatus == 5)
      #expect(run.stdout == reference.stdout)
    }
  }
}
