import AsyncSimulation

// A task parked on a checked continuation is waiting there, not running: the trace says when it parked (`wait`)
// and when it ran again (`resume`, with how), so the tools can show it.

enum WaitFixtures {
  static let all: [Fixture] = [
    Fixture("continuation-wait", "waiter parks at 100 ms, resumed at 300 ms; thrower parks at 100 ms, resumed "
            + "throwing at 400 ms") {
      let mailbox = Mailbox()
      let waiter = Task(name: "waiter") {
        try? await Task.sleep(for: .milliseconds(100))
        let letter = await mailbox.receive()
        print("waiter got \(letter)")
      }
      let thrower = Task(name: "thrower") {
        try? await Task.sleep(for: .milliseconds(100))
        do {
          try await mailbox.receiveOrFail()
        } catch {
          print("thrower caught \(error)")
        }
      }
      try? await Task.sleep(for: .milliseconds(300))
      mailbox.deliver("a letter")
      try? await Task.sleep(for: .milliseconds(100))
      mailbox.fail(FixtureError(reason: "no post today"))
      await waiter.value
      await thrower.value
    },
  ]
}

/// An error with a readable description, so a `resume` event's outcome says what was thrown.
struct FixtureError: Error, CustomStringConvertible {
  let reason: String
  var description: String { "FixtureError(\(reason))" }
}

/// One continuation of each kind, parked until main hands something over.
@MainActor
final class Mailbox {
  private var letter: CheckedContinuation<String, Never>?
  private var failure: CheckedContinuation<Void, any Error>?

  /// Parks until ``deliver(_:)``.
  func receive() async -> String {
    await withCheckedContinuation { letter = $0 }
  }

  /// Parks until ``fail(_:)``.
  func receiveOrFail() async throws {
    try await withCheckedThrowingContinuation { failure = $0 }
  }

  func deliver(_ text: String) {
    letter?.resume(returning: text)
    letter = nil
  }

  func fail(_ error: any Error) {
    failure?.resume(throwing: error)
    failure = nil
  }
}
