import AsyncSimulation

// Cancellation must take effect at the instant of `cancel()`: a sleeping task wakes then, not when its timer was
// due, and the orphaned timer must not stretch the run.

enum CancellationFixtures {
  static let all: [Fixture] = [
    Fixture("cancel-sleep", "sleeper sleeps 10 s; canceller cancels it at 250 ms; everything happens at 250 ms") {
      let start = ContinuousClock.now
      let sleeper = Task(name: "sleeper") {
        await withTaskCancellationHandler {
          do {
            try await Task.sleep(for: .seconds(10))
            print("slept the full 10 s")
          } catch is CancellationError {
            print("caught CancellationError at \(clockMs(since: start)) ms")
            print("Task.isCancelled \(Task.isCancelled)")
            do {
              try Task.checkCancellation()
              print("checkCancellation did not throw")
            } catch {
              print("checkCancellation threw \(type(of: error))")
            }
          } catch {
            print("unexpected error \(error)")
          }
        } onCancel: {
          // Runs synchronously inside `cancel()`, so on the cancelling task.
          print("onCancel at \(clockMs(since: start)) ms")
        }
      }
      let canceller = Task(name: "canceller") {
        try? await Task.sleep(for: .milliseconds(250))
        sleeper.cancel()
        print("cancelled the sleeper")
      }
      await canceller.value
      await sleeper.value
    },
    Fixture("cancel-before-sleep", "a task cancelled before it sleeps: Task.sleep throws at once, at 50 ms") {
      let task = Task(name: "late") {
        try? await Task.sleep(for: .milliseconds(50))
        do {
          try await Task.sleep(for: .seconds(1))
          print("slept")
        } catch {
          print("second sleep threw \(type(of: error))")
        }
      }
      // main's timer was set before late's, so at 50 ms main runs first: late's first sleep has already fired
      // (it completes normally), and its second sleep starts cancelled, so it throws without sleeping.
      try? await Task.sleep(for: .milliseconds(50))
      task.cancel()
      await task.value
    },
    Fixture("cancel-parked", "a task parked on a continuation with a cancellation handler is cancelled at 70 ms") {
      let box = ContinuationBox()
      let waiter = Task(name: "waiter") {
        let value = await withTaskCancellationHandler {
          await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            box.store(continuation)
          }
        } onCancel: {
          box.resume("cancelled")
        }
        print("waiter got \(value)")
      }
      try? await Task.sleep(for: .milliseconds(70))
      waiter.cancel()
      await waiter.value
    },
    Fixture("cancel-sleep-in-actor", "napper sleeps 2 h inside an actor method; main cancels it at 250 ms") {
      let bedroom = Bedroom()
      let napper = Task(name: "napper") { print("napper: \(await bedroom.nap(for: .seconds(7200)))") }
      try? await Task.sleep(for: .milliseconds(250))
      napper.cancel()
      await napper.value
    },
    Fixture("cancel-work", "simulated CPU work of 1 s ignores a cancel at 100 ms: cancel at 100, end at 1000") {
      let worker = Task(name: "worker") {
        await SimulatedWork.perform(for: .seconds(1))
        print("work done, isCancelled \(Task.isCancelled)")
      }
      try? await Task.sleep(for: .milliseconds(100))
      worker.cancel()
      await worker.value
    },
    Fixture("group-cancel-siblings", "a throwing group: child fail throws at 10 ms, its 1 s siblings wake cancelled") {
      struct Failure: Error {}
      do {
        try await withThrowingTaskGroup(of: Void.self) { group in
          for name in ["slow1", "slow2"] {
            group.addTask(name: name) {
              do {
                try await Task.sleep(for: .seconds(1))
              } catch {
                print("\(name) cancelled")
                throw error
              }
            }
          }
          group.addTask(name: "fail") {
            try await Task.sleep(for: .milliseconds(10))
            throw Failure()
          }
          // `next()` rethrows the child's error; leaving the body by throwing cancels the rest of the group.
          // (`waitForAll()` would not: it waits for every child before rethrowing.)
          while try await group.next() != nil {}
        }
      } catch {
        print("group threw \(type(of: error))")
      }
    },
    Fixture("io-wait", "SimulatedIO.wait: 300 ms with no sleep or wake; a second one, cancelled at 400 ms, ends then") {
      try? await SimulatedIO.wait(until: Simulation.now + .milliseconds(300))
      print("waited until 300 ms")
      let waiter = Task(name: "waiter") {
        do {
          try await SimulatedIO.wait(until: Simulation.now + .seconds(5))
          print("waited 5 s")
        } catch {
          print("wait threw \(type(of: error)) at \(Simulation.now)")
        }
      }
      try? await Task.sleep(for: .milliseconds(100))   // an ordinary sleep after a wait is recorded as ever
      waiter.cancel()
      await waiter.value
    },
  ]
}

/// An actor whose method sleeps: the sleep starts while the task runs on a default actor, not on an executor.
actor Bedroom {
  /// Sleeps `duration`; says whether the sleep completed or was cancelled.
  func nap(for duration: Duration) async -> String {
    do {
      try await Task.sleep(for: duration)
      return "slept"
    } catch {
      return "cancelled"
    }
  }
}

/// Holds one continuation for a waiter until something resumes it (exactly once).
final class ContinuationBox: @unchecked Sendable {
  // Only touched on the simulation's single thread; @unchecked because the compiler cannot know that.
  private var continuation: CheckedContinuation<String, Never>?
  private var pending: String?

  /// Keeps `continuation`, or resumes it at once if a value already arrived.
  func store(_ continuation: CheckedContinuation<String, Never>) {
    if let pending {
      continuation.resume(returning: pending)
      self.pending = nil
    } else {
      self.continuation = continuation
    }
  }

  /// Resumes the stored continuation with `value`, or keeps the value for a waiter still to come.
  func resume(_ value: String) {
    if let continuation {
      continuation.resume(returning: value)
      self.continuation = nil
    } else {
      pending = value
    }
  }
}
