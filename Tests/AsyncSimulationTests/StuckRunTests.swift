import AsyncSimulation
import Testing

/// Runs that cannot finish end at once, with a report that says why.
@Suite("Deadlocks and budgets")
struct StuckRunTests {
  @Test("a consumer parked on a channel nobody sends to is a deadlock naming consumer, its function and since when")
  func deadlockNamesTheParkedTask() async throws {
    let run = try await Fixtures.run(["deadlock-channel"])
    #expect(run.exitStatus == 3)
    #expect(run.wallTime < Fixtures.prompt)
    let trace = try run.trace()
    #expect(trace.done?.outcome == "deadlock")
    #expect(trace.outcome == .deadlock)
    #expect(trace.report == """
      deadlock at 30 ms: no job can run, no timer is pending, and the scenario has not returned
        consumer is waiting in withCheckedContinuation in receive() since 30 ms
        main is suspended since 0 ms, in an await the simulator cannot see into (another task's value, a task \
      group, an AsyncStream, …)
      """)
    #expect(trace.done?.nanos == 30_000_000)
  }

  @Test("a deadlock without any checked continuation still ends at once and says so")
  func deadlockOnAStream() async throws {
    let run = try await Fixtures.run(["deadlock-stream"])
    #expect(run.exitStatus == 3)
    #expect(run.wallTime < Fixtures.prompt)
    let trace = try run.trace()
    #expect(trace.report.hasPrefix("deadlock at 20 ms: "))
    #expect(trace.report.contains("main is suspended since 20 ms, in an await the simulator cannot see into"))
  }

  @Test("the root task parked in a continuation is reported as main")
  func deadlockNamesTheRootTask() async throws {
    let trace = try await Fixtures.trace("deadlock-root-parks", status: 3)
    #expect(trace.lines(.taskStart) == ["0 main task_start"])
    #expect(trace.report.contains("  main is waiting in withCheckedContinuation in waitForever() since 0 ms"),
            "report: \(trace.report)")
  }

  @Test("a detached task parked in its first job is reported under its name")
  func deadlockNamesADetachedTask() async throws {
    let trace = try await Fixtures.trace("deadlock-detached-parks", status: 3)
    #expect(trace.lines(.taskStart) == ["0 main task_start", "0 consumer task_start parent main"])
    #expect(trace.report.contains("  consumer is waiting in withCheckedContinuation in waitForever() since 0 ms"),
            "report: \(trace.report)")
  }

  @Test("a root that deadlocks before recording anything is main, and the report names it")
  func deadlockBeforeTheFirstEvent() async throws {
    let trace = try await Fixtures.trace("deadlock-at-start", status: 3)
    #expect(trace.lines() == ["0 main task_start"])
    #expect(trace.report == """
      deadlock at 0 ms: no job can run, no timer is pending, and the scenario has not returned
        main is suspended since 0 ms, in an await the simulator cannot see into (another task's value, a task \
      group, an AsyncStream, …)
      """)
  }

  @Test("a deadlock of many tasks lists every unfinished task up to twelve, then counts the rest")
  func deadlockOfManyTasks() async throws {
    let trace = try await Fixtures.trace("deadlock-many", status: 3)
    let lines = trace.report.split(separator: "\n").map(String.init)
    #expect(lines.count == 1 + 12 + 1)
    #expect(lines[1].hasPrefix("  main is suspended since 0 ms"))
    #expect(lines[2].hasPrefix("  task#1 is suspended since 0 ms"))
    #expect(lines[12].hasPrefix("  task#11 is suspended since 0 ms"))
    #expect(lines[13] == "  … and 9 more tasks")
  }

  @Test("endless polling stops at the virtual-time budget, with the budget and the hint in the report")
  func timeBudget() async throws {
    let run = try await Fixtures.run(["budget-time"])
    #expect(run.exitStatus == 4)
    #expect(run.wallTime < Fixtures.prompt)
    let trace = try run.trace()
    #expect(trace.outcome == .budget)
    #expect(trace.report == "stopped at 1000 ms: the next timer, at 1100 ms, lies beyond the virtual-time budget "
      + "of 1 s; raise it with --max-time")
    #expect(trace.prints == ["500 main poll 5", "1000 main poll 10"])
    #expect(trace.done?.nanos == 1_000_000_000)
  }

  @Test("a run that records too many events stops at the event budget")
  func eventBudget() async throws {
    let trace = try await Fixtures.trace("budget-events", status: 4)
    #expect(trace.report == "stopped at 16 ms: the run recorded more than 50 events (the event budget); raise it "
      + "with --max-events")
    // The budget is checked after each job: the job that recorded the 51st event is the last.
    #expect(trace.body.count == 51)
    #expect(trace.body.last?.line == "16 main sleep until 17")
    #expect(trace.done?.nanos == 16_000_000)
  }

  @Test("a loop that only yields stops at the job budget, at 0 ms")
  func jobBudget() async throws {
    let run = try await Fixtures.run(["budget-jobs"])
    #expect(run.exitStatus == 4)
    #expect(run.wallTime < Fixtures.prompt)
    let trace = try run.trace()
    #expect(trace.report == "stopped at 0 ms: the run executed 1000 jobs (the job budget) — a loop that only "
      + "yields?; raise it with --max-jobs")
    #expect(trace.done?.nanos == 0)
  }
}
