import AsyncSimulation
import Testing

/// Cancellation takes effect at the instant of `cancel()`, and orphaned timers never stretch a run.
@Suite("Cancellation")
struct CancellationTests {
  @Test("a sleeping task cancelled at 250 ms wakes at 250 ms, and the run ends at 250 ms, not 10 s")
  func cancelSleep() async throws {
    let trace = try await Fixtures.trace("cancel-sleep")
    #expect(trace.lines(.sleep, .wake, .cancel, .print) == [
      "0 sleeper sleep until 10000",
      "0 canceller sleep until 250",
      "250 canceller wake timer",
      "250 sleeper cancel by canceller",                 // at the instant of cancel(), before its handler
      "250 canceller print onCancel at 250 ms",          // the handler runs inside cancel(), on the canceller
      "250 canceller print cancelled the sleeper",
      "250 sleeper wake cancelled",
      "250 sleeper print caught CancellationError at 250 ms",
      "250 sleeper print Task.isCancelled true",
      "250 sleeper print checkCancellation threw CancellationError",
    ])
    #expect(trace.endNanos == 250_000_000)
    #expect(trace.done?.nanos == 250_000_000)
    #expect(trace.done?.cancelled == 1)
    #expect(trace.done?.tasks == 3)
  }

  @Test("a task cancelled before it sleeps: the sleep throws at once, without a sleep event")
  func cancelBeforeSleep() async throws {
    let trace = try await Fixtures.trace("cancel-before-sleep")
    #expect(trace.lines(.sleep, .wake, .cancel, .print) == [
      "0 main sleep until 50", "0 late sleep until 50",
      "50 main wake timer", "50 late wake timer",
      "50 late cancel by main",
      "50 late print second sleep threw CancellationError",
    ])
    #expect(trace.done?.line == "50 - done finished")
  }

  @Test("SimulatedIO.wait records no sleep or wake, and cancellation ends it at that instant")
  func ioWait() async throws {
    let trace = try await Fixtures.trace("io-wait")
    #expect(trace.lines(.sleep, .wake, .cancel, .print) == [
      "300 main print waited until 300 ms",
      "300 main sleep until 400",
      "400 main wake timer",
      "400 waiter cancel by main",
      "400 waiter print wait threw CancellationError at 0.4 seconds",
    ])
    #expect(trace.done?.line == "400 - done finished")
  }

  @Test("a task parked on a continuation is seen cancelled at the instant of cancel()")
  func cancelParked() async throws {
    let trace = try await Fixtures.trace("cancel-parked")
    #expect(trace.lines(.cancel, .print) == ["70 waiter cancel by main", "70 waiter print waiter got cancelled"])
    #expect(trace.done?.line == "70 - done finished")
  }

  @Test("simulated work ignores cancellation: cancel recorded at 100 ms, the work still ends at 1000 ms")
  func cancelWork() async throws {
    let trace = try await Fixtures.trace("cancel-work")
    #expect(trace.lines(.work, .cancel, .print) == [
      "0 worker work until 1000", "100 worker cancel by main", "1000 worker print work done, isCancelled true",
    ])
    #expect(trace.done?.line == "1000 - done finished")
  }

  @Test("a child that throws cancels its sleeping siblings at that instant, both before either wakes")
  func groupCancelsSiblings() async throws {
    let trace = try await Fixtures.trace("group-cancel-siblings")
    #expect(trace.lines(.cancel, .wake, .print) == [
      "10 fail wake timer",
      "10 slow1 cancel by task group: fail threw Failure()", "10 slow2 cancel by task group: fail threw Failure()",
      "10 slow1 wake cancelled", "10 slow1 print slow1 cancelled",
      "10 slow2 wake cancelled", "10 slow2 print slow2 cancelled",
      "10 main print group threw Failure",
    ])
    #expect(trace.done?.line == "10 - done finished")
    #expect(trace.done?.cancelled == 2)
  }

  /// A `Task.sleep` started inside a default actor's method runs in the actor's processing job: its timer must
  /// still be known as an orphan after the cancel, or the run would wait for the 2 h timer (beyond the 1 h budget)
  /// and end as `budget`.
  @Test("cancelling a task that sleeps inside an actor method ends the run at the cancel instant")
  func cancelSleepInsideActor() async throws {
    let run = try await Fixtures.run(["cancel-sleep-in-actor"])
    let trace = try run.trace()
    #expect(trace.prints == ["250 napper napper: cancelled"])
    #expect(trace.lines(.cancel) == ["250 napper cancel by main"])
    #expect(run.exitStatus == 0, "report: \(trace.report)")
    #expect(trace.outcome == .finished)
    #expect(trace.done?.nanos == 250_000_000)
  }
}
