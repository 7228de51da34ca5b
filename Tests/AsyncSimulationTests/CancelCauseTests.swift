import AsyncSimulation
import Testing

/// Every `cancel` event says what cancelled the task (`by`), recorded at the instant of the call: before the
/// cancellation handlers it runs, before the children it reaches (which follow their parent), before their prints.
@Suite("Cancellation causes")
struct CancelCauseTests {
  @Test("a parent's cancellation: the parent by its canceller, then its async let and group children, then handlers")
  func parentTree() async throws {
    let trace = try await Fixtures.trace("cause-parent-tree")
    #expect(trace.lines(.cancel, .print) == [
      "10 leader cancel by main",
      "10 task#1 cancel by parent leader's cancellation",   // the async let
      "10 member cancel by parent leader's cancellation",   // the group child
      "10 main print member's onCancel",                    // the child's handler runs inside main's cancel()
      "10 member print member woke cancelled",
      "10 task#1 print side woke cancelled",
    ])
    #expect(trace.done?.cancelled == 3)
  }

  @Test("cancelAll() names its caller; a throwing group's child that throws names itself and what it threw")
  func groupCauses() async throws {
    let trace = try await Fixtures.trace("cause-group-cancel-all")
    #expect(trace.lines(.cancel, .print) == [
      "5 slow cancel by task group: cancelAll() in main",
      "5 slow print slow woke cancelled",
      "25 fetch cancel by task group: timer threw Timeout()",
      "25 main print fetch's onCancel",                     // after the cancel event it follows from
      "25 main print group threw Timeout",
    ])
  }

  @Test("a discarding group whose child throws: the runtime cancels the sibling, and the cause says which child")
  func discardingGroup() async throws {
    let trace = try await Fixtures.trace("cause-discarding")
    #expect(trace.lines(.cancel, .taskEnd) == [
      "10 breaker task_end threw Broken()",
      "10 waiter cancel by task group: breaker threw Broken()",
      "10 waiter task_end cancelled",
      "10 main task_end returned",
    ])
  }

  @Test("leaving an async let's scope without awaiting it cancels the child, before the child wakes")
  func asyncLetScope() async throws {
    let trace = try await Fixtures.trace("cause-async-let-scope")
    #expect(trace.lines(.cancel, .print) == [
      "10 task#1 cancel by async let: main left its scope without awaiting it",
      "10 task#1 print pending woke cancelled",
      "10 main print main after the scope",
    ])
  }

  @Test("a cancellation handler that cancels another task is that task's cause")
  func handler() async throws {
    let trace = try await Fixtures.trace("cause-handler")
    #expect(trace.lines(.cancel) == [
      "10 outer cancel by main",
      "10 inner cancel by withTaskCancellationHandler: onCancel of outer",
    ])
  }

  @Test("TraceLog.cancel(_:because:) records its words; cancelling the task again records nothing more")
  func because() async throws {
    let trace = try await Fixtures.trace("cause-because")
    #expect(trace.lines(.cancel, .print) == [
      #"10 search cancel by .task(id:) restart: query became "sw""#,
      "10 search print search woke cancelled",
    ])
    #expect(trace.done?.cancelled == 1)
  }
}
