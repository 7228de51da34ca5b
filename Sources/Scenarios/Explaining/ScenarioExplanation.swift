import TextBase

/// What `explain` says about one scenario's run, worked out from the run's trace (never from what the scenario is
/// supposed to do), so that changing a parameter changes the explanation. Each scenario folder holds one, and the
/// scenario's registration names it.
///
/// An explanation returns plain sentences in the run's language; a renderer decides how to show them (bullets,
/// wrapping, colour). A point may hold line breaks (e.g. one line per combination of values).
public protocol ScenarioExplanation: Sendable {
  /// An explanation of the run whose trace `facts` reads, made with `settings`, in `language`.
  init(facts: TraceFacts, settings: RunSettings, language: Language)
  /// The points, in order.
  func points() -> [String]
}

/// The explanation of a scenario that has none of its own: how many tasks ran and which were cancelled.
public struct GeneralExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// An explanation of the run `facts` reads.
  public init(facts: TraceFacts, settings: RunSettings, language: Language) {
    self.facts = facts
    self.settings = settings
    self.language = language
  }

  /// The points, in order.
  public func points() -> [String] {
    let lines = facts.lifelines
    var points = [language.pick("共 \(lines.count) 个任务，结束于 \(facts.ms(facts.endNanos))。",
                                "\(lines.count) tasks ran; the last event is at \(facts.ms(facts.endNanos)).")]
    for line in lines {
      if let cancelled = line.cancelledAt {
        points.append(language.pick("\(line.name) 在 \(facts.ms(cancelled)) 被取消。",
                                    "\(line.name) was cancelled at \(facts.ms(cancelled))."))
      }
    }
    return points
  }
}
