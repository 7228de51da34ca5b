// Module-level stand-ins for the standard library's checked continuations, with identical signatures, so that code
// importing AsyncSimulation and calling `withCheckedContinuation { … }` unqualified gets these. They record where a
// task parks — as `wait` and `resume` events, and for a deadlock report to name what each stuck task awaits. (With any extra defaulted
// parameter, overload ranking would pick the standard library's version instead.)

/// `withCheckedContinuation`, recorded as a `wait` event when the task parks and a `resume` when it runs again.
public func withCheckedContinuation<T>(
  isolation: isolated (any Actor)? = #isolation,
  function: String = #function,
  _ body: (CheckedContinuation<T, Never>) -> Void
) async -> sending T {
  let wait = Simulation.recorder?.beginWait("withCheckedContinuation in \(function)")
  defer { if let wait { Simulation.recorder?.endWait(wait, outcome: "returned") } }
  return await _Concurrency.withCheckedContinuation(isolation: isolation, function: function, body)
}

/// `withCheckedThrowingContinuation`, recorded as a `wait` event when the task parks and a `resume` (`returned`,
/// `cancelled` for `CancellationError`, or `threw <error>`) when it runs again.
public func withCheckedThrowingContinuation<T>(
  isolation: isolated (any Actor)? = #isolation,
  function: String = #function,
  _ body: (CheckedContinuation<T, any Error>) -> Void
) async throws -> sending T {
  let wait = Simulation.recorder?.beginWait("withCheckedThrowingContinuation in \(function)")
  do {
    let value = try await _Concurrency.withCheckedThrowingContinuation(isolation: isolation, function: function, body)
    if let wait { Simulation.recorder?.endWait(wait, outcome: "returned") }
    return value
  } catch {
    if let wait { Simulation.recorder?.endWait(wait, outcome: error is CancellationError ? "cancelled" : "threw \(error)") }
    throw error
  }
}
