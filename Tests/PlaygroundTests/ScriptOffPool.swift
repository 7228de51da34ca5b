import Foundation

/// Runs blocking work (a child process, reads from a pseudo-terminal) on a thread of its own and awaits its result.
///
/// Swift Testing runs tests on the cooperative pool, which has one thread per core: two on a small CI machine. A
/// test that blocks there for a second (waiting for a child, or for a terminal to stay quiet) keeps every other test
/// waiting too, and the engine tests' real-time limits then fail. Checks are made by the caller, in the test's own
/// task, from what the closure returns.
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try body() }) }.start()
  }
}
