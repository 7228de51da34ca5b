import AsyncSimulation

// Checks on an exploration of a run's schedules (`outcomes N`), for quizzes decided by `explore:` — "how many
// distinct outcomes can this code reach?" — instead of by one run.
extension TraceCheck {
  /// Whether the check is about an exploration: `outcomes N`, or `not` / `and` of such checks.
  public var isAboutExploration: Bool {
    switch self {
    case .outcomes: true
    case .not(let inner): inner.isAboutExploration
    case .and(let a, let b): a.isAboutExploration && b.isAboutExploration
    default: false
    }
  }

  /// Whether the check mentions an exploration anywhere (then it cannot be evaluated on one run).
  public var mentionsExploration: Bool {
    switch self {
    case .outcomes: true
    case .not(let inner): inner.mentionsExploration
    case .and(let a, let b): a.mentionsExploration || b.mentionsExploration
    default: false
    }
  }

  /// Whether the check holds for `exploration` (false for checks about one run).
  public func holds(in exploration: Exploration) -> Bool {
    switch self {
    case .outcomes(let n): exploration.outcomes.count == n
    case .not(let inner): !inner.holds(in: exploration)
    case .and(let a, let b): a.holds(in: exploration) && b.holds(in: exploration)
    default: false
    }
  }
}
