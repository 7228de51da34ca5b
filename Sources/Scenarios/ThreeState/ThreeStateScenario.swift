import AsyncSimulation
import SwiftUI

// The driver of three-state: not app code. It registers the scenario, answers the feed's requests as the outcome
// parameter says (the first request fails with outcome=failure, the retry succeeds), shows the variant the model
// parameter picks — ItemListView (one LoadState enum) or ItemListWithFlags (three variables) — and, after a failure,
// taps Retry as a user who has read the error would.

enum ThreeStateScenario {
  static let scenario = Scenario(
    name: "three-state",
    zh: "三态加载：idle → loading → loaded / 空列表 / failed；对比三个变量的写法",
    en: "Three-state loading: idle → loading → loaded / empty / failed; versus three separate variables",
    parameters: [
      ScenarioParameter("latency", .duration, default: "400ms", zh: "请求耗时", en: "how long the request takes"),
      ScenarioParameter("outcome", .choice(["success", "empty", "failure"]), default: "success",
                        zh: "请求结果（failure：第一次失败，重试成功）",
                        en: "what the request returns (failure: the first attempt fails, the retry succeeds)"),
      ScenarioParameter("model", .choice(["enum", "booleans"]), default: "enum",
                        zh: "状态模型：一个 LoadState 枚举（ItemListView），或三个变量（ItemListWithFlags）",
                        en: "the model: one LoadState enum (ItemListView), or three variables (ItemListWithFlags)"),
      ScenarioParameter("retry", .duration, default: "1s", zh: "失败后多久点「重试」",
                        en: "how long after a failure the user taps Retry"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("empty", "outcome=empty", determinism: true),
      PinnedRun("failure", "outcome=failure", determinism: true),
      PinnedRun("booleans-failure", "model=booleans", "outcome=failure", determinism: true),
      PinnedRun("latency-1s", "latency=1s", language: .en, determinism: true),
    ],
    appCode: [
      AppFile("ItemListView.swift", when: "model=enum"),
      AppFile("ItemListWithFlags.swift", when: "model=booleans"),
      AppFile("FeedAPI.swift"),
    ],
    explanation: ThreeStateExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The feed's URL, as `FeedAPI` asks it.
  static let url = "https://feed.example.com/items"

  /// The items the feed serves: data, the same in both languages.
  static let items = #"["Welcome to the feed", "Swift 6.2 is out"]"#

  /// The feed's answers: two items, an empty array, or (failure) a lost connection first and the items after.
  static func routes(outcome: String, latency: Duration) -> RouteTable {
    switch outcome {
    case "empty": RouteTable { Route.get(url, .json("[]", latency: latency)) }
    case "failure":
      RouteTable {
        Route.get(url, .failure(.networkConnectionLost, after: latency), .json(items, latency: latency))
      }
    default: RouteTable { Route.get(url, .json(items, latency: latency)) }
    }
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let latency = arguments.duration("latency")
    let outcome = arguments.choice("outcome")
    let stage = AppStage(language: arguments.language, strings: "ThreeState",
                         routes: routes(outcome: outcome, latency: latency))
    // After a failure the user reads the error, then taps the button its screen shows (重试 in a Chinese run).
    let retryAt = latency + arguments.duration("retry")
    let script = outcome == "failure"
      ? UserActionScript(steps: [.init(.tap(String(localized: "Retry"), occurrence: nil), at: retryAt)])
      : UserActionScript(steps: [])
    switch arguments.choice("model") {
    case "booleans": await stage.show(ItemListWithFlags(), playing: script)
    default: await stage.show(ItemListView(), playing: script)
    }
  }
}
