/// What one schedule of a run came to, without its timing: how it ended, the final value of each observed property,
/// what the simulated view showed last, and — when they are compared — the lines printed, in order.
///
/// Two schedules reach the same outcome when these are equal; when and in which order things happened on the way
/// does not count. Printed lines are compared when asked for (``ExplorationSettings/comparesPrints``), and always for
/// a run that observes no property and shows no screen (they are all it shows).
public struct ExploredOutcome: Hashable, Sendable {
  /// The last value of one observed property.
  public struct Value: Hashable, Sendable {
    /// The property's name (as given to `@Tracked`).
    public var name: String
    /// Its last value.
    public var value: String

    /// A property's last value.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// How the run ended: `finished`, `deadlock`, `budget`, `escaped`, or, for a schedule whose process died,
  /// `crashed (SIGNAL)` or `stopped: did not yield`.
  public var ending: String
  /// The last value of each observed property, by name.
  public var states: [Value]
  /// What the view showed last, if it showed anything.
  public var screen: String?
  /// The printed lines in order, when they are compared; nil when they are not.
  public var prints: [String]?

  /// The outcome of `trace`.
  public init(trace: Trace, comparingPrints: Bool) {
    ending = trace.outcome.rawValue
    var last: [String: String] = [:]
    var screen: String?
    var prints: [String] = []
    for event in trace.body {
      switch event.kind {
      case .state: if let name = event.name { last[name] = event.to ?? "" }
      case .screen: screen = event.text ?? ""
      case .print: prints.append(event.text ?? "")
      default: break
      }
    }
    states = last.keys.sorted().map { Value(name: $0, value: last[$0] ?? "") }
    self.screen = screen
    self.prints = comparingPrints || (last.isEmpty && screen == nil) ? prints : nil
  }

  /// An outcome with nothing but its ending (a schedule whose process died).
  init(ending: String) {
    self.ending = ending
    states = []
    screen = nil
    prints = nil
  }

  // MARK: one string

  /// The outcome as one string, equal for equal outcomes: lines `end`, `state NAME`, `screen`, `print` with
  /// tab-separated, escaped fields.
  var canonical: String {
    var lines = ["end\t" + Self.escape(ending)]
    for state in states { lines.append("state\t" + Self.escape(state.name) + "\t" + Self.escape(state.value)) }
    if let screen { lines.append("screen\t" + Self.escape(screen)) }
    if let prints {
      lines.append("prints")
      for line in prints { lines.append("print\t" + Self.escape(line)) }
    }
    return lines.joined(separator: "\n")
  }

  /// Reads ``canonical`` back; nil when it is not one.
  init?(canonical: String) {
    var ending: String?
    var states: [Value] = []
    var screen: String?
    var prints: [String]?
    for line in canonical.split(separator: "\n", omittingEmptySubsequences: false) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(Self.unescape)
      switch (fields.first, fields.count) {
      case ("end", 2): ending = fields[1]
      case ("state", 3): states.append(Value(name: fields[1], value: fields[2]))
      case ("screen", 2): screen = fields[1]
      case ("prints", 1): prints = []
      case ("print", 2): prints?.append(fields[1])
      default: return nil
      }
    }
    guard let ending else { return nil }
    self.ending = ending
    self.states = states
    self.screen = screen
    self.prints = prints
  }

  private static func escape(_ text: String) -> String {
    guard text.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\t" || $0 == "\r" }) else { return text }
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r\n": out += "\\r\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out.append(character)
      }
    }
    return out
  }

  private static func unescape(_ text: Substring) -> String {
    guard text.contains("\\") else { return String(text) }
    var out = ""
    var escaping = false
    for character in text {
      if escaping {
        switch character {
        case "n": out += "\n"
        case "r": out += "\r"
        case "t": out += "\t"
        default: out.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        out.append(character)
      }
    }
    return out
  }
}
