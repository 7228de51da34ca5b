import AsyncSimulation
import TextBase
#if canImport(Glibc)
import Glibc
#endif
import TraceRendering
import TerminalIO
import Runs
import CommandLineGrammar
import Course

/// What the REPL keeps about exercises: the library, the workspace, the exercise being worked on, whether the
/// current run is the student's.
struct REPLExerciseState: Sendable {
  /// The exercises (bundled, plus the instructor's).
  var library = ExerciseLibrary(lessons: LessonLibrary())
  /// Where the students' files are.
  var workspace = ExerciseWorkspace.resolve(flag: nil)
  /// Where compiled programs go.
  var cacheRoot = CompileCache.defaultRoot()
  /// The exercise being worked on (`exercise`, `check ID`).
  var current: Exercise?
  /// The file `check` checks without an argument when no exercise is current (the last sandbox file checked).
  var lastFile: String?
  /// How many hints of each exercise were shown, so `hint` gives the next one.
  var hintsShown: [String: Int] = [:]
  /// The exercise whose solution `solution` asked about; the next line answers y or n.
  var pendingSolution: Exercise?
  /// The student's run, while it is the current run.
  var studentRun: REPLStudentRun?
  /// The lesson whose exercise page (after its last step) is showing.
  var lessonPage: String?
}

/// The student's compiled program whose run is the REPL's current run.
struct REPLStudentRun: Sendable {
  /// The file and what runs it.
  var program: StudentProgram
  /// The compiled library.
  var library: String
  /// A preview's files and settings (the actions `do` added), nil for a checked file.
  var preview: REPLPreview?

  /// What the prompt shows instead of a scenario: `exercise task-id` or the sandbox file's name.
  var label: String {
    program.exercise.map { "exercise \($0.id)" } ?? FileSystem.fileName(of: program.file)
  }

  /// The run key: the program and the language (a new language runs it again, like a scenario).
  func key(_ language: Language) -> REPLRunKey {
    REPLRunKey(scenario: program.name, values: [library] + (preview?.keyValues ?? []), language: language)
  }
}

// The exercise commands of the REPL: exercise, edit, check, solution, compare solution; the student's run as the
// current run; the lesson's exercise page; exercise marks in `lessons` and `progress`.
extension REPLSession {
  /// The runner for student programs (the same binary as scenario runs, and Ctrl-C stops it).
  var studentRunner: StudentRunner {
    let language = self.language, color = palette.enabled
    let compiler = StudentCompiler.forThisBinary(executable: runner.executable, cacheRoot: exercises.cacheRoot)
      .map { found in
        var compiler = found.reportingProgress(language: language)
        compiler.colorDiagnostics = color
        return compiler
      }
    var studentRunner = StudentRunner(compiler: compiler, executable: runner.executable)
    studentRunner.interruption = runner.interruption
    return studentRunner
  }

  /// The exercise `exercise`, `edit` and `check` use without an argument: the current one, else the open lesson's.
  var defaultExercise: Exercise? {
    if let current = exercises.current { return current }
    guard let lesson else { return nil }
    return exercises.library.exercises(forLesson: lesson.id).first
  }

  private var noExercise: String {
    let ids = language.list(exercises.library.ids)
    return language.pick("还没有选练习：exercise <id> 选一个，或先打开一课（练习：\(ids)）",
                         "no exercise is chosen: exercise <id> picks one, or open a lesson first (exercises: \(ids))")
  }

  /// The exercise called `id`, or the failure naming the alternatives.
  private func findExercise(_ id: String) -> Result<Exercise, ExerciseError> {
    if let found = exercises.library.exercise(id) { return .success(found) }
    let shown = REPLQuote.shorten(id)
    return .failure(ExerciseError(language.pick("没有练习 \"\(shown)\"；", "no exercise \"\(shown)\"; ")
      + alternatives(to: id, among: exercises.library.ids, label: ("练习", "exercises"))))
  }

  /// The exercise named `id`, or without one the default exercise, or the failure saying why there is none.
  private func chosenExercise(_ id: String?) -> Result<Exercise, ExerciseError> {
    if let id { return findExercise(id) }
    return defaultExercise.map { .success($0) } ?? .failure(ExerciseError(noExercise))
  }

