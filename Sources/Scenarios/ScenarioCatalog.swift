/// Every scenario asyncplay can run, in the order `asyncplay list` shows them.
public enum ScenarioCatalog {
  /// All scenarios.
  public static let all: [Scenario] = [
    ThreeStateScenario.scenario,
    TaskIDScenario.scenario,
    AsyncLetScenario.scenario,
    TimeoutScenario.scenario,
    RefreshScenario.scenario,
    TaskLifecycleScenario.scenario,
    CancelVsFailScenario.scenario,
    CancelPreviousScenario.scenario,
    PaginationScenario.scenario,
    TaskGroupScenario.scenario,
    HTTPStatusScenario.scenario,
    MainActorScenario.scenario,
    PersistenceScenario.scenario,
  ]

  /// The scenario called `name`.
  public static func named(_ name: String) -> Scenario? { all.first { $0.name == name } }

  /// The names, for suggestions and completion.
  public static var names: [String] { all.map(\.name) }
}
