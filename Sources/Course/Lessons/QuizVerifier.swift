import AsyncSimulation
import TextBase
import CommandLineGrammar

/// Quizzes are evaluated, never trusted: each quiz's deciding run is simulated and every choice's check evaluated on
/// it. A lesson is offered only when, in every quiz, exactly one choice holds and it is the `answer:`; otherwise each
/// quiz that fails is reported as `file:line: …` and the lesson is withheld. The student's verdict later comes from
/// the same evaluation, on the same run.
package struct QuizVerifier: Sendable {
  /// Simulates a deciding run: its trace, or a line saying why there is none.
  package let simulate: @Sendable (RunRequest) -> Result<Trace, RunFailure>
  /// Explores a deciding run's schedules, for quizzes with `explore:` (the playground's runner, in a child process).
  package let explore: @Sendable (RunRequest) -> Result<Exploration, RunFailure>
  /// The language the deciding runs print in: Chinese, whose lines the older lessons' checks quote. The course tests
  /// also verify app-code lessons, whose checks read language-neutral facts, on the English run.
  package var runLanguage: Language = .zh

  /// A verifier that decides quizzes with these runs (the course knows what to run; the playground knows how).
  package init(simulate: @escaping @Sendable (RunRequest) -> Result<Trace, RunFailure>,
               explore: @escaping @Sendable (RunRequest) -> Result<Exploration, RunFailure>) {
    self.simulate = simulate
    self.explore = explore
  }

  /// Why a deciding run produced no trace.
  package struct RunFailure: Error {
    /// What went wrong.
    package let message: String

    /// A failure saying `message`.
    package init(message: String) { self.message = message }
  }

  /// What the evaluation of one lesson found: the problems, and the run of each quiz that had one (by step index).
  package struct Report {
    /// `file:line: …`, one per quiz that does not hold.
    package var problems: [LessonFileError] = []
    /// The deciding runs, by the index of their quiz step.
    package var traces: [Int: Trace] = [:]
    /// The deciding explorations of quizzes with `explore:`, by the index of their quiz step.
    package var explorations: [Int: Exploration] = [:]
  }

  /// The deciding run of `quiz` in `lesson`: the lesson's scenario with its parameters and the quiz's on top. Its
  /// lines are in Chinese whatever the session's language, since the checks quote the Chinese lines.
  package static func request(_ lesson: Lesson, _ quiz: Quiz) -> RunRequest {
    var request = RunRequest(scenario: lesson.scenario)
    request.assignments = (lesson.parameters + quiz.run).compactMap { word in
      guard let eq = word.firstIndex(of: "=") else { return nil }
      return Assignment(name: String(word[..<eq]), value: String(word[word.index(after: eq)...]))
    }
    request.language = .zh
    return request
  }

  /// `task-id cancellation=ignored`: the deciding run as the student would type it.
  package static func describe(_ lesson: Lesson, _ quiz: Quiz) -> String {
    ([lesson.scenario] + lesson.parameters + quiz.run).joined(separator: " ")
  }

  /// The keys of the choices whose checks hold in `trace`, in order.
  package static func holding(_ quiz: Quiz, in trace: Trace) -> [String] {
    quiz.choices.filter { $0.check.holds(in: trace) }.map(\.key)
  }

  /// Runs and evaluates every quiz of `lesson`; messages are in `language`.
  package func verify(_ lesson: Lesson, language: Language) -> Report {
    var report = Report()
    for (index, step) in lesson.steps.enumerated() {
      guard let quiz = step.quiz else { continue }
      let run = Self.describe(lesson, quiz)
      func problem(_ line: Int, _ zh: String, _ en: String) {
        report.problems.append(LessonFileError(file: lesson.source, line: line, zh: zh, en: en))
      }
      if quiz.explore != nil {
        verifyExploration(lesson, quiz, at: index, into: &report, language: language)
        continue
      }
      let trace: Trace
      var request = Self.request(lesson, quiz)
      request.language = runLanguage
      switch simulate(request) {
      case .failure(let failure):
        problem(step.line, "测验的运行（\(run)）没有得到结果：\(failure.message)",
                "the quiz's run (\(run)) gave no trace: \(failure.message)")
        continue
      case .success(let t):
        trace = t
      }
      guard trace.outcome == .finished else {
        problem(step.line, "测验的运行（\(run)）没有正常结束（\(trace.outcome.rawValue)）",
                "the quiz's run (\(run)) did not finish (\(trace.outcome.rawValue))")
        continue
      }
      report.traces[index] = trace
      let holding = Self.holding(quiz, in: trace)
      let end = Milliseconds.format(trace.endNanos)
      if holding == [quiz.answer] { continue }
      let others = holding.filter { $0 != quiz.answer }
      if holding.contains(quiz.answer) {
        let keys = holding.joined(separator: ", ")
        problem(quiz.answerLine, "在 \(run) 的运行里选项 \(keys) 都成立；必须恰好一个成立",
                "choices \(keys) hold in the run of \(run); exactly one may")
      } else if let answer = quiz.choice(quiz.answer) {
        let zhOthers = others.isEmpty ? "没有任何选项成立" : "成立的是 \(others.joined(separator: ", "))"
        let enOthers = others.isEmpty ? "no choice holds" : "\(others.joined(separator: ", ")) "
          + (others.count == 1 ? "holds" : "hold")
        problem(quiz.answerLine,
                "答案 \(quiz.answer) 在 \(run) 的运行里不成立（它的检查“\(answer.check)”为假，这次运行在 \(end) ms 结束）；\(zhOthers)",
                "answer \(quiz.answer) does not hold in the run of \(run) (its check \"\(answer.check)\" is false; the "
                  + "run ended at \(end) ms); \(enOthers)")
      }
    }
    return report
  }
}
