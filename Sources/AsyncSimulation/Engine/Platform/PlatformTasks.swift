/// The tasks platform work runs in: one per piece of work, named after its call, so that the trace shows it start,
/// wait for its deadline, run and end like any task.
enum PlatformTasks {
  /// The platform task whose body runs now, by name (work continuing in the task that deferred it).
  nonisolated(unsafe) private static var running: String?

  /// Whether the body of the platform task named `name` is running now.
  static func isCurrent(_ name: String) -> Bool { running == name }

  /// Starts a task named `name` that waits until `deadline` (virtual nanoseconds; nil: none) and then runs `body`:
  /// on the main actor (`onMain`, joining its first-in-first-out order) or on the default executor's pool.
  /// Everything here runs on the simulation's threads one at a time, so `body` need not be `Sendable`.
  static func start(_ name: String, onMain: Bool, at deadline: Int64?, _ body: @escaping () -> Void) {
    let body = UncheckedBody(run: body)
    if onMain {
      Task(name: name) { @MainActor in
        await prelude(until: deadline)
        run(name, body.run)
      }
    } else {
      Task.detached(name: name) {
        await prelude(until: deadline)
        run(name, body.run)
      }
    }
  }

  /// The task is seen at once (its start shows even when its body records nothing), then sleeps until `deadline`.
  private static func prelude(until deadline: Int64?, isolation: isolated (any Actor)? = #isolation) async {
    Simulation.recorder?.noticeCurrentTask()
    guard let deadline else { return }
    try? await sleep(until: deadline)
  }

  /// Sleeps until virtual time `deadline`: an absolute instant, so a sleep whose start waits for a thread still
  /// ends at the deadline (`Task.sleep(for:)` would count from when it starts). Throws when cancelled.
  static func sleep(until deadline: Int64, isolation: isolated (any Actor)? = #isolation) async throws {
    guard deadline > SimulationScheduler.shared.nowNanos else { return }
    // From the clock's epoch, not from `now`: the reading may be a nanosecond ahead (a sleep of nothing).
    let instant = ContinuousClock().systemEpoch.advanced(by: .nanoseconds(VirtualClock.epochNanos + deadline))
    try await Task.sleep(until: instant, clock: .continuous)
  }

  private static func run(_ name: String, _ body: () -> Void) {
    let outer = running
    running = name
    body()
    running = outer
  }
}

/// A closure that crosses into a task on the simulation's threads, where nothing runs at the same time.
private struct UncheckedBody: @unchecked Sendable {
  let run: () -> Void
}
