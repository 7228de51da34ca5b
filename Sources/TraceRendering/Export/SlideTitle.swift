import Scenarios
import TextBase

/// The title of an SVG slide: the scenario and what was changed from its defaults, e.g.
/// `task-id: cancellation=ignored, latency=500ms` (`task-id：cancellation=ignored、latency=500ms`), or
/// `task-id, default parameters` (`task-id，默认参数`). The REPL's `export svg` and `asyncplay run --export svg=…`
/// make it from the same values, so the same run gets the same title either way.
package enum SlideTitle {
  /// The `name=value` words of `values` (name and value as given) that differ from `scenario`'s defaults, canonical
  /// (`0.5s` is `500ms`), in the order of the scenario's parameters; a value quoted when it holds a space.
  package static func changed(_ values: [(name: String, value: String)], of scenario: Scenario?) -> [String] {
    guard let scenario else { return values.map { "\($0.name)=\($0.value)" } }
    return scenario.parameters.compactMap { parameter in
      guard let given = values.last(where: { $0.name == parameter.name }) else { return nil }
      let value = (try? parameter.normalize(given.value).get()) ?? given.value
      let standard = (try? parameter.normalize(parameter.defaultValue).get()) ?? parameter.defaultValue
      guard value != standard else { return nil }
      return "\(parameter.name)=\(value.contains(" ") || value.isEmpty ? "\"\(value)\"" : value)"
    }
  }

  /// The title of a preview's slide: its file and the root it shows (`RepoSearch.swift: preview of RepoSearchView`),
  /// not "default parameters" (a preview has none).
  package static func preview(_ name: String, root: String, language: Language) -> String {
    name + language.pick("：\(root) 的预览", ": preview of \(root)")
  }

  /// The title of a slide of `scenario` (a name) run with the `changed` words.
  package static func text(_ scenario: String, changed: [String], language: Language) -> String {
    guard !changed.isEmpty else { return scenario + language.pick("，默认参数", ", default parameters") }
    return scenario + language.pick("：", ": ") + changed.joined(separator: language.pick("、", ", "))
  }
}