  // MARK: exercise

  /// `exercise [ID] [--reset]`: the goal, the workspace file written if missing (or reset), its path last.
  mutating func exercise(_ id: String?, reset: Bool) -> REPLReply {
    let exercise: Exercise
    switch chosenExercise(id) {
    case .success(let found): exercise = found
    case .failure(let error): return .failed(error.message)
    }
    exercises.current = exercise
    var reply = REPLReply()
    reply.line(palette.paint(exercises.workspace.note(language), .dim))
    let placement: ExerciseWorkspace.Placement
    switch exercises.workspace.place(exercise, language: language, reset: reset) {
    case .success(let placed): placement = placed
    case .failure(let error): return .failed(error.message)
    }
    // Fitted to the terminal: a line too wide goes on under itself, two columns further in.
    reply.text += REPLWrap.block(ExerciseText.introduction(exercise, lesson: lessons.lessons.first { $0.id == exercise.lesson },
                                                           language: language, palette: palette), width: columns(), extra: 2)
    let path = exercises.workspace.file(for: exercise)
    reply.text += REPLWrap.block(ExerciseText.placement(placement, language: language, palette: palette) + "\n",
                                 width: columns(), extra: 2)
    reply.text += fitted(language.pick(
      "edit 用编辑器打开它，保存退出后自动检查；也可以自己打开它，改好后输入 check。hint 给提示，solution 看参考答案。",
      "edit opens it in your editor and checks it when you quit; or open it yourself and type check. hint gives a "
        + "hint, solution shows the reference."), .dim)
    reply.line(path)
    return reply
  }

  // MARK: check

  /// `check [ID|FILE]`: compiles and runs the file, prints the run and the checks; the run becomes the current run
  /// (step, until, tasks, timeline, export … work on it), the cursor at its end.
  mutating func check(_ word: String?) -> REPLReply {
    let program: StudentProgram
    if let word {
      switch exercises.workspace.program(for: word, library: exercises.library, language: language) {
      case .success(let found): program = found
      case .failure(let error): return .failed(error.message)
      }
    } else if let exercise = defaultExercise {
      let file = exercises.workspace.file(for: exercise)
      guard FileSystem.isFile(file) else {
        return .failed(language.pick("\(file) 还不存在；先输入 exercise 写入起始文件",
                                     "\(file) does not exist yet; type exercise to write the starting file"))
      }
      program = StudentProgram(file: file, kind: .exercise(exercise))
    } else if let file = exercises.lastFile {
      program = StudentProgram(file: file, kind: .sandbox)
    } else {
      return .failed(noExercise)
    }
    return check(program)
  }

  /// Checks `program` and makes its run the current one.
  mutating func check(_ program: StudentProgram) -> REPLReply {
    var program = program
    program.choice = project
    if let exercise = program.exercise { exercises.current = exercise } else { exercises.lastFile = program.file }
    let studentRunner = self.studentRunner
    let compiled: StudentCompiler.Program
    switch studentRunner.compiler.flatMap({ $0.compile(program.compileRequest(language: language)) }) {
    case .failure(let failure):
      let outcome: StudentRunner.Outcome
      switch failure {
      case .diagnostics(let diagnostics): outcome = .didNotCompile(diagnostics)
      case .setup(let message): outcome = .failed(message, errors: "", status: ChildReport.failureStatus)
      case .interrupted: outcome = .interrupted
      }
      if case .didNotCompile = outcome, let exercise = program.exercise { recordExercise(exercise, passed: false) }
      return reply(for: CheckReport(outcome, program: program, language: language, palette: palette, context: .repl,
                                    width: columns()))
    case .success(let found): compiled = found
    }
    let outcome = studentRunner.run(compiled, of: program, language: language)
    let report = CheckReport(outcome, program: program, language: language, palette: palette, context: .repl,
                             width: columns())
    if let exercise = program.exercise, let verdict = report.verdict { recordExercise(exercise, passed: verdict.passed) }
    if let trace = report.trace {
      schedule = nil
      exercises.studentRun = REPLStudentRun(program: program, library: compiled.library)
      let run = REPLLoadedRun(key: exercises.studentRun!.key(language), trace: trace, width: columns())
      var cursor = REPLCursor.start
      _ = cursor.finish(in: run.events)
      keep(run, cursor: cursor)
    }
    var reply = self.reply(for: report)
    if report.trace != nil {
      reply.text += fitted(language.pick(
        "（现在的运行是你的代码的运行：step、until、tasks、state、screen、timeline、trace、export 都作用于它；open 或 lesson 回到场景）",
        "(the current run is now your code's: step, until, tasks, state, screen, timeline, trace and export work on "
          + "it; open or lesson goes back to a scenario)"), .dim, indent: 1)
    }
    return reply
  }

