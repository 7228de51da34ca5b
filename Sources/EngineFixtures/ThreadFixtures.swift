import AsyncSimulation
import Foundation
import Synchronization

// Virtual threads: a blocking call holds the thread of the job making it, and only that thread. The main actor has
// one thread; the default executor a pool of `cores`. Each fixture here also runs with `--real` on the stock
// executors, which is how its figures were checked against the real runtime.

/// A 16 ms display ticker on the main actor: draws at 0 ms, then at every vsync that comes while the main actor is
/// free, until `length`; a vsync missed because the main actor was busy is dropped. Returns the frames drawn.
@MainActor
func countFrames(for length: Duration) async -> Int {
  let clock = ContinuousClock()
  let start = clock.now
  let interval = Duration.milliseconds(16)
  var frames = 1
  var next = 1
  while interval * next <= length {
    try? await Task.sleep(until: start + interval * next, clock: clock)
    let now = start.duration(to: clock.now)
    if now > length { break }
    frames += 1
    // The next vsync after now (a late frame skips the ones it missed).
    next = Int(now / interval) + 1
  }
  return frames
}

/// One of the blocking calls, for `duration`.
func blockingCall(_ call: String, for duration: Duration) {
  let nanos = duration.nanosecondsClamped
  switch call {
  case "thread-sleep": Thread.sleep(forTimeInterval: Double(nanos) / 1e9)
  case "usleep": usleep(UInt32(nanos / 1000))
  case "nanosleep":
    var request = timespec(tv_sec: Int(nanos / 1_000_000_000), tv_nsec: Int(nanos % 1_000_000_000))
    _ = nanosleep(&request, nil)
  case "clock-nanosleep":
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let end = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec) + nanos
    var deadline = timespec(tv_sec: Int(end / 1_000_000_000), tv_nsec: Int(end % 1_000_000_000))
    _ = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &deadline, nil)
  case "sleep": _ = sleep(UInt32(nanos / 1_000_000_000))
  default: SimulatedWork.block(for: duration)
  }
}

/// The blocking work off the main actor, as Swift 6.2 teaches.
@concurrent nonisolated func workConcurrently(_ call: String, for duration: Duration) async {
  blockingCall(call, for: duration)
}

/// The same work on the main actor.
@MainActor func workOnMainActor(_ call: String, for duration: Duration) {
  blockingCall(call, for: duration)
}

enum ThreadFixtures {
  static let calls = ["thread-sleep", "usleep", "nanosleep", "clock-nanosleep", "sleep", "block"]

  static let all: [Fixture] = [
    Fixture("threads-ticker", "a 16 ms main-actor ticker for 600 ms; at 50 ms, 500 ms of blocking work: "
              + "[main|concurrent] [thread-sleep|usleep|nanosleep|clock-nanosleep|sleep|block]") { arguments throws(FixtureUsageError) in
      guard arguments.count == 2, ["main", "concurrent"].contains(arguments[0]), calls.contains(arguments[1]) else {
        throw FixtureUsageError(message: "threads-ticker takes main|concurrent and one of \(calls.joined(separator: "|"))")
      }
      let onMain = arguments[0] == "main", call = arguments[1]
      // `sleep` takes whole seconds: 1 s of work, watched for 1.1 s.
      let work: Duration = call == "sleep" ? .seconds(1) : .milliseconds(500)
      let length: Duration = call == "sleep" ? .milliseconds(1100) : .milliseconds(600)
      return { @MainActor in
        let display = Task(name: "display") { @MainActor in await countFrames(for: length) }
        try? await Task.sleep(for: .milliseconds(50))
        let worker = Task(name: "work") { @MainActor in
          let start = ContinuousClock.now
          if onMain { workOnMainActor(call, for: work) } else { await workConcurrently(call, for: work) }
          print("work took \(Int(start.duration(to: .now) / .milliseconds(1))) ms")
        }
        let frames = await display.value
        await worker.value
        print("frames: \(frames)")
      }
    },
    Fixture("threads-pool", "with 2 pool threads, four @concurrent jobs each block 100 ms: two at a time",
            options: { var options = SimulationOptions(); options.cores = 2; return options }()) {
      await withTaskGroup(of: Void.self) { group in
        for index in 1...4 {
          group.addTask(name: "job \(index)") {
            print("job \(index) starts")
            blockingCall("thread-sleep", for: .milliseconds(100))
            print("job \(index) ends")
          }
        }
      }
    },
    Fixture("threads-sleep-loop", "Thread.sleep(forTimeInterval: 0.1) four times in a row on the main actor") {
      // Foundation's Thread.sleep loops until its end, read as a Double: at 300 ms the sum overshoots and it asks
      // for a sleep of 0 ns, which spun for ever before a sleep of nothing moved the clock's reading on.
      for round in 1...4 {
        blockingCall("thread-sleep", for: .milliseconds(100))
        print("slept \(round)")
      }
    },
    Fixture("threads-causality", "a blocked job's write after its call is seen only once time reaches it") {
      let shared = Mutex(0)
      let writer = Task(name: "writer") { @concurrent in
        shared.withLock { $0 = 1 }
        blockingCall("thread-sleep", for: .milliseconds(100))
        shared.withLock { $0 = 2 }
      }
      try? await Task.sleep(for: .milliseconds(50))
      print("at 50 ms the value is \(shared.withLock { $0 })")
      try? await Task.sleep(for: .milliseconds(50))
      print("at 100 ms the value is \(shared.withLock { $0 })")
      await writer.value
      print("after the writer the value is \(shared.withLock { $0 })")
    },
  ]
}
