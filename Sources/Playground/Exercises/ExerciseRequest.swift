import Scenarios

/// What one of the exercise commands asks for: `exercises`, `exercise`, `check`, `watch`, `solution`, `new`.
public struct ExerciseRequest: Equatable, Sendable {
  /// The command and its argument.
  public enum Action: Equatable, Sendable {
    /// `exercises`: one line per exercise with its lesson and status.
    case list
    /// `exercise ID [--reset]`: writes the starting file into the workspace (`--reset`: back to the start, after
    /// keeping the student's version as a numbered backup) and prints the goal and the path.
    case open(String, reset: Bool)
    /// `check ID|FILE`: compiles, runs and checks.
    case check(String)
    /// `watch [ID|FILE]`: checks again after every save, until Ctrl-C.
    case watch(String?)
    /// `solution ID`: prints the reference solution.
    case solution(String)
    /// `new FILE`: writes a sandbox template.
    case new(String)
  }

  /// The command.
  public var action: Action
  /// `--workspace DIR`.
  public var workspace: String?
  /// `--lang`.
  public var language: Language = .preferred
  /// `--json` (check only).
  public var json = false
  /// `--no-color`.
  public var color: ColorChoice = .auto
  /// `--lessons DIR`: an instructor's folder whose `Exercises/` adds exercises.
  public var lessonsDirectory: String?
  /// `--hints` (exercise only): print the hints too.
  public var hints = false

  /// A request for `action` with default options.
  public init(action: Action) { self.action = action }

  /// The command words, as usage lists them.
  static let commands = ["exercises", "exercise", "check", "watch", "solution", "new"]

  /// The flags each command accepts.
  static func flags(for command: String) -> [String] {
    switch command {
    case "exercises": ["--workspace", "--lang", "--lessons"]
    case "exercise": ["--workspace", "--reset", "--hints", "--lang", "--lessons"]
    case "check": ["--workspace", "--json", "--lang", "--no-color", "--lessons"]
    case "watch": ["--workspace", "--lang", "--no-color", "--lessons"]
    case "solution": ["--lang", "--lessons"]
    default: ["--lang"]
    }
  }

  /// The usage line of a command.
  static func synopsis(_ command: String) -> String {
    switch command {
    case "exercises": "exercises [--workspace DIR]"
    case "exercise": "exercise ID [--reset] [--hints] [--workspace DIR]"
    case "check": "check ID|FILE [--workspace DIR] [--json]"
    case "watch": "watch [ID|FILE] [--workspace DIR]"
    case "solution": "solution ID"
    default: "new FILE"
    }
  }

  /// Reads the arguments after `command` (one of ``commands``).
  static func parse(_ command: String, _ arguments: [String]) throws(UsageError) -> ExerciseRequest {
    let accepted = flags(for: command)
    var positionals: [String] = []
    var request = ExerciseRequest(action: .list)
    var reset = false
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      guard word.hasPrefix("--") else {
        positionals.append(word)
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let flag = parts[0]
      guard accepted.contains(flag) else {
        let list = "options: " + accepted.joined(separator: ", ")
        let hint = Suggestions.closest(to: flag, among: accepted).map { "did you mean \($0)? (\(list))" } ?? list
        throw UsageError("unknown option \(flag) for \(command); \(hint)")
      }
      let takesValue = ["--workspace", "--lang", "--lessons"].contains(flag)
      var value: String?
      if takesValue {
        if parts.count == 2 {
          value = parts[1]
        } else {
          guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw UsageError("\(flag) needs a value; \(flag == "--lang" ? "expected zh or en" : "expected a folder")")
          }
          value = arguments[index]
          index += 1
        }
      } else if parts.count == 2 {
        throw UsageError("\(flag) takes no value; write \(flag) alone")
      }
      switch flag {
      case "--workspace":
        guard let value, !value.isEmpty else { throw UsageError("--workspace needs a folder") }
        request.workspace = value
      case "--lessons":
        guard let value, !value.isEmpty else { throw UsageError("--lessons needs a folder") }
        request.lessonsDirectory = value
      case "--lang":
        guard let value, let language = Language(rawValue: value) else {
          throw UsageError("bad value \"\(value ?? "")\" for --lang; expected zh or en")
        }
        request.language = language
      case "--json": request.json = true
      case "--no-color": request.color = .never
      case "--hints": request.hints = true
      default: reset = true
      }
    }
    let usage = "usage: asyncplay " + synopsis(command)
    func one(_ what: String) throws(UsageError) -> String {
      guard let first = positionals.first else { throw UsageError("\(command) needs \(what); \(usage)") }
      guard positionals.count == 1 else {
        throw UsageError("unexpected argument \"\(positionals[1])\" for \(command); \(usage)")
      }
      return first
    }
    switch command {
    case "exercises":
      if let extra = positionals.first { throw UsageError("unexpected argument \"\(extra)\" for exercises; \(usage)") }
      request.action = .list
    case "exercise": request.action = .open(try one("an exercise id (asyncplay exercises lists them)"), reset: reset)
    case "check": request.action = .check(try one("an exercise id or a Swift file"))
    case "watch":
      guard positionals.count <= 1 else {
        throw UsageError("unexpected argument \"\(positionals[1])\" for watch; \(usage)")
      }
      request.action = .watch(positionals.first)
    case "solution": request.action = .solution(try one("an exercise id (asyncplay exercises lists them)"))
    default: request.action = .new(try one("the name of the file to write, e.g. sandbox.swift"))
    }
    return request
  }
}
