import AsyncSimulation
import Testing

/// Rule 1 and 2 of the scheduler: FIFO for ready jobs, set order for timers with equal deadlines.
@Suite("Ordering")
struct OrderingTests {
  @Test("tasks sleeping the same duration wake and print in creation order")
  func fifoSleep() async throws {
    let trace = try await Fixtures.trace("fifo-sleep")
    #expect(trace.lines(.sleep) == (1...5).map { "0 t\($0) sleep until 100" })
    #expect(trace.lines(.wake) == (1...5).map { "100 t\($0) wake timer" })
    #expect(trace.prints == (1...5).map { "100 t\($0) t\($0) woke" } + ["100 main all woke"])
    #expect(trace.done?.line == "100 - done finished")
  }

  @Test("main-actor and detached tasks share one FIFO: timers fire in the order they were set")
  func fifoSleepMixed() async throws {
    let trace = try await Fixtures.trace("fifo-sleep-mixed")
    // `Task.sleep` is nonisolated: called on the main actor it first hops to the default executor (one more job
    // in the FIFO), so detached t2 and t4 set their timers in their first job, ahead of t1, t3 and t5.
    let order = ["t2", "t4", "t1", "t3", "t5"]
    #expect(trace.lines(.sleep) == order.map { "0 \($0) sleep until 100" })
    #expect(trace.prints == order.map { "100 \($0) \($0) woke" } + ["100 main all woke"])
  }

  @Test("timers with the same deadline fire in the order they were set, not the order of task creation")
  func timerTieOrder() async throws {
    let trace = try await Fixtures.trace("timer-tie-order")
    #expect(trace.lines(.print, .sleep, .wake) == [
      "0 t3 print t3 sets its timer", "0 t3 sleep until 100",
      "0 t2 print t2 sets its timer", "0 t2 sleep until 100",
      "0 t1 print t1 sets its timer", "0 t1 sleep until 100",
      "100 t3 wake timer", "100 t2 wake timer", "100 t1 wake timer",
      "100 t3 print t3 woke", "100 t2 print t2 woke", "100 t1 print t1 woke",
    ])
  }

  @Test("Task.yield interleaves two tasks strictly, detached or on the main actor",
        arguments: ["yield-alternate", "yield-alternate-main"])
  func yieldAlternates(fixture: String) async throws {
    let trace = try await Fixtures.trace(fixture)
    #expect(trace.prints == ["0 A A0", "0 B B0", "0 A A1", "0 B B1", "0 A A2", "0 B B2"])
    #expect(trace.done?.line == "0 - done finished")
  }
}
