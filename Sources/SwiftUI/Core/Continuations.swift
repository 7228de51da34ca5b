// Mirrors: nothing of Apple's: the continuations of the module (waits recorded on the timeline)
// SDK: iOS 26 SDK
// Status: internal
internal import AsyncSimulation

// The standard library's checked continuations, for app code: a file that says `import SwiftUI` and calls
// `withCheckedContinuation { … }` or `withCheckedThrowingContinuation { … }` gets these, with the same signatures
// and the same behaviour (SE-0300: the task stays suspended until a resume method is called, exactly once), and the
// trace gets what the engine records for them: a `wait` event naming the function the task parks in, and a `resume`
// when it runs again — so `tasks` says "waiting in withCheckedThrowingContinuation in forecast(for:)" rather than
// "suspended". Apple's SwiftUI does not declare them: these stand in for the standard library's, which they call.
// (Identical signatures are what let them shadow `_Concurrency`'s; an extra defaulted parameter would lose the
// overload ranking to the standard library.)

/// `withCheckedContinuation` (SE-0300), recorded as a `wait` event when the task parks and a `resume` when it runs
/// again.
public func withCheckedContinuation<T>(
  isolation: isolated (any Actor)? = #isolation,
  function: String = #function,
  _ body: (CheckedContinuation<T, Never>) -> Void
) async -> sending T {
  await AsyncSimulation.withCheckedContinuation(isolation: isolation, function: function, body)
}

/// `withCheckedThrowingContinuation` (SE-0300), recorded as a `wait` event when the task parks and a `resume`
/// (`returned`, `cancelled` for `CancellationError`, or `threw <error>`) when it runs again.
public func withCheckedThrowingContinuation<T>(
  isolation: isolated (any Actor)? = #isolation,
  function: String = #function,
  _ body: (CheckedContinuation<T, any Error>) -> Void
) async throws -> sending T {
  try await AsyncSimulation.withCheckedThrowingContinuation(isolation: isolation, function: function, body)
}
