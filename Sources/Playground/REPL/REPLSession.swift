import AsyncSimulation
import Scenarios
import TextBase
import ProjectProfiles
import CommandLineGrammar
import Course

/// The REPL's state and its commands: the open scenario and its parameters, the run being stepped through, the
/// cursor in it, the language. Reads one line at a time and answers with a ``REPLReply``; it never reads input or
/// writes output itself, so the interactive and the piped REPL (and the tests) drive the same code.
struct REPLSession {
  /// The scenarios `open` accepts.
  let catalog: [Scenario]
  /// The language of the scenarios' lines, of runs, tables and `explain`.
  var language: Language
  /// Colours (or none).
  var palette: Palette
  /// Whether the terminal can show the timeline's Unicode glyphs (the locale is UTF-8).
  var unicode: Bool
  /// The terminal's width in columns, asked each time the timeline is drawn.
  var columns: @Sendable () -> Int
  /// Starts child runs.
  var runner: REPLRunner
  /// The lines typed so far, oldest first (kept by whoever reads the lines; shown by `history`).
  var history: [String] = []
  /// The course.
  var lessons = LessonLibrary()
  /// Where progress is saved (nil: not saved, as in tests that do not ask for it).
  var progress: ProgressStore?
  /// Whether long output goes through the pager on a terminal (`pager on|off`; off from the start with
  /// `--no-pager`).
  var paging = !Pager.disabledForProcess
  /// The open lesson and the step the student is on.
  var lesson: (id: String, step: Int)?
  /// Whether a question can be asked and its answer read (an interactive session); a piped one is never asked.
  var asksQuestions = false
  /// Whether `reset-progress` asked and the next line answers.
  var pendingReset = false
  /// The exercises, the workspace, and whether the current run is the student's (see `REPLSession+Exercises`).
  var exercises = REPLExerciseState()
  /// Lessons whose quizzes were evaluated, and the deciding runs (see ``REPLCourseCache``).
  var courseCache = REPLCourseCache()

  /// The schedule runs make where the order is open (`run schedule=…`); nil: first in, first out. Opening a scenario
  /// or changing its parameters drops it (it belongs to them).
  var schedule: Schedule?

  /// The simulated pool's width for every run from now on (`cores N`); nil: ``SimulationOptions/defaultCores``. It
  /// is the device's, not the scenario's, so opening another scenario keeps it.
  var cores: Int?

  /// The project settings every file compiled from now on gets (`set profile=…`): the user's project, like
  /// ``cores``, so opening another scenario keeps it.
  var project = ProjectChoice()

  /// The open scenario.
  private(set) var scenario: Scenario?
  /// The open scenario's parameter values in canonical form, in the order of its parameters.
  private(set) var values: [String] = []
  /// The last simulated run, if any (it may be stale: see ``runKey``).
  private(set) var loaded: REPLLoadedRun?
  /// Where the stepping commands stand.
  private(set) var cursor = REPLCursor.start

  /// The longest line a command may be, in characters.
  static let maximumLineLength = 4_096

  /// A session over `catalog`, with nothing open.
  init(catalog: [Scenario] = ScenarioCatalog.all, language: Language, palette: Palette = .plain,
       unicode: Bool = true, columns: @escaping @Sendable () -> Int = { 80 }, runner: REPLRunner = REPLRunner()) {
    self.catalog = catalog
    self.language = language
    self.palette = palette
    self.unicode = unicode
    self.columns = columns
    self.runner = runner
  }

  /// The prompt: `asyncplay [task-id · 260 ms]> `, or `asyncplay> ` with nothing open.
  var prompt: String {
    if let pending = exercises.pendingSolution {
      return language.pick("要看练习 \(pending.id) 的参考答案吗？这会直接给出答案 (y/N) ",
                           "Show the reference solution of \(pending.id)? It gives the answer away (y/N) ")
    }
    if pendingReset { return resetQuestion }
    let order = (schedule.map { " · \($0)" } ?? "") + (cores.map { " · " + Self.coresWord($0, language) } ?? "")
    if let student = exercises.studentRun {
      return "asyncplay [\(student.label) · \(Milliseconds.format(cursor.time)) ms\(order)]> "
    }
    guard let scenario else { return "asyncplay> " }
    return "asyncplay [\(scenario.name) · \(Milliseconds.format(cursor.time)) ms\(order)]> "
  }

