import SwiftUI

/// A callback API, as an SDK from before async/await has: `completion` runs once, `delay` after the call, from a task
/// of its own.
struct CallbackClock: Sendable {
  let delay: Duration

  func after(_ value: String, completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
    Task {
      try? await Task.sleep(for: delay)
      completion(value == "fail" ? .failure(CallbackFailure()) : .success(value))
    }
  }
}

/// The error the callback API reports for "fail".
struct CallbackFailure: Error, CustomStringConvertible {
  var description: String { "CallbackFailure" }
}

/// A view whose `.task` awaits the callback API through `withCheckedContinuation` in `receive()` (answered after
/// 100 ms) and through `withCheckedThrowingContinuation` in `receiveOrFail()` (failing after 200 ms more).
struct CallbackWaiter: View {
  @State private var text = "waiting"
  let clock = CallbackClock(delay: .milliseconds(100))
  let slowClock = CallbackClock(delay: .milliseconds(200))

  var body: some View {
    Text(text)
      .task {
        text = await receive()
        do {
          text = try await receiveOrFail()
        } catch {
          text = "\(error)"
        }
      }
  }

  func receive() async -> String {
    await withCheckedContinuation { continuation in
      clock.after("answered") { result in
        continuation.resume(returning: (try? result.get()) ?? "")
      }
    }
  }

  func receiveOrFail() async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      slowClock.after("fail") { result in
        continuation.resume(with: result)
      }
    }
  }
}
