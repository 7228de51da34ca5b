import AsyncSimulation
import Scenarios
import Course

// Answering a quiz decided by an exploration (`explore:`): "how many distinct outcomes can this code reach?"
extension REPLSession {
  /// The verdict on `chosen` for the exploration quiz at `index` of `lesson`, with the exploration as the evidence.
  mutating func answerExplorationQuiz(_ lesson: Lesson, _ index: Int, _ quiz: Quiz, chosen: Quiz.Choice,
                                      reply: REPLReply) -> REPLReply {
    var reply = reply
    let exploration: Exploration
    if let cached = courseCache.explorations[lesson.id]?[index] {
      exploration = cached
    } else {
      switch runner.exploration(QuizVerifier.explorationRequest(lesson, quiz)) {
      case .failure(let failure):
        reply.failure = failure.message
        return reply
      case .success(let found):
        exploration = found
        courseCache.explorations[lesson.id, default: [:]][index] = found
      }
    }
    let right = quiz.choice(quiz.answer)!
    let held = chosen.check.holds(in: exploration)
    reply.line(language.pick("已探索 \(QuizVerifier.describe(lesson, quiz)) 的所有调度。",
                             "Explored the schedules of \(QuizVerifier.describe(lesson, quiz))."))
    if held {
      reply.line(palette.paint(language.pick("✓ 你的预测成立：\(chosen.key)) \(chosen.text.zh)",
                                             "✓ Your prediction held: \(chosen.key)) \(chosen.text.en)"), .green))
    } else {
      reply.line(palette.paint(language.pick(
        "✗ 预测不成立：\(chosen.key)) 在这次探索中不成立。答案是 \(right.key)) \(right.text.zh)",
        "✗ Not this time: \(chosen.key)) does not hold in this exploration. The answer is \(right.key)) "
          + "\(right.text.en)"), .red))
    }
    reply.line(language.pick("证据（探索的结果）：", "The evidence (what the exploration found):"))
    reply.text += ExplorationRenderer(language: language, palette: palette, width: columns()).render(exploration, replay: .playground)
    closeQuizAnswer(lesson, index, quiz, chosen: chosen, held: held, reply: &reply)
    return reply
  }
}
