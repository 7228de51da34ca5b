/// Every order the real runtime could run a simulation in, grouped by what they came to.
///
/// A simulation normally runs one order: first in, first out. The real runtime runs default-executor jobs on a
/// thread pool and its timers fire a little late, so the same code may end differently. An exploration runs the
/// simulation again under different choices wherever the order is open (see ``Schedule``), groups the runs by their
/// ``ExploredOutcome``, and keeps one replayable ``Schedule`` — a *witness* — per outcome.
///
/// ```swift
/// let exploration = try SimulationSnapshot(program: "FeedSimulations").explore("two-saves")
/// #expect(exploration.outcomes.count == 1, "\(exploration.report)")   // no order-dependent result
/// ```
///
/// Schedules are explored depth-first while there are at most ``ExplorationSettings/maxSchedules`` of them
/// (``Coverage/exhaustive``); beyond that, that many are drawn at random with ``ExplorationSettings/seed``
/// (``Coverage/sampled``). Orders that only swap jobs known to commute are skipped (``redundant`` counts the runs
/// cut short for it). The same settings give the same exploration, byte for byte.
public struct Exploration: Sendable, Equatable {
  /// Whether every schedule was explored.
  public enum Coverage: String, Sendable {
    /// Every schedule (up to orders that only swap commuting jobs).
    case exhaustive
    /// A seeded random sample: there were more schedules than the maximum.
    case sampled
  }

  /// One outcome and the schedules that reach it.
  public struct Outcome: Sendable, Equatable {
    /// What the schedules came to.
    public var result: ExploredOutcome
    /// How many of the explored schedules reach it.
    public var schedules: Int
    /// The simplest of them (fewest non-default choices), to replay with ``Simulation/run(_:schedule:_:)``,
    /// `asyncplay run … --schedule`, or a program's `--schedule`.
    public var witness: Schedule
  }

  /// Exhaustive or sampled.
  public var coverage: Coverage
  /// How many distinct schedules were explored.
  public var schedules: Int
  /// The outcomes: first the one of the plain first-in-first-out order, then by how many schedules reach them.
  public var outcomes: [Outcome]
  /// Runs that turned out redundant (they only swapped commuting jobs) and were not counted as schedules.
  public var redundant: Int
  /// The settings used.
  public var settings: ExplorationSettings

  /// Creates an exploration result (normally read from an explorer's output with ``init(jsonLines:)``).
  public init(coverage: Coverage, schedules: Int, outcomes: [Outcome], redundant: Int, settings: ExplorationSettings) {
    self.coverage = coverage
    self.schedules = schedules
    self.outcomes = outcomes
    self.redundant = redundant
    self.settings = settings
  }

  /// `24 schedules explored (exhaustive), 3 distinct outcomes`.
  public var headline: String {
    "\(schedules) schedule\(schedules == 1 ? "" : "s") explored (\(coverage.rawValue)), \(outcomes.count) distinct "
      + "outcome\(outcomes.count == 1 ? "" : "s")"
  }

  /// The headline, then one line per outcome: how many schedules reach it, what differs, its witness.
  public var report: String {
    var lines = [headline]
    for (index, difference) in differences().enumerated() {
      let outcome = outcomes[index]
      let what = difference.map { "\($0.label): \($0.value)" }.joined(separator: "; ")
      lines.append("  \(index + 1). \(outcome.schedules) schedule\(outcome.schedules == 1 ? "" : "s") · "
        + (what.isEmpty ? "—" : what) + " · witness \(outcome.witness)")
    }
    return lines.joined(separator: "\n")
  }

  // MARK: what differs

  /// One part of what tells an outcome apart from the others.
  public struct Difference: Sendable, Hashable {
    /// Which part.
    public enum Field: Sendable, Hashable {
      /// How the run ended.
      case ending
      /// An observed property, by name.
      case state(String)
      /// What the view showed last.
      case screen
      /// Printed line `n` (from 1).
      case printed(Int)
    }

    /// The part.
    public var field: Field
    /// Its value in this outcome, on one line, shortened when long (`—` when absent).
    public var value: String

    /// The field's label in English: the property's name, `ending`, `screen` or `line N`.
    public var label: String {
      switch field {
      case .ending: "ending"
      case .state(let name): name
      case .screen: "screen"
      case .printed(let line): "line \(line)"
      }
    }
  }

  /// For each outcome, what tells it apart: the endings and property values that are not the same in all outcomes;
  /// the screen when no property differs; and, for outcomes that these do not tell apart (they differ in what was
  /// printed), the first printed line that differs among them. With a single outcome: its property values.
  public func differences() -> [[Difference]] {
    guard outcomes.count > 1 else {
      return outcomes.map { outcome in
        outcome.result.states.map { Difference(field: .state($0.name), value: Self.oneLine($0.value)) }
      }
    }
    let results = outcomes.map(\.result)
    var fields: [Difference.Field] = []
    if Set(results.map(\.ending)).count > 1 { fields.append(.ending) }
    var names: [String] = []
    for result in results {
      for state in result.states where !names.contains(state.name) { names.append(state.name) }
    }
    names.sort()
    for name in names where Set(results.map { Self.value(of: name, in: $0) }).count > 1 { fields.append(.state(name)) }
    if !fields.contains(where: { if case .state = $0 { true } else { false } }),
       Set(results.map { $0.screen ?? "" }).count > 1 {
      fields.append(.screen)
    }
    var differences = results.map { result in
      fields.map { field in Difference(field: field, value: Self.value(of: field, in: result)) }
    }
    // Outcomes that look alike so far differ in their printed lines: add the first line where they do, and again
    // for those still alike (a few times at most: beyond that the line would not help).
    for _ in 0..<3 {
      var alike: [[Difference]: [Int]] = [:]
      for (index, difference) in differences.enumerated() { alike[difference, default: []].append(index) }
      var added = false
      for index in differences.indices {
        guard let group = alike[differences[index]], group.count > 1 else { continue }
        let after: Int = differences[index].reduce(0) { last, difference in
          if case .printed(let line) = difference.field { return max(last, line) }
          return last
        }
        guard let line = Self.firstDifferingLine(group.map { results[$0] }, from: after) else { continue }
        differences[index].append(Difference(field: .printed(line + 1),
                                              value: Self.value(of: .printed(line + 1), in: results[index])))
        added = true
      }
      if !added { break }
    }
    return differences
  }

  private static func value(of name: String, in result: ExploredOutcome) -> String? {
    result.states.first { $0.name == name }?.value
  }

  private static func value(of field: Difference.Field, in result: ExploredOutcome) -> String {
    switch field {
    case .ending: return result.ending
    case .state(let name): return value(of: name, in: result).map(oneLine) ?? "—"
    case .screen: return result.screen.map(oneLine) ?? "—"
    case .printed(let line):
      guard let prints = result.prints, line - 1 < prints.count else { return "—" }
      return oneLine(prints[line - 1])
    }
  }

  /// The first printed line (from 0, not before `start`) that is not the same in all of `results`.
  private static func firstDifferingLine(_ results: [ExploredOutcome], from start: Int = 0) -> Int? {
    let lists = results.map { $0.prints ?? [] }
    let longest = lists.map(\.count).max() ?? 0
    guard start < longest else { return nil }
    for line in start..<longest where Set(lists.map { line < $0.count ? $0[line] : "\u{0}" }).count > 1 {
      return line
    }
    return nil
  }

  /// A value on one line (`\n` becomes ` / `), at most 72 characters.
  static func oneLine(_ text: String) -> String {
    let flat = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " / ")
    return flat.count > 72 ? String(flat.prefix(71)) + "…" : flat
  }
}
