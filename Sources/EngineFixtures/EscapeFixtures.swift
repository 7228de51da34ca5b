import AsyncSimulation
// Foundation's Thread only here: these fixtures exist to make work leave the simulation thread (Dispatch's queues
// and timers are simulated: they stay on it).
import Foundation

// Work that runs on other threads cannot be simulated. The engine must say so ("escaped") instead of calling the
// run a deadlock or crashing.

enum EscapeFixtures {
  static let all: [Fixture] = [
    Fixture("escape-thread-sync", "another thread resumes the continuation before the task suspends: escaped") {
      let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
        // Block the simulation thread until the other thread has resumed: the task then never suspends, so no job
        // is ever enqueued from the other thread — yet scenario code did run there. (NSCondition: a real wait;
        // Dispatch's semaphores are simulated.)
        let resumed = NSCondition()
        nonisolated(unsafe) var done = false
        Thread.detachNewThread {
          continuation.resume(returning: 9)
          resumed.lock()
          done = true
          resumed.signal()
          resumed.unlock()
        }
        resumed.lock()
        while !done { resumed.wait() }
        resumed.unlock()
      }
      print("got \(value) from another thread")
    },
    Fixture("escape-thread-race", "another thread resumes the continuation at once: races the suspension") {
      let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
        Thread.detachNewThread { continuation.resume(returning: 10) }
      }
      print("got \(value) from another thread")
    },
    Fixture("escape-chatty", "another thread prints 5000 lines while the trace is written: the trace stays clean") {
      Thread.detachNewThread {
        for line in 0..<5_000 { Swift.print("chatter \(line) from another thread") }
      }
      try? await Task.sleep(for: .milliseconds(10))
    },
    Fixture("escape-thread", "a continuation resumed from a Foundation Thread: escaped") {
      let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
        Thread.detachNewThread {
          Thread.sleep(forTimeInterval: 0.02)
          continuation.resume(returning: 8)
        }
      }
      print("got \(value) (unreachable in a virtual run)")
    },
  ]
}
