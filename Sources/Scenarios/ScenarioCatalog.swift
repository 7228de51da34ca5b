/// Every scenario asyncplay can run, in the order of the course's lessons (as `asyncplay list` shows them).
public enum ScenarioCatalog {
  /// All scenarios.
  public static let all: [Scenario] = [
    ThreeStateScenario.scenario,
    RefreshScenario.scenario,
    TaskLifecycleScenario.scenario,
    TaskIDScenario.scenario,
    AsyncLetScenario.scenario,
    TaskGroupScenario.scenario,
    TimeoutScenario.scenario,
    CancelVsFailScenario.scenario,
    HTTPStatusScenario.scenario,
    CancelPreviousScenario.scenario,
    PaginationScenario.scenario,
    MainActorScenario.scenario,
    PersistenceScenario.scenario,
  ]

  /// The scenario called `name`.
  public static func named(_ name: String) -> Scenario? { all.first { $0.name == name } }

  /// The names, for suggestions and completion.
  public static var names: [String] { all.map(\.name) }
}
