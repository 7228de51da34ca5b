import AsyncSimulation
import TextBase
import ProjectProfiles
import TraceRendering
import Runs

/// A `--flag` that `run`, `explore` (and the hidden child subcommands) understand.
package enum CommandOption: String, CaseIterable, Sendable {
  case json = "--json"
  case real = "--real"
  case lang = "--lang"
  case noColor = "--no-color"
  case maxTime = "--max-time"
  case maxEvents = "--max-events"
  case maxJobs = "--max-jobs"
  case maxMemory = "--max-memory"
  case cores = "--cores"
  case wall = "--wall"
  case export = "--export"
  case program = "--program"
  case schedule = "--schedule"
  case maxSchedules = "--max"
  case seed = "--seed"
  case jitter = "--jitter"
  case prints = "--prints"
  case allOrders = "--all-orders"
  case root = "--root"
  case actions = "--do"
  case routes = "--routes"
  case container = "--container"
  case profile = "--profile"
  case swiftVersion = "--swift-version"
  case defaultIsolation = "--default-isolation"
  case approachableConcurrency = "--approachable-concurrency"
  case explain = "--explain"

  /// The largest `--max-events`: far beyond any lesson, small enough to fit in memory.
  package static let eventLimit = 100_000_000
  /// The largest `--max-jobs`.
  package static let jobLimit = 1_000_000_000_000

  /// Whether the option takes a value (`--lang en`, `--lang=en`).
  package var takesValue: Bool {
    switch self {
    case .lang, .maxTime, .maxEvents, .maxJobs, .maxMemory, .cores, .export, .program, .schedule, .maxSchedules, .seed, .jitter,
         .root, .actions, .routes, .container, .profile, .swiftVersion, .defaultIsolation, .approachableConcurrency: true
    case .json, .real, .noColor, .wall, .prints, .allOrders, .explain: false
    }
  }

  /// How usage and error messages show the option, e.g. `--max-time D`.
  package var synopsis: String {
    switch self {
    case .lang: "--lang zh|en"
    case .maxTime: "--max-time D"
    case .maxEvents, .maxJobs, .cores: rawValue + " N"
    case .maxMemory: "--max-memory SIZE"
    case .export: "--export FORMAT=FILE"
    case .program: "--program LIBRARY"
    case .schedule: "--schedule S"
    case .maxSchedules, .seed: rawValue + " N"
    case .jitter: "--jitter D"
    case .root: "--root TYPE"
    case .actions: "--do SCRIPT"
    case .routes: "--routes FILE"
    case .container: "--container DIR"
    case .profile: "--profile " + ProjectProfile.names
    case .swiftVersion: "--swift-version 5|6"
    case .defaultIsolation: "--default-isolation MainActor|nonisolated"
    case .approachableConcurrency: "--approachable-concurrency on|off"
    default: rawValue
    }
  }

  /// What a value may be, for error messages.
  package var acceptedValues: String { acceptedValues(.en) }

  /// What a value may be, in `language`.
  package func acceptedValues(_ language: Language) -> String {
    switch self {
    case .lang: language.pick("应是 zh 或 en", "expected zh or en")
    case .maxTime: DurationSyntax.Problem.notADuration.explanation(language, positive: true)
    case .maxEvents: language.pick("应是 1 到 \(Self.eventLimit) 的整数", "expected a whole number from 1 to \(Self.eventLimit)")
    case .maxJobs: language.pick("应是 1 到 \(Self.jobLimit) 的整数", "expected a whole number from 1 to \(Self.jobLimit)")
    case .maxMemory: MemorySize.accepted(language)
    case .cores: language.pick("应是 1 到 \(SimulationOptions.maxCores) 的整数（模拟的线程池有几个线程；默认 \(SimulationOptions.defaultCores)）",
                               "expected a whole number from 1 to \(SimulationOptions.maxCores) (the simulated thread "
                                 + "pool's threads; default \(SimulationOptions.defaultCores))")
    case .export: language.pick("应是 FORMAT=FILE，FORMAT 是 \(ExportFormat.names) 之一，例如 svg=run.svg",
                                "expected FORMAT=FILE with FORMAT one of \(ExportFormat.names), e.g. svg=run.svg")
    case .program: language.pick("应是编译好的练习的路径", "expected the path of a compiled exercise")
    case .schedule: language.pick("应是 4:1.9:2 或 fifo 这样的调度，即 asyncplay explore 打印的样子",
                                  "expected a schedule such as 4:1.9:2 or fifo, as asyncplay explore prints it")
    case .maxSchedules: language.pick("应是 1 到 \(ExplorationSettings.largestMaxSchedules) 的整数",
                                      "expected a whole number from 1 to \(ExplorationSettings.largestMaxSchedules)")
    case .seed: language.pick("应是 0 到 \(UInt64.max) 的整数", "expected a whole number from 0 to \(UInt64.max)")
    case .jitter: language.pick("应是 0 到 1h 的时长，例如 5ms", "expected a duration from 0 to 1h, e.g. 5ms")
    case .root: language.pick("应是一个 View 类型或一个 #Preview 的名字，例如 --root ContentView",
                              "expected a View type or the name of a #Preview, e.g. --root ContentView")
    case .actions: language.pick("应是用户动作，例如 --do 'type s @0ms; tap Retry @1s'",
                                 "expected user actions, e.g. --do 'type s @0ms; tap Retry @1s'")
    case .routes: language.pick("应是一个路由文件", "expected a routes file")
    case .container: language.pick("应是一个文件夹", "expected a folder")
    case .profile: ProjectChoice.acceptedProfiles(language)
    case .swiftVersion: language.pick("应是 5 或 6（Swift 语言模式）", "expected 5 or 6 (the Swift language mode)")
    case .defaultIsolation: language.pick("应是 MainActor（Xcode 26 新建 App 的设置）或 nonisolated（Swift 包的默认）",
                                          "expected MainActor (what a new Xcode 26 app target sets) or nonisolated "
                                            + "(a Swift package's default)")
    case .approachableConcurrency: language.pick("应是 on 或 off（Xcode 的 Approachable Concurrency）",
                                                 "expected on or off (Xcode's Approachable Concurrency)")
    default: language.pick("它不带值", "it takes no value")
    }
  }

  /// The options each command accepts, in the order error messages list them.
  package static func accepted(by command: String) -> [CommandOption] {
    switch command {
    case "list": [.lang]
    case "run": [.json, .real, .lang, .noColor, .maxTime, .maxEvents, .maxJobs, .maxMemory, .cores, .wall, .export,
                 .schedule, .explain]
    case "__child": [.lang, .real, .maxTime, .maxEvents, .maxJobs, .cores, .program, .schedule, .actions, .routes]
    case "preview": [.json, .lang, .noColor, .maxTime, .maxEvents, .maxJobs, .maxMemory, .cores, .wall, .export,
                     .root, .actions, .routes, .container, .explain] + projectOptions
    case "explore": [.json, .lang, .noColor, .maxTime, .maxEvents, .maxJobs, .maxMemory, .cores, .wall]
      + exploreOptions
    case "__explore": [.lang, .maxTime, .maxEvents, .maxJobs, .cores, .program] + exploreOptions
    default: []
    }
  }

  /// The options that choose the project settings a user's files compile with.
  package static let projectOptions: [CommandOption] = [.profile, .swiftVersion, .defaultIsolation, .approachableConcurrency]

  /// The options only `explore` takes.
  package static let exploreOptions: [CommandOption] = [.maxSchedules, .seed, .jitter, .prints, .allOrders]

  /// Reads a value for this option into `request`; throws when the value is not accepted.
  package func apply(_ value: String?, to request: inout RunRequest) throws(UsageError) {
    func bad(_ zh: String? = nil, _ en: String? = nil) -> UsageError {
      UsageError(zh: "\(rawValue) 的值 \"\(value ?? "")\" 不对；\(zh ?? acceptedValues(.zh))",
                 en: "bad value \"\(value ?? "")\" for \(rawValue); \(en ?? acceptedValues)")
    }
    switch self {
    case .json: request.json = true
    case .real: request.real = true
    case .noColor: request.color = .never
    case .wall: request.wall = true
    case .explain: request.explain = true
    case .lang:
      guard let value, let language = Language(rawValue: value) else { throw bad() }
      request.language = language
    case .maxTime:
      guard let value else { throw bad() }
      switch DurationSyntax.read(value) {
      case .success(let duration) where duration > .zero: request.maxTime = duration
      case .success: throw bad("预算为 0 会让每次运行都停下；应是大于 0、最多 \(DurationSyntax.maximumChinese)的时长",
                               "a budget of 0 stops every run; expected a duration above 0 and at most "
                                 + DurationSyntax.maximumText)
      case .failure(let problem):
        throw bad(problem.explanation(.zh, positive: true), problem.explanation(positive: true))
      }
    case .maxEvents:
      guard let value, let n = Int(value), (1...Self.eventLimit).contains(n) else { throw bad() }
      request.maxEvents = n
    case .maxJobs:
      guard let value, let n = Int(value), (1...Self.jobLimit).contains(n) else { throw bad() }
      request.maxJobs = n
    case .maxMemory:
      guard let value, let bytes = MemorySize.parse(value) else { throw bad() }
      request.maxMemory = bytes
    case .cores:
      guard let value, let n = Int(value), (1...SimulationOptions.maxCores).contains(n) else { throw bad() }
      request.cores = n
    case .program:
      guard let value, !value.isEmpty else { throw bad() }
      request.program = value
    case .schedule:
      guard let value else { throw bad() }
      do {
        request.schedule = try Schedule(value)
      } catch {
        throw UsageError(zh: ScheduleText.chinese(error), en: error.description)
      }
    case .maxSchedules:
      guard let value, let n = Int(value), (1...ExplorationSettings.largestMaxSchedules).contains(n) else { throw bad() }
      request.exploration.maxSchedules = n
    case .seed:
      guard let value, let n = UInt64(value) else { throw bad() }
      request.exploration.seed = n
    case .jitter:
      guard let value else { throw bad() }
      switch DurationSyntax.read(value) {
      case .success(let duration) where duration <= Schedule.largestJitter: request.exploration.jitter = duration
      // Whatever is wrong, the range named is the jitter's (1h), not the 24h of other durations.
      case .success, .failure: throw bad()
      }
    case .profile, .swiftVersion, .defaultIsolation, .approachableConcurrency:
      guard let value else { throw bad() }
      do {
        try request.project.set(String(rawValue.dropFirst(2)), to: value)
      } catch {
        throw bad()
      }
    case .root, .actions, .routes, .container:
      guard let value, !value.isEmpty || self == .actions else { throw bad() }
      var settings = request.preview ?? PreviewSettings()
      switch self {
      case .root: settings.root = value
      case .actions: settings.actions = value
      case .routes: settings.routes = value
      default: settings.container = value
      }
      request.preview = settings
    case .prints: request.exploration.comparesPrints = true
    case .allOrders: request.exploration.reducesOrders = false
    case .export:
      guard let value, let eq = value.firstIndex(of: "="), value.index(after: eq) != value.endIndex else { throw bad() }
      switch ExportFormat.named(String(value[..<eq])) {
      case .success(let format): request.exports.append(RunRequest.Export(format: format, path: String(value[value.index(after: eq)...])))
      case .failure(let error): throw error
      }
    }
  }
}
