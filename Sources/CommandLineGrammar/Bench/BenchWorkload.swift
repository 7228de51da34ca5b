import AsyncSimulation
import Scenarios
import TextBase

/// A benchmark workload: a fixed concurrency pattern, scaled by one size parameter, with a checksum that proves the
/// simulation ran it in the expected order.
public struct BenchWorkload: Sendable {
  /// The name used on the command line, e.g. `fanout`.
  public let name: String
  /// One line saying what it does.
  public let summary: String
  /// The same line in Chinese, for `asyncplay --help --lang zh`.
  public let chineseSummary: String
  /// Its parameters (all whole numbers), in the order usage shows them.
  public let parameters: [ScenarioParameter]
  /// The parameter whose value is the workload's `size`.
  public let sizeParameter: String
  /// Builds the root body; the body stores its checksum in the tally before it returns.
  package let makeBody: @Sendable (ScenarioArguments, BenchTally) -> @MainActor @Sendable () async -> Void

  /// Every workload, in the order usage lists them.
  public static let all: [BenchWorkload] = [fanout, group, chain, cancelstorm, actors, unawaited]

  /// The workload called `name`.
  public static func named(_ name: String) -> BenchWorkload? { all.first { $0.name == name } }

  /// Checks `name=value` assignments and fills in defaults (same rules and messages as scenario parameters; the
  /// messages in `language`).
  public func arguments(_ assignments: [Assignment], language: Language = .en) throws(ParameterError)
    -> ScenarioArguments {
    let checker = Scenario(name: name, zh: summary, en: summary, parameters: parameters) { _ in { @MainActor in } }
    return try checker.arguments(assignments.map { ($0.name, $0.value) }, language: language, messages: language)
  }

  /// The size (`tasks` or `n`) given by checked arguments.
  public func size(_ arguments: ScenarioArguments) -> Int { arguments.count(sizeParameter) }

  /// The root body of a run with `arguments`, reporting into `tally`.
  package func body(_ arguments: ScenarioArguments, tally: BenchTally) -> @MainActor @Sendable () async -> Void {
    makeBody(arguments, tally)
  }

  /// `name=default` for each parameter, for usage.
  public var synopsis: String {
    ([name] + parameters.map { "\($0.name)=\($0.defaultValue)" }).joined(separator: " ")
  }
}
