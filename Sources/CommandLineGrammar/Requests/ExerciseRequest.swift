import TextBase
import ProjectProfiles
import Runs

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
  /// `--max-memory SIZE` (check and watch): the memory budget of the run, in bytes.
  public var maxMemory: Int?
  /// `--no-color`.
  public var color: ColorChoice = .auto
  /// `--lessons DIR`: an instructor's folder whose `Exercises/` adds exercises.
  public var lessonsDirectory: String?
  /// `--hints` (exercise only): print the hints too.
  public var hints = false
  /// `new FILE --view`: write a SwiftUI view file and its routes file instead of a sandbox file.
  public var view = false
  /// `--profile`, `--swift-version`, `--default-isolation`, `--approachable-concurrency` (check and watch): the
  /// project settings the file compiles with, unless its exercise pins its own.
  public var project = ProjectChoice()

  /// A request for `action` with default options.
  public init(action: Action) { self.action = action }

  /// The command words, as usage lists them.
  package static let commands = ShellCommand.allCases.filter(\.isExerciseCommand).map(\.name)

  /// The flags each command accepts.
  package static func flags(for command: String) -> [String] {
    switch command {
    case "exercises": ["--workspace", "--lang", "--lessons"]
    case "exercise": ["--workspace", "--reset", "--hints", "--lang", "--lessons"]
    case "check": ["--workspace", "--json", "--lang", "--no-color", "--lessons", "--max-memory"] + projectFlags
    case "watch": ["--workspace", "--lang", "--no-color", "--lessons", "--max-memory"] + projectFlags
    case "solution": ["--lang", "--lessons"]
    default: ["--lang", "--view"]
    }
  }

  /// The flags that choose the project settings.
  package static let projectFlags = CommandOption.projectOptions.map(\.rawValue)

  /// The usage line of a command.
  package static func synopsis(_ command: String) -> String {
    switch command {
    case "exercises": "exercises [--workspace DIR]"
    case "exercise": "exercise ID [--reset] [--hints] [--workspace DIR]"
    case "check": "check ID|FILE [--workspace DIR] [--profile NAME] [--json]"
    case "watch": "watch [ID|FILE] [--workspace DIR] [--profile NAME]"
    case "solution": "solution ID"
    default: "new FILE [--view]"
    }
  }

  /// Reads the arguments after `command` (one of ``commands``).
  package static func parse(_ command: String, _ arguments: [String]) throws(UsageError) -> ExerciseRequest {
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
        let known = UsageError.alternatives(to: flag, among: accepted, label: ("选项", "options"))
        throw UsageError(zh: "\(command) 没有选项 \(flag)；" + known.zh,
                         en: "unknown option \(flag) for \(command); " + known.en)
      }
      let takesValue = ["--workspace", "--lang", "--lessons", "--max-memory"].contains(flag)
        || projectFlags.contains(flag)
      var value: String?
      if takesValue {
        if parts.count == 2 {
          value = parts[1]
        } else {
          guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            if let option = CommandOption(rawValue: flag), projectFlags.contains(flag) {
              throw UsageError(zh: "\(flag) 需要一个值；" + option.acceptedValues(.zh),
                               en: "\(flag) needs a value; " + option.acceptedValues(.en))
            }
            let lang = flag == "--lang", memory = flag == "--max-memory"
            throw UsageError(zh: "\(flag) 需要一个值；" + (lang ? "应是 zh 或 en" : memory ? MemorySize.accepted(.zh) : "应是一个文件夹"),
                             en: "\(flag) needs a value; " + (lang ? "expected zh or en" : memory ? MemorySize.accepted(.en) : "expected a folder"))
          }
          value = arguments[index]
          index += 1
        }
      } else if parts.count == 2 {
        throw UsageError(zh: "\(flag) 不带值；单独写 \(flag)", en: "\(flag) takes no value; write \(flag) alone")
      }
      switch flag {
      case "--workspace":
        guard let value, !value.isEmpty else { throw UsageError(zh: "--workspace 需要一个文件夹", en: "--workspace needs a folder") }
        request.workspace = value
      case "--lessons":
        guard let value, !value.isEmpty else { throw UsageError(zh: "--lessons 需要一个文件夹", en: "--lessons needs a folder") }
        request.lessonsDirectory = value
      case "--lang":
        guard let value, let language = Language(rawValue: value) else {
          throw UsageError(zh: "--lang 的值 \"\(value ?? "")\" 不对；应是 zh 或 en",
                           en: "bad value \"\(value ?? "")\" for --lang; expected zh or en")
        }
        request.language = language
      case "--max-memory":
        guard let value, let bytes = MemorySize.parse(value) else {
          throw UsageError(zh: "--max-memory 的值 \"\(value ?? "")\" 不对；" + MemorySize.accepted(.zh),
                           en: "bad value \"\(value ?? "")\" for --max-memory; " + MemorySize.accepted(.en))
        }
        request.maxMemory = bytes
      case let flag where projectFlags.contains(flag):
        guard let value else { break }
        do {
          try request.project.set(String(flag.dropFirst(2)), to: value)
        } catch {
          let option = CommandOption(rawValue: flag)
          throw UsageError(zh: "\(flag) 的值 \"\(value)\" 不对；" + (option?.acceptedValues(.zh) ?? ""),
                           en: "bad value \"\(value)\" for \(flag); " + (option?.acceptedValues(.en) ?? ""))
        }
      case "--json": request.json = true
      case "--no-color": request.color = .never
      case "--hints": request.hints = true
      case "--view": request.view = true
      default: reset = true
      }
    }
    let usage = "asyncplay " + synopsis(command)
    func unexpected(_ word: String) -> UsageError {
      UsageError(zh: "\(command) 不接受参数 \"\(word)\"；用法：\(usage)",
                 en: "unexpected argument \"\(word)\" for \(command); usage: \(usage)")
    }
    func one(_ zh: String, _ en: String) throws(UsageError) -> String {
      guard let first = positionals.first else {
        throw UsageError(zh: "\(command) 需要\(zh)；用法：\(usage)", en: "\(command) needs \(en); usage: \(usage)")
      }
      guard positionals.count == 1 else { throw unexpected(positionals[1]) }
      return first
    }
    let exerciseID = ("一个练习 id（asyncplay exercises 列出全部）", "an exercise id (asyncplay exercises lists them)")
    switch command {
    case "exercises":
      if let extra = positionals.first { throw unexpected(extra) }
      request.action = .list
    case "exercise": request.action = .open(try one(exerciseID.0, exerciseID.1), reset: reset)
    case "check": request.action = .check(try one("一个练习 id 或一个 Swift 文件", "an exercise id or a Swift file"))
    case "watch":
      guard positionals.count <= 1 else { throw unexpected(positionals[1]) }
      request.action = .watch(positionals.first)
    case "solution": request.action = .solution(try one(exerciseID.0, exerciseID.1))
    default:
      request.action = .new(try one("要写入的文件名，例如 sandbox.swift", "the name of the file to write, e.g. sandbox.swift"))
    }
    return request
  }
}
