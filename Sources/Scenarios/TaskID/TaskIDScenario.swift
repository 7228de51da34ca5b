import AsyncSimulation
import SwiftUI

// The driver of task-id: not app code. It registers the scenario, answers the search requests (short queries match
// more packages, so they are slower) and types the schedule into the search field of the variant the parameters
// pick: DebouncedSearch (cancellation=handled) or SearchIgnoringCancellation with its SearchSDK (ignored).

enum TaskIDScenario {
  static let scenario = Scenario(
    name: "task-id",
    zh: ".task(id:) 去抖与取消：id 一变，旧任务被取消、新任务开始；忽略取消时旧结果盖住新结果",
    en: ".task(id:) debounce and cancellation: a new id cancels the old task; ignoring cancellation lets stale "
      + "results win",
    parameters: [
      ScenarioParameter("typing", .typingSchedule, default: "s@0 sw@120 swift@260",
                        zh: "输入时间表：文字@毫秒", en: "what is typed when: text@ms"),
      ScenarioParameter("debounce", .duration, default: "300ms", zh: "去抖等待", en: "the debounce pause"),
      ScenarioParameter("latency", .duration, default: "200ms",
                        zh: "服务器对 5 个字母以上查询的耗时（更短的查询更慢）",
                        en: "the server's time for a query of 5+ letters (shorter queries are slower)"),
      ScenarioParameter("cancellation", .choice(["handled", "ignored"]), default: "handled",
                        zh: "任务是否响应取消", en: "whether the task honours cancellation"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("ignored", "cancellation=ignored", determinism: true),
      PinnedRun("slow-typing", "typing=s@0 sw@400 swift@900", language: .en, determinism: true),
    ],
    appCode: [
      AppFile("DebouncedSearch.swift", when: "cancellation=handled"),
      AppFile("SearchIgnoringCancellation.swift", when: "cancellation=ignored"),
      AppFile("SearchSDK.swift", when: "cancellation=ignored"),
      AppFile("PackageIndex.swift"),
    ],
    explanation: TaskIDExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The packages the index knows, in name order; a query matches the names it begins with.
  static let packages = ["safari-kit", "sketch-io", "swatch", "sweep", "swift-algorithms", "swift-nio", "swiftui-kit"]

  /// The index's answer to `query`: the first two names it begins with.
  static func matches(_ query: String) -> [String] {
    Array(packages.filter { $0.hasPrefix(query.lowercased()) }.prefix(2))
  }

  /// One route per query typed. The index answers five letters and more after `latency`; shorter queries match more
  /// rows and take longer: five times `latency` for one letter, four times for two, and so on.
  static func routes(_ schedule: TypingSchedule, latency: Duration) -> RouteTable {
    var seen: Set<String> = []
    var routes: [Route] = []
    for entry in schedule.entries where !entry.text.isEmpty && seen.insert(entry.text).inserted {
      var components = URLComponents(string: "https://packages.example.com/search")!
      components.queryItems = [URLQueryItem(name: "q", value: entry.text)]
      let names = matches(entry.text).map { "\"\($0)\"" }.joined(separator: ", ")
      routes.append(Route.get(components.url!.absoluteString,
                              .json("[\(names)]", latency: latency * max(1, 6 - entry.text.count))))
    }
    return RouteTable(routes)
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let typing = arguments.typing("typing")
    let debounce = arguments.duration("debounce")
    let stage = AppStage(language: arguments.language, strings: "TaskID",
                         routes: routes(typing, latency: arguments.duration("latency")))
    let script = UserActionScript(typing: typing)
    switch arguments.choice("cancellation") {
    case "handled": await stage.show(DebouncedSearch(debounce: debounce), playing: script)
    default: await stage.show(SearchIgnoringCancellation(debounce: debounce, sdk: SearchSDK()), playing: script)
    }
  }
}
