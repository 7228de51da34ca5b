import Scenarios

/// Reads `asyncplay`'s arguments into a ``Command``, checking scenario names, parameters and flags on the way.
///
/// Every mistake becomes a ``UsageError`` whose message says what was wrong and what is accepted.
public struct CommandLineParser: Sendable {
  /// The scenarios `run` accepts.
  public var scenarios: [Scenario]
  /// The workloads `bench` accepts.
  public var workloads: [BenchWorkload]

  /// The commands users type, in the order messages list them.
  static let commands = ["lessons", "lesson", "list", "run", "explore", "play", "test", "bench", "help"]
    + ExerciseRequest.commands

  /// A parser for the given scenarios and workloads (by default, the catalog and the built-in workloads).
  public init(scenarios: [Scenario] = ScenarioCatalog.all, workloads: [BenchWorkload] = BenchWorkload.all) {
    self.scenarios = scenarios
    self.workloads = workloads
  }

  /// Parses the arguments after the program name.
  public func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let command = arguments.first else { return .help }
    let rest = Array(arguments.dropFirst())
    if command == "--version" || command == "-V" { return .version }
    if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
      if CommandHelp.named(command) != nil { return .commandHelp(command) }
      return REPLOptions.isFlag(command) ? .commandHelp("repl") : .help
    }
    if REPLOptions.isFlag(command) { return .repl(try REPLOptions.parse(arguments)) }
    switch command {
    case "repl":
      return .repl(try REPLOptions.parse(rest))
    case "help", "--help", "-h":
      return try helpTopic(rest)
    case "lessons":
      return .lessons(try REPLOptions.parse(rest))
    case "lesson":
      guard let lesson = rest.first, !lesson.hasPrefix("-") else {
        throw UsageError("lesson needs a lesson number or id, e.g. asyncplay lesson 1 (asyncplay lessons lists them)")
      }
      var options = try REPLOptions.parse(Array(rest.dropFirst()))
      options.startLesson = lesson
      return .repl(options)
    case "list":
      let (positionals, request) = try split(rest, command: command)
      if let extra = positionals.first {
        throw UsageError("unexpected argument \"\(extra)\" for list; list takes only --lang zh|en")
      }
      return .list(request.language)
    case "run", "__child":
      let request = try runRequest(rest, command: command)
      return command == "run" ? .run(request) : .child(request)
    case "explore", "__explore":
      let request = try runRequest(rest, command: command)
      return command == "explore" ? .explore(request) : .exploreChild(request)
    case "play":
      return .play(try PlayOptions.parse(rest))
    case "test":
      return .test(try TranscriptTestOptions.parse(rest))
    case _ where ExerciseRequest.commands.contains(command):
      return .exercise(try ExerciseRequest.parse(command, rest))
    case "bench", "__bench":
      let request = try benchRequest(rest, command: command)
      return command == "bench" ? .bench(request) : .benchChild(request)
    default:
      if scenarios.contains(where: { $0.name == command }) {
        throw UsageError("unknown command \"\(command)\"; \(command) is a scenario: asyncplay run \(command) runs it "
          + "(asyncplay list lists the scenarios)")
      }
      let what = command.hasPrefix("-") ? "unknown option \(command)" : "unknown command \"\(command)\""
      let word = command.hasPrefix("-") ? String(command.drop { $0 == "-" }) : command
      throw UsageError("\(what); " + UsageError.alternatives(to: word, among: Self.commands, label: "commands"))
    }
  }

  /// `help [command]`: the overview, or one command's help (`--lang` may come anywhere).
  private func helpTopic(_ arguments: [String]) throws(UsageError) -> Command {
    var words: [String] = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if word == "--lang" {
        index += 1
      } else if !word.hasPrefix("--lang=") {
        words.append(word)
      }
    }
    guard let topic = words.first else { return .help }
    guard words.count == 1 else {
      throw UsageError("unexpected argument \"\(words[1])\" for help; help takes at most one command, e.g. asyncplay help run")
    }
    if CommandHelp.named(topic) != nil { return .commandHelp(topic) }
    throw UsageError("no help for \"\(topic)\"; "
      + UsageError.alternatives(to: topic, among: CommandHelp.all.map(\.name), label: "commands"))
  }

  // MARK: run

  private func runRequest(_ arguments: [String], command: String) throws(UsageError) -> RunRequest {
    let (positionals, options) = try split(arguments, command: command)
    let names = scenarios.map(\.name)
    guard let name = positionals.first else {
      let shown = command.hasPrefix("__") ? String(command.dropFirst(2)) : command
      throw UsageError("\(shown) needs a scenario; known: \(names.joined(separator: ", "))")
    }
    if options.real, let schedule = options.schedule {
      throw UsageError("--schedule \(schedule) replays a simulated order; --real runs on the real executors, whose "
        + "order cannot be chosen: give one or the other")
    }
    if options.program != nil {
      // A compiled student program brings its own scenario; the child checks the name and parameters against it.
      var request = options
      request.scenario = name
      request.assignments = try assignments(positionals.dropFirst(), owner: name, parameterNames: [])
      return request
    }
    guard let scenario = scenarios.first(where: { $0.name == name }) else {
      throw UsageError("unknown scenario \"\(name)\"; " + UsageError.alternatives(to: name, among: names))
    }
    var request = options
    request.scenario = name
    request.assignments = try assignments(positionals.dropFirst(), owner: name,
                                          parameterNames: scenario.parameters.map(\.name))
    do {
      _ = try scenario.arguments(request.assignments.map { ($0.name, $0.value) }, language: request.language)
    } catch {
      throw Self.usageError(error, knownParameter: scenario.parameter(named: error.parameter) != nil)
    }
    try Self.refuseRepeats(request.assignments)
    return request
  }

  // MARK: bench

  private func benchRequest(_ arguments: [String], command: String) throws(UsageError) -> BenchRequest {
    let (positionals, _) = try split(arguments, command: command)
    let names = workloads.map(\.name)
    guard let name = positionals.first else {
      throw UsageError("bench needs a workload; known: \(names.joined(separator: ", "))")
    }
    guard let workload = workloads.first(where: { $0.name == name }) else {
      throw UsageError("unknown workload \"\(name)\"; " + UsageError.alternatives(to: name, among: names))
    }
    let request = BenchRequest(
      workload: name,
      assignments: try assignments(positionals.dropFirst(), owner: name,
                                   parameterNames: workload.parameters.map(\.name)))
    do {
      _ = try workload.arguments(request.assignments)
    } catch {
      throw Self.usageError(error, knownParameter: workload.parameters.contains { $0.name == error.parameter })
    }
    try Self.refuseRepeats(request.assignments)
    return request
  }

  // MARK: shared

  /// A parameter error as a usage error: an unknown name keeps its message (it names the alternatives); a bad value
  /// names the parameter and the value first.
  static func usageError(_ error: ParameterError, knownParameter: Bool) -> UsageError {
    guard knownParameter else { return UsageError(error.message) }
    return UsageError("bad value \"\(error.value)\" for \(error.parameter); \(error.message)")
  }

  /// Reads `name=value` words.
  private func assignments(_ words: ArraySlice<String>, owner: String,
                           parameterNames: [String]) throws(UsageError) -> [Assignment] {
    var out: [Assignment] = []
    for word in words {
      guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
        let takes = parameterNames.isEmpty ? "\(owner) takes no parameters"
          : "parameters are written name=value (\(owner) takes: \(parameterNames.joined(separator: ", ")))"
        throw UsageError("unexpected argument \"\(word)\"; \(takes)")
      }
      out.append(Assignment(name: String(word[..<equals]), value: String(word[word.index(after: equals)...])))
    }
    return out
  }

  /// Refuses a parameter given twice (after the names and values are known to be good, so that a misspelt name is
  /// reported as such).
  private static func refuseRepeats(_ assignments: [Assignment]) throws(UsageError) {
    guard let (first, second) = firstRepeat(assignments.map(\.name)) else { return }
    throw UsageError(repeatedParameter(assignments[first].text, then: assignments[second].text,
                                       name: assignments[first].name))
  }

  /// The positions of the first name given a second time, or nil when every name is given once.
  static func firstRepeat(_ names: [String]) -> (first: Int, second: Int)? {
    var seen: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      if let first = seen[name] { return (first, index) }
      seen[name] = index
    }
    return nil
  }

  /// The message for a parameter given twice: the last value does not silently win.
  static func repeatedParameter(_ first: String, then second: String, name: String) -> String {
    "\(REPLQuote.shorten(name)) is given twice (\(REPLQuote.shorten(first)), then \(REPLQuote.shorten(second))); "
      + "give each parameter once"
  }

  /// Separates positional words from `--flags`, applying the flags to a request.
  private func split(_ arguments: [String], command: String) throws(UsageError) -> ([String], RunRequest) {
    let accepted = CommandOption.accepted(by: command)
    var request = RunRequest(scenario: "")
    var positionals: [String] = []
    var given: [CommandOption: String] = [:]
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      guard word.hasPrefix("-"), word.count > 1 else {
        positionals.append(word)
        continue
      }
      let equals = word.firstIndex(of: "=")
      let flag = equals.map { String(word[..<$0]) } ?? word
      guard let option = CommandOption(rawValue: flag), accepted.contains(option) else {
        throw unknownOption(flag, command: command, accepted: accepted)
      }
      var value: String?
      if let equals {
        guard option.takesValue else {
          throw UsageError("\(flag) takes no value; write \(flag) alone")
        }
        value = String(word[word.index(after: equals)...])
      } else if option.takesValue {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw UsageError("\(flag) needs a value; \(option.acceptedValues)")
        }
        value = arguments[index]
        index += 1
      }
      if option.takesValue && option != .export {
        if let earlier = given[option] {
          throw UsageError("\(flag) is given twice (\(REPLQuote.shorten(earlier)), then "
            + "\(REPLQuote.shorten(value ?? ""))); give it once")
        }
        given[option] = value ?? ""
      }
      try option.apply(value, to: &request)
    }
    if let (first, second) = Self.firstRepeat(request.exports.map { FileIdentity.key($0.path) }) {
      let a = request.exports[first], b = request.exports[second]
      throw UsageError("--export \(a.format.rawValue)=\(REPLQuote.shorten(a.path)) and --export "
        + "\(b.format.rawValue)=\(REPLQuote.shorten(b.path)) name the same file; give each export a file of its own")
    }
    return (positionals, request)
  }

  private func unknownOption(_ flag: String, command: String, accepted: [CommandOption]) -> UsageError {
    let shown = command.hasPrefix("__") ? String(command.dropFirst(2)) : command
    guard !accepted.isEmpty else {
      return UsageError("unknown option \(flag) for \(shown); \(shown) takes only name=value parameters")
    }
    let list = "options: " + accepted.map(\.synopsis).joined(separator: ", ")
    guard let match = Suggestions.closest(to: flag, among: accepted.map(\.rawValue)) else {
      return UsageError("unknown option \(flag) for \(shown); \(list)")
    }
    return UsageError("unknown option \(flag) for \(shown); did you mean \(match)? (\(list))")
  }
}