  /// A check report as a REPL reply: its text, and a failure line when the file did not compile or did not run
  /// (a check that does not hold is the student's work in progress, not an error of the command).
  private func reply(for report: CheckReport) -> REPLReply {
    var reply = REPLReply(text: report.text)
    if report.trace == nil && report.status != 0 && report.status != 130 {
      reply.failure = language.pick("check 没有得到运行结果（见上）", "check got no run (see above)")
    }
    return reply
  }

  private mutating func recordExercise(_ exercise: Exercise, passed: Bool) {
    guard progress != nil else { return }
    do {
      try progress!.recordExercise(exercise.id, passed: passed)
    } catch {
      Output.standardError.line("asyncplay: could not save progress: \(error)")
    }
  }

  // MARK: edit

  /// `edit`: opens the exercise's file in `$VISUAL` or `$EDITOR` and checks it when the editor exits; without an
  /// editor (or without a terminal) it says where the file is.
  mutating func edit() -> REPLReply {
    guard let exercise = defaultExercise else {
      if let file = exercises.lastFile { return edit(file, program: StudentProgram(file: file, kind: .sandbox)) }
      return .failed(noExercise)
    }
    exercises.current = exercise
    var reply = REPLReply()
    if case .success(.created) = exercises.workspace.place(exercise, language: language, reset: false) {
      reply.line(language.pick("已写入起始文件。", "Wrote the starting file."))
    }
    let file = exercises.workspace.file(for: exercise)
    let edited = edit(file, program: StudentProgram(file: file, kind: .exercise(exercise)))
    reply.text += edited.text
    reply.failure = edited.failure
    return reply
  }

  private mutating func edit(_ file: String, program: StudentProgram) -> REPLReply {
    let editor = ["VISUAL", "EDITOR"].lazy.compactMap { ResourceUsage.environment($0) }.first { !$0.isEmpty }
    guard let editor, isatty(0) == 1, isatty(1) == 1 else {
      var reply = REPLReply()
      reply.line(language.pick(
        "没有设置 $VISUAL 或 $EDITOR（或者不在终端里）：用你的编辑器打开这个文件，改好后输入 check：",
        "no $VISUAL or $EDITOR is set (or this is not a terminal): open this file in your editor, then type check:"))
      reply.line(file)
      return reply
    }
    switch EditorProcess.open(file, with: editor) {
    case .failure(let error): return .failed(error.message)
    case .success(let status):
      var reply = REPLReply()
      if status != 0 {
        reply.line(palette.paint(language.pick("编辑器以状态 \(status) 退出；照样检查文件。",
                                               "the editor exited with status \(status); checking the file anyway"), .yellow))
      }
      let checked = check(program)
      reply.text += checked.text
      reply.failure = checked.failure
      return reply
    }
  }

  // MARK: solution

  /// `solution [ID]`: asks first (the next line answers), since the solution gives the exercise away.
  mutating func solution(_ id: String?) -> REPLReply {
    let exercise: Exercise
    switch chosenExercise(id) {
    case .success(let found): exercise = found
    case .failure(let error): return .failed(error.message)
    }
    exercises.pendingSolution = exercise
    return REPLReply()
  }

