import AsyncSimulation
import TextBase

/// `explain` for swift6-diagnostics: which fix ran, on which executor the articles were parsed, and when the Like
/// button's action ran compared with the tap at 150 ms.
struct Swift6DiagnosticsExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    var points: [String] = []
    points.append(settings.value("fix") == "actor"
      ? language.pick(
        "存储是一个 actor（ArticleArchive）：actor 是 Sendable 的，把它交给别的隔离域不会有数据竞争，"
          + "所以不再有 sending 错误；它的 load() 在它自己的 actor 上运行。",
        "The store is an actor (ArticleArchive): an actor is Sendable, so handing it to another isolation domain "
          + "races with nothing, and the sending error is gone; its load() runs on the actor itself.")
      : language.pick(
        "load() 不再是 @concurrent：它是 nonisolated(nonsending)，在调用方的 actor 上运行，存储从不离开主 actor，"
          + "所以不再有 sending 错误——代价是解析也在主 actor 上。",
        "load() is no longer @concurrent: it is nonisolated(nonsending) and runs on its caller's actor, so the store "
          + "never leaves the main actor and the sending error is gone — at the price of parsing on the main actor."))
    if let parsing = facts.events.first(where: { $0.kind == .block }), let task = parsing.task {
      let times = "\(facts.ms(parsing.nanos))–\(facts.ms(parsing.untilNanos ?? parsing.nanos))"
      points.append(parsing.executor == "main"
        ? language.pick("解析在主执行器上进行（\(task)，\(times)）：这段时间主 actor 被占住。",
                        "Parsing ran on the main executor (\(task), \(times)): the main actor was held all that time.")
        : language.pick("解析不在主执行器上（\(task)，\(times)）：主 actor 一直空着。",
                        "Parsing ran off the main executor (\(task), \(times)): the main actor stayed free."))
    }
    if let like = facts.changes(of: "liked").first {
      let tapped: Int64 = 150_000_000
      points.append(like.nanos > tapped
        ? language.pick(
          "用户在 \(facts.ms(tapped)) 点了「赞」，它的动作到 \(facts.ms(like.nanos)) 才运行：主 actor 一直被占着。",
          "The user tapped Like at \(facts.ms(tapped)), and its action ran only at \(facts.ms(like.nanos)): the main "
            + "actor was busy.")
        : language.pick(
          "用户在 \(facts.ms(tapped)) 点了「赞」，它的动作立刻运行：界面一直能响应。",
          "The user tapped Like at \(facts.ms(tapped)) and its action ran at once: the UI stayed responsive."))
    }
    return points
  }
}
