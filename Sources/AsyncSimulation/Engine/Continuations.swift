// Module-level stand-ins for the standard library's checked continuations, with identical signatures, so that code
// importing AsyncSimulation and calling `withCheckedContinuation { … }` unqualified gets these. They record where a
// task parks, which is how a deadlock report can name what each stuck task awaits. (With any extra defaulted
// parameter, overload ranking would pick the standard library's version instead.)

/// `withCheckedContinuation`, recorded for deadlock reports.
public func withCheckedContinuation<T>(
  isolation: isolated (any Actor)? = #isolation,
  function: String = #function,
  _ body: (CheckedContinuation<T, Never>) -> Void
) async -> sending T {
  let wait = Simulation.recorder?.beginWait("withCheckedContinuation in \(function)")
  defer { if let wait { Simulation.recorder?.endWait(wait) } }
  return await _Concurrency.withCheckedContinuation(isolation: isolation, function: function, body)
}

/// `withCheckedThrowingContinuation`, recorded for deadlock reports.
public func withCheckedThrowingContinuation<T>(
  isolation: isolated (any Actor)? = #isolation,
  function: String = #function,
  _ body: (CheckedContinuation<T, any Error>) -> Void
) async throws -> sending T {
  let wait = Simulation.recorder?.beginWait("withCheckedThrowingContinuation in \(function)")
  defer { if let wait { Simulation.recorder?.endWait(wait) } }
  return try await _Concurrency.withCheckedThrowingContinuation(isolation: isolation, function: function, body)
}
