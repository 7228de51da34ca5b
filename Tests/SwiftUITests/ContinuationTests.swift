import AsyncSimulation
import Testing

/// `withCheckedContinuation` and `withCheckedThrowingContinuation` called by app code (a file that imports SwiftUI
/// only) behave as the standard library's and are recorded as the engine records its own: a `wait` naming the
/// function, a `resume` with how the task went on.
@Suite struct ContinuationTests {
  /// The task stays suspended until the callback resumes the continuation, then goes on with the value or the error
  /// it was resumed with. Source: SE-0300 "Continuations for interfacing async tasks with synchronous code" (the
  /// task "will be suspended until" `resume(returning:)` or `resume(throwing:)` is called; `resume(with:)` takes a
  /// `Result`), https://github.com/swiftlang/swift-evolution/blob/main/proposals/0300-continuation.md.
  @Test func appCodeContinuationsAreRecordedWaits() throws {
    let trace = try SwiftUIRuns.trace("continuation-wait")
    let waits = trace.events.filter { $0.kind == .wait || $0.kind == .resume }.map { event in
      [Milliseconds.format(event.nanos), event.task ?? "-", event.kind.rawValue, event.label ?? event.outcome ?? "?"]
        .joined(separator: " ")
    }
    #expect(waits == [
      "0 .task in CallbackWaiter wait withCheckedContinuation in receive()",
      "100 .task in CallbackWaiter resume returned",
      "100 .task in CallbackWaiter wait withCheckedThrowingContinuation in receiveOrFail()",
      "300 .task in CallbackWaiter resume threw CallbackFailure",
    ])
    #expect(trace.screens == ["0 waiting", "100 answered", "300 CallbackFailure"])
  }
}