  /// The line after `solution`: y (or yes, 是) shows the solution; anything else does not.
  mutating func answerSolutionQuestion(_ line: String) -> REPLReply {
    guard let exercise = exercises.pendingSolution else { return REPLReply() }
    exercises.pendingSolution = nil
    let answer = line.trimmingCharacters(in: [" ", "\t"]).lowercased()
    guard ["y", "yes", "是", "好", "要"].contains(answer) else {
      return REPLReply(text: language.pick("好，不看答案。\n", "Not shown.\n"))
    }
    var reply = REPLReply()
    reply.line(palette.paint("// " + language.pick("练习 \(exercise.id) 的参考答案", "reference solution of \(exercise.id)"), .dim))
    reply.text += ExerciseText.solutionListing(exercise, language: language, palette: palette, columns: columns())
    reply.line(palette.paint(language.pick("compare solution 把你的运行和参考答案的运行放在一起比较。",
                                           "compare solution shows your run beside the reference's."), .dim))
    return reply
  }

  // MARK: compare solution

  /// `compare solution`: the student's run and the reference solution's, timelines on one time scale, then the
  /// events that differ.
  mutating func compareSolution() -> REPLReply {
    guard let exercise = exercises.studentRun?.program.exercise ?? defaultExercise else { return .failed(noExercise) }
    var reply = REPLReply()
    if exercises.studentRun?.program.exercise?.id != exercise.id {
      let checked = check(StudentProgram(file: exercises.workspace.file(for: exercise), kind: .exercise(exercise)))
      guard exercises.studentRun != nil else { return checked }
    }
    guard let mine = currentRun(&reply)?.trace else { return reply }
    let studentRunner = self.studentRunner
    let cache: CompileCache
    switch studentRunner.compiler {
    case .failure(let failure):
      if case .setup(let message) = failure { return .failed(message) }
      return .failed(language.pick("无法编译参考答案", "the reference solution could not be compiled"))
    case .success(let compiler): cache = compiler.cache
    }
    if let problem = cache.prepare(origin: (try? studentRunner.compiler.get())?.toolchain.modules ?? "") {
      return .failed(problem)
    }
    let text = ExerciseTemplate.startingFile(exercise, language: language).prefix { $0 != "\n" } + "\n"
      + ExerciseTemplate.render(exercise.solution, language: language)
    let file: String
    switch cache.writeSource(text, named: "\(exercise.id)-solution-\(language.rawValue).swift") {
    case .success(let path): file = path
    case .failure: return .failed(language.pick("无法写入参考答案", "cannot write the reference solution"))
    }
    let theirs: Trace
    var reference = StudentProgram(file: file, kind: .exercise(exercise))
    reference.choice = project
    switch studentRunner.run(reference, language: language) {
    case .ran(let trace, _): theirs = trace
    case .interrupted: return REPLReply(text: language.pick("（已中断）\n", "(interrupted)\n"))
    case .didNotCompile(let diagnostics): return .failed("the reference solution does not compile:\n" + diagnostics.text)
    case .failed(let message, _, _): return .failed(message)
    }
    reply.text += comparison([mine, theirs], labels: [language.pick("你的代码", "your code"),
                                                      language.pick("参考答案", "the reference")])
    return reply
  }

