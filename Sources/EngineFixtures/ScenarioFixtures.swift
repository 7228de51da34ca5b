import AsyncSimulation
import Scenarios

// The product's lesson scenarios, runnable as fixtures so determinism and real-mode tests cover real lesson code.

enum ScenarioFixtures {
  static let all: [Fixture] = [
    Fixture("scenario", "scenario <name> [k=v…]: a catalog scenario with its arguments, printing in zh",
            makeBody: { (arguments: [String]) throws(FixtureUsageError) in
      guard let name = arguments.first else {
        throw FixtureUsageError(message: "scenario needs a name: \(ScenarioCatalog.names.joined(separator: ", "))")
      }
      guard let scenario = ScenarioCatalog.named(name) else {
        throw FixtureUsageError(message: "no scenario \(name): \(ScenarioCatalog.names.joined(separator: ", "))")
      }
      var assignments: [(name: String, value: String)] = []
      for pair in arguments.dropFirst() {
        let parts = pair.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { throw FixtureUsageError(message: "expected name=value, got \(pair)") }
        assignments.append((String(parts[0]), String(parts[1])))
      }
      do throws(ParameterError) {
        return scenario.body(try scenario.arguments(assignments, language: .zh))
      } catch {
        throw FixtureUsageError(message: error.message)
      }
    }),
  ]
}
