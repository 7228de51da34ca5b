import AsyncSimulation
import SwiftUI

// The driver of structured-failures: not app code. It registers the scenario, answers the app's requests and shows
// the view of the case. The profile takes 800 ms (Mia for the dashboards, a guest for the home screens); the
// notifications fail with 500 after 100 ms; the recommendations take 2 s; thumbnails 1 and 3 take 300 and 500 ms and
// thumbnail 2 is a 404 after 100 ms. Nobody acts on the screen: it loads as it appears. The figures were checked
// against the real runtime (Lessons/Evidence/structured.swift, Swift 6.3.1).

enum StructuredFailuresScenario {
  static let scenario = Scenario(
    name: "structured-failures",
    zh: "结构化并发出错时：元组 await 先等左边；async let 在作用域结束时被取消、被等待；任务组的第一个错误取消兄弟任务；"
      + "丢弃结果的任务组",
    en: "When structured concurrency fails: a tuple await waits for its left side first; an async let is cancelled "
      + "and awaited at its scope's end; a group's first error cancels the siblings; discarding task groups",
    parameters: [
      ScenarioParameter("case", .choice(["tuple", "group", "scope-exit", "scope-exit-cpu", "discarding-throwing",
                                         "discarding"]),
                        default: "tuple",
                        zh: "tuple：DashboardView，try await (profile, notifications)；group：DashboardGroupView，"
                          + "任务组；scope-exit：HomeView，访客时不等推荐就返回；scope-exit-cpu：RankedHomeView，"
                          + "丢下的是不检查取消的排序；discarding-throwing：PrefetchView，"
                          + "withThrowingDiscardingTaskGroup；discarding：TolerantPrefetchView，withDiscardingTaskGroup",
                        en: "tuple: DashboardView, try await (profile, notifications); group: DashboardGroupView, a "
                          + "task group; scope-exit: HomeView, returning for a guest without awaiting the "
                          + "recommendations; scope-exit-cpu: RankedHomeView, leaving behind a ranking that never "
                          + "checks for cancellation; discarding-throwing: PrefetchView, "
                          + "withThrowingDiscardingTaskGroup; discarding: TolerantPrefetchView, "
                          + "withDiscardingTaskGroup"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("group", "case=group"),
      PinnedRun("scope-exit", "case=scope-exit"),
      PinnedRun("scope-exit-cpu", "case=scope-exit-cpu", determinism: true),
      PinnedRun("discarding-throwing", "case=discarding-throwing"),
      PinnedRun("discarding", "case=discarding", language: .en),
    ],
    appCode: [
      AppFile("DashboardView.swift", when: "case=tuple"),
      AppFile("DashboardGroupView.swift", when: "case=group"),
      AppFile("HomeView.swift", when: "case=scope-exit|scope-exit-cpu"),
      AppFile("RankedHomeView.swift", when: "case=scope-exit-cpu"),
      AppFile("RecommendationRanker.swift", when: "case=scope-exit-cpu"),
      AppFile("PrefetchView.swift", when: "case=discarding-throwing"),
      AppFile("TolerantPrefetchView.swift", when: "case=discarding"),
      AppFile("ThumbnailCache.swift", when: "case=discarding-throwing|discarding"),
      AppFile("DashboardAPI.swift"),
    ],
    explanation: StructuredFailuresExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The routes: the profile is a guest's on the home screens.
  static func routes(guest: Bool) -> RouteTable {
    let profile = guest ? #"{"name": "Guest", "isGuest": true}"# : #"{"name": "Mia", "isGuest": false}"#
    return RouteTable {
      Route.get("https://api.example.com/profile", .json(profile, latency: .milliseconds(800)))
      Route.get("https://api.example.com/notifications", .status(500, latency: .milliseconds(100)))
      Route.get("https://api.example.com/recommendations",
                .json(#"["Swift Concurrency in depth", "SwiftUI by example"]"#, latency: .seconds(2)))
      Route.get("https://api.example.com/thumbnails/1",
                .data(Data(repeating: 1, count: 64), latency: .milliseconds(300)))
      Route.get("https://api.example.com/thumbnails/2", .status(404, latency: .milliseconds(100)))
      Route.get("https://api.example.com/thumbnails/3",
                .data(Data(repeating: 3, count: 64), latency: .milliseconds(500)))
    }
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let which = arguments.choice("case")
    let stage = AppStage(language: arguments.language, strings: "StructuredFailures",
                         routes: routes(guest: which.hasPrefix("scope-exit")))
    let nobody = UserActionScript(steps: [])
    switch which {
    case "group": await stage.show(DashboardGroupView(), playing: nobody)
    case "scope-exit": await stage.show(HomeView(), playing: nobody)
    case "scope-exit-cpu": await stage.show(RankedHomeView(), playing: nobody)
    case "discarding-throwing": await stage.show(PrefetchView(), playing: nobody)
    case "discarding": await stage.show(TolerantPrefetchView(), playing: nobody)
    default: await stage.show(DashboardView(), playing: nobody)
    }
  }
}
