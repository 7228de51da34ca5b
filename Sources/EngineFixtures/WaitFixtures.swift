import AsyncSimulation
import Foundation

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
    Fixture("continuation-leaked", "dropper parks at 50 ms; main drops its continuation unresumed at 80 ms; "
            + "a plain stderr line passes through") {
      let mailbox = Mailbox()
      Task(name: "dropper") {
        try? await Task.sleep(for: .milliseconds(50))
        print("dropper got \(await mailbox.receive())")
      }
      try? await Task.sleep(for: .milliseconds(80))
      mailbox.drop()
      FileHandle.standardError.write(Data("a plain line on stderr\n".utf8))
    },
    Fixture("stderr-then-crash", "writes a line to stderr, then traps: both reach the parent") {
      FileHandle.standardError.write(Data("before the crash\n".utf8))
      try? await Task.sleep(for: .milliseconds(10))
      let values: [Int] = []
      print(values[values.count])
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

  /// Lets go of the waiting continuation without resuming it: the runtime warns, and its task waits forever.
  func drop() { letter = nil }

  func fail(_ error: any Error) {
    failure?.resume(throwing: error)
    failure = nil
  }
}
