import AsyncSimulation
import TextBase
import TerminalIO
import Runs
import CommandLineGrammar
import Course

/// The exercise commands of the command line: `exercises`, `exercise`, `check`, `watch`, `solution`, `new`.
struct ExerciseCommand {
  /// What was asked.
  var request: ExerciseRequest
  /// The program to start as the child (this executable).
  var executable: String = ChildProcess.currentExecutable
  /// Where the progress file is (nil: the default location).
  var progressPath: String?

  /// The lessons and exercises, with the instructor's folder if given (problems are reported on stderr).
  var library: ExerciseLibrary {
    let lessons = LessonLibrary(directory: request.lessonsDirectory)
    let library = ExerciseLibrary(directory: request.lessonsDirectory, lessons: lessons)
    for problem in lessons.problems + library.problems {
      Output.standardError.line("asyncplay: " + problem.description(language))
    }
    return library
  }

  /// The workspace this request uses.
  var workspace: ExerciseWorkspace { ExerciseWorkspace.resolve(flag: request.workspace) }

  /// The language of messages.
  var language: Language { request.language }

  /// Colours for stdout.
  var palette: Palette {
    Palette(enabled: Palette.shouldColor(request.color, isTerminal: Output.standardOutput.isTerminal,
                                         environment: ResourceUsage.environment))
  }

  /// Runs the command; returns the exit status.
  func execute() -> Int32 {
    switch request.action {
    case .list: return list()
    case .open(let id, let reset): return open(id, reset: reset)
    case .check(let target): return check(target)
    case .watch(let target): return WatchCommand(command: self).watch(target)
    case .solution(let id): return solution(id)
    case .new(let file): return new(file)
    }
  }

  /// Prints a usage error (already in the request's language) and returns its status.
  func usage(_ message: String) -> Int32 { usage(UsageError(message)) }

  /// Prints a usage error in the request's language and returns its status.
  func usage(_ error: UsageError) -> Int32 {
    Output.standardError.line(error.line(language))
    return UsageError.exitStatus
  }

  /// Prints a failure and returns status 1.
  func failure(_ message: String) -> Int32 {
    Output.standardError.line("asyncplay: " + message)
    return ChildReport.failureStatus
  }

  /// The exercise called `id`, or the usage error that names the alternatives.
  func find(_ id: String, in library: ExerciseLibrary) -> Result<Exercise, UsageError> {
    if let exercise = library.exercise(id) { return .success(exercise) }
    let ids = library.ids
    guard !ids.isEmpty else { return .failure(UsageError(zh: "没有任何练习", en: "there are no exercises")) }
    let known = UsageError.alternatives(to: id, among: ids, label: ("练习", "exercises"))
    return .failure(UsageError(zh: "没有练习 \"\(id)\"；" + known.zh, en: "no exercise \"\(id)\"; " + known.en))
  }

  /// The progress store (a notice about a corrupt file goes to stderr).
  func progressStore() -> ProgressStore {
    let store = progressPath.map { ProgressStore(path: $0) } ?? ProgressStore()
    if let notice = store.notice(language) { Output.standardError.line("asyncplay: \(notice)") }
    return store
  }

  // MARK: exercises

  /// `exercises`: one line per exercise: id, lesson, status, title; then where the workspace is.
  func list() -> Int32 {
    // The list does not need the workspace, but its last line names it: a path that cannot be one is refused first.
    if let problem = workspace.unusable(language) { return usage(problem.message) }
    let library = self.library
    let lessons = LessonLibrary(directory: request.lessonsDirectory)
    let store = progressStore()
    var rows: [[String]] = []
    for exercise in library.exercises {
      let number = lessons.lessons.first { $0.id == exercise.lesson }?.number
      let lesson = language.pick("第 \(number.map(String.init) ?? "?") 课 \(exercise.lesson)",
                                 "lesson \(number.map(String.init) ?? "?") \(exercise.lesson)")
      rows.append([exercise.id, lesson, ExerciseStatus(store.exercises[exercise.id]).word(language),
                   exercise.title.text(language)])
    }
    // No header row: every line starts with an exercise id (REPLTable's empty header line is dropped).
    let text = String(REPLTable(header: ["", "", "", ""], rows: rows).render().drop { $0 == "\n" })
    Output.standardOutput.write(text)
    Output.standardOutput.write(REPLWrap.block(palette.paint(workspace.note(language), .dim) + "\n", width: REPLTerminal.columns(), extra: 2))
    return 0
  }