  /// Both timelines one above the other on one time scale, then the events that differ (`-` only in the first,
  /// `+` only in the second; times included).
  func comparison(_ traces: [Trace], labels: [String]) -> String {
    var out = ""
    let glyphs: TimelineRenderer.Glyphs = unicode ? .unicode : .ascii
    let text = TextRenderer(language: language, palette: palette)
    // One scale (end, label column, room at the right) for all: a column is the same time in each timeline.
    var renderer = TimelineRenderer(width: columns(), glyphs: glyphs, palette: palette)
    renderer.scale = renderer.scale(for: traces.map { Array($0.events) })
    for (label, trace) in zip(labels, traces) {
      out += palette.paint(label, .bold) + "  " + text.summary(trace) + "\n"
      out += renderer.render(trace.events, language: language) + "\n"
    }
    let describe = { (event: TraceEvent) -> String in
      let what = event.kind == .screen
        ? language.pick("屏幕：", "screen: ") + (event.text ?? "").split(separator: "\n").joined(separator: " ⏎ ")
        : text.describe(event).0
      return "[\(Milliseconds.format(event.nanos)) ms] \(event.task ?? "-") \(what)"
    }
    let a = traces[0].body.map(describe), b = traces[1].body.map(describe)
    // A variant's view is another type (DebouncedSearch, SearchIgnoringCancellation): its events are matched as the
    // first run's view's, so that only what happened differently is listed; each line is printed as it was.
    let views = VariantViews(traces[0], traces[1])
    let changes = UnifiedDiff.diff(a, b.map(views.asFirst)).filter { $0.kind != " " }
    if !views.pairs.isEmpty {
      let named = views.pairs.map { language.pick("\($0.first) 与 \($0.second)", "\($0.first) and \($0.second)") }
      out += fitted(language.pick(
        "（\(language.list(named)) 在两次运行里是同一个视图的两种写法：只差这个名字的事件算作相同。）",
        "(\(language.list(named)) play the same part in the two runs: events that differ only in that name count "
          + "as the same.)"), .dim, indent: 1)
    }
    if changes.isEmpty {
      out += language.pick("两次运行的事件完全相同。", "The two runs have exactly the same events.") + "\n"
    } else {
      out += language.pick("不同的事件（- 只在 \(labels[0])，+ 只在 \(labels[1])）：",
                           "Events that differ (- only with \(labels[0]), + only with \(labels[1])):") + "\n"
      for change in changes {
        let line = change.kind == "+" && change.new < b.count ? b[change.new] : change.text
        out += palette.paint("\(change.kind) \(line)", change.kind == "-" ? .red : .green) + "\n"
      }
    }
    return out
  }

  /// Runs `command` on the scenario's run: the student's run stops being the current one first.
  mutating func leavingStudentRun(_ command: (inout REPLSession) -> REPLReply) -> REPLReply {
    if exercises.studentRun != nil {
      exercises.studentRun = nil
      schedule = nil
      moveCursor(.start)
    }
    return command(&self)
  }

  // MARK: code, explain, hint on the student's run

