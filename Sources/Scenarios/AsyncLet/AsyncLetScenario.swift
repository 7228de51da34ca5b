import AsyncSimulation
import SwiftUI

// The driver of async-let: not app code. It registers the scenario, answers the account's two requests (the
// profile after `profile`, the orders after `orders`) or the home screen's three (1 s, 2 s, 1 s, the seed chapter's
// figures), and shows the view of the mode: AccountView (concurrent), SequentialAccountView (sequential) or
// HomeLoadTimes (three). Nobody acts on the screen: it loads as it appears.

enum AsyncLetScenario {
  static let scenario = Scenario(
    name: "async-let",
    zh: "async let：并发请求的完成顺序证明它们同时在跑；串行耗时相加，并发耗时取最慢",
    en: "async let: the order the answers arrive in proves the requests run together; sequential time adds up, "
      + "concurrent takes the slowest",
    parameters: [
      ScenarioParameter("mode", .choice(["concurrent", "sequential", "three"]), default: "concurrent",
                        zh: "concurrent：async let；sequential：逐个 await；three：三个请求串行与并发对比",
                        en: "concurrent: async let; sequential: one await after another; three: three requests, "
                          + "sequential then concurrent"),
      ScenarioParameter("profile", .duration, default: "100ms", zh: "资料请求耗时", en: "the profile request's latency"),
      ScenarioParameter("orders", .duration, default: "40ms", zh: "订单请求耗时", en: "the orders request's latency"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("sequential", "mode=sequential", determinism: true),
      PinnedRun("three", "mode=three", determinism: true),
    ],
    appCode: [
      AppFile("AccountView.swift", when: "mode=concurrent"),
      AppFile("SequentialAccountView.swift", when: "mode=sequential"),
      AppFile("AccountAPI.swift", when: "mode=concurrent|sequential"),
      AppFile("HomeLoadTimes.swift", when: "mode=three"),
      AppFile("HomeAPI.swift", when: "mode=three"),
    ],
    explanation: AsyncLetExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The account's two routes: Mia's profile and her three orders.
  static func accountRoutes(profile: Duration, orders: Duration) -> RouteTable {
    RouteTable {
      Route.get("https://api.example.com/profile", .json(#"{"name": "Mia"}"#, latency: profile))
      Route.get("https://api.example.com/orders", .json("[1, 2, 3]", latency: orders))
    }
  }

  /// The home screen's three routes, with the seed chapter's latencies: 1 s, 2 s and 1 s.
  static let homeRoutes = RouteTable {
    Route.get("https://api.example.com/weather", .text("☀️ 21°C", latency: .seconds(1)))
    Route.get("https://api.example.com/news", .text("📰 3", latency: .seconds(2)))
    Route.get("https://api.example.com/stocks", .text("📈 +1.2%", latency: .seconds(1)))
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let mode = arguments.choice("mode")
    let routes = mode == "three"
      ? homeRoutes
      : accountRoutes(profile: arguments.duration("profile"), orders: arguments.duration("orders"))
    let stage = AppStage(language: arguments.language, strings: "AsyncLet", routes: routes)
    let nobody = UserActionScript(steps: [])
    switch mode {
    case "sequential": await stage.show(SequentialAccountView(), playing: nobody)
    case "three": await stage.show(HomeLoadTimes(), playing: nobody)
    default: await stage.show(AccountView(), playing: nobody)
    }
  }
}
