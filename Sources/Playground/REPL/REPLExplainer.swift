import AsyncSimulation
import Scenarios
import TextBase

/// `explain`: the open scenario's explanation of a run (worked out from its trace by the scenario's own
/// ``ScenarioExplanation``), shown as a heading and wrapped bullet points.
struct REPLExplainer {
  /// The scenario that ran.
  let scenario: Scenario
  /// The run to explain.
  let run: REPLLoadedRun
  /// The parameter values it ran with, by name.
  let settings: RunSettings
  /// The language of the explanation.
  let language: Language
  /// Colours (or none).
  let palette: Palette
  /// The width to wrap the points to, in columns.
  var width = 80

  /// The explanation, every line ending in a newline.
  func explain() -> String {
    let points = scenario.explain(TraceFacts(events: run.events), settings, language)
    let heading = language.pick("这次运行（\(scenario.name)）值得看的地方：",
                                "What to look at in this run of \(scenario.name):")
    var out = palette.paint(heading, .bold) + "\n"
    for point in points {
      // A point's own lines (e.g. one per combination) each wrap with the point's indent.
      var first = true
      for piece in point.split(separator: "\n", omittingEmptySubsequences: false) {
        for line in REPLWrap.lines(String(piece), width: width - 2) {
          out += (first ? "• " : "  ") + line + "\n"
          first = false
        }
      }
    }
    return out
  }
}
