import AsyncSimulation
import SwiftUI

// The driver of swift6-diagnostics: not app code. It registers the scenario and shows the reading list with the
// model the fix parameter picks — ReadingListModel (nonsending: the store's load() is no longer @concurrent, so it
// runs on the main actor) or ReadingListModelActor (actor: the store is an actor, and its load() runs there). Both
// compile cleanly in Swift 6 mode; the code they fix, a @concurrent load() of a non-Sendable class, is "sending
// 'self.store' risks causing data races" (lesson 21). The server answers after 100 ms, parsing takes `parse`, and the
// user taps Like at 150 ms.

enum Swift6DiagnosticsScenario {
  static let scenario = Scenario(
    name: "swift6-diagnostics",
    zh: "修好「sending 'self.store' risks causing data races」的两种办法：去掉 @concurrent，加载留在主 actor 上；"
      + "或者把存储改成 actor，加载在它自己的 actor 上",
    en: "Two fixes of \"sending 'self.store' risks causing data races\": drop @concurrent, and loading stays on the "
      + "main actor; or make the store an actor, and loading runs on it",
    parameters: [
      ScenarioParameter("fix", .choice(["nonsending", "actor"]), default: "nonsending",
                        zh: "nonsending：ReadingListModel，存储的 load() 不再是 @concurrent；"
                          + "actor：ReadingListModelActor，存储是一个 actor",
                        en: "nonsending: ReadingListModel, whose store's load() is no longer @concurrent; "
                          + "actor: ReadingListModelActor, whose store is an actor"),
      ScenarioParameter("parse", .duration, default: "300ms", zh: "解析文章列表的计算耗时",
                        en: "how long parsing the articles computes"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("actor", "fix=actor", determinism: true),
      PinnedRun("actor", "fix=actor", language: .en),
    ],
    appCode: [
      AppFile("ReadingListScreen.swift"),
      AppFile("ArticleLoading.swift"),
      AppFile("ReadingListModel.swift", when: "fix=nonsending"),
      AppFile("ArticleStore.swift", when: "fix=nonsending"),
      AppFile("ReadingListModelActor.swift", when: "fix=actor"),
      AppFile("ArticleArchive.swift", when: "fix=actor"),
    ],
    explanation: Swift6DiagnosticsExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The articles the server sends.
  static let articles = #"["Sendable in practice", "Actors and reentrancy"]"#

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let routes = RouteTable([
      Route(method: "GET", "https://api.example.com/articles", responses: [.json(articles, latency: .milliseconds(100))]),
    ])
    let stage = AppStage(language: arguments.language, strings: "Swift6Diagnostics", routes: routes)
    stage.recordExecutors()                                   // every event from here on names its executor
    let cost = arguments.duration("parse")
    // The user taps the button the screen shows (赞 in a Chinese run) at 150 ms, while the list is being parsed.
    let script = UserActionScript(steps: [
      .init(.tap(String(localized: "Like"), occurrence: nil), at: .milliseconds(150)),
    ])
    let model: any ArticleLoading
    if arguments.choice("fix") == "actor" {
      model = ReadingListModelActor(store: ArticleArchive(parseCost: cost))
    } else {
      let store = ArticleStore()
      store.parseCost = cost
      model = ReadingListModel(store: store)
    }
    await stage.show(ReadingListScreen(model: model), playing: script)
  }
}
