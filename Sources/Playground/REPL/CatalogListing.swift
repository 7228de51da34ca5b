import Scenarios
import TextBase
import Course

/// The text of `asyncplay list`: each scenario with its one-line description, then its parameters with their
/// defaults and the values they accept.
public struct CatalogListing: Sendable {
  /// The scenarios to list, in order.
  public var scenarios: [Scenario]
  /// The language of the descriptions.
  public var language: Language

  /// The width the listing is fitted to, in terminal columns.
  public var width: Int

  /// A listing of `scenarios` in `language`, fitted to `width` columns.
  public init(scenarios: [Scenario] = ScenarioCatalog.inCourseOrder, language: Language,
              width: Int = 80) {
    self.scenarios = scenarios
    self.language = language
    self.width = width
  }

  /// The listing, every line ending in a newline; descriptions wrap under their column.
  public func render() -> String {
    let nameWidth = scenarios.reduce(0) { max($0, DisplayWidth.of($1.name)) }
    var out = language.pick("场景（asyncplay run <场景> [名称=值 ...]）：\n",
                            "Scenarios (asyncplay run <scenario> [name=value ...]):\n")
    for scenario in scenarios {
      out += "\n"
      let summary = language.pick(scenario.summary.zh, scenario.summary.en)
      out += REPLWrap.hanging(summary, first: "  " + DisplayWidth.pad(scenario.name, to: nameWidth) + "  ", width: width)
      let assignments = scenario.parameters.map { "\($0.name)=\($0.defaultValue)" }
      // A default too long for a column (a typing schedule) puts its description on the lines below it.
      let column = min(assignments.reduce(0) { max($0, DisplayWidth.of($1)) }, max(width / 3, 12))
      let indent = 6 + column + 2
      for (parameter, assignment) in zip(scenario.parameters, assignments) {
        let what = language.pick(parameter.summary.zh, parameter.summary.en)
        if DisplayWidth.of(assignment) > column {
          out += REPLWrap.hanging(assignment, first: "      ", width: width)
          out += REPLWrap.hanging(what, first: String(repeating: " ", count: indent), width: width)
        } else {
          out += REPLWrap.hanging(what, first: "      " + DisplayWidth.pad(assignment, to: column) + "  ", width: width)
        }
        out += REPLWrap.hanging(parameter.acceptedValues(in: language),
                                first: String(repeating: " ", count: indent) + language.pick("可取值：", "accepts: "),
                                width: width)
      }
      if scenario.parameters.isEmpty {
        out += "      " + language.pick("（无参数）", "(no parameters)") + "\n"
      }
    }
    return out
  }
}