  // MARK: exercise

  /// `exercise ID [--reset]`: the goal, what happened to the workspace file, how to check it, and its path last.
  func open(_ id: String, reset: Bool) -> Int32 {
    let library = self.library
    let exercise: Exercise
    switch find(id, in: library) {
    case .success(let found): exercise = found
    case .failure(let error): return usage(error)
    }
    let workspace = self.workspace
    if let problem = workspace.unusable(language) { return usage(problem.message) }
    let out = Output.standardOutput
    out.write(REPLWrap.block(palette.paint(workspace.note(language), .dim) + "\n", width: REPLTerminal.columns(), extra: 2))
    let placement: ExerciseWorkspace.Placement
    switch workspace.place(exercise, language: language, reset: reset) {
    case .success(let placed): placement = placed
    case .failure(let error): return error.isUsage ? usage(error.message) : failure(error.message)
    }
    let lesson = LessonLibrary(directory: request.lessonsDirectory).lessons.first { $0.id == exercise.lesson }
    // Goal, checks, hints and the next steps fitted to the terminal (items continue under their text); the path
    // last stays whole, for copying.
    let columns = REPLTerminal.columns()
    out.write(REPLWrap.block(ExerciseText.introduction(exercise, lesson: lesson, language: language, palette: palette),
                             width: columns, extra: 2))
    if request.hints {
      out.write(REPLWrap.block(ExerciseText.hints(exercise, language: language, palette: palette), width: columns,
                               extra: 2))
    }
    out.write(REPLWrap.block(ExerciseText.placement(placement, language: language, palette: palette) + "\n",
                             width: columns, extra: 2))
    out.write(REPLWrap.block(palette.paint(language.pick(
      "检查：asyncplay check \(exercise.id) · 保存即检查：asyncplay watch \(exercise.id) · 提示：asyncplay exercise \(exercise.id) --hints",
      "check it: asyncplay check \(exercise.id) · on every save: asyncplay watch \(exercise.id) · hints: asyncplay exercise \(exercise.id) --hints"), .dim) + "\n",
                             width: columns, extra: 2))
    out.line(workspace.file(for: exercise))
    return 0
  }

  // MARK: check

  /// `check ID|FILE`: compiles, runs, prints the run and the checks; records an exercise's result.
  func check(_ word: String) -> Int32 {
    let library = self.library
    let program: StudentProgram
    switch workspace.program(for: word, library: library, language: language) {
    case .success(let found): program = found
    case .failure(let error):
      let found = FileSystem.isFile(word) || library.exercise(word) != nil
      return found && !error.isUsage ? failure(error.message) : usage(error.message)
    }
    if program.exercise != nil { Output.standardError.write(REPLWrap.block(palette.paint(workspace.note(language), .dim) + "\n", width: REPLTerminal.columns(), extra: 2)) }
    let (report, status) = run(program)
    Output.standardOutput.write(report)
    return status
  }

  /// Compiles and runs `program`, records an exercise's result, and returns the report and the exit status.
  func run(_ program: StudentProgram) -> (String, Int32) {
    var program = program
    program.choice = request.project
    if program.pinOverridesChoice, let exercise = program.exercise {
      Output.standardError.line(palette.paint(language.pick(
        "练习 \(exercise.id) 固定用配置 \(program.project.name) 评分，不用你选的 \(request.project.settings.name)",
        "exercise \(exercise.id) is graded under its own profile, \(program.project.name), not the "
          + "\(request.project.settings.name) you chose"), .dim))
    }
    var runner = StudentRunner(compiler: compiler(), executable: executable)
    runner.maxMemory = request.maxMemory
    let outcome = runner.run(program, language: language)
    if let exercise = program.exercise {
      var store = progressStore()
      let passed: Bool?
      switch outcome {
      case .ran(let trace, _): passed = ExerciseVerdict(exercise: exercise, trace: trace, language: language).passed
      case .didNotCompile: passed = false
      case .failed, .interrupted: passed = nil
      }
      if let passed {
        do { try store.recordExercise(exercise.id, passed: passed) } catch {
          Output.standardError.line("asyncplay: could not save progress: \(error)")
        }
      }
    }
    if request.json { return CheckReport.json(outcome, program: program, language: language) }
    let report = CheckReport(outcome, program: program, language: language, palette: palette,
                             width: REPLTerminal.columns())
    return (report.text, report.status)
  }

