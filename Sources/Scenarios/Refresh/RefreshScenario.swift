import AsyncSimulation
import SwiftUI

// The driver of refresh: not app code. It registers the scenario, answers the news requests (the first load gets two
// headlines; the refresh gets a new one on top of them, or with outcome=failure a lost connection), shows the view
// the model parameter picks — RefreshableNewsView (a Refreshable state) or NewsView (a plain LoadState) — and pulls
// the list down `pull` after the first headlines arrived, as a user who has read them would.

enum RefreshScenario {
  static let scenario = Scenario(
    name: "refresh",
    zh: "下拉刷新：普通 LoadState 刷新时把列表换成转圈，连刷新本身也被取消；Refreshable 带着旧数据，列表一直都在",
    en: "Pull to refresh: a plain LoadState swaps the list for a spinner, which cancels the refresh itself; "
      + "Refreshable carries the previous rows, so the list stays",
    parameters: [
      ScenarioParameter("model", .choice(["refreshable", "plain"]), default: "refreshable",
                        zh: "状态模型：Refreshable（RefreshableNewsView，loading/failed 带着旧数据），"
                          + "或普通 LoadState（NewsView）",
                        en: "the model: Refreshable (RefreshableNewsView, loading/failed carry the previous rows), or "
                          + "a plain LoadState (NewsView)"),
      ScenarioParameter("outcome", .choice(["success", "failure"]), default: "success",
                        zh: "刷新请求的结果（首次加载总是成功）",
                        en: "what the refresh returns (the first load always succeeds)"),
      ScenarioParameter("latency", .duration, default: "400ms", zh: "每次请求耗时", en: "how long each request takes"),
      ScenarioParameter("pull", .duration, default: "1s", zh: "列表出现后多久用户下拉刷新",
                        en: "how long after the list shows the user pulls to refresh"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("failure", "outcome=failure", determinism: true),
      PinnedRun("plain", "model=plain", determinism: true),
      PinnedRun("plain", "model=plain", language: .en),
    ],
    appCode: [
      AppFile("RefreshableNewsView.swift", when: "model=refreshable"),
      AppFile("RefreshableNewsModel.swift", when: "model=refreshable"),
      AppFile("Refreshable.swift", when: "model=refreshable"),
      AppFile("NewsView.swift", when: "model=plain"),
      AppFile("NewsModel.swift", when: "model=plain"),
      AppFile("NewsAPI.swift"),
    ],
    explanation: RefreshExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The headlines' URL, as `NewsAPI` asks it.
  static let url = "https://news.example.com/headlines"

  /// The first load's headlines and the refresh's, a new one on top: data, the same in both languages.
  static let headlines = #"["Swift 6.2 released", "WWDC dates announced"]"#
  static let refreshed = #"["Xcode 26 beta 3 is out", "Swift 6.2 released", "WWDC dates announced"]"#

  /// The first request gets the headlines; the second (the refresh) a new one on top, or a lost connection.
  static func routes(outcome: String, latency: Duration) -> RouteTable {
    let refresh: RouteResponse = outcome == "failure"
      ? .failure(.networkConnectionLost, after: latency)
      : .json(refreshed, latency: latency)
    return RouteTable { Route.get(url, .json(headlines, latency: latency), refresh) }
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let latency = arguments.duration("latency")
    let stage = AppStage(language: arguments.language, strings: "Refresh",
                         routes: routes(outcome: arguments.choice("outcome"), latency: latency))
    let script = UserActionScript(steps: [
      .init(action: .pull, atNanos: (latency + arguments.duration("pull")).nanosecondsClamped),
    ])
    switch arguments.choice("model") {
    case "plain": await stage.show(NewsView(), playing: script)
    default: await stage.show(RefreshableNewsView(), playing: script)
    }
  }
}
