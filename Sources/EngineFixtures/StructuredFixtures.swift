import AsyncSimulation

// Structured concurrency under the simulator: group results in completion order, discarding groups, detached
// tasks, actor serialisation, and `async let` children running side by side.

enum StructuredFixtures {
  static let all: [Fixture] = [
    Fixture("task-group-order", "children 1, 2, 3 take 30, 10, 20 ms: results arrive 2 (10), 3 (20), 1 (30)") {
      await withTaskGroup(of: Int.self) { group in
        for (child, latency) in [(1, 30), (2, 10), (3, 20)] {
          group.addTask(name: "child\(child)") {
            try? await Task.sleep(for: .milliseconds(latency))
            return child
          }
        }
        for await result in group { print("result \(result)") }
      }
      print("group done")
    },
    Fixture("discarding-group", "a discarding group of 3 children (50, 20, 35 ms) returns at 50 ms") {
      await withDiscardingTaskGroup { group in
        for (child, latency) in [(1, 50), (2, 20), (3, 35)] {
          group.addTask(name: "child\(child)") {
            try? await Task.sleep(for: .milliseconds(latency))
            print("child\(child) done")
          }
        }
      }
      print("group done")
    },
    Fixture("detached", "a detached task named worker returns 42 after 50 ms; main prints it at 50 ms") {
      let worker = Task.detached(name: "worker") { () -> Int in
        try? await Task.sleep(for: .milliseconds(50))
        print("worker returns")
        return 42
      }
      print("main got \(await worker.value)")
    },
    Fixture("actor-serial", "tasks d1, d2, d3 deposit 10, 20, 30 into an actor, in order; balance 60") {
      let account = Account()
      var tasks: [Task<Void, Never>] = []
      for (index, amount) in [(1, 10), (2, 20), (3, 30)] {
        tasks.append(Task.detached(name: "d\(index)") { await account.deposit(amount) })
      }
      for task in tasks { await task.value }
      print("final balance \(await account.balance)")
    },
    Fixture("actor-reentrancy", "an actor method that sleeps lets a second call in: enter 1, enter 2, exit 1, exit 2") {
      let account = Account()
      async let first: Void = account.slowVisit(1, for: .milliseconds(20))
      async let second: Void = account.slowVisit(2, for: .milliseconds(30))
      _ = await (first, second)
    },
    Fixture("actor-sleep", "main sleeps 20 ms inside an actor method: sleep and wake events like any other sleep") {
      print("nap: \(await Bedroom().nap(for: .milliseconds(20)))")
    },
    Fixture("actor-spawn", "an actor method run by main creates Task spawned: its parent is main") {
      await Account().spawn()
    },
    Fixture("async-let-order", "async let slow (100 ms) and fast (40 ms): fast prints at 40, slow at 100") {
      async let slow: String = delayed("slow", by: .milliseconds(100))
      async let fast: String = delayed("fast", by: .milliseconds(40))
      let (s, f) = await (slow, fast)
      print("main got \(s) and \(f)")
    },
  ]

  /// Sleeps `delay`, prints `word` and returns it.
  static func delayed(_ word: String, by delay: Duration) async -> String {
    try? await Task.sleep(for: delay)
    print("\(word) child done")
    return word
  }
}

/// A bank account actor: deposits run one at a time.
actor Account {
  /// The balance so far.
  private(set) var balance = 0

  /// Adds `amount`; prints the balance it saw and the one it left, which interleaving would make inconsistent.
  func deposit(_ amount: Int) {
    assertIsolated()
    let before = balance
    balance = before + amount
    print("deposit \(amount): \(before) -> \(balance)")
  }

  /// Creates a task named `spawned` from actor-isolated code and waits for it.
  func spawn() async {
    await Task(name: "spawned") { print("spawned runs") }.value
  }

  /// Enters, sleeps `duration` (releasing the actor), and exits: reentrancy made visible.
  func slowVisit(_ visitor: Int, for duration: Duration) async {
    print("enter \(visitor)")
    try? await Task.sleep(for: duration)
    print("exit \(visitor)")
  }
}
