import AsyncSimulation
import Testing

/// The simulated main executor is the main actor's: isolation checks pass on it and trap elsewhere.
@Suite("Main actor isolation")
struct IsolationTests {
  @Test("MainActor.assertIsolated and assumeIsolated pass in main-actor code, also after a hop from a detached task")
  func mainActorIsolated() async throws {
    let trace = try await Fixtures.trace("main-actor-isolated")
    #expect(trace.prints == [
      "0 main main actor ok from main", "0 main assumeIsolated ok from main",
      "0 helper main actor ok from a detached task", "0 helper assumeIsolated ok from a detached task",
    ])
  }

  @Test("MainActor.assertIsolated off the main actor traps with the simulator's message")
  func assertOffMainTraps() async throws {
    let run = try await Fixtures.run(["main-actor-assert-off-main"])
    #expect(run.exitStatus == nil, "expected a trap, got exit status \(run.exitStatus.map(String.init) ?? "-")")
    #expect(run.signal == 4 || run.signal == 5, "SIGILL or SIGTRAP, got \(run.signal.map(String.init) ?? "-")")
    #expect(run.stderr.contains("Incorrect actor executor assumption; expected the simulated MainActor"))
  }

  @Test("hops main → actor → MainActor.run → actor → main run in program order, all in task main")
  func actorMainHops() async throws {
    let trace = try await Fixtures.trace("actor-main-hops")
    #expect(trace.prints == [
      "main 1", "actor a begins", "main actor inside a", "actor a ends",
      "main 2", "actor b begins", "main actor inside b", "actor b ends", "main 3",
    ].map { "0 main " + $0 })
    #expect(trace.done?.tasks == 1)
  }
}
