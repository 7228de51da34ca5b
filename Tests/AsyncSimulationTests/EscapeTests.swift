import AsyncSimulation
import Testing

/// Work resumed from other threads is reported as escaped: not a deadlock, not a crash.
@Suite("Escaped work")
struct EscapeTests {
  @Test("a continuation resumed from Dispatch or a Thread ends the run as escaped", arguments: [
    "escape-dispatch", "escape-thread",
  ])
  func escaped(fixture: String) async throws {
    let run = try await Fixtures.run([fixture])
    #expect(run.exitStatus == 5, "stderr: \(run.stderr)")
    #expect(run.wallTime < .seconds(5))
    let trace = try run.trace()
    #expect(trace.outcome == .escaped)
    #expect(trace.done?.outcome == "escaped")
    #expect(trace.report.hasPrefix("work escaped the simulator: "))
    #expect(trace.report.contains("thread(s) besides the simulation thread"))
    #expect(trace.report.contains("scenarios must not use Dispatch, Thread or Foundation timers"))
    #expect(!trace.report.contains("deadlock"))
    #expect(trace.prints.isEmpty)
  }

  /// A continuation resumed on another thread before its task suspends enqueues nothing: the task continues
  /// synchronously on the simulation thread. The engine still calls it an escape, because it counts the threads
  /// a run starts (this fixture forces that order with a semaphore).
  @Test("a continuation resumed on a Dispatch thread before the task suspends is still an escape")
  func escapeBeforeSuspension() async throws {
    let run = try await Fixtures.run(["escape-dispatch-sync"])
    let trace = try run.trace()
    #expect(run.exitStatus == 5, "outcome \(trace.outcome), prints \(trace.prints)")
    #expect(trace.outcome == .escaped)
  }

  @Test("escape detection is stable: ten runs of each Dispatch and Thread fixture, all escapes, whatever the race")
  func escapeIsStable() async throws {
    for fixture in ["escape-dispatch", "escape-dispatch-race", "escape-thread"] {
      for _ in 0..<10 {
        let run = try await Fixtures.run([fixture])
        #expect(run.exitStatus == 5, "\(fixture)")
      }
    }
  }
}
