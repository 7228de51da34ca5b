import TextBase

/// A parameter set of a scenario that a golden transcript pins (text and JSON Lines, in `Tests/PlaygroundTests/Golden`),
/// optionally also checked for byte-identical output over many runs by `.ci/determinism`.
public struct PinnedRun: Sendable, Equatable {
  /// What tells it apart in the golden file's name (`ignored` → `task-id_ignored.txt`); nil for the defaults.
  public let label: String?
  /// The `name=value` assignments.
  public let assignments: [String]
  /// The language of the scenario's lines.
  public let language: Language
  /// Whether `.ci/determinism` runs it many times (the pitfall sets, so that every scenario is covered).
  public let checksDeterminism: Bool

  /// A pinned run: `label` names it, `assignments` are `name=value` words (a value may hold spaces).
  public init(_ label: String? = nil, _ assignments: String..., language: Language = .zh,
              determinism: Bool = false) {
    self.label = label
    self.assignments = assignments
    self.language = language
    self.checksDeterminism = determinism
  }

  /// The golden file's stem for the scenario called `scenario`: `task-id`, `task-id_ignored`, `timeout_cpu_en`.
  public func stem(of scenario: String) -> String {
    scenario + (label.map { "_" + $0 } ?? "") + (language == .en ? "_en" : "")
  }

  /// The `asyncplay run` arguments after the scenario's name.
  public var arguments: [String] { assignments + ["--lang", language.rawValue] }
}