  /// The compiler, reporting its progress on stderr (see ``StudentCompiler/reportingProgress(language:)``).
  func compiler() -> Result<StudentCompiler, CompileFailure> {
    StudentCompiler.forThisBinary(executable: executable).map { found in
      var compiler = found.reportingProgress(language: language)
      compiler.colorDiagnostics = palette.enabled
      return compiler
    }
  }

  // MARK: solution, new

  /// `solution ID`: the reference solution, in the chosen language: the file itself, byte for byte, so that
  /// `asyncplay solution ID > file` saves it (like an export, it is data, not fitted; the REPL's `solution` shows
  /// it as a fitted listing).
  func solution(_ id: String) -> Int32 {
    let library = self.library
    switch find(id, in: library) {
    case .failure(let error): return usage(error)
    case .success(let exercise):
      var text = ExerciseTemplate.render(exercise.solution, language: language)
      if !text.hasSuffix("\n") { text += "\n" }
      Output.standardOutput.write(text)
      return 0
    }
  }

  /// `new FILE`: writes the sandbox template; never overwrites.
  func new(_ file: String) -> Int32 {
    if FileSystem.isFile(file) || FileSystem.isDirectory(file) {
      return failure(language.pick("\(file) 已经存在；new 从不覆盖文件（换一个名字）",
                                   "\(file) already exists; new never overwrites a file (choose another name)"))
    }
    if request.view { return newView(file) }
    let template = SandboxTemplate.text(file: file, language: language)
    if let problem = FileSystem.writeAtomically(template, to: file, language: language) {
      return failure(problem)
    }
    Output.standardOutput.line(language.pick("已写入沙盒文件。运行它：asyncplay check \(file)",
                                             "Wrote a sandbox file. Run it with: asyncplay check \(file)"))
    Output.standardOutput.line(file)
    return 0
  }

  /// `new FILE --view`: a view file whose `.task` loads from the network, and the routes file that answers it,
  /// beside it (`Feed.swift`, `Feed.routes`); neither is written when either exists.
  func newView(_ file: String) -> Int32 {
    guard file.hasSuffix(".swift") else {
      return usage(UsageError(zh: "new --view 写的是 Swift 文件：名字要以 .swift 结尾，例如 Feed.swift",
                              en: "new --view writes a Swift file: its name must end in .swift, e.g. Feed.swift"))
    }
    let routes = String(file.dropLast(".swift".count)) + ".routes"
    if FileSystem.isFile(routes) || FileSystem.isDirectory(routes) {
      return failure(language.pick("\(routes) 已经存在；new 从不覆盖文件（换一个名字）",
                                   "\(routes) already exists; new never overwrites a file (choose another name)"))
    }
    let command = "asyncplay preview \(ShellQuoting.quoted(file)) --routes \(ShellQuoting.quoted(routes))"
    if let problem = FileSystem.writeAtomically(ViewTemplate.view(command: command, language: language), to: file,
                                                language: language)
        ?? FileSystem.writeAtomically(ViewTemplate.routes(language: language), to: routes, language: language) {
      return failure(problem)
    }
    Output.standardOutput.line(language.pick("已写入视图文件和它的路由文件。运行它：\(command)",
                                             "Wrote a view file and its routes file. Run it with: \(command)"))
    Output.standardOutput.line(file)
    Output.standardOutput.line(routes)
    return 0
  }
}

/// Where an exercise stands for the student.
enum ExerciseStatus: Equatable, Sendable {
  /// Never checked.
  case notStarted
  /// Checked, and not every check held.
  case failing
  /// Every check held at some check (`lastFailed`: the latest check did not).
  case done(lastFailed: Bool)

  /// The status of a progress record.
  init(_ entry: ProgressStore.ExerciseEntry?) {
    guard let entry else {
      self = .notStarted
      return
    }
    self = entry.everPassed ? .done(lastFailed: !entry.lastPassed) : .failing
  }

  /// The word `exercises` shows.
  func word(_ language: Language) -> String {
    switch self {
    case .notStarted: language.pick("未开始", "not started")
    case .failing: language.pick("未通过", "failing")
    case .done(false): language.pick("完成", "done")
    case .done(true): language.pick("完成（最近一次检查未通过）", "done (last check failing)")
    }
  }

  /// The mark lesson tables show: ✓ done, ✗ failing, · not started.
  var mark: String {
    switch self {
    case .notStarted: "·"
    case .failing: "✗"
    case .done: "✓"
    }
  }
}
