import Scenarios

/// The hidden `__pinned` subcommand, for `.ci/determinism`: every scenario's pinned parameter sets
/// (``Scenario/pinned``), one per line, as tab-separated `asyncplay run` arguments (a value may hold spaces).
/// `__pinned determinism` lists only the sets the determinism check runs.
enum PinnedRunList {
  /// Prints the list and returns the exit status.
  static func print(_ arguments: ArraySlice<String>) -> Int32 {
    guard arguments.isEmpty || Array(arguments) == ["determinism"] else {
      Output.standardError.line(UsageError("__pinned takes nothing or \"determinism\"").line)
      return UsageError.exitStatus
    }
    let onlyDeterminism = !arguments.isEmpty
    var out = ""
    for scenario in ScenarioCatalog.all {
      for run in scenario.pinned where run.checksDeterminism || !onlyDeterminism {
        out += ([scenario.name] + run.arguments).joined(separator: "\t") + "\n"
      }
    }
    Output.standardOutput.write(out)
    return 0
  }
}
