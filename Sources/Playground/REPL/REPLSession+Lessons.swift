import AsyncSimulation
import TextBase
import TraceRendering
import TerminalIO
import Course

/// What the session learnt about the course: which lessons had their quizzes evaluated, and each quiz's deciding run
/// (so that answering does not simulate again).
struct REPLCourseCache: Sendable {
  /// Ids of lessons whose quizzes all hold.
  var verified: Set<String> = []
  /// Deciding runs by lesson id and quiz step.
  var traces: [String: [Int: Trace]] = [:]
  /// Deciding explorations (quizzes with `explore:`) by lesson id and quiz step.
  var explorations: [String: [Int: Exploration]] = [:]
}

// The course commands: lessons, lesson, next, prev, try, hint, quiz, progress, reset-progress.
extension REPLSession {
  private var noLesson: String {
    language.pick("还没有打开课程；lessons 列出全部，lesson 1 打开第一课",
                  "no lesson is open; lessons lists them, lesson 1 opens the first")
  }

  /// The open lesson and its step index.
  private var current: (lesson: Lesson, step: Int)? {
    guard let lesson, let found = lessons.lesson(lesson.id) else { return nil }
    return (found, min(lesson.step, found.steps.count - 1))
  }

  /// `lessons`: the course with a mark per lesson: ✓ complete, ▸ started, · not yet.
  func listLessons() -> REPLReply {
    var rows: [[String]] = []
    for lesson in lessons.lessons {
      let entry = progress?.entry(lesson.id) ?? ProgressStore.Entry()
      let mark = entry.isComplete(lesson) ? "✓" : (entry.seen.isEmpty ? "·" : "▸")
      let seen = "\(min(entry.seen.count, lesson.steps.count))/\(lesson.steps.count)"
      rows.append([mark, String(lesson.number), lesson.id, seen, exerciseMark(lesson), lesson.title.text(language)])
    }
    let header = ["", "#", "id", language.pick("步骤", "steps"), language.pick("练习", "exercise"),
                  language.pick("标题", "title")]
    var reply = REPLReply(text: REPLTable(header: header, rows: rows, palette: palette, width: columns()).render())
    reply.text += fitted(language.pick("✓ 完成  ▸ 进行中  · 未开始；lesson <编号> 打开一课",
                                       "✓ done  ▸ started  · not yet; lesson <number> opens one"), .dim)
    return reply
  }

  /// `lesson` with no argument: the open lesson, the step, and the scenario the lesson works with.
  func whereInCourse() -> REPLReply {
    guard let (found, step) = current else { return REPLReply(text: noLesson + "\n") }
    var reply = REPLReply()
    let kind = stepKind(found.steps[step].kind)
    reply.line(language.pick(
      "第 \(found.number) 课（共 \(lessons.lessons.count) 课）\(found.id)：\(found.title.zh)",
      "Lesson \(found.number) of \(lessons.lessons.count), \(found.id): \(found.title.en)"))
    reply.line(language.pick("步骤 \(step + 1)/\(found.steps.count)（\(kind)），场景 \(found.scenario)",
                             "step \(step + 1) of \(found.steps.count) (\(kind)), scenario \(found.scenario)"))
    if let open = scenario, open.name != found.scenario {
      reply.line(palette.paint(language.pick(
        "现在打开的是 \(open.name)；next、prev、try、hint、quiz 会回到 \(found.scenario)",
        "\(open.name) is open now; next, prev, try, hint and quiz go back to \(found.scenario)"), .dim))
    }
    return reply
  }

