import Scenarios
import TextBase
import TerminalIO

/// The hidden `__pinned` subcommand, for `.ci/determinism`: every scenario's pinned parameter sets
/// (``Scenario/pinned``), one per line, as tab-separated `asyncplay run` arguments (a value may hold spaces).
/// `__pinned determinism` lists only the sets the determinism check runs; `__pinned golden` puts each set's golden
/// file stem first (`task-id_ignored`), for `.ci/goldens`.
enum PinnedRunList {
  /// Prints the list and returns the exit status.
  static func print(_ arguments: ArraySlice<String>) -> Int32 {
    guard arguments.count <= 1, arguments.allSatisfy({ $0 == "determinism" || $0 == "golden" }) else {
      Output.standardError.line(UsageError("__pinned takes nothing, \"determinism\" or \"golden\"").line)
      return UsageError.exitStatus
    }
    let onlyDeterminism = arguments.first == "determinism"
    let withStem = arguments.first == "golden"
    var out = ""
    for scenario in ScenarioCatalog.all {
      for run in scenario.pinned where run.checksDeterminism || !onlyDeterminism {
        let stem = withStem ? [run.stem(of: scenario.name)] : []
        out += (stem + [scenario.name] + run.arguments).joined(separator: "\t") + "\n"
      }
    }
    Output.standardOutput.write(out)
    return 0
  }
}
