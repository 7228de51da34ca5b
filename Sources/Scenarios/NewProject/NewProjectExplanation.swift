import AsyncSimulation
import TextBase

/// `explain` for new-project: which project the files were compiled as, on which executor the feed was parsed, and
/// when the Like button's action ran compared with when the user tapped it.
struct NewProjectExplanation: ScenarioExplanation {
  /// The trace.
  let facts: TraceFacts
  /// The parameter values.
  let settings: RunSettings
  /// The language.
  let language: Language

  /// The points, in order.
  func points() -> [String] {
    var points: [String] = []
    let package = settings.value("profile") == "swift-package"
    points.append(package
      ? language.pick(
        "这次按 Swift 包的设置编译（swift-package）：没写隔离的代码是 nonisolated，普通的 nonisolated async 函数"
          + "离开调用方的 actor，在默认执行器上运行（SE-0338）。",
        "This run compiled the files as a Swift package (swift-package): code that names no isolation is "
          + "nonisolated, and a plain nonisolated async function leaves its caller's actor for the default executor "
          + "(SE-0338).")
      : language.pick(
        "这次按 Xcode 26 新建 App target 的设置编译（xcode26-app）：没写隔离的代码是 @MainActor（SE-0466），"
          + "普通的 nonisolated async 函数是 nonisolated(nonsending)，在调用方的 actor 上运行（SE-0461）。",
        "This run compiled the files as a new Xcode 26 app target (xcode26-app): code that names no isolation is "
          + "@MainActor (SE-0466), and a plain nonisolated async function is nonisolated(nonsending), running on "
          + "its caller's actor (SE-0461)."))
    if let parsing = facts.events.first(where: { $0.kind == .block }), let task = parsing.task {
      let times = "\(facts.ms(parsing.nanos))–\(facts.ms(parsing.untilNanos ?? parsing.nanos))"
      let span = language.pick("\(task)，\(times)", "\(task), \(times)")
      points.append(parsing.executor == "main"
        ? language.pick(
          "BriefingParser.parse 在主执行器上解析（\(span)）：model.load() 在主 actor 上 await 它，它就在主 actor 上运行，"
            + "这段时间主 actor 被占住。",
          "BriefingParser.parse ran on the main executor (\(span)): model.load() awaited it on the main actor, so it "
            + "ran there, and the main actor was held all that time.")
        : language.pick(
          "BriefingParser.parse 在默认执行器上解析（\(span)）：它占住的是线程池里的一个线程，主 actor 一直空着。",
          "BriefingParser.parse ran on the default executor (\(span)): it held one thread of the pool, and the main "
            + "actor stayed free."))
    }
    points += likeTap()
    return points
  }

  /// When the Like button's action ran (liked changed), against when the user tapped (the `like` parameter).
  private func likeTap() -> [String] {
    guard let tapped = settings.nanos("like"), let like = facts.changes(of: "liked").first else { return [] }
    let late = like.nanos - tapped
    if late > 0 {
      return [language.pick(
        "用户在 \(facts.ms(tapped)) 点了「赞」，它的动作却到 \(facts.ms(like.nanos)) 才运行，晚了 \(facts.ms(late))：主 actor 一直被占着。",
        "The user tapped Like at \(facts.ms(tapped)), but its action ran only at \(facts.ms(like.nanos)), "
          + "\(facts.ms(late)) late: the main actor was busy.")]
    }
    return [language.pick(
      "用户在 \(facts.ms(tapped)) 点了「赞」，它的动作立刻在主执行器上运行：界面一直能响应。",
      "The user tapped Like at \(facts.ms(tapped)) and its action ran at once on the main executor: the UI stayed "
        + "responsive.")]
  }
}
