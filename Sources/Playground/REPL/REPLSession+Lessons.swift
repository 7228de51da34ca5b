import AsyncSimulation
import Scenarios

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
    var reply = REPLReply(text: REPLTable(header: header, rows: rows, palette: palette).render())
    reply.line(palette.paint(language.pick("✓ 完成  ▸ 进行中  · 未开始；lesson <编号> 打开一课",
                                           "✓ done  ▸ started  · not yet; lesson <number> opens one"), .dim))
    return reply
  }

  /// `lesson <id|number>`: opens the lesson and its scenario (with the lesson's parameters), shows the first step
  /// (or the one the student had reached).
  mutating func openLesson(_ word: String) -> REPLReply {
    guard let found = lessons.lesson(word) else {
      let ids = lessons.lessons.map(\.id)
      let shown = REPLQuote.shorten(word), count = lessons.lessons.count
      return .failed(language.pick("没有课程 \"\(shown)\"；", "no lesson \"\(shown)\"; ")
        + alternatives(to: word, among: ids, label: ("课程（或编号 1–\(count)）", "lessons (or their numbers 1–\(count))")))
    }
    guard let scenario = catalog.first(where: { $0.name == found.scenario }) else {
      return .failed(language.pick("第 \(found.number) 课需要场景 \(found.scenario)，这个 asyncplay 里没有",
                                   "lesson \(found.id) needs scenario \(found.scenario), which this asyncplay does not have"))
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
    reply.line(palette.paint(language.pick("第 \(found.number) 课（共 \(lessons.lessons.count) 课）：",
                                           "Lesson \(found.number) of \(lessons.lessons.count): ")
      + found.title.text(language), .bold))
    reply.text += showStep()
    return reply
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
    lesson = (found.id, target)
    return REPLReply(text: showStep())
  }

  /// Prints the current step and records it as seen.
  private mutating func showStep() -> String {
    guard let (found, index) = current else { return "" }
    let step = found.steps[index]
    var out = ""
    let kind = language.pick(["explain": "讲解", "experiment": "实验", "quiz": "测验"][step.kind.rawValue] ?? "",
                             step.kind.rawValue)
    out += palette.paint(language.pick("步骤 \(index + 1)/\(found.steps.count) · \(kind)",
                                       "Step \(index + 1)/\(found.steps.count) · \(kind)"), .cyan) + "\n"
    out += step.text.text(language) + "\n"
    if let quiz = step.quiz {
      out += "\n" + question(quiz)
    }
    if !step.commands.isEmpty {
      out += palette.paint(language.pick("试试：", "Try: ") + step.commands.joined(separator: "; ")
        + language.pick("（输入 try 依次运行）", " (type try to run them)"), .dim) + "\n"
    }
    if step.hint != nil { out += palette.paint(language.pick("（有提示：hint）", "(a hint: hint)"), .dim) + "\n" }
    let following = lessons.lessons.first { $0.number > found.number }
    let exercise = exercises.library.exercises(forLesson: found.id).first?.id
    out += palette.paint(LessonStepFooter.text(found, step: index, following: following, exercise: exercise,
                                               language: language), .cyan) + "\n"
    record(found.id) { entry in
      entry.step = index
      entry.seen.insert(index)
    }
    return out
  }

  private func question(_ quiz: Quiz) -> String {
    var out = palette.paint(quiz.question.text(language), .bold) + "\n"
    for choice in quiz.choices { out += "  \(choice.key)) \(choice.text.text(language))\n" }
    out += palette.paint(language.pick("先想好答案，再输入 quiz <字母>；然后模拟会运行并给出证据。",
                                       "Decide first, then type quiz <letter>; the simulation then runs and shows the "
                                         + "evidence."), .dim) + "\n"
    return out
  }

  /// `try`: runs the step's commands, each shown after the prompt as if typed.
  mutating func tryStep() -> REPLReply {
    guard let (found, index) = current else { return .failed(noLesson) }
    let commands = found.steps[index].commands
    guard !commands.isEmpty else {
      return REPLReply(text: language.pick("这一步没有要运行的命令。\n", "This step has no commands to run.\n"))
    }
    var reply = REPLReply()
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
  func hint() -> REPLReply {
    guard let (found, index) = current else { return .failed(noLesson) }
    guard let hint = found.steps[index].hint else {
      return REPLReply(text: language.pick("这一步没有提示。\n", "This step has no hint.\n"))
    }
    return REPLReply(text: hint.text(language) + "\n")
  }

  /// `quiz`: the question; `quiz <choice>`: runs the simulation, says whether the prediction held and which events
  /// prove the answer, and records the result.
  mutating func quiz(_ answer: String?) -> REPLReply {
    guard let (found, index) = current else { return .failed(noLesson) }
    guard let quiz = found.steps[index].quiz else {
      let quizSteps = found.steps.indices.filter { found.steps[$0].kind == .quiz }.map { String($0 + 1) }
      let steps = quizSteps.joined(separator: ", ")
      return .failed(language.pick("这一步没有测验；这一课的测验在第 \(steps) 步（用 next/prev 过去）",
                                   "this step has no quiz; this lesson's quizzes are at step \(steps) (next/prev move there)"))
    }
    guard let answer else { return REPLReply(text: question(quiz)) }
    guard quiz.choices.contains(where: { $0.key == answer }) else {
      let shown = REPLQuote.shorten(answer), keys = quiz.choices.map(\.key).joined(separator: ", ")
      return .failed(language.pick("没有选项 \"\(shown)\"；从 \(keys) 中选一个", "no choice \"\(shown)\"; choose one of \(keys)"))
    }
    // The checks read the scenario's Chinese lines, so the deciding run is in Chinese whatever the session's language.
    var request = RunRequest(scenario: found.scenario)
    request.assignments = (found.parameters + quiz.run).compactMap { word in
      guard let eq = word.firstIndex(of: "=") else { return nil }
      return Assignment(name: String(word[..<eq]), value: String(word[word.index(after: eq)...]))
    }
    request.language = .zh
    var reply = REPLReply()
    let (outcome, errors) = runner.run(request)
    reply.text += errors
    let trace: Trace
    switch outcome {
    case .interrupted:
      reply.line(language.pick("（已中断）", "(interrupted)"))
      return reply
    case .failed(let message):
      reply.failure = message
      return reply
    case .trace(let t):
      trace = t
    }
    let right = quiz.choices.first { $0.key == quiz.answer }!
    let held = answer == quiz.answer
    let runText = (found.parameters + quiz.run).joined(separator: " ")
    reply.line(language.pick("已运行 \(found.scenario)\(runText.isEmpty ? "" : " " + runText)。",
                             "Ran \(found.scenario)\(runText.isEmpty ? "" : " " + runText)."))
    if held {
      reply.line(palette.paint(language.pick("✓ 你的预测成立：\(right.key)) \(right.text.zh)",
                                             "✓ Your prediction held: \(right.key)) \(right.text.en)"), .green))
    } else {
      reply.line(palette.paint(language.pick("✗ 预测不成立。答案是 \(right.key)) \(right.text.zh)",
                                             "✗ Not this time. The answer is \(right.key)) \(right.text.en)"), .red))
    }
    let evidence = right.check.evidence(in: trace) ?? []
    if !evidence.isEmpty {
      reply.line(language.pick("证据（模拟中的事件）：", "The evidence (events of the run):"))
      let text = TextRenderer(language: language, palette: palette)
      let timeWidth = evidence.reduce(5) { max($0, Milliseconds.format($1.nanos).count) }
      let taskWidth = evidence.reduce(4) { max($0, DisplayWidth.of($1.task ?? "-")) }
      for event in evidence { reply.text += text.lines(for: event, timeWidth: timeWidth, taskWidth: taskWidth) }
    } else {
      reply.line(language.pick("证据：检查“\(right.check)”在这次运行中成立。",
                               "The evidence: the check \"\(right.check)\" holds in this run."))
    }
    if !held, let wrong = quiz.choices.first(where: { $0.key == answer }) {
      reply.line(language.pick("你选的 \(wrong.key)) 在这次运行中不成立。", "Your choice \(wrong.key)) does not hold in this run."))
    }
    record(found.id) { entry in entry.quizzes[index] = held }
    return reply
  }

  /// `progress`: steps seen and quizzes answered per lesson.
  func showProgress() -> REPLReply {
    var rows: [[String]] = []
    var complete = 0
    for lesson in lessons.lessons {
      let entry = progress?.entry(lesson.id) ?? ProgressStore.Entry()
      if entry.isComplete(lesson) { complete += 1 }
      let quizSteps = lesson.steps.indices.filter { lesson.steps[$0].kind == .quiz }
      let right = quizSteps.filter { entry.quizzes[$0] == true }.count
      rows.append([String(lesson.number), lesson.id, "\(min(entry.seen.count, lesson.steps.count))/\(lesson.steps.count)",
                   "\(right)/\(quizSteps.count)", exerciseProgress(lesson)])
    }
    let header = ["#", "id", language.pick("看过的步骤", "steps seen"), language.pick("答对的测验", "quizzes right"),
                  language.pick("练习", "exercises")]
    var reply = REPLReply(text: REPLTable(header: header, rows: rows, palette: palette).render())
    reply.line(language.pick("完成 \(complete)/\(lessons.lessons.count) 课", "\(complete) of \(lessons.lessons.count) lessons done")
      + exercisesDone
      + (progress.map { language.pick("；", "; ") + $0.whereSaved(language) } ?? ""))
    return reply
  }

  /// `reset-progress`: forgets everything.
  mutating func resetProgress() -> REPLReply {
    guard progress != nil else { return REPLReply(text: "\n") }
    do {
      try progress!.reset()
    } catch {
      return .failed(language.pick("无法保存进度：\(error)", "could not save progress: \(error)"))
    }
    return REPLReply(text: language.pick("进度已清除。\n", "Progress forgotten.\n"))
  }

  /// Updates a lesson's progress; a failure to save is reported on stderr and the session goes on.
  private mutating func record(_ id: String, _ change: (inout ProgressStore.Entry) -> Void) {
    guard progress != nil else { return }
    do {
      try progress!.update(id, change)
    } catch let error as ProgressStore.SaveError where error.repeated {
      // Said once already; `progress` keeps saying it.
    } catch {
      Output.standardError.line("asyncplay: could not save progress: \(error)")
    }
  }
}
