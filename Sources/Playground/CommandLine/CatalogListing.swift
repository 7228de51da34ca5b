import Scenarios

/// The text of `asyncplay list`: each scenario with its one-line description, then its parameters with their
/// defaults and the values they accept.
public struct CatalogListing: Sendable {
  /// The scenarios to list, in order.
  public var scenarios: [Scenario]
  /// The language of the descriptions.
  public var language: Language

  /// A listing of `scenarios` in `language`.
  public init(scenarios: [Scenario] = ScenarioCatalog.inCourseOrder, language: Language) {
    self.scenarios = scenarios
    self.language = language
  }

  /// The listing, every line ending in a newline.
  public func render() -> String {
    let nameWidth = scenarios.reduce(0) { max($0, $1.name.count) }
    var out = language.pick("场景（asyncplay run <场景> [名称=值 ...]）：\n",
                            "Scenarios (asyncplay run <scenario> [name=value ...]):\n")
    for scenario in scenarios {
      out += "\n"
      let summary = language.pick(scenario.summary.zh, scenario.summary.en)
      out += "  " + DisplayWidth.pad(scenario.name, to: nameWidth) + "  " + summary + "\n"
      let assignments = scenario.parameters.map { "\($0.name)=\($0.defaultValue)" }
      let width = assignments.reduce(0) { max($0, DisplayWidth.of($1)) }
      for (parameter, assignment) in zip(scenario.parameters, assignments) {
        let indent = String(repeating: " ", count: 6 + width + 2)
        out += "      " + DisplayWidth.pad(assignment, to: width) + "  "
          + language.pick(parameter.summary.zh, parameter.summary.en) + "\n"
        out += indent + language.pick("可取值：", "accepts: ") + parameter.acceptedValues(in: language) + "\n"
      }
      if scenario.parameters.isEmpty {
        out += "      " + language.pick("（无参数）", "(no parameters)") + "\n"
      }
    }
    return out
  }
}