  /// `lesson <id|number>`: evaluates the lesson's quizzes (once per session), then opens the lesson and its
  /// scenario (with the lesson's parameters) and shows the first step (or the one the student had reached).
  mutating func openLesson(_ word: String) -> REPLReply {
    if let (withheld, problems) = lessons.withheldLesson(word) { return refusal(withheld, problems) }
    guard var found = lessons.lesson(word) else {
      let ids = lessons.lessons.map(\.id)
      let shown = REPLQuote.shorten(word), count = lessons.lessons.count
      return .failed(language.pick("没有课程 \"\(shown)\"；", "no lesson \"\(shown)\"; ")
        + alternatives(to: word, among: ids, label: ("课程（或编号 1–\(count)）", "lessons (or their numbers 1–\(count))")))
    }
    guard let scenario = catalog.first(where: { $0.name == found.scenario }) else {
      return .failed(language.pick("第 \(found.number) 课需要场景 \(found.scenario)，这个 asyncplay 里没有",
                                   "lesson \(found.id) needs scenario \(found.scenario), which this asyncplay does not have"))
    }
    if !courseCache.verified.contains(found.id) {
      let report = verifier.verify(found, language: language)
      guard report.problems.isEmpty else {
        lessons.withhold(found.id, problems: report.problems)
        return refusal(found, report.problems)
      }
      courseCache.verified.insert(found.id)
      courseCache.traces[found.id] = report.traces
      courseCache.explorations[found.id] = report.explorations
      found = lessons.lesson(found.id) ?? found
    }
    openScenario(scenario)
    var reply = REPLReply()
    if !found.parameters.isEmpty {
      let applied = set(found.parameters)
      if let failure = applied.failure { return .failed("lesson \(found.id): \(failure)") }
    }
    let resume = progress?.entry(found.id).step ?? 0
    lesson = (found.id, min(resume, found.steps.count - 1))
    exercises.lessonPage = nil
    if resume > 0 { _ = restoreLessonScenario(at: min(resume, found.steps.count - 1), force: true) }
    reply.line(palette.paint(language.pick("第 \(found.number) 课（共 \(lessons.lessons.count) 课）：",
                                           "Lesson \(found.number) of \(lessons.lessons.count): ")
      + found.title.text(language), .bold))
    reply.text += showStep()
    return reply
  }

  /// Evaluates the quizzes of the lessons from the instructor's folder right away (there are few, and their author
  /// wants to hear at once), withholding those that do not hold; returns what is wrong. Bundled lessons are
  /// evaluated when first opened.
  mutating func verifyLessonsFromDirectory() -> [LessonFileError] {
    var problems: [LessonFileError] = []
    for lesson in lessons.lessons where lessons.fromDirectory.contains(lesson.id) {
      let report = verifier.verify(lesson, language: language)
      if report.problems.isEmpty {
        courseCache.verified.insert(lesson.id)
        courseCache.traces[lesson.id] = report.traces
        courseCache.explorations[lesson.id] = report.explorations
      } else {
        lessons.withhold(lesson.id, problems: report.problems)
        problems += report.problems
      }
    }
    return problems
  }

  /// Evaluates quizzes with this session's runner.
  var verifier: QuizVerifier {
    let runner = runner
    return QuizVerifier(simulate: { request in
      switch runner.run(request).outcome {
      case .trace(let trace): .success(trace)
      case .failed(let message), .refused(_, let message): .failure(QuizVerifier.RunFailure(message: message))
      case .interrupted: .failure(QuizVerifier.RunFailure(message: "interrupted"))
      }
    }, explore: { runner.exploration($0) })
  }

  /// The answer to opening a lesson whose quizzes do not hold: each problem, then a one-line failure.
  private func refusal(_ lesson: Lesson, _ problems: [LessonFileError]) -> REPLReply {
    var reply = REPLReply()
    for problem in problems { reply.line(problem.description(language)) }
    reply.failure = language.pick(
      "第 \(lesson.number) 课（\(lesson.id)）的测验经不起模拟的检验，这一课不提供（问题见上）",
      "lesson \(lesson.id) is not offered: its quizzes do not hold when simulated (see above)")
    return reply
  }

  /// The parameters the lesson has set by step `step`: its own, then every `set` and `reset` its earlier steps run.
  private func lessonCommands(_ lesson: Lesson, before step: Int) -> [String] {
    var commands = lesson.parameters.isEmpty ? [] : ["set " + lesson.parameters.joined(separator: " ")]
    for earlier in lesson.steps.prefix(step) {
      for command in earlier.commands {
        let word = command.split(separator: " ").first ?? ""
        if word == "set" || word == "reset" { commands.append(command) }
      }
    }
    return commands
  }

