import AsyncSimulation

// Runs that cannot finish must end quickly and say why: a deadlock names who waits where since when; a runaway
// loop is stopped by a budget whose report says how to raise it.

enum StuckFixtures {
  static let all: [Fixture] = [
    Fixture("deadlock-channel", "consumer waits from 30 ms on a channel nobody sends to; main awaits consumer") {
      let channel = Channel()
      let consumer = Task(name: "consumer") {
        try? await Task.sleep(for: .milliseconds(30))
        print("consumer received \(await channel.receive())")
      }
      await consumer.value
      print("main done (unreachable)")
    },
    Fixture("deadlock-root-parks", "the root task parks at once in a continuation nobody resumes: report names main") {
      await waitForever()
    },
    Fixture("deadlock-detached-parks", "detached consumer parks in its first job; main awaits it: names consumer") {
      await Task.detached(name: "consumer") { await waitForever() }.value
    },
    Fixture("deadlock-stream", "main iterates an AsyncStream nobody yields to (no checked continuation involved)") {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      try? await Task.sleep(for: .milliseconds(20))
      for await value in stream { print("got \(value)") }
      continuation.finish()   // never reached; keeps the continuation alive until here
    },
    Fixture("deadlock-at-start", "main awaits a stream nobody yields to before recording anything: report names main") {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      for await value in stream { print("got \(value)") }
      continuation.finish()   // never reached; keeps the continuation alive until here
    },
    Fixture("deadlock-many", "20 tasks await a stream nobody yields to: the report lists 12 and counts the rest") {
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      let shared = SharedStream(stream)
      var tasks: [Task<Void, Never>] = []
      for _ in 1...20 {
        tasks.append(Task { await shared.next() })
      }
      for task in tasks { await task.value }
      continuation.finish()
    },
    Fixture("budget-time", "polls every 100 ms forever with a 1 s time budget: stopped at 1000 ms",
            options: SimulationOptions(maxVirtualTime: .seconds(1), budgetHints: fixtureHints)) {
      var polls = 0
      while true {
        try? await Task.sleep(for: .milliseconds(100))
        polls += 1
        if polls % 5 == 0 { print("poll \(polls)") }
      }
    },
    Fixture("budget-events", "prints and sleeps 1 ms forever with a 50-event budget: stopped at 16 ms",
            options: SimulationOptions(maxEvents: 50, budgetHints: fixtureHints)) {
      var count = 0
      while true {
        print("tick \(count)")
        count += 1
        try? await Task.sleep(for: .milliseconds(1))
      }
    },
    Fixture("budget-jobs", "yields forever with a 1000-job budget: stopped at 0 ms",
            options: SimulationOptions(maxJobs: 1000, budgetHints: fixtureHints)) {
      while true { await Task.yield() }
    },
  ]
}

/// Parks the calling task in a checked continuation that nothing ever resumes. It enqueues nothing and records
/// nothing first, so the report can only name the task if the engine learns the name when the task parks.
func waitForever() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    // Kept, not dropped: a dropped checked continuation makes the runtime warn about a leak on stderr, and a real
    // stuck program holds on to its continuation somewhere too.
    ParkedContinuations.keep(continuation)
  }
}

/// Continuations that nothing will resume, kept alive for the rest of the process.
enum ParkedContinuations {
  // Only touched on the simulation thread.
  nonisolated(unsafe) private static var kept: [CheckedContinuation<Void, Never>] = []

  /// Keeps `continuation` alive.
  static func keep(_ continuation: CheckedContinuation<Void, Never>) { kept.append(continuation) }
}

/// One iterator of an AsyncStream shared by several tasks (only touched on the simulation thread).
final class SharedStream: @unchecked Sendable {
  private var iterator: AsyncStream<Int>.Iterator

  init(_ stream: AsyncStream<Int>) { iterator = stream.makeAsyncIterator() }

  /// Waits for the next element (nobody yields in the fixture).
  func next() async { _ = await iterator.next() }
}

/// A one-slot channel: `receive` parks the caller until `send` (which no fixture calls).
actor Channel {
  private var waiter: CheckedContinuation<String, Never>?

  /// Waits for the next value.
  func receive() async -> String {
    await withCheckedContinuation { waiter = $0 }
  }

  /// Hands `value` to the waiting receiver, if any.
  func send(_ value: String) {
    waiter?.resume(returning: value)
    waiter = nil
  }
}
