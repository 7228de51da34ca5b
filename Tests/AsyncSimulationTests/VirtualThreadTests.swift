import AsyncSimulation
import Testing

/// Virtual threads: a blocking call holds the thread of the job making it for that long, and only that thread — the
/// main actor has one, the default executor's pool `cores` — while the rest of the run goes on.
@Suite("Virtual threads")
struct VirtualThreadTests {
  /// The figures of issue 18, checked against the stock runtime with `EngineFixtures --real threads-ticker …`
  /// (38 or 37 frames off the main actor, 8 on it, on a 2-core Linux machine).
  @Test("@concurrent Thread.sleep(0.5) leaves the main-actor ticker its frames; on the main actor it freezes it",
        arguments: ThreadFixtureCalls.all)
  func ticker(call: String) async throws {
    let concurrent = try await Fixtures.trace("threads-ticker", "concurrent", call)
    let onMain = try await Fixtures.trace("threads-ticker", "main", call)
    let frames = { (trace: Trace) in trace.prints.last { $0.contains("frames:") } ?? "none" }
    let length = call == "sleep" ? "1000" : "500"
    #expect(concurrent.prints.contains { $0.hasSuffix("work work took \(length) ms") })
    #expect(onMain.prints.contains { $0.hasSuffix("work work took \(length) ms") })
    if call == "sleep" {
      #expect(frames(concurrent).hasSuffix("frames: 69"))
    } else {
      #expect(frames(concurrent) == "592 main frames: 38")
    }
    #expect(frames(onMain).hasSuffix("frames: 8"))
    // The blocked call is a `block` span of the task that made it; the display's frame due while the main actor was
    // blocked is ready at its instant and waits for the main actor.
    let until = call == "sleep" ? "1050" : "550"
    #expect(onMain.lines(.block) == ["50 work block until \(until)"])
    #expect(onMain.lines(.ready) == ["64 display ready waiting for main"])
    #expect(concurrent.lines(.ready).isEmpty)
  }

  @Test("with two pool threads, four blocking jobs run two at a time; the waiting ones say they wait for a thread")
  func pool() async throws {
    let trace = try await Fixtures.trace("threads-pool")
    #expect(trace.prints == [
      "0 job 1 job 1 starts", "0 job 2 job 2 starts",
      "100 job 1 job 1 ends", "100 job 3 job 3 starts", "100 job 2 job 2 ends", "100 job 4 job 4 starts",
      "200 job 3 job 3 ends", "200 job 4 job 4 ends",
    ])
    // main too: leaving the group's body resumes it on the default executor before it hops back to the main actor.
    #expect(trace.lines(.ready) == ["0 job 3 ready waiting for default", "0 job 4 ready waiting for default",
                                    "0 main ready waiting for default"])
    #expect(trace.done?.line == "200 - done finished")
  }

  @Test("a job sees what a blocked job does after its call only once virtual time reaches the call's end")
  func causality() async throws {
    let trace = try await Fixtures.trace("threads-causality")
    #expect(trace.prints == [
      "50 main at 50 ms the value is 1",
      "100 main at 100 ms the value is 2",
      "100 main after the writer the value is 2",
    ])
  }

  /// swift-corelibs-foundation's `Thread.sleep(forTimeInterval:)` sleeps until `CFGetSystemUptime()` (a Double of
  /// seconds) passes `start + interval`; where that sum rounds above the exact end it asks for `nanosleep` of 0 ns.
  @Test("Thread.sleep(forTimeInterval: 0.1) in a loop blocks 100 ms each time and ends (a sleep of 0 ns does not spin)")
  func sleepLoop() async throws {
    let trace = try await Fixtures.trace("threads-sleep-loop")
    #expect(trace.prints == ["100 main slept 1", "200 main slept 2", "300 main slept 3", "400 main slept 4"])
    #expect(trace.outcome == .finished)
  }

  @Test("the same run gives the same bytes every time")
  func deterministic() async throws {
    let first = try await Fixtures.run(["threads-pool"])
    let second = try await Fixtures.run(["threads-pool"])
    #expect(first.output == second.output && !first.output.isEmpty)
  }
}

/// The blocking calls the ticker fixture makes.
enum ThreadFixtureCalls {
  static let all = ["thread-sleep", "usleep", "nanosleep", "clock-nanosleep", "sleep", "block"]
}
