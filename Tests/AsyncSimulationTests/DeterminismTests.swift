import AsyncSimulation
import Testing

/// The same program gives the same bytes, process after process.
@Suite("Determinism")
struct DeterminismTests {
  static let commands: [[String]] = [
    ["fifo-sleep-mixed"], ["timer-tie-order"], ["cancel-sleep"], ["group-cancel-siblings"], ["task-group-order"],
    ["deadlock-channel"],
    ["scenario", "three-state"], ["scenario", "task-id"], ["scenario", "async-let"], ["scenario", "timeout"],
    ["scenario", "task-id", "cancellation=ignored"], ["scenario", "timeout", "operation=cpu"],
    ["scenario", "async-let", "mode=three"],
  ]

  @Test("two processes give byte-identical traces", arguments: commands)
  func twoRunsAreIdentical(command: [String]) async throws {
    let first = try await Fixtures.run(command)
    let second = try await Fixtures.run(command)
    #expect(!first.stdout.isEmpty)
    #expect(first.exitStatus == second.exitStatus)
    #expect(first.stdout == second.stdout)
  }

  @Test("twenty runs of a scenario are all identical", arguments: ["task-id", "timeout"])
  func twentyRuns(scenario: String) async throws {
    let reference = try await Fixtures.run(["scenario", scenario])
    #expect(reference.exitStatus == 0)
    for _ in 1..<20 {
      let run = try await Fixtures.run(["scenario", scenario])
      #expect(run.exitStatus == 0)
      #expect(run.stdout == reference.stdout)
    }
  }
}
