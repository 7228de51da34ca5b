import Scenarios
import TextBase
import ProjectProfiles
import Runs

/// Reads `asyncplay`'s arguments into a ``Command``, checking scenario names, parameters and flags on the way.
///
/// Every mistake becomes a ``UsageError`` whose message says what was wrong and what is accepted.
public struct CommandLineParser: Sendable {
  /// The scenarios `run` accepts.
  public var scenarios: [Scenario]
  /// The workloads `bench` accepts.
  public var workloads: [BenchWorkload]

  /// The commands users type, in the order messages list them.
  package static let commands = ShellCommand.inMessages.map(\.name)

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
      if ShellCommand(rawValue: command) != nil { return .commandHelp(command) }
      return REPLOptions.isFlag(command) ? .commandHelp("repl") : .help
    }
    if REPLOptions.isFlag(command) { return .repl(try REPLOptions.parse(arguments)) }
    if let shell = ShellCommand(rawValue: command) { return try parse(shell, rest) }
    switch command {
    case "--help", "-h":
      return try helpTopic(rest)
    case "__child":
      return .child(try runRequest(rest, command: command))
    case "__explore":
      return .exploreChild(try runRequest(rest, command: command))
    case "__bench":
      return .benchChild(try benchRequest(rest, command: command))
    default:
      if scenarios.contains(where: { $0.name == command }) {
        throw UsageError(zh: "未知命令 \"\(command)\"；\(command) 是一个场景：asyncplay run \(command) 运行它"
                           + "（asyncplay list 列出全部场景）",
                         en: "unknown command \"\(command)\"; \(command) is a scenario: asyncplay run \(command) runs it "
                           + "(asyncplay list lists the scenarios)")
      }
      // Presenting a demo is a way of playing it: the word a presenter reaches for points at the flag.
      if command == "present" || command == "--present" {
        let file = rest.first { $0.hasSuffix(".play") }.map(ShellQuoting.quoted) ?? "demo.play"
        throw UsageError(zh: "未知命令 \"\(command)\"；演示一个 .play 文件用 asyncplay play \(file) --present",
                         en: "unknown command \"\(command)\"; to present a .play file, run asyncplay play \(file) --present")
      }
      let option = command.hasPrefix("-")
      let word = option ? String(command.drop { $0 == "-" }) : command
      let known = UsageError.alternatives(to: word, among: Self.commands, label: ("命令", "commands"))
      throw UsageError(zh: (option ? "未知选项 \(command)" : "未知命令 \"\(command)\"") + "；" + known.zh,
                       en: (option ? "unknown option \(command)" : "unknown command \"\(command)\"") + "; " + known.en)
    }
  }

  /// The arguments after `command`, read as that command reads them. The switch is exhaustive with no `default`: a
  /// command added to ``ShellCommand`` does not compile until it is dispatched here.
  private func parse(_ command: ShellCommand, _ rest: [String]) throws(UsageError) -> Command {
    switch command {
    case .repl:
      return .repl(try REPLOptions.parse(rest))
    case .help:
      return try helpTopic(rest)
    case .lessons:
      return .lessons(try REPLOptions.parse(rest))
    case .lesson:
      guard let lesson = rest.first, !lesson.hasPrefix("-") else {
        throw UsageError(zh: "lesson 需要课程编号或 id，例如 asyncplay lesson 1（asyncplay lessons 列出全部课程）",
                         en: "lesson needs a lesson number or id, e.g. asyncplay lesson 1 (asyncplay lessons lists them)")
      }
      var options = try REPLOptions.parse(Array(rest.dropFirst()))
      options.startLesson = lesson
      return .repl(options)
    case .list:
      let (positionals, request) = try split(rest, command: command.name)
      if let extra = positionals.first {
        throw UsageError(zh: "list 不接受参数 \"\(extra)\"；list 只接受 --lang zh|en",
                         en: "unexpected argument \"\(extra)\" for list; list takes only --lang zh|en")
      }
      return .list(request.language)
    case .run:
      return .run(try runRequest(rest, command: command.name))
    case .explore:
      return .explore(try runRequest(rest, command: command.name))
    case .preview:
      return .preview(try previewRequest(rest))
    case .play:
      return .play(try PlayOptions.parse(rest))
    case .test:
      return .test(try TranscriptTestOptions.parse(rest))
    case .exercises, .exercise, .check, .watch, .solution, .new:
      return .exercise(try ExerciseRequest.parse(command.name, rest))
    case .bench:
      return .bench(try benchRequest(rest, command: command.name))
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
      throw UsageError(zh: "help 不接受参数 \"\(words[1])\"；help 最多接受一个命令，例如 asyncplay help run",
                       en: "unexpected argument \"\(words[1])\" for help; help takes at most one command, e.g. asyncplay help run")
    }
    if ShellCommand(rawValue: topic) != nil { return .commandHelp(topic) }
    let known = UsageError.alternatives(to: topic, among: ShellCommand.inHelpTopics.map(\.name), label: ("命令", "commands"))
    throw UsageError(zh: "没有 \"\(topic)\" 的帮助；" + known.zh, en: "no help for \"\(topic)\"; " + known.en)
  }

  // MARK: run

  private func runRequest(_ arguments: [String], command: String) throws(UsageError) -> RunRequest {
    let (positionals, options) = try split(arguments, command: command)
    let names = scenarios.map(\.name)
    guard let name = positionals.first else {
      let shown = command.hasPrefix("__") ? String(command.dropFirst(2)) : command
      throw UsageError(zh: "\(shown) 需要一个场景；可选：\(Language.zh.list(names))",
                       en: "\(shown) needs a scenario; known: \(names.joined(separator: ", "))")
    }
    if options.real, let schedule = options.schedule {
      throw UsageError(zh: "--schedule \(schedule) 重放模拟出的顺序；--real 在真实的执行器上运行，顺序无法选择：二者只能给一个",
                       en: "--schedule \(schedule) replays a simulated order; --real runs on the real executors, whose "
                         + "order cannot be chosen: give one or the other")
    }
    if options.real, let cores = options.cores {
      throw UsageError(zh: "--cores \(cores) 设定模拟的线程池；--real 在真实的执行器上运行，线程池是这台机器的：二者只能给一个",
                       en: "--cores \(cores) sets the simulated thread pool; --real runs on the real executors, whose "
                         + "pool is this machine's: give one or the other")
    }
    if options.program != nil {
      // A compiled student program brings its own scenario; the child checks the name and parameters against it.
      var request = options
      request.scenario = name
      request.assignments = try assignments(positionals.dropFirst(), owner: name, parameterNames: [])
      return request
    }
    guard let scenario = scenarios.first(where: { $0.name == name }) else {
      let known = UsageError.alternatives(to: name, among: names, label: ("场景", "known"))
      throw UsageError(zh: "未知场景 \"\(name)\"；" + known.zh, en: "unknown scenario \"\(name)\"; " + known.en)
    }
    var request = options
    request.scenario = name
    request.assignments = try assignments(positionals.dropFirst(), owner: name,
                                          parameterNames: scenario.parameters.map(\.name))
    let pairs = request.assignments.map { ($0.name, $0.value) }
    if let error = Self.failure({ () throws(ParameterError) in _ = try scenario.arguments(pairs, language: .en) }) {
      let chinese = Self.failure { () throws(ParameterError) in _ = try scenario.arguments(pairs, language: .zh, messages: .zh) }
      throw Self.usageError(error, chinese: chinese ?? error,
                            knownParameter: scenario.parameter(named: error.parameter) != nil)
    }
    try Self.refuseRepeats(request.assignments)
    return request
  }

  // MARK: preview

  /// `preview FILE... [options]`: the files, then `run`'s options and the preview's; the actions are parsed here, so
  /// that a mistake in them is one line before anything is compiled.
  private func previewRequest(_ arguments: [String]) throws(UsageError) -> PreviewRequest {
    let (files, options) = try split(arguments, command: "preview")
    guard !files.isEmpty else {
      throw UsageError(zh: "preview 需要至少一个 Swift 文件；用法：asyncplay preview FILE... [--root TYPE] [--do 动作]",
                       en: "preview needs at least one Swift file; usage: asyncplay preview FILE... [--root TYPE] "
                         + "[--do ACTIONS]")
    }
    if let (first, second) = Self.firstRepeat(files.map(FileIdentity.key)) {
      throw UsageError(zh: "\(REPLQuote.shorten(files[first])) 和 \(REPLQuote.shorten(files[second])) 是同一个文件；"
                         + "每个文件只给一次",
                       en: "\(REPLQuote.shorten(files[first])) and \(REPLQuote.shorten(files[second])) are the same "
                         + "file; give each file once")
    }
    if let actions = options.preview?.actions, let problem = PreviewActions.problem(in: actions) {
      throw problem
    }
    if let routes = options.preview?.routes, let problem = PreviewRoutes.problem(in: routes) { throw problem }
    try Self.refuseExportsOverInputs(options.exports, files: files, routes: options.preview?.routes)
    var run = options
    run.scenario = PreviewRequest.name(of: files)
    if run.preview == nil { run.preview = PreviewSettings() }
    return PreviewRequest(files: files, run: run)
  }

  /// An export never replaces what the run reads: `--export json=C.swift` naming the file to preview (by file
  /// identity: a symbolic link, `./C.swift` or a hard link is the same file) or the routes file is refused before
  /// anything is compiled, since the trace would overwrite the student's source.
  package static func refuseExportsOverInputs(_ exports: [RunRequest.Export], files: [String], routes: String?)
    throws(UsageError) {
    let inputs = files.map { (path: $0, zh: "要预览的文件", en: "a file to preview") }
      + (routes.map { [(path: $0, zh: "--routes 的文件", en: "the --routes file")] } ?? [])
    let keys = inputs.map { FileIdentity.key($0.path) }
    for export in exports {
      guard let index = keys.firstIndex(of: FileIdentity.key(export.path)) else { continue }
      let input = inputs[index]
      let shown = "--export \(export.format.rawValue)=\(REPLQuote.shorten(export.path))"
      // A long path keeps its file's name: that is what tells the user which input it was.
      let name = input.path.count <= REPLQuote.longest ? input.path : "…/" + FileSystem.fileName(of: input.path)
      throw UsageError(zh: "\(shown) 会覆盖本次运行读取的\(input.zh) \(REPLQuote.shorten(name))；导出到另一个文件",
                       en: "\(shown) would overwrite \(input.en), \(REPLQuote.shorten(name)), which this run "
                         + "reads; export to a file of its own")
    }
  }

  // MARK: bench

  private func benchRequest(_ arguments: [String], command: String) throws(UsageError) -> BenchRequest {
    let (positionals, _) = try split(arguments, command: command)
    let names = workloads.map(\.name)
    guard let name = positionals.first else {
      throw UsageError(zh: "bench 需要一个负载；可选：\(Language.zh.list(names))",
                       en: "bench needs a workload; known: \(names.joined(separator: ", "))")
    }
    guard let workload = workloads.first(where: { $0.name == name }) else {
      let known = UsageError.alternatives(to: name, among: names, label: ("负载", "known"))
      throw UsageError(zh: "未知负载 \"\(name)\"；" + known.zh, en: "unknown workload \"\(name)\"; " + known.en)
    }
    let request = BenchRequest(
      workload: name,
      assignments: try assignments(positionals.dropFirst(), owner: name,
                                   parameterNames: workload.parameters.map(\.name)))
    if let error = Self.failure({ () throws(ParameterError) in _ = try workload.arguments(request.assignments) }) {
      let chinese = Self.failure { () throws(ParameterError) in
        _ = try workload.arguments(request.assignments, language: .zh)
      }
      throw Self.usageError(error, chinese: chinese ?? error,
                            knownParameter: workload.parameters.contains { $0.name == error.parameter })
    }
    try Self.refuseRepeats(request.assignments)
    return request
  }

  // MARK: shared

  /// A parameter error as a usage error: an unknown name keeps its message (it names the alternatives); a bad value
  /// names the parameter and the value first; `chinese` is the same error from the check in Chinese.
  package static func usageError(_ error: ParameterError, chinese: ParameterError, knownParameter: Bool) -> UsageError {
    guard knownParameter else { return UsageError(zh: chinese.message, en: error.message) }
    return UsageError(zh: "\(error.parameter) 的值 \"\(error.value)\" 不对；\(chinese.message)",
                      en: "bad value \"\(error.value)\" for \(error.parameter); \(error.message)")
  }

  /// ``usageError(_:chinese:knownParameter:)`` with the same text in both languages (a child process's report).
  package static func usageError(_ error: ParameterError, knownParameter: Bool) -> UsageError {
    usageError(error, chinese: error, knownParameter: knownParameter)
  }

  /// The error `check` throws, or nil when it passes.
  package static func failure(_ check: () throws(ParameterError) -> Void) -> ParameterError? {
    do {
      try check()
      return nil
    } catch {
      return error
    }
  }

  /// Reads `name=value` words.
  private func assignments(_ words: ArraySlice<String>, owner: String,
                           parameterNames: [String]) throws(UsageError) -> [Assignment] {
    var out: [Assignment] = []
    for word in words {
      guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
        let list = parameterNames.joined(separator: ", ")
        throw UsageError(zh: "多余的参数 \"\(word)\"；" + (parameterNames.isEmpty ? "\(owner) 不接受参数"
                           : "参数写作 name=value（\(owner) 接受：\(Language.zh.list(parameterNames))）"),
                         en: "unexpected argument \"\(word)\"; " + (parameterNames.isEmpty ? "\(owner) takes no parameters"
                           : "parameters are written name=value (\(owner) takes: \(list))"))
      }
      out.append(Assignment(name: String(word[..<equals]), value: String(word[word.index(after: equals)...])))
    }
    return out
  }

  /// Refuses a parameter given twice (after the names and values are known to be good, so that a misspelt name is
  /// reported as such).
  private static func refuseRepeats(_ assignments: [Assignment]) throws(UsageError) {
    guard let (first, second) = firstRepeat(assignments.map(\.name)) else { return }
    throw UsageError(zh: repeatedParameter(assignments[first].text, then: assignments[second].text,
                                           name: assignments[first].name, language: .zh),
                     en: repeatedParameter(assignments[first].text, then: assignments[second].text,
                                           name: assignments[first].name))
  }

  /// The positions of the first name given a second time, or nil when every name is given once.
  package static func firstRepeat(_ names: [String]) -> (first: Int, second: Int)? {
    var seen: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      if let first = seen[name] { return (first, index) }
      seen[name] = index
    }
    return nil
  }

  /// The message for a parameter given twice: the last value does not silently win.
  package static func repeatedParameter(_ first: String, then second: String, name: String,
                                language: Language = .en) -> String {
    language.pick("\(REPLQuote.shorten(name)) 给了两次（先 \(REPLQuote.shorten(first))，后 \(REPLQuote.shorten(second))）；"
                    + "每个参数只给一次",
                  "\(REPLQuote.shorten(name)) is given twice (\(REPLQuote.shorten(first)), then \(REPLQuote.shorten(second))); "
                    + "give each parameter once")
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
      // `--` ends the options, as in every POSIX tool: what follows is files or names, even `-odd.swift`.
      if word == "--" {
        positionals += arguments[index...]
        break
      }
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
          throw UsageError(zh: "\(flag) 不带值；单独写 \(flag)", en: "\(flag) takes no value; write \(flag) alone")
        }
        value = String(word[word.index(after: equals)...])
      } else if option.takesValue {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw UsageError(zh: "\(flag) 需要一个值；\(option.acceptedValues(.zh))",
                           en: "\(flag) needs a value; \(option.acceptedValues)")
        }
        value = arguments[index]
        index += 1
      }
      if option.takesValue && option != .export {
        if let earlier = given[option] {
          let (a, b) = (REPLQuote.shorten(earlier), REPLQuote.shorten(value ?? ""))
          throw UsageError(zh: "\(flag) 给了两次（先 \(a)，后 \(b)）；只给一次",
                           en: "\(flag) is given twice (\(a), then \(b)); give it once")
        }
        given[option] = value ?? ""
      }
      try option.apply(value, to: &request)
    }
    if request.json && request.explain {
      throw UsageError(zh: "--explain 打印文字，不能和 --json 一起用；二选一",
                       en: "--explain prints text and cannot be combined with --json; use one of them")
    }
    if let (first, second) = Self.firstRepeat(request.exports.map { FileIdentity.key($0.path) }) {
      let a = request.exports[first], b = request.exports[second]
      let both = "--export \(a.format.rawValue)=\(REPLQuote.shorten(a.path))", other = "--export "
        + "\(b.format.rawValue)=\(REPLQuote.shorten(b.path))"
      throw UsageError(zh: "\(both) 和 \(other) 指向同一个文件；每个导出用各自的文件",
                       en: "\(both) and \(other) name the same file; give each export a file of its own")
    }
    return (positionals, request)
  }

  private func unknownOption(_ flag: String, command: String, accepted: [CommandOption]) -> UsageError {
    let shown = command.hasPrefix("__") ? String(command.dropFirst(2)) : command
    guard !accepted.isEmpty else {
      return UsageError(zh: "\(shown) 没有选项 \(flag)；\(shown) 只接受 name=value 参数",
                        en: "unknown option \(flag) for \(shown); \(shown) takes only name=value parameters")
    }
    let list = accepted.map(\.synopsis).joined(separator: ", ")
    let zh = Language.zh.list(accepted.map(\.synopsis))
    guard let match = Suggestions.closest(to: flag, among: accepted.map(\.rawValue)) else {
      return UsageError(zh: "\(shown) 没有选项 \(flag)；选项：\(zh)", en: "unknown option \(flag) for \(shown); options: \(list)")
    }
    return UsageError(zh: "\(shown) 没有选项 \(flag)；你是不是想输入 \(match)？（选项：\(zh)）",
                      en: "unknown option \(flag) for \(shown); did you mean \(match)? (options: \(list))")
  }
}
