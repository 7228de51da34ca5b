import AsyncSimulation
import TextBase

/// The parameter values a run was made with, by name, in canonical form (as ``Scenario/arguments(_:language:)``
/// writes them).
public struct RunSettings: Sendable {
  /// Canonical values by parameter name.
  public let values: [String: String]

  /// Settings of these values.
  public init(values: [String: String]) { self.values = values }

  /// The value of the parameter called `name` (nil if there is none).
  public func value(_ name: String) -> String? { values[name] }

  /// A duration parameter's value in nanoseconds.
  public func nanos(_ name: String) -> Int64? {
    value(name).flatMap(DurationSyntax.parse).map(\.nanosecondsClamped)
  }
}
