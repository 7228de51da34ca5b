/// The choices a run makes where the runtime leaves the order open, written as a short string.
///
/// A run meets a *decision* wherever more than one job could run next — the first job waiting for the main actor
/// and every job ready on the default executor — and, with a jitter, wherever timers due within the jitter of each
/// other could fire first. Decisions are numbered from 1 in the order the run meets them; the choices at each are
/// numbered from 0, and choice 0 is what the plain simulator does (first in, first out; the earliest timer first).
///
/// A schedule lists only the decisions that take another choice:
///
/// ```swift
/// let schedule = try Schedule("4:1.9:2")     // choice 1 at decision 4, choice 2 at decision 9, 0 elsewhere
/// Schedule.fifo.description                  // "fifo": choice 0 everywhere, the plain simulator's order
/// try Schedule("j5ms.3:1").jitter            // .milliseconds(5): found with timers 5 ms apart racing
/// ```
///
/// ``Simulation/run(_:schedule:_:)`` replays one; an exploration (``Exploration``) gives one per outcome.
public struct Schedule: Hashable, Sendable, CustomStringConvertible {
  /// One decision that does not take choice 0.
  public struct Pick: Hashable, Sendable {
    /// The decision, from 1.
    public let decision: Int
    /// The choice taken there, from 1.
    public let choice: Int

    /// A pick; `decision` and `choice` must be at least 1.
    public init(decision: Int, choice: Int) {
      self.decision = decision
      self.choice = choice
    }
  }

  /// The picks, by increasing decision.
  public let picks: [Pick]
  /// Timers due within this much of the earliest pending one may fire before it (zero: only equal deadlines race).
  public let jitter: Duration

  /// The largest decision number and choice a schedule may name.
  public static let largestDecision = 100_000_000
  /// The largest choice a schedule may name.
  public static let largestChoice = 1_000_000
  /// The largest jitter.
  public static let largestJitter = Duration.seconds(3600)

  /// Choice 0 at every decision: the order the plain simulator runs.
  public static let fifo = Schedule(validPicks: [], jitterNanos: 0)

  /// A schedule of `picks` (sorted by decision, one per decision, each decision and choice from 1) found with
  /// `jitter`. Throws ``ScheduleSyntaxError`` for picks or a jitter out of range.
  public init(picks: [Pick], jitter: Duration = .zero) throws(ScheduleSyntaxError) {
    var previous = 0
    for pick in picks {
      guard (1...Self.largestDecision).contains(pick.decision), (1...Self.largestChoice).contains(pick.choice) else {
        throw ScheduleSyntaxError(text: "\(pick.decision):\(pick.choice)",
                                  reason: "decisions go from 1 to \(Self.largestDecision), choices from 1 to "
                                    + "\(Self.largestChoice)")
      }
      guard pick.decision > previous else {
        throw ScheduleSyntaxError(text: "\(pick.decision):\(pick.choice)", reason: "decisions must increase")
      }
      previous = pick.decision
    }
    guard jitter >= .zero, jitter <= Self.largestJitter else {
      throw ScheduleSyntaxError(text: "\(jitter)", reason: "the jitter goes from 0 to 1h")
    }
    self.init(validPicks: picks, jitterNanos: jitter.nanosecondsClamped)
  }

  private init(validPicks: [Pick], jitterNanos: Int64) {
    picks = validPicks
    jitter = .nanoseconds(jitterNanos)
    self.jitterNanos = jitterNanos
  }

  /// The jitter in nanoseconds.
  let jitterNanos: Int64

