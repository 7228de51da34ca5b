import Scenarios

/// The Swift source of the scenarios, as compiled into this binary.
public enum ScenarioSource {
  /// File names of scenario sources, sorted.
  public static var fileNames: [String] { EmbeddedScenarioSources.files.map(\.name) }

  /// The text of a scenario source file.
  public static func text(ofFile name: String) -> String? {
    EmbeddedScenarioSources.files.first { $0.name == name }?.text
  }

  /// The file that defines the scenario called `scenario` (the one declaring `name: "<scenario>"`).
  public static func file(forScenario scenario: String) -> String? {
    EmbeddedScenarioSources.files.first { $0.text.contains("name: \"\(scenario)\"") }?.name
  }
}