  /// What identifies a run: the scenario, its values and the language of its lines.
  var runKey: REPLRunKey? {
    if let student = exercises.studentRun {
      var key = student.key(language)
      key.schedule = schedule
      key.cores = cores
      return key
    }
    return scenario.map {
      REPLRunKey(scenario: $0.name, values: values, language: language, schedule: schedule, cores: cores)
    }
  }

  /// Runs one line and says what it printed, whether it failed and whether to quit. Every line of the text and the
  /// footer fits the terminal: commands fit their own output first (code listings, traces, tables), and a line that
  /// is still too wide is wrapped at words here, its continuation hanging under it (``REPLReply/fitted(to:)``).
  mutating func execute(_ line: String) -> REPLReply {
    dispatch(line).fitted(to: columns())
  }

  /// Runs one line, as ``execute(_:)`` does, before its lines are fitted to the terminal.
  private mutating func dispatch(_ line: String) -> REPLReply {
    if let problem = Self.problem(with: line, language: language) { return .failed(problem) }
    // A comment, for session files (checked before splitting: "# it's" has an unbalanced quote).
    if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") { return REPLReply() }
    if exercises.pendingSolution != nil { return answerSolutionQuestion(line) }
    if pendingReset { return answerResetQuestion(line) }
    let words: [String]
    do {
      words = try REPLTokenizer.words(line)
    } catch {
      return .failed(language.pick("引号没有配对：\(error.message)", error.message))
    }
    guard let word = words.first else { return REPLReply() }
    guard let spec = REPLCommandSpec.named(word) else {
      let typed = REPLQuote.shorten(word)
      let shown = language.pick("没有命令 \"\(typed)\"；", "unknown command \"\(typed)\"; ")
      // A scenario or a lesson typed on its own: say how to open it.
      if catalog.contains(where: { $0.name == word }) {
        return .failed(shown + language.pick("\(word) 是一个场景：输入 open \(word) 打开它",
                                             "\(word) is a scenario: open \(word) opens it"))
      }
      if let found = lessons.lesson(word) {
        return .failed(shown + language.pick("输入 lesson \(word) 打开第 \(found.number) 课",
                                             "lesson \(word) opens lesson \(found.number)"))
      }
      guard let match = Suggestions.closest(to: word, among: REPLCommandSpec.names) else {
        let names = language.list(REPLCommandSpec.names)
        return .failed(shown + language.pick("命令：\(names)", "commands: \(names)"))
      }
      return .failed(shown + language.pick("你是不是想输入 \(match)？（help 列出全部命令）",
                                           "did you mean \(match)? (help lists the commands)"))
    }
    // The actions are read as typed: quotes and `;` mean what they mean in --do.
    if spec.command == .do { return dispatch(.do, line: line, [], flags: []) }
    var flags: [String] = []
    var arguments: [String] = []
    for argument in words.dropFirst() {
      if argument.hasPrefix("--") { flags.append(argument) } else { arguments.append(argument) }
    }
    if let flag = flags.first(where: { !spec.flags.contains($0) }) {
      return .failed(unknownFlag(flag, spec: spec))
    }
    guard spec.arguments.contains(arguments.count) else {
      return .failed(wrongCount(arguments.count, spec: spec))
    }
    // No shell has expanded ~ in a path typed here.
    var reply = dispatch(spec.command, line: line, REPLPath.expandArguments(of: spec.name, arguments), flags: flags)
    reply.paged = spec.paged
    return reply
  }

