/// Every scenario asyncplay can run. The list is generated at build time from the scenario folders
/// (`ScenarioCatalog.registered`, see ``Scenario``): adding a folder adds a scenario.
public enum ScenarioCatalog {
  /// All scenarios, by name.
  public static let all: [Scenario] = registered.sorted { $0.name < $1.name }

  /// The scenario called `name`.
  public static func named(_ name: String) -> Scenario? { all.first { $0.name == name } }

  /// The names, for suggestions and completion.
  public static var names: [String] { all.map(\.name) }
}
