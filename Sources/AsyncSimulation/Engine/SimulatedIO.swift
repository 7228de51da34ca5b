/// Waiting for simulated input and output, such as a network reply: the task is suspended until a virtual instant
/// like `Task.sleep`, and cancelled the same way, but the wait is recorded as nothing. The caller records what the
/// task waits for itself (a `request` event), so a timeline draws a request, not a sleep.
///
/// ```swift
/// TraceLog.requestStarted("GET https://api.example.com/items")
/// try await SimulatedIO.wait(until: Simulation.now + .milliseconds(300))   // no sleep, no wake
/// TraceLog.requestEnded("GET https://api.example.com/items", outcome: "200")
/// ```
public enum SimulatedIO {
  /// Suspends the calling task until `deadline`, virtual time since the run began (at once when it has passed).
  ///
  /// Throws `CancellationError` at the instant the task is cancelled, or at once if it already is; the `cancel`
  /// event is recorded then, as for a sleep. Outside a run it sleeps on the continuous clock.
  public static func wait(until deadline: Duration) async throws {
    let delay = deadline - Simulation.now
    guard delay > .zero else { return try Task.checkCancellation() }
    guard let recorder = Simulation.recorder else { return try await Task.sleep(for: delay) }
    recorder.setSleepsUnrecorded(true)
    defer { recorder.setSleepsUnrecorded(false) }
    try await Task.sleep(for: delay)
  }
}
