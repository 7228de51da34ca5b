// An exploration as JSON Lines: what an explorer process sends back and what `asyncplay explore --json` prints.
//
//   {"kind":"exploration","coverage":"exhaustive","schedules":24,"outcomes":2,"redundant":96,"max":1000,"seed":1,
//    "jitter_ms":0,"prints":false,"reduced":true}
//   {"kind":"outcome","index":1,"schedules":12,"witness":"fifo","ending":"finished","prints":false}
//   {"kind":"state","outcome":1,"name":"details","value":"loaded([\"Detail 1\"])"}
//   {"kind":"screen","outcome":1,"text":"• Detail 1"}
//   {"kind":"print","outcome":1,"text":"…"}           (only when printed lines are compared)
//
// One object per line, fields in this order; outcomes are numbered from 1 in the order of ``Exploration/outcomes``.
extension Exploration {
  /// The exploration as JSON Lines (see the file's comment), each line ending in `\n`.
  public var jsonLines: String {
    var out = ""
    var head = JSONObjectWriter()
    head.string("kind", "exploration")
    head.string("coverage", coverage.rawValue)
    head.number("schedules", String(schedules))
    head.number("outcomes", String(outcomes.count))
    head.number("redundant", String(redundant))
    head.number("max", String(settings.maxSchedules))
    head.number("seed", String(settings.seed))
    head.number("jitter_ms", Milliseconds.format(settings.jitterNanos))
    head.bool("prints", settings.comparesPrints)
    head.bool("reduced", settings.reducesOrders)
    out += head.finish() + "\n"
    for (index, outcome) in outcomes.enumerated() {
      var line = JSONObjectWriter()
      line.string("kind", "outcome")
      line.number("index", String(index + 1))
      line.number("schedules", String(outcome.schedules))
      line.string("witness", outcome.witness.description)
      line.string("ending", outcome.result.ending)
      line.bool("prints", outcome.result.prints != nil)
      out += line.finish() + "\n"
      for state in outcome.result.states {
        var value = JSONObjectWriter()
        value.string("kind", "state")
        value.number("outcome", String(index + 1))
        value.string("name", state.name)
        value.string("value", state.value)
        out += value.finish() + "\n"
      }
      if let screen = outcome.result.screen {
        var value = JSONObjectWriter()
        value.string("kind", "screen")
        value.number("outcome", String(index + 1))
        value.string("text", screen)
        out += value.finish() + "\n"
      }
      for text in outcome.result.prints ?? [] {
        var value = JSONObjectWriter()
        value.string("kind", "print")
        value.number("outcome", String(index + 1))
        value.string("text", text)
        out += value.finish() + "\n"
      }
    }
    return out
  }

  /// Reads ``jsonLines``; throws ``TraceFormatError`` naming the line that is wrong.
  public init(jsonLines: String) throws {
    var coverage: Coverage?
    var schedules = 0, redundant = 0
    var settings = ExplorationSettings()
    var outcomes: [Outcome] = []
    var lineNumber = 0
    for line in jsonLines.split(separator: "\n", omittingEmptySubsequences: true) {
      lineNumber += 1
      func fail(_ message: String) -> TraceFormatError { TraceFormatError(line: lineNumber, message: message) }
      var parser = FlatJSONParser(text: line)
      let fields: [(String, JSONScalar)]
      do { fields = try parser.parseObject() } catch let error as FlatJSONParser.Failure { throw fail(error.message) }
      var strings: [String: String] = [:]
      var numbers: [String: String] = [:]
      var bools: [String: Bool] = [:]
      for (key, value) in fields {
        switch value {
        case .string(let text): strings[key] = text
        case .number(let text): numbers[key] = text
        case .bool(let flag): bools[key] = flag
        case .null: break
        }
      }
      func int(_ key: String) throws -> Int {
        guard let text = numbers[key], let n = Int(text), n >= 0 else { throw fail("\(key) is not a count") }
        return n
      }
      func outcomeIndex() throws -> Int {
        let n = try int("outcome")
        guard n >= 1, n <= outcomes.count else { throw fail("outcome \(n) has not been described") }
        return n - 1
      }
      switch strings["kind"] {
      case "exploration":
        guard let text = strings["coverage"], let read = Coverage(rawValue: text) else { throw fail("bad coverage") }
        coverage = read
        schedules = try int("schedules")
        redundant = try int("redundant")
        settings.maxSchedules = try int("max")
        guard let seed = numbers["seed"].flatMap({ UInt64($0) }) else { throw fail("seed is not a number") }
        settings.seed = seed
        guard let jitter = numbers["jitter_ms"].flatMap(Milliseconds.parseNanos) else { throw fail("bad jitter_ms") }
        settings.jitter = .nanoseconds(jitter)
        settings.comparesPrints = bools["prints"] ?? false
        settings.reducesOrders = bools["reduced"] ?? true
      case "outcome":
        guard let text = strings["witness"], let witness = try? Schedule(text) else { throw fail("bad witness") }
        guard let ending = strings["ending"] else { throw fail("no ending") }
        var result = ExploredOutcome(ending: ending)
        if bools["prints"] == true { result.prints = [] }
        outcomes.append(Outcome(result: result, schedules: try int("schedules"), witness: witness))
      case "state":
        let index = try outcomeIndex()
        guard let name = strings["name"], let value = strings["value"] else { throw fail("a state needs name, value") }
        outcomes[index].result.states.append(ExploredOutcome.Value(name: name, value: value))
      case "screen":
        let index = try outcomeIndex()
        outcomes[index].result.screen = strings["text"] ?? ""
      case "print":
        let index = try outcomeIndex()
        guard outcomes[index].result.prints != nil else { throw fail("a print for an outcome without prints") }
        outcomes[index].result.prints?.append(strings["text"] ?? "")
      default:
        throw fail("unknown kind \(strings["kind"] ?? "(none)")")
      }
    }
    guard let coverage else { throw TraceFormatError(line: 1, message: "no exploration line") }
    self.init(coverage: coverage, schedules: schedules, outcomes: outcomes, redundant: redundant, settings: settings)
  }
}