  /// Brings back the lesson's scenario, with the parameters its steps before `step` set, when another scenario is
  /// open (or always, with `force`); returns the one line that says so, or nil when nothing changed.
  private mutating func restoreLessonScenario(at step: Int, force: Bool = false) -> String? {
    guard let (found, _) = current, let lessonScenario = catalog.first(where: { $0.name == found.scenario }) else {
      return nil
    }
    let other = scenario?.name
    guard force || other != found.scenario else { return nil }
    openScenario(lessonScenario)
    for command in lessonCommands(found, before: step) { _ = execute(command) }
    guard !force, let other else { return nil }
    let changed = zip(lessonScenario.parameters, values).filter { defaultValue(of: $0.0) != $0.1 }
      .map { "\($0.0.name)=\(Self.shown($0.1))" }.joined(separator: " ")
    let with = changed.isEmpty ? "" : language.pick("，参数 \(changed)", " with \(changed)")
    return language.pick("（你打开了 \(other)；已回到第 \(found.number) 课的场景 \(found.scenario)\(with)）",
                         "(you had opened \(other); back to lesson \(found.number)'s scenario \(found.scenario)\(with))")
  }

  /// `next` / `prev`.
  mutating func moveStep(by delta: Int) -> REPLReply {
    guard let (found, step) = current else { return .failed(noLesson) }
    if exercises.lessonPage == found.id {
      // On the lesson's exercise page (after its last step): prev goes back to that step, next says it is the end.
      if delta < 0 {
        exercises.lessonPage = nil
        return REPLReply(text: showStep())
      }
    } else if delta > 0, step + delta >= found.steps.count, let page = exercisePage(for: found) {
      exercises.lessonPage = found.id
      return page
    }
    let target = step + delta
    guard target >= 0 else {
      return .failed(language.pick("这已经是第一步；next 往后走", "this is the first step; next goes forward"))
    }
    guard target < found.steps.count else {
      var reply = REPLReply()
      reply.line(language.pick("这一课的步骤都走完了。", "That was the last step of this lesson."))
      if let following = lessons.lessons.first(where: { $0.number > found.number }) {
        reply.line(language.pick("下一课：lesson \(following.number)（\(following.title.zh)）",
                                 "Next: lesson \(following.number) (\(following.title.en))"))
      }
      return reply
    }
    var reply = REPLReply()
    lesson = (found.id, target)
    if let note = restoreLessonScenario(at: target) { reply.line(palette.paint(note, .dim)) }
    reply.text += showStep()
    return reply
  }

  /// `讲解` / `explain`, …: a step kind in the session's language.
  private func stepKind(_ kind: LessonStep.Kind) -> String {
    switch kind {
    case .explain: language.pick("讲解", "explain")
    case .experiment: language.pick("实验", "experiment")
    case .quiz: language.pick("测验", "quiz")
    }
  }

  /// The width lesson text is wrapped to.
  private var textWidth: Int { min(columns(), 100) }

