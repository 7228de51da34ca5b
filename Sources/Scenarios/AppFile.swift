/// A file of a scenario's app code — what `code` shows — and the runs it belongs to.
///
/// A scenario's variants are code, not flags: a pitfall parameter picks one of several real implementations
/// (`DebouncedSearch` or `SearchIgnoringCancellation`), each in its own file, and `code` shows the files of the run's
/// variant, whole. A file without a condition belongs to every run (a service both variants call).
public struct AppFile: Sendable, Equatable {
  /// The file's name in the scenario's folder: `DebouncedSearch.swift`.
  public let name: String
  /// The parameter values the file's variant runs with (`cancellation=handled`): all must hold; none, every run.
  public let conditions: [(name: String, value: String)]

  /// `AppFile("SearchIgnoringCancellation.swift", when: "cancellation=ignored")`; several conditions must all hold,
  /// and a condition may accept several values (`model=plain|refreshable`).
  public init(_ name: String, when conditions: String...) {
    self.name = name
    self.conditions = conditions.map { word in
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      return (parts[0], parts.count > 1 ? parts[1] : "")
    }
  }

  /// Whether the file belongs to a run with these parameter values (canonical, by name).
  public func belongs(to values: [String: String]) -> Bool {
    conditions.allSatisfy { condition in
      condition.value.split(separator: "|").contains { values[condition.name] == String($0) }
    }
  }

  public static func == (a: AppFile, b: AppFile) -> Bool {
    a.name == b.name && a.conditions.elementsEqual(b.conditions) { $0 == $1 }
  }
}
