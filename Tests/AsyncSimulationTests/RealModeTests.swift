import AsyncSimulation
import Testing

/// `SimulationOptions(mode: .real)` runs the same code on the stock executors and the real clock; the order of
/// what the code observably does (prints and state changes) must match the simulation's.
@Suite("Real mode")
struct RealModeTests {
  /// (kind, task, text/from/to) for print and state events: what must not depend on the mode.
  /// Prints and state changes in order, with the task when it is named. Unnamed tasks are numbered by first
  /// appearance, which in a real run is their first recorded event rather than their first job, so `task#N`
  /// numbers may differ between the two runs; `main` and `Task(name:)` names may not.
  static func observable(_ trace: Trace) -> [String] {
    trace.body.compactMap { event in
      let task = event.task.map { $0.hasPrefix("task#") ? "task" : $0 } ?? "-"
      switch event.kind {
      case .print: return "print \(task) \(event.text ?? "")"
      case .state: return "state \(task) \(event.name ?? "") \(event.from ?? "") -> \(event.to ?? "")"
      default: return nil
      }
    }
  }

  @Test("a real run prints and changes state in the same order as the virtual run", arguments: [
    "async-let", "task-id",
  ])
  func sameOrderAsVirtual(scenario: String) async throws {
    let virtual = try await Fixtures.trace("scenario", scenario)
    let real = try await Fixtures.run(["--real", "scenario", scenario], timeout: .seconds(20))
    #expect(real.exitStatus == 0, "signal \(real.signal.map(String.init) ?? "-"); stderr: \(real.stderr.prefix(300))")
    guard real.exitStatus == 0 else { return }
    let realTrace = try real.trace()
    #expect(realTrace.outcome == .finished)
    #expect(!Self.observable(virtual).isEmpty)
    #expect(Self.observable(realTrace) == Self.observable(virtual))
  }
}
