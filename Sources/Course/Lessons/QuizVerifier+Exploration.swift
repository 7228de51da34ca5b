import AsyncSimulation
import TextBase
import CommandLineGrammar

// Quizzes decided by exploring the schedules of their run (`explore:`): the exploration is made when the lesson is
// checked, and exactly the answer's check must hold on it, as for a quiz decided by one run.
extension QuizVerifier {
  /// The deciding exploration of `quiz`: the deciding run's request with the quiz's exploration settings.
  package static func explorationRequest(_ lesson: Lesson, _ quiz: Quiz) -> RunRequest {
    var request = request(lesson, quiz)
    request.exploration = quiz.explore ?? ExplorationSettings()
    return request
  }


  /// The keys of the choices whose checks hold for `exploration`, in order.
  package static func holding(_ quiz: Quiz, in exploration: Exploration) -> [String] {
    quiz.choices.filter { $0.check.holds(in: exploration) }.map(\.key)
  }

  /// Explores and evaluates one quiz with `explore:`.
  package func verifyExploration(_ lesson: Lesson, _ quiz: Quiz, at index: Int, into report: inout Report,
                         language: Language) {
    let run = Self.describe(lesson, quiz)
    func problem(_ line: Int, _ zh: String, _ en: String) {
      report.problems.append(LessonFileError(file: lesson.source, line: line, zh: zh, en: en))
    }
    let exploration: Exploration
    switch explore(Self.explorationRequest(lesson, quiz)) {
    case .failure(let failure):
      problem(lesson.steps[index].line, "测验的探索（\(run)）没有得到结果：\(failure.message)",
              "the quiz's exploration (\(run)) gave no result: \(failure.message)")
      return
    case .success(let found):
      exploration = found
    }
    report.explorations[index] = exploration
    let holding = Self.holding(quiz, in: exploration)
    if holding == [quiz.answer] { return }
    let found = "\(exploration.outcomes.count)"
    if holding.contains(quiz.answer) {
      let keys = holding.joined(separator: ", ")
      problem(quiz.answerLine, "探索 \(run)（\(found) 种结果）时选项 \(keys) 都成立；必须恰好一个成立",
              "choices \(keys) hold for the exploration of \(run) (\(found) outcomes); exactly one may")
    } else {
      let others = holding.isEmpty ? language.pick("没有任何选项成立", "no choice holds")
        : language.pick("成立的是 \(holding.joined(separator: ", "))", "\(holding.joined(separator: ", ")) holds")
      problem(quiz.answerLine, "答案 \(quiz.answer) 在探索 \(run) 时不成立（找到 \(found) 种结果）；\(others)",
              "answer \(quiz.answer) does not hold for the exploration of \(run) (it found \(found) outcomes); "
                + others)
    }
  }
}
