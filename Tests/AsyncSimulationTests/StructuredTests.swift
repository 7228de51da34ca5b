import AsyncSimulation
import Testing

/// Task groups, detached tasks, actors and `async let` under the simulator.
@Suite("Structured concurrency")
struct StructuredTests {
  @Test("task group results arrive in completion order: 2 at 10 ms, 3 at 20 ms, 1 at 30 ms")
  func taskGroupOrder() async throws {
    let trace = try await Fixtures.trace("task-group-order")
    #expect(trace.prints == ["10 main result 2", "20 main result 3", "30 main result 1", "30 main group done"])
    #expect(trace.lines(.taskStart) == ["0 main task_start", "0 child1 task_start parent main",
                                        "0 child2 task_start parent main", "0 child3 task_start parent main"])
    #expect(trace.done?.line == "30 - done finished")
  }

  @Test("a discarding task group waits for all children and returns when the slowest is done")
  func discardingGroup() async throws {
    let trace = try await Fixtures.trace("discarding-group")
    #expect(trace.prints == ["20 child2 child2 done", "35 child3 child3 done", "50 child1 child1 done",
                             "50 main group done"])
  }

  @Test("a detached task runs under its name and hands back its value")
  func detached() async throws {
    let trace = try await Fixtures.trace("detached")
    #expect(trace.lines() == [
      "0 main task_start", "0 worker task_start parent main", "0 worker sleep until 50", "50 worker wake timer",
      "50 worker print worker returns", "50 worker task_end returned", "50 main print main got 42",
      "50 main task_end returned",
    ])
  }

  @Test("an actor runs deposits one at a time, in the order they arrive")
  func actorSerialises() async throws {
    let trace = try await Fixtures.trace("actor-serial")
    #expect(trace.prints == ["0 d1 deposit 10: 0 -> 10", "0 d2 deposit 20: 10 -> 30", "0 d3 deposit 30: 30 -> 60",
                             "0 main final balance 60"])
  }

  @Test("an actor method that suspends lets the next call in (reentrancy)")
  func actorReentrancy() async throws {
    let trace = try await Fixtures.trace("actor-reentrancy")
    #expect(trace.prints == ["0 task#1 enter 1", "0 task#2 enter 2", "20 task#1 exit 1", "30 task#2 exit 2"])
  }

  @Test("async let: the 40 ms child prints before the 100 ms child, main after both")
  func asyncLetOrder() async throws {
    let trace = try await Fixtures.trace("async-let-order")
    #expect(trace.prints == ["40 task#2 fast child done", "100 task#1 slow child done",
                             "100 main main got slow and fast"])
    #expect(trace.lines(.sleep) == ["0 task#1 sleep until 100", "0 task#2 sleep until 40"])
  }

  /// While a task runs on a default actor, the job being run is the actor's processing job, not the task's: the
  /// sleep is attributed to the task current at the time.
  @Test("a sleep inside an actor method is traced like any other sleep")
  func sleepInsideActorIsTraced() async throws {
    let trace = try await Fixtures.trace("actor-sleep")
    #expect(trace.prints == ["20 main nap: slept"])
    #expect(trace.lines(.sleep, .wake) == ["0 main sleep until 20", "20 main wake timer"])
  }

  /// Same cause: the creator of a task made inside an actor method is the task current at the time.
  @Test("a task created inside an actor method names its creator as parent")
  func taskSpawnedInsideActorHasParent() async throws {
    let trace = try await Fixtures.trace("actor-spawn")
    #expect(trace.lines(.taskStart) == ["0 main task_start", "0 spawned task_start parent main"])
    #expect(trace.prints == ["0 spawned spawned runs"])
  }
}