  /// Reads a schedule as ``description`` writes it: `fifo`, or picks `DECISION:CHOICE` joined by `.`
  /// (`4:1.9:2`), optionally after a jitter `jMSms.` (`j5ms.4:1`, `j0.5ms.fifo`). Throws ``ScheduleSyntaxError``
  /// saying what is wrong; never traps, whatever the text.
  public init(_ text: String) throws(ScheduleSyntaxError) {
    var rest = Substring(text)
    var jitterNanos: Int64 = 0
    if rest.hasPrefix("j") {
      guard let end = rest.firstRange(of: "ms.") else {
        throw ScheduleSyntaxError(text: text, reason: "a jitter such as j5ms must be followed by \".\" and the picks")
      }
      let word = rest[rest.index(after: rest.startIndex)..<end.lowerBound]
      guard word.count <= 24, let nanos = Milliseconds.parseNanos(String(word)), nanos >= 0,
            nanos <= Self.largestJitter.nanosecondsClamped else {
        throw ScheduleSyntaxError(text: text, reason: "the jitter is written in milliseconds, from j0ms to j3600000ms")
      }
      jitterNanos = nanos
      rest = rest[end.upperBound...]
    }
    if rest == "fifo" {
      self.init(validPicks: [], jitterNanos: jitterNanos)
      return
    }
    guard !rest.isEmpty, rest.count <= 100_000 else {
      throw ScheduleSyntaxError(text: text, reason: rest.isEmpty ? "there are no picks" : "it is too long")
    }
    var picks: [Pick] = []
    for part in rest.split(separator: ".", omittingEmptySubsequences: false) {
      let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
      guard pieces.count == 2, let decision = Self.number(pieces[0], upTo: Self.largestDecision),
            let choice = Self.number(pieces[1], upTo: Self.largestChoice), decision >= 1, choice >= 1 else {
        throw ScheduleSyntaxError(text: text, reason: "\"\(part.prefix(40))\" is not DECISION:CHOICE with both from 1")
      }
      guard decision > (picks.last?.decision ?? 0) else {
        throw ScheduleSyntaxError(text: text, reason: "decision \(decision) comes after a later one; decisions "
                                    + "must increase")
      }
      picks.append(Pick(decision: decision, choice: choice))
    }
    self.init(validPicks: picks, jitterNanos: jitterNanos)
  }

  /// A whole number of at most `limit` written in plain digits, or nil.
  private static func number(_ text: Substring, upTo limit: Int) -> Int? {
    guard !text.isEmpty, text.count <= 10, text.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(text),
          n <= limit else { return nil }
    return n
  }

  /// The choice at `decision` (from 1): the pick's, or 0.
  func choice(at decision: Int) -> Int {
    var low = 0, high = picks.count
    while low < high {
      let middle = (low + high) / 2
      if picks[middle].decision < decision { low = middle + 1 } else { high = middle }
    }
    return low < picks.count && picks[low].decision == decision ? picks[low].choice : 0
  }

  /// `fifo`, or the picks (`4:1.9:2`), after the jitter when there is one (`j5ms.4:1`).
  public var description: String {
    let body = picks.isEmpty ? "fifo" : picks.map { "\($0.decision):\($0.choice)" }.joined(separator: ".")
    return jitterNanos == 0 ? body : "j\(Milliseconds.format(jitterNanos))ms.\(body)"
  }

  /// Orders schedules by how simple they are: fewer picks first, then earlier and smaller picks.
  static func simpler(_ a: Schedule, than b: Schedule) -> Bool {
    if a.picks.count != b.picks.count { return a.picks.count < b.picks.count }
    for (x, y) in zip(a.picks, b.picks) where x != y {
      return x.decision != y.decision ? x.decision < y.decision : x.choice < y.choice
    }
    return false
  }
}

/// A schedule string that cannot be read: the text and what is wrong with it.
public struct ScheduleSyntaxError: Error, CustomStringConvertible, Sendable {
  /// The text as given (shortened when long).
  public let text: String
  /// What is wrong.
  public let reason: String

  init(text: String, reason: String) {
    self.text = text.count > 60 ? String(text.prefix(57)) + "…" : text
    self.reason = reason
  }

  /// One line: what was wrong and what is accepted.
  public var description: String {
    "bad schedule \"\(text)\": \(reason); a schedule is fifo, or picks DECISION:CHOICE joined by \".\" such as "
      + "4:1.9:2, optionally after a jitter such as j5ms."
  }
}

/// A schedule that does not fit the run it was given to: it picks a choice a decision does not have, or names a
/// decision the run never meets (it belongs to another scenario, other parameters or another version of the code).
public struct ScheduleMismatch: Error, CustomStringConvertible, Sendable {
  /// The schedule.
  public let schedule: Schedule
  /// What did not fit.
  public let reason: String

  /// One line.
  public var description: String { "schedule \(schedule) does not fit this run: \(reason)" }
}