  /// The handler of each command, its arguments and flags checked against its spec. The switch is exhaustive with
  /// no `default`: a command added to ``REPLCommand`` does not compile until it has a handler here.
  private mutating func dispatch(_ command: REPLCommand, line: String, _ arguments: [String],
                                 flags: [String]) -> REPLReply {
    switch command {
    case .help: return help(arguments.first)
    case .list:
      let ordered = ScenarioCatalog.inCourseOrder(catalog, lessons: lessons.lessons)
      return REPLReply(text: CatalogListing(scenarios: ordered, language: language, width: columns()).render())
    case .open: return open(arguments[0])
    case .params: return params()
    case .set: return set(arguments)
    case .reset: return reset()
    case .run: return flags.contains("--real") ? runReal(arguments.first) : run(arguments.first)
    case .explore: return explore(arguments, flags: flags)
    case .step: return step(arguments.first)
    case .back: return back(arguments.first)
    case .advance: return advance(arguments[0])
    case .until: return until(arguments[0])
    case .end: return end()
    case .restart: return restart()
    case .tasks: return tasks()
    case .state: return state()
    case .screen: return screen()
    case .trace: return trace()
    case .timeline: return timeline(ascii: flags.contains("--ascii"))
    case .code: return exercises.studentRun != nil && arguments.isEmpty ? studentCode() : code(arguments.first)
    case .explain: return exercises.studentRun != nil ? explainStudentRun() : explain()
    case .lang: return lang(arguments[0])
    case .pager: return pager(arguments.first)
    case .cores: return setCores(arguments.first)
    case .export: return export(arguments[0], to: arguments[1])
    case .compare:
      // `--svg FILE`: the file is the second word; without the flag there is only one.
      guard flags.contains("--svg") == (arguments.count == 2) else { return .failed(compareUsage) }
      if arguments[0] == "solution" { return arguments.count == 1 ? compareSolution() : .failed(compareUsage) }
      return leavingStudentRun { $0.compare(arguments[0], svg: arguments.count == 2 ? arguments[1] : nil) }
    case .exercise: return exercise(arguments.first, reset: flags.contains("--reset"))
    case .edit: return edit()
    case .check: return check(arguments.first)
    case .preview: return preview(arguments)
    case .solution: return solution(arguments.first)
    case .lessons: return listLessons()
    case .lesson: return arguments.isEmpty ? whereInCourse() : openLesson(arguments[0])
    case .next: return moveStep(by: 1)
    case .prev: return moveStep(by: -1)
    case .try: return tryStep()
    case .hint: return exerciseHintWanted ? exerciseHint() : hint()
    case .quiz: return quiz(arguments.first)
    case .progress: return arguments.isEmpty ? showProgress() : keepProgress(arguments[0])
    case .resetProgress: return resetProgress(yes: flags.contains("--yes"))
    case .history: return showHistory()
    case .clear: return REPLReply(clearScreen: true)
    case .do: return doActions(Self.remainder(of: line))
    case .quit: return REPLReply(quit: true)
    }
  }

