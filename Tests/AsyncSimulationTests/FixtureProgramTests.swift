import AsyncSimulation
import Testing

/// The fixture program itself: its list and its command-line errors.
@Suite("EngineFixtures program")
struct FixtureProgramTests {
  @Test("list names every fixture the tests use")
  func list() async throws {
    let run = try await Fixtures.run(["list"])
    #expect(run.exitStatus == 0)
    let names = Set(run.output.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
    let used: Set<String> = [
      "fifo-sleep", "fifo-sleep-mixed", "timer-tie-order", "yield-alternate", "yield-alternate-main",
      "cancel-sleep", "cancel-before-sleep", "cancel-parked", "cancel-sleep-in-actor", "cancel-work",
      "group-cancel-siblings", "task-group-order", "discarding-group", "detached", "actor-serial",
      "actor-reentrancy", "actor-sleep", "actor-spawn", "async-let-order", "main-actor-isolated",
      "main-actor-assert-off-main", "actor-main-hops", "clock-measure", "clock-sleeps", "deadlock-channel",
      "deadlock-root-parks", "deadlock-detached-parks", "deadlock-stream", "budget-time", "budget-events",
      "budget-jobs", "escape-thread-sync", "escape-thread-race", "escape-thread",
      "scenario", "task-ends", "ends-in-actor", "ends-immediately", "ends-unawaited", "dictionary-order",
      "deadlock-at-start", "deadlock-many", "output-capture", "output-flood", "escape-chatty",
    ]
    #expect(used.subtracting(names).isEmpty)
  }

  @Test("a bad command line exits 2 with a message on stderr", arguments: [
    (["no-such-fixture"], "unknown fixture no-such-fixture"),
    (["fifo-sleep", "extra"], "fifo-sleep takes no arguments"),
    (["scenario"], "scenario needs a name"),
    (["scenario", "nope"], "no scenario nope"),
    (["scenario", "timeout", "bogus=1"], "timeout has no parameter \"bogus\""),
  ])
  func usageErrors(arguments: [String], message: String) async throws {
    let run = try await Fixtures.run(arguments)
    #expect(run.exitStatus == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains(message))
  }
}
