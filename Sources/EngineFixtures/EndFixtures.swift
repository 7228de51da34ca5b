import AsyncSimulation

// Every task ends in the trace, with how it ended, at the instant it ended: whatever kind of task it is and
// wherever its last job ran (its own job, an actor's job, its creator's job for Task.immediate).

enum EndFixtures {
  static let all: [Fixture] = [
    Fixture("task-ends", "one task of each kind ends at a known instant and in a known way") {
      let returns = Task(name: "returns") {
        try? await Task.sleep(for: .milliseconds(10))
      }
      let throwsError = Task.detached(name: "throws") { () throws -> Int in
        try await Task.sleep(for: .milliseconds(20))
        throw LoadError.offline(code: 7)
      }
      let cancelledThrowing = Task(name: "cancelled-throwing") {
        try await Task.sleep(for: .seconds(10))
      }
      let cancelledReturning = Task(name: "cancelled-returning") {
        try? await Task.sleep(for: .seconds(10))
        return "came back"
      }
      async let child: Int = AsyncLetChild.value(after: .milliseconds(40))
      let groupSum = await withThrowingTaskGroup(of: Int.self) { group in
        group.addTask(name: "group-returns") {
          try await Task.sleep(for: .milliseconds(50))
          return 1
        }
        group.addTask(name: "group-throws") {
          try await Task.sleep(for: .milliseconds(60))
          throw LoadError.offline(code: 9)
        }
        var sum = 0
        do {
          while let value = try await group.next() { sum += value }
        } catch {
          print("group next threw \(error)")
        }
        return sum
      }
      await withDiscardingTaskGroup { group in
        group.addTask(name: "discarded") { try? await Task.sleep(for: .milliseconds(70)) }
      }
      try? await Task.sleep(for: .milliseconds(30))
      cancelledThrowing.cancel()
      cancelledReturning.cancel()
      _ = await (returns.value, try? throwsError.value, try? cancelledThrowing.value, cancelledReturning.value)
      print("main got \(await child) and \(groupSum)")
    },
    Fixture("ends-in-actor", "detached tasks e1 and e2 end inside the actor's job, each right after its deposit") {
      let account = Account()
      let first = Task.detached(name: "e1") { await account.deposit(1) }
      let second = Task.detached(name: "e2") { await account.deposit(2) }
      await first.value
      await second.value
    },
    Fixture("ends-immediately", "Task.immediate runs and ends inside main's job, before main prints") {
      let quick = Task.immediate(name: "immediate") { () -> Int in
        print("immediate runs")
        return 5
      }
      print("main after creating it")
      print("main got \(await quick.value)")
    },
    Fixture("ends-unawaited", "a Task {} nobody awaits outlives main and ends at 100 ms") {
      Task(name: "orphan") {
        try? await Task.sleep(for: .milliseconds(100))
        print("orphan done")
      }
      print("main returns")
    },
  ]
}

/// An error with a payload, so that `threw …` shows how it is described.
enum LoadError: Error {
  case offline(code: Int)
}

/// The `async let` child of `task-ends` (a function, so the child's name in the trace is its own).
enum AsyncLetChild {
  /// Sleeps `delay`, then returns 3.
  static func value(after delay: Duration) async -> Int {
    try? await Task.sleep(for: delay)
    return 3
  }
}
