import AsyncSimulation

// Rule 1 and 2 of the scheduler: ready jobs run first in first out, and timers with equal deadlines fire in the
// order they were set. Each fixture makes the order visible as a sequence of print events.

enum OrderingFixtures {
  static let all: [Fixture] = [
    Fixture("fifo-sleep", "tasks t1…t5 (main actor) each sleep 100 ms; they wake and print in creation order") {
      await sleepers(count: 5, detachedEvery: 0)
    },
    Fixture("fifo-sleep-mixed", "t2 and t4 detached: they set timers first, so all wake t2 t4 t1 t3 t5") {
      // `Task.sleep` is nonisolated: a main-actor task first hops to the default executor (one more job in the
      // FIFO) before its timer is set, while a detached task sets it in its first job.
      await sleepers(count: 5, detachedEvery: 2)
    },
    Fixture("timer-tie-order", "t1, t2, t3 set timers for the same instant in the order t3, t2, t1; they wake so") {
      // One absolute deadline for everyone: only the order in which the timers are set can break the tie.
      let deadline = ContinuousClock.now + .milliseconds(100)
      var tasks: [Task<Void, Never>] = []
      for (index, yields) in [(1, 2), (2, 1), (3, 0)] {
        tasks.append(Task(name: "t\(index)") {
          // Yielding delays setting the timer without moving time: t3 sets first, t1 last.
          for _ in 0..<yields { await Task.yield() }
          print("t\(index) sets its timer")
          try? await Task.sleep(until: deadline, clock: .continuous)
          print("t\(index) woke")
        })
      }
      for task in tasks { await task.value }
    },
    Fixture("yield-alternate", "detached tasks A and B each print then yield three times: A0 B0 A1 B1 A2 B2") {
      await alternate(detached: true)
    },
    Fixture("yield-alternate-main", "like yield-alternate with main-actor tasks") {
      await alternate(detached: false)
    },
  ]

  /// Creates `count` sleepers named t1…; every `detachedEvery`-th one (0: none) is detached.
  ///
  /// The body is written out in each task's closure, not shared as a nonisolated closure, so that calling it adds
  /// no hop of its own: only `Task.sleep`'s hop (see fifo-sleep-mixed) shapes the order.
  @MainActor
  static func sleepers(count: Int, detachedEvery: Int) async {
    var tasks: [Task<Void, Never>] = []
    for index in 1...count {
      if detachedEvery > 0, index % detachedEvery == 0 {
        tasks.append(Task.detached(name: "t\(index)") {
          try? await Task.sleep(for: .milliseconds(100))
          print("t\(index) woke")
        })
      } else {
        tasks.append(Task(name: "t\(index)") {
          try? await Task.sleep(for: .milliseconds(100))
          print("t\(index) woke")
        })
      }
    }
    for task in tasks { await task.value }
    print("all woke")
  }

  /// Two tasks that print and yield in turn (bodies written out per task for the reason given above).
  @MainActor
  static func alternate(detached: Bool) async {
    var tasks: [Task<Void, Never>] = []
    for letter in ["A", "B"] {
      if detached {
        tasks.append(Task.detached(name: letter) {
          for round in 0..<3 {
            print("\(letter)\(round)")
            await Task.yield()
          }
        })
      } else {
        tasks.append(Task(name: letter) {
          for round in 0..<3 {
            print("\(letter)\(round)")
            await Task.yield()
          }
        })
      }
    }
    for task in tasks { await task.value }
  }
}