  /// `line` after its first word and the blanks around it.
  static func remainder(of line: String) -> String {
    let rest = line.drop { $0 == " " || $0 == "\t" }.drop { $0 != " " && $0 != "\t" }
    return String(rest.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  /// What is wrong with a line before it is split into words: too long, or holding control characters or bytes
  /// that were not UTF-8 (which line editing shows as U+FFFD).
  static func problem(with line: String, language: Language = .en) -> String? {
    let length = line.count
    if length > maximumLineLength {
      return language.pick("这一行有 \(length) 个字符；一行命令最多 \(maximumLineLength) 个字符",
                           "the line is \(length) characters long; a command line holds at most \(maximumLineLength)")
    }
    if let bad = line.firstIndex(of: "\u{FFFD}") {
      let column = line.distance(from: line.startIndex, to: bad) + 1
      return language.pick("这一行含有不是 UTF-8 的字节（第 \(column) 列显示为 \u{FFFD}）；请输入 UTF-8 文本",
                           "the line holds bytes that are not UTF-8 (shown as \u{FFFD} at column \(column)); type UTF-8 text")
    }
    if let bad = line.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) {
      let code = REPLQuote.hex(bad.value)
      return language.pick("这一行含有控制字符 U+\(code)；命令是纯文本",
                           "the line holds the control character U+\(code); commands are plain text")
    }
    return nil
  }

  private func unknownFlag(_ flag: String, spec: REPLCommandSpec) -> String {
    let shown = REPLQuote.shorten(flag)
    // The command line's `--routes FILE` is `routes=FILE` here: say so rather than only showing the usage.
    if let parameter = Self.parameter(writtenAsFlag: flag, in: spec.synopsis) {
      return language.pick("\(spec.name) 没有选项 \(shown)；在 REPL 里写成 \(parameter)（用法：\(spec.synopsis)）",
                           "unknown option \(shown) for \(spec.name); in the REPL write \(parameter) "
                             + "(usage: \(spec.synopsis))")
    }
    guard !spec.flags.isEmpty else {
      return language.pick("\(spec.name) 没有选项 \(shown)；用法：\(spec.synopsis)",
                           "unknown option \(shown) for \(spec.name); usage: \(spec.synopsis)")
    }
    let match = Suggestions.closest(to: flag, among: spec.flags)
    return language.pick(
      "\(spec.name) 没有选项 \(shown)；\(match.map { "你是不是想输入 \($0)？" } ?? "")（用法：\(spec.synopsis)）",
      match.map { "unknown option \(shown) for \(spec.name); did you mean \($0)? (usage: \(spec.synopsis))" }
        ?? "unknown option \(shown) for \(spec.name); usage: \(spec.synopsis)")
  }

  /// The `name=VALUE` word of `synopsis` that a flag `--name` (or `--name=…`) means, if there is one.
  static func parameter(writtenAsFlag flag: String, in synopsis: String) -> String? {
    let name = flag.drop { $0 == "-" }.prefix { $0 != "=" }
    guard !name.isEmpty else { return nil }
    return synopsis.split(separator: " ")
      .map { String($0.filter { $0 != "[" && $0 != "]" }) }
      .first { $0.hasPrefix(name + "=") }
  }

  private func wrongCount(_ count: Int, spec: REPLCommandSpec) -> String {
    let range = spec.arguments
    func arguments(_ n: Int) -> String { n == 1 ? "one argument" : "\(n) arguments" }
    let expected: String
    if range.upperBound == 0 {
      expected = language.pick("\(spec.name) 不带参数", "\(spec.name) takes no arguments")
    } else if range.lowerBound == range.upperBound {
      expected = language.pick("\(spec.name) 正好带 \(range.lowerBound) 个参数",
                               "\(spec.name) takes exactly \(arguments(range.lowerBound))")
    } else if range.lowerBound == 0 {
      expected = language.pick("\(spec.name) 最多带 \(range.upperBound) 个参数",
                               "\(spec.name) takes at most \(arguments(range.upperBound))")
    } else {
      expected = language.pick("\(spec.name) 带 \(range.lowerBound) 到 \(range.upperBound) 个参数",
                               "\(spec.name) takes \(range.lowerBound) to \(range.upperBound) arguments")
    }
    return language.pick("\(expected)，实际给了 \(count) 个；用法：\(spec.synopsis)，例如 \(spec.example)",
                         "\(expected), got \(count); usage: \(spec.synopsis), e.g. \(spec.example)")
  }

  // MARK: state shared by the command files

  /// Opens `scenario` with its default values; the old run is dropped.
  mutating func openScenario(_ scenario: Scenario) {
    self.scenario = scenario
    values = scenario.parameters.map(\.defaultValue).enumerated().map { index, value in
      (try? scenario.parameters[index].normalize(value).get()) ?? value
    }
    loaded = nil
    schedule = nil
    cursor = .start
    exercises.studentRun = nil
  }

  /// Replaces the values; the cursor goes back to the start when they differ (the old run no longer applies).
  mutating func setValues(_ newValues: [String]) {
    // Setting parameters is about the scenario: its run is the current one again.
    if exercises.studentRun != nil {
      exercises.studentRun = nil
      schedule = nil
      cursor = .start
    }
    guard newValues != values else { return }
    values = newValues
    schedule = nil
    cursor = .start
  }

  /// Changes the language. The run's lines change with it (it is simulated again when next needed), but not its
  /// events or times, so the cursor stays where it is.
  mutating func setLanguage(_ newLanguage: Language) { language = newLanguage }

  /// Keeps a fresh run and puts the cursor where the command wants it.
  mutating func keep(_ run: REPLLoadedRun, cursor: REPLCursor) {
    loaded = run
    self.cursor = cursor
  }

  /// Moves the cursor.
  mutating func moveCursor(_ cursor: REPLCursor) { self.cursor = cursor }
}

/// What a run was made from: a stored trace is reused only while all three are unchanged.
struct REPLRunKey: Equatable, Sendable {
  /// The scenario's name.
  let scenario: String
  /// Its canonical parameter values, in parameter order.
  let values: [String]
  /// The language of its printed lines.
  let language: Language
  /// The schedule it was run with (nil: first in, first out).
  var schedule: Schedule? = nil
  /// The pool width it was run with (nil: the default).
  var cores: Int? = nil
}
