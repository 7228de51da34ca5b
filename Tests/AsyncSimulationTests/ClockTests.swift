import AsyncSimulation
import Testing

/// Virtual time is exact for every clock and every sleep API.
@Suite("Clocks")
struct ClockTests {
  @Test("ContinuousClock.measure around a 2 s sleep reports exactly 2 seconds")
  func measure() async throws {
    let trace = try await Fixtures.trace("clock-measure")
    #expect(trace.prints == ["2000 main measured 2.0 seconds", "2000 main exactly 2 s: true"])
    #expect(trace.lines(.sleep, .wake) == ["0 main sleep until 2000", "2000 main wake timer"])
  }

  @Test("every sleep API wakes at the exact virtual instant, as both the trace and the clocks see it")
  func sleeps() async throws {
    let trace = try await Fixtures.trace("clock-sleeps")
    #expect(trace.prints == [
      "1.5 main nanoseconds 1.5 ms -> 1.5",
      "11.5 main until continuous +10 ms -> 11.5",
      "111.5 main until suspending +100 ms -> 111.5",
      "116.5 main ContinuousClock.sleep 5 ms -> 116.5",
      "200 main SuspendingClock.sleep until start+200 ms -> 200",
      "1200 main for 1 s tolerance 500 ms -> 1200",
      "1200 main for zero -> 1200",
      "1200 main until the past -> 1200",
      "1200 main SuspendingClock elapsed 1.2 seconds",
    ])
    #expect(trace.lines(.wake).count == 8)
    #expect(trace.done?.line == "1200 - done finished")
  }

  /// `Task.sleep(until:)` with a deadline in the past (here -1000 ms, before the run began) is clamped to now, in the
  /// timer and in the `sleep` event alike, so no timeline bar runs backwards.
  @Test("no sleep event ends before it begins")
  func sleepEventsNeverEndInThePast() async throws {
    let trace = try await Fixtures.trace("clock-sleeps")
    let backwards = trace.body.filter { $0.kind == .sleep && ($0.untilNanos ?? 0) < $0.nanos }.map(\.line)
    #expect(backwards.isEmpty)
  }
}
