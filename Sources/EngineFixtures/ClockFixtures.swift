import AsyncSimulation

// Virtual time must be exact for every way of sleeping and measuring: ContinuousClock and SuspendingClock read
// the interposed clock_gettime, and every sleep API ends up as a timer at an exact virtual deadline.

enum ClockFixtures {
  static let all: [Fixture] = [
    Fixture("clock-measure", "ContinuousClock().measure { sleep 2 s } reports exactly 2 seconds") {
      let elapsed = try? await ContinuousClock().measure { try await Task.sleep(for: .seconds(2)) }
      print("measured \(elapsed.map { "\($0)" } ?? "nothing (the sleep threw)")")
      print("exactly 2 s: \(elapsed == .seconds(2))")
    },
    Fixture("clock-sleeps", "each sleep API in turn; every print shows the exact virtual time") {
      let start = ContinuousClock.now
      let suspendingStart = SuspendingClock.now
      do {
        try await Task.sleep(nanoseconds: 1_500_000)
        print("nanoseconds 1.5 ms -> \(clockMs(since: start))")
        try await Task.sleep(until: .now + .milliseconds(10), clock: .continuous)
        print("until continuous +10 ms -> \(clockMs(since: start))")
        try await Task.sleep(until: SuspendingClock.now + .milliseconds(100), clock: .suspending)
        print("until suspending +100 ms -> \(clockMs(since: start))")
        try await ContinuousClock().sleep(for: .milliseconds(5))
        print("ContinuousClock.sleep 5 ms -> \(clockMs(since: start))")
        try await SuspendingClock().sleep(until: suspendingStart + .milliseconds(200))
        print("SuspendingClock.sleep until start+200 ms -> \(clockMs(since: start))")
        try await Task.sleep(for: .seconds(1), tolerance: .milliseconds(500))
        print("for 1 s tolerance 500 ms -> \(clockMs(since: start))")
        try await Task.sleep(for: .zero)
        print("for zero -> \(clockMs(since: start))")
        try await Task.sleep(until: start - .seconds(1), clock: .continuous)
        print("until the past -> \(clockMs(since: start))")
        let suspendingElapsed = suspendingStart.duration(to: SuspendingClock.now)
        print("SuspendingClock elapsed \(suspendingElapsed)")
      } catch {
        print("a sleep threw \(error)")
      }
    },
  ]
}