  /// A lesson text: each of its lines is a paragraph, wrapped to the terminal's width (lines indented by two more
  /// spaces, such as code, are kept as they are).
  private func paragraphs(_ text: String) -> String {
    var out = ""
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if paragraph.hasPrefix("  ") {
        out += paragraph + "\n"
        continue
      }
      for line in REPLWrap.lines(String(paragraph), width: textWidth) { out += line + "\n" }
    }
    return out
  }

  /// The open lesson step's footer (where the student is, what to type next), coloured, wrapped to the terminal;
  /// empty when no lesson is open. Shown under each step and after the commands that work on it.
  var stepFooter: String {
    guard let (found, index) = current else { return "" }
    let following = lessons.lessons.first { $0.number > found.number }
    let exercise = exercises.library.exercises(forLesson: found.id).first?.id
    let footer = LessonStepFooter.text(found, step: index, following: following, exercise: exercise,
                                       language: language)
    return LessonStepFooter.lines(footer, width: columns()).map { palette.paint($0, .cyan) + "\n" }.joined()
  }

  /// Prints the current step and records it as seen.
  private mutating func showStep() -> String {
    guard let (found, index) = current else { return "" }
    let step = found.steps[index]
    var out = ""
    out += palette.paint(language.pick("步骤 \(index + 1)/\(found.steps.count) · \(stepKind(step.kind))",
                                       "Step \(index + 1)/\(found.steps.count) · \(stepKind(step.kind))"), .cyan) + "\n"
    out += paragraphs(step.text.text(language))
    if let quiz = step.quiz {
      out += "\n" + question(quiz)
    }
    if !step.commands.isEmpty {
      out += fitted(language.pick("试试：", "Try: ") + step.commands.joined(separator: "; ")
        + language.pick("（输入 try 依次运行）", " (type try to run them)"), .dim, indent: 2)
    }
    if step.hint != nil { out += fitted(language.pick("（有提示：hint）", "(a hint: hint)"), .dim) }
    out += stepFooter
    record(found.id) { entry in
      entry.step = index
      entry.seen.insert(index)
    }
    return out
  }

  private func question(_ quiz: Quiz) -> String {
    var out = palette.paint(String(paragraphs(quiz.question.text(language)).dropLast()), .bold) + "\n"
    for choice in quiz.choices {
      let label = "  \(choice.key)) "
      for (number, line) in REPLWrap.lines(choice.text.text(language), width: textWidth - label.count).enumerated() {
        out += (number == 0 ? label : String(repeating: " ", count: label.count)) + line + "\n"
      }
    }
    out += fitted(language.pick("先想好答案，再输入 quiz <字母>；然后模拟会运行并给出证据。",
                                "Decide first, then type quiz <letter>; the simulation then runs and shows the "
                                  + "evidence."), .dim)
    return out
  }

  /// `try`: runs the step's commands, each shown after the prompt as if typed.
  mutating func tryStep() -> REPLReply {
    guard let (found, index) = current else { return .failed(noLesson) }
    var reply = REPLReply()
    if let note = restoreLessonScenario(at: index) { reply.line(palette.paint(note, .dim)) }
    reply.footer = stepFooter
    let commands = found.steps[index].commands
    guard !commands.isEmpty else {
      reply.line(language.pick("这一步没有要运行的命令。", "This step has no commands to run."))
      return reply
    }
    for command in commands {
      reply.line(palette.paint(prompt, .dim) + command)
      let result = execute(command)
      reply.text += result.text
      if let failure = result.failure {
        reply.failure = "try: \(command): \(failure)"
        break
      }
    }
    return reply
  }

  /// `hint`: the step's hint.
  mutating func hint() -> REPLReply {
    guard let (found, index) = current else { return .failed(noLesson) }
    var reply = REPLReply()
    if let note = restoreLessonScenario(at: index) { reply.line(palette.paint(note, .dim)) }
    reply.footer = stepFooter
    guard let hint = found.steps[index].hint else {
      reply.line(language.pick("这一步没有提示。", "This step has no hint."))
      return reply
    }
    reply.text += paragraphs(hint.text(language))
    return reply
  }

  /// `quiz`: the question; `quiz <choice>`: the deciding run (simulated when the lesson opened), whether the
  /// prediction held (the chosen check evaluated on that run), the events that prove the answer and why; the first
  /// answer to each quiz is recorded.
  mutating func quiz(_ answer: String?) -> REPLReply {
    guard let (found, index) = current else { return .failed(noLesson) }
    var reply = REPLReply()
    if let note = restoreLessonScenario(at: index) { reply.line(palette.paint(note, .dim)) }
    reply.footer = stepFooter
    guard let quiz = found.steps[index].quiz else {
      let quizSteps = found.steps.indices.filter { found.steps[$0].kind == .quiz }.map { String($0 + 1) }
      let steps = language.list(quizSteps)
      reply.failure = language.pick("这一步没有测验；这一课的测验在第 \(steps) 步（用 next/prev 过去）",
                                    "this step has no quiz; this lesson's quizzes are at step \(steps) (next/prev move there)")
      return reply
    }
    guard let answer else {
      reply.text += question(quiz)
      return reply
    }
    guard let chosen = quiz.choice(answer) else {
      let shown = REPLQuote.shorten(answer), keys = language.list(quiz.choices.map(\.key))
      reply.failure = language.pick("没有选项 \"\(shown)\"；从 \(keys) 中选一个", "no choice \"\(shown)\"; choose one of \(keys)")
      return reply
    }
    if quiz.explore != nil { return answerExplorationQuiz(found, index, quiz, chosen: chosen, reply: reply) }
    guard let trace = decidingRun(found, index, quiz, into: &reply) else { return reply }
    let right = quiz.choice(quiz.answer)!
    // The verdict is the chosen check evaluated on the run, not a comparison with the answer key.
    let held = chosen.check.holds(in: trace)
    reply.line(language.pick("已运行 \(QuizVerifier.describe(found, quiz))。", "Ran \(QuizVerifier.describe(found, quiz))."))
    if held {
      reply.line(palette.paint(language.pick("✓ 你的预测成立：\(chosen.key)) \(chosen.text.zh)",
                                             "✓ Your prediction held: \(chosen.key)) \(chosen.text.en)"), .green))
    } else {
      reply.line(palette.paint(language.pick("✗ 预测不成立：\(chosen.key)) 在这次运行中不成立。答案是 \(right.key)) \(right.text.zh)",
                                             "✗ Not this time: \(chosen.key)) does not hold in this run. The answer is "
                                               + "\(right.key)) \(right.text.en)"), .red))
    }
    // A conjunction may name an event twice: show each once, in trace order.
    var seen = Set<Int>()
    let evidence = inSessionLanguage((right.check.evidence(in: trace) ?? []).sorted { $0.seq < $1.seq }
      .filter { seen.insert($0.seq).inserted }, lesson: found, quiz: quiz)
    if !evidence.isEmpty {
      reply.line(language.pick("证据（这次运行中的事件）：", "The evidence (events of the run):"))
      let text = renderer
      let columns = TraceColumns(evidence, width: text.width)
      for event in evidence { reply.text += text.lines(for: event, columns: columns) }
    } else {
      reply.line(language.pick("证据：这次运行结束于 \(Milliseconds.format(trace.endNanos)) ms，检查“\(right.check.sentence(.zh))”成立。",
                               "The evidence: in this run, which ended at \(Milliseconds.format(trace.endNanos)) ms, "
                                 + "the check \"\(right.check)\" holds."))
    }
    closeQuizAnswer(found, index, quiz, chosen: chosen, held: held, reply: &reply)
    return reply
  }

  /// `events` of a deciding run (simulated in Chinese, since the checks quote its Chinese lines) as the same run
  /// prints them in the session's language: the run again in English, its events taken by sequence number (the
  /// same events at the same times; only the words differ). Kept as they are when that run fails or differs.
  private func inSessionLanguage(_ events: [TraceEvent], lesson: Lesson, quiz: Quiz) -> [TraceEvent] {
    guard language != .zh, !events.isEmpty else { return events }
    var request = QuizVerifier.request(lesson, quiz)
    request.language = language
    guard case .trace(let translated) = runner.run(request).outcome else { return events }
    let bySeq = Dictionary(translated.events.map { ($0.seq, $0) }, uniquingKeysWith: { first, _ in first })
    return events.map { event in
      guard let same = bySeq[event.seq], same.kind == event.kind, same.nanos == event.nanos, same.task == event.task
      else { return event }
      return same
    }
  }

  /// The end of an answer to the quiz at `index`: its why, a note when an earlier answer is the one recorded, and the
  /// answer recorded (the first one counts).
  mutating func closeQuizAnswer(_ lesson: Lesson, _ index: Int, _ quiz: Quiz, chosen: Quiz.Choice, held: Bool,
                                reply: inout REPLReply) {
    if let why = quiz.why {
      reply.text += paragraphs(language.pick("为什么：", "Why: ") + why.text(language))
    }
    let earlier = progress?.entry(lesson.id).answers[index]
    if let earlier, let first = progress?.entry(lesson.id).quizzes[index] {
      reply.line(palette.paint(language.pick(
        "（这道题第一次的回答 \(earlier)）\(first ? "✓" : "✗") 已经记下；这次不计分）",
        "(your first answer to this quiz, \(earlier)) \(first ? "✓" : "✗"), is the one recorded)"), .dim))
    }
    record(lesson.id) { entry in entry.answer(index, choice: chosen.key, held: held) }
  }

  /// The run that decides the quiz at `index`: the one simulated when the lesson was checked, or a new one.
  private mutating func decidingRun(_ lesson: Lesson, _ index: Int, _ quiz: Quiz, into reply: inout REPLReply)
    -> Trace? {
    if let trace = courseCache.traces[lesson.id]?[index] { return trace }
    let (outcome, errors) = runner.run(QuizVerifier.request(lesson, quiz))
    reply.text += errors
    switch outcome {
    case .interrupted:
      reply.line(language.pick("（已中断）", "(interrupted)"))
      return nil
    case .failed(let message), .refused(_, let message):
      reply.failure = message
      return nil
    case .trace(let trace):
      courseCache.traces[lesson.id, default: [:]][index] = trace
      return trace
    }
  }

  /// `progress`: steps seen and first answers per lesson, and the first-try score.
  func showProgress() -> REPLReply {
    var rows: [[String]] = []
    var complete = 0, answered = 0, firstRight = 0
    for lesson in lessons.lessons {
      let entry = progress?.entry(lesson.id) ?? ProgressStore.Entry()
      if entry.isComplete(lesson) { complete += 1 }
      let quizSteps = lesson.steps.indices.filter { lesson.steps[$0].kind == .quiz }
      let right = quizSteps.filter { entry.quizzes[$0] == true }.count
      let done = quizSteps.filter { entry.quizzes[$0] != nil }.count
      answered += done
      firstRight += right
      rows.append([String(lesson.number), lesson.id, "\(min(entry.seen.count, lesson.steps.count))/\(lesson.steps.count)",
                   "\(done)/\(quizSteps.count)", "\(right)/\(done)", exerciseProgress(lesson)])
    }
    let header = ["#", "id", language.pick("看过的步骤", "steps seen"), language.pick("答过的测验", "quizzes answered"),
                  language.pick("第一次就答对", "right first time"), language.pick("练习", "exercises")]
    var reply = REPLReply(text: REPLTable(header: header, rows: rows, palette: palette, width: columns()).render())
    reply.text += fitted(language.pick("完成 \(complete)/\(lessons.lessons.count) 课；第一次就答对 \(firstRight)/\(answered) 道测验",
                                       "\(complete) of \(lessons.lessons.count) lessons done; \(firstRight) of \(answered) "
                                         + "quizzes right at the first try")
      + exercisesDone
      + (progress.map { language.pick("；", "; ") + $0.whereSaved(language) } ?? ""))
    return reply
  }

  /// `reset-progress [--yes]`: forgets every lesson's and exercise's record, after a numbered backup of the file.
  /// Without `--yes` an interactive session asks first (the next line answers); a piped one, which cannot be asked,
  /// refuses and says to write `--yes`.
  mutating func resetProgress(yes: Bool) -> REPLReply {
    guard let store = progress else {
      return REPLReply(text: language.pick("这里不记录进度\n", "progress is not recorded here\n"))
    }
    guard !store.isEmpty else { return REPLReply(text: language.pick("没有可以清除的进度。\n", "There is no progress to forget.\n")) }
    guard yes else {
      guard asksQuestions else {
        return .failed(language.pick(
          "reset-progress 会清除 \(recordCount(store))的进度；管道会话没法先问你，要写 reset-progress --yes（清除前会留一份备份）",
          "reset-progress would forget the progress of \(recordCount(store)); a piped session cannot ask first, so it "
            + "needs reset-progress --yes (a backup is kept)"))
      }
      pendingReset = true
      return REPLReply()
    }
    return forgetProgress()
  }

  /// The question `reset-progress` asks on a terminal (the prompt until it is answered).
  var resetQuestion: String {
    let count = progress.map(recordCount) ?? ""
    return language.pick("要清除 \(count)的进度吗？清除前会留一份备份 (y/N) ",
                         "Forget the progress of \(count)? A backup is kept (y/N) ")
  }

  /// The line after `reset-progress`: y (or yes, 是) forgets the progress; anything else keeps it.
  mutating func answerResetQuestion(_ line: String) -> REPLReply {
    pendingReset = false
    let answer = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ").lowercased()
    guard ["y", "yes", "是", "好", "要"].contains(answer) else {
      return REPLReply(text: language.pick("好，进度保持原样。\n", "Progress kept as it was.\n"))
    }
    return forgetProgress()
  }

  /// Backs the record up, forgets it and saves; says where the backup is and how to bring it back.
  private mutating func forgetProgress() -> REPLReply {
    guard var store = progress else { return REPLReply() }
    let count = recordCount(store)
    let backup: String?
    do {
      backup = try store.backUp()
    } catch {
      return .failed(language.pick("进度没有清除：无法备份（\(error)）", "progress not forgotten: the backup could not be written (\(error))"))
    }
    do {
      try store.reset()
    } catch {
      progress = store
      return .failed(language.pick("无法保存进度：\(error)", "could not save progress: \(error)")
        + (backup.map { language.pick("（备份在 \($0)）", " (the backup is in \($0))") } ?? ""))
    }
    progress = store
    guard let backup else {
      return REPLReply(text: fitted(language.pick(
        "已清除这次会话的进度（\(count)）；进度文件没有动过（这次会话不读也不写它）",
        "Forgot this session's progress (\(count)); the progress file was not touched (this session neither reads "
          + "nor writes it)")))
    }
    let restore = "mv \(Self.shellQuoted(backup)) \(Self.shellQuoted((try? AtomicFile.resolve(store.path)) ?? store.path))"
    return REPLReply(text: fitted(ControlCharacters.escaped(language.pick(
      "已清除进度（\(count)）。原来的记录备份在 \(backup)；要恢复它，先退出 asyncplay，再运行：",
      "Progress forgotten (\(count)). The old record is kept in \(backup); to bring it back, quit asyncplay, "
        + "then run:"))) + REPLReply.verbatim("  " + ControlCharacters.escaped(restore) + "\n"))
  }

  /// `3 lessons and 1 exercise` (`3 课和 1 个练习`): what a store records.
  private func recordCount(_ store: ProgressStore) -> String {
    let (lessons, exercises) = (store.entries.count, store.exercises.count)
    let zh = [lessons > 0 ? "\(lessons) 课" : nil, exercises > 0 ? "\(exercises) 个练习" : nil].compactMap { $0 }
    let en = [lessons > 0 ? "\(lessons) lesson\(lessons == 1 ? "" : "s")" : nil,
              exercises > 0 ? "\(exercises) exercise\(exercises == 1 ? "" : "s")" : nil].compactMap { $0 }
    return language.pick(zh.joined(separator: "和 "), en.joined(separator: " and "))  // each part starts with a number
  }

  /// `path` as a shell reads it back: in single quotes unless it is made of safe characters only.
  static func shellQuoted(_ path: String) -> String {
    let safe = path.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "/._-+~".unicodeScalars.contains(scalar)
    }
    return safe && !path.isEmpty && !path.hasPrefix("~") ? path
      : "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }

  /// Updates a lesson's progress; a failure to save is reported on stderr and the session goes on.
  private mutating func record(_ id: String, _ change: (inout ProgressStore.Entry) -> Void) {
    guard progress != nil else { return }
    do {
      try progress!.update(id, change)
    } catch let error as ProgressStore.SaveError where error.repeated {
      // Said once already; `progress` keeps saying it.
    } catch {
      Output.standardError.line(language.pick("asyncplay: 进度没有保存：\(error)", "asyncplay: could not save progress: \(error)"))
    }
  }
}
