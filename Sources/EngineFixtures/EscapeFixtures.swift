import AsyncSimulation
// Dispatch and Foundation only here: these fixtures exist to make work leave the simulation thread.
import Dispatch
import Foundation

// Work that runs on other threads cannot be simulated. The engine must say so ("escaped") instead of calling the
// run a deadlock or crashing.

enum EscapeFixtures {
  static let all: [Fixture] = [
    Fixture("escape-dispatch", "a continuation resumed from DispatchQueue.global().asyncAfter: escaped") {
      let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
        // A wall-clock deadline: `DispatchTime.now()` read on the simulation thread is virtual (the interposer
        // serves CLOCK_MONOTONIC there), so a `deadline:` would land at a meaningless real instant — at once on a
        // machine up for more than 1000 s, racing the task's suspension, else minutes later.
        DispatchQueue.global().asyncAfter(wallDeadline: .now() + .milliseconds(50)) {
          continuation.resume(returning: 7)
        }
      }
      print("got \(value) (unreachable in a virtual run)")
    },
    Fixture("escape-dispatch-sync", "a Dispatch thread resumes the continuation before the task suspends: escaped") {
      let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
        // Block the simulation thread until the other thread has resumed: the task then never suspends, so no job
        // is ever enqueued from the other thread — yet scenario code did run there.
        let resumed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
          continuation.resume(returning: 9)
          resumed.signal()
        }
        resumed.wait()
      }
      print("got \(value) from another thread")
    },
    Fixture("escape-dispatch-race", "a Dispatch thread resumes the continuation at once: races the suspension") {
      let value = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
        DispatchQueue.global().async { continuation.resume(returning: 10) }
      }
      print("got \(value) from another thread")
    },
    Fixture("escape-chatty", "a Dispatch thread prints 5000 lines while the trace is written: the trace stays clean") {
      DispatchQueue.global().async {
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
