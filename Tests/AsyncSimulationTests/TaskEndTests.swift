import AsyncSimulation
import Testing

/// Every task ends in the trace: its `task_end` says how (`returned`, `cancelled`, `threw …`) and comes at the
/// instant it ended, whatever kind of task it is and wherever its last job ran.
@Suite("Task ends")
struct TaskEndTests {
  @Test("unstructured, detached, async let, group and discarding-group children end when and as they did")
  func everyKindEnds() async throws {
    let trace = try await Fixtures.trace("task-ends")
    #expect(trace.lines(.taskEnd) == [
      "10 returns task_end returned",
      "20 throws task_end threw offline(code: 7)",
      "40 task#1 task_end returned",                    // the async let child
      "50 group-returns task_end returned",
      "60 group-throws task_end threw offline(code: 9)",
      "130 discarded task_end returned",
      "160 cancelled-throwing task_end cancelled",      // threw CancellationError
      "160 cancelled-returning task_end cancelled",     // returned, but had been cancelled
      "160 main task_end returned",
    ])
    // Each end follows the task's last event, and nothing of the task comes after it.
    for event in trace.body where event.kind == .taskEnd {
      let own = trace.body.filter { $0.task == event.task }
      #expect(own.last == event, "\(event.line) is not the last event of \(event.task ?? "-")")
    }
    #expect(trace.done?.tasks == 9)
  }

  @Test("tasks that end inside an actor's job end right after their own last event, not at the job's end")
  func endsInsideAnActorJob() async throws {
    let trace = try await Fixtures.trace("ends-in-actor")
    #expect(trace.lines(.print, .taskEnd) == [
      "0 e1 print deposit 1: 0 -> 1", "0 e1 task_end returned",
      "0 e2 print deposit 2: 1 -> 3", "0 e2 task_end returned",
      "0 main task_end returned",
    ])
  }

  @Test("a Task.immediate that finishes inside its creator's job ends before its creator goes on")
  func immediateTaskEnds() async throws {
    let trace = try await Fixtures.trace("ends-immediately")
    #expect(trace.lines(.print, .taskEnd) == [
      "0 immediate print immediate runs", "0 immediate task_end returned",
      "0 main print main after creating it", "0 main print main got 5", "0 main task_end returned",
    ])
  }

  @Test("a task nobody awaits outlives main, and the run waits for its end")
  func unawaitedTaskEnds() async throws {
    let trace = try await Fixtures.trace("ends-unawaited")
    #expect(trace.lines(.taskEnd) == ["0 main task_end returned", "100 orphan task_end returned"])
    #expect(trace.done?.line == "100 - done finished")
  }

  @Test("every traced task has exactly one task_end in a finished run", arguments: [
    ["task-group-order"], ["discarding-group"], ["actor-reentrancy"], ["cancel-sleep"], ["group-cancel-siblings"],
    ["scenario", "async-let"], ["scenario", "task-group"], ["scenario", "timeout"], ["scenario", "refresh"],
  ])
  func oneEndPerTask(command: [String]) async throws {
    let trace = try await Fixtures.trace(command)
    let started = trace.body.filter { $0.kind == .taskStart }.compactMap(\.task)
    let ended = trace.body.filter { $0.kind == .taskEnd }.compactMap(\.task)
    #expect(started.sorted() == ended.sorted())
  }
}