  /// `code` while the student's run is current: their file, with line numbers.
  func studentCode() -> REPLReply {
    guard let student = exercises.studentRun else { return REPLReply() }
    guard let text = FileSystem.read(student.program.file) else {
      return .failed(language.pick("无法读取 \(student.program.file)", "cannot read \(student.program.file)"))
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let width = String(lines.count).count
    var reply = REPLReply()
    reply.line(palette.paint("// " + student.program.file, .dim))
    for (index, line) in lines.enumerated() {
      let number = String(index + 1)
      let gutter = palette.paint(String(repeating: " ", count: width - number.count) + number, .dim)
      reply.line(line.isEmpty ? gutter : gutter + "  " + line)
    }
    return reply
  }

  /// `explain` while the student's run is current: an exercise's checks on it, with their evidence; then, for any
  /// file (an exercise, a sandbox file, a preview), what the trace shows (``TraceReviewText``).
  mutating func explainStudentRun() -> REPLReply {
    var reply = REPLReply()
    guard let student = exercises.studentRun, let run = currentRun(&reply) else { return reply }
    if let exercise = student.program.exercise {
      let verdict = ExerciseVerdict(exercise: exercise, trace: run.trace, language: language)
      reply.text += verdict.render(language: language, palette: palette, renderer: renderer)
    }
    let files = student.preview?.files ?? [student.program.file]
    let review = TraceReviewText(events: run.trace.events, sources: PropertyWriteLines(paths: files),
                                 language: language, palette: palette, width: columns())
    reply.text += review.render()
    return reply
  }

  /// Whether `hint` is about an exercise: the student's run is current, or the lesson's exercise page is showing.
  var exerciseHintWanted: Bool {
    exercises.studentRun?.program.exercise != nil || (exercises.lessonPage != nil && lesson?.id == exercises.lessonPage)
  }

  /// `hint` for an exercise: the next of its hints, one at a time.
  mutating func exerciseHint() -> REPLReply {
    guard let exercise = exercises.studentRun?.program.exercise ?? defaultExercise else { return hint() }
    guard !exercise.hints.isEmpty else {
      return REPLReply(text: language.pick("这个练习没有提示。\n", "This exercise has no hints.\n"))
    }
    let shown = exercises.hintsShown[exercise.id] ?? 0
    let index = min(shown, exercise.hints.count - 1)
    exercises.hintsShown[exercise.id] = shown + 1
    var reply = REPLReply()
    reply.line(palette.paint(language.pick("提示 \(index + 1)/\(exercise.hints.count)：",
                                           "Hint \(index + 1) of \(exercise.hints.count): "), .cyan)
      + exercise.hints[index].text(language))
    if index + 1 < exercise.hints.count {
      reply.line(palette.paint(language.pick("（再输入 hint 看下一条）", "(hint again for the next one)"), .dim))
    }
    return reply
  }

  // MARK: the lesson's exercise page, marks

  /// The page after a lesson's last step: "now fix it yourself", the exercise and how to start.
  func exercisePage(for lesson: Lesson) -> REPLReply? {
    let list = exercises.library.exercises(forLesson: lesson.id)
    guard let first = list.first else { return nil }
    var reply = REPLReply()
    reply.line(palette.paint(language.pick("最后一步 · 自己动手", "Last step · now fix it yourself"), .cyan))
    reply.line(language.pick("刚才看到的坑就在一个真实的 Swift 文件里。打开它，改好代码，让检查全部成立：",
                             "The pitfall you just saw is in a real Swift file. Open it, fix the code, and make "
                               + "every check hold:"))
    for exercise in list {
      reply.line("  " + palette.paint(exercise.id, .bold) + ": " + exercise.title.text(language))
    }
    reply.line(palette.paint(language.pick(
      "exercise 写入文件并说明目标；edit 打开编辑器；check 编译、运行、检查；hint 给提示。",
      "exercise writes the file and states the goal; edit opens your editor; check compiles, runs and checks; hint "
        + "gives a hint."), .dim))
    if first.id != list.last?.id {
      reply.line(palette.paint(language.pick("exercise <id> 选另一个。", "exercise <id> picks another."), .dim))
    }
    return reply
  }

  /// A lesson's exercise mark for `lessons`: ✓ done, ✗ failing, · not started, blank without an exercise.
  func exerciseMark(_ lesson: Lesson) -> String {
    let list = exercises.library.exercises(forLesson: lesson.id)
    guard !list.isEmpty else { return "" }
    let statuses = list.map { ExerciseStatus(progress?.exercises[$0.id]) }
    if statuses.allSatisfy({ if case .done = $0 { true } else { false } }) { return "✓" }
    return statuses.contains(.failing) ? "✗" : "·"
  }

  /// A lesson's exercises for `progress`: done of how many.
  func exerciseProgress(_ lesson: Lesson) -> String {
    let list = exercises.library.exercises(forLesson: lesson.id)
    guard !list.isEmpty else { return "-" }
    let done = list.filter { progress?.exercises[$0.id]?.everPassed == true }.count
    return "\(done)/\(list.count)"
  }

  /// `; 2 of 13 exercises done` for the end of `progress`.
  var exercisesDone: String {
    let all = exercises.library.exercises
    let done = all.filter { progress?.exercises[$0.id]?.everPassed == true }.count
    return language.pick("，练习完成 \(done)/\(all.count)", ", \(done) of \(all.count) exercises done")
  }
}

/// Opens a file in the student's editor, on this terminal, and waits for it.
enum EditorProcess {
  /// Runs `editor` (a command line such as `vim` or `code --wait`, split like REPL words) with `file`; returns its
  /// exit status.
  static func open(_ file: String, with editor: String) -> Result<Int32, ExerciseError> {
    let words: [String]
    do { words = try REPLTokenizer.words(editor) } catch {
      return .failure(ExerciseError("cannot read the editor command \"\(editor)\": \(error.message)"))
    }
    guard let program = words.first else { return .failure(ExerciseError("the editor command is empty")) }
    let argv: [UnsafeMutablePointer<CChar>?] = (words + [file]).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let code = posix_spawnp(&pid, program, nil, nil, argv, environ)
    guard code == 0 else {
      return .failure(ExerciseError("cannot start the editor \(program): \(String(cString: strerror(code)))"))
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    switch ChildProcess.termination(fromWaitStatus: status) {
    case .exited(let code): return .success(code)
    default: return .success(128)
    }
  }
}
