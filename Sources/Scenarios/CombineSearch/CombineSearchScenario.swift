import AsyncSimulation
import SwiftUI

// The driver of combine-search: not app code. It registers the scenario, answers the searches (a two-letter
// query matches many packages and takes `slow`; five letters and more take `fast`) and types the schedule into
// the search field of the way the parameters pick: FlatMapSearch (Combine, flatMap), LatestSearch (Combine,
// switchToLatest) or TaskSearch (.task(id:)). The default typing pauses after "sw" long enough for its request to
// leave, then types "swift" while that request is still in flight.

enum CombineSearchScenario {
  static let scenario = Scenario(
    name: "combine-search",
    zh: "同一个搜索的两种写法：Combine 的 debounce 与 .task(id:)；flatMap 留下旧请求，switchToLatest 在新请求来时取消它，"
      + ".task(id:) 在查询一变时就取消",
    en: "One search two ways, Combine's debounce and .task(id:): flatMap keeps the old request, switchToLatest "
      + "cancels it when the next request comes, .task(id:) as soon as the query changes",
    parameters: [
      ScenarioParameter("way", .choice(["flat-map", "switch-to-latest", "task-id"]), default: "flat-map",
                        zh: "flat-map：FlatMapSearch，Combine 管道用 flatMap；switch-to-latest：LatestSearch，"
                          + "map 加 switchToLatest；task-id：TaskSearch，.task(id: query)",
                        en: "flat-map: FlatMapSearch, a Combine pipeline with flatMap; switch-to-latest: "
                          + "LatestSearch, map then switchToLatest; task-id: TaskSearch, .task(id: query)"),
      ScenarioParameter("typing", .typingSchedule, default: "sw@0 swift@400",
                        zh: "输入时间表：文字@毫秒", en: "what is typed when: text@ms"),
      ScenarioParameter("slow", .duration, default: "700ms",
                        zh: "服务器回答四个字母以下查询的耗时", en: "the server's time for a query of up to four letters"),
      ScenarioParameter("fast", .duration, default: "200ms",
                        zh: "服务器回答五个字母以上查询的耗时", en: "the server's time for a query of five letters or more"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("switch-to-latest", "way=switch-to-latest", determinism: true),
      PinnedRun("task-id", "way=task-id", language: .en, determinism: true),
    ],
    appCode: [
      AppFile("FlatMapSearch.swift", when: "way=flat-map"),
      AppFile("LatestSearch.swift", when: "way=switch-to-latest"),
      AppFile("TaskSearch.swift", when: "way=task-id"),
      AppFile("PackageCatalog.swift"),
    ],
    explanation: CombineSearchExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The packages the catalog knows, in name order; a query matches the names it begins with.
  static let packages = ["swatch", "sweep", "swift-algorithms", "swift-nio", "swiftui-kit"]

  /// One route per query typed: the first two names the query begins with, after `slow` for a query of up to four
  /// letters and `fast` for a longer one.
  static func routes(_ schedule: TypingSchedule, slow: Duration, fast: Duration) -> RouteTable {
    var seen: Set<String> = []
    var routes: [Route] = []
    for entry in schedule.entries where !entry.text.isEmpty && seen.insert(entry.text).inserted {
      let names = packages.filter { $0.hasPrefix(entry.text.lowercased()) }.prefix(2).map { "\"\($0)\"" }
      routes.append(Route.get(PackageCatalog.searchURL(entry.text).absoluteString,
                              .json("[\(names.joined(separator: ", "))]",
                                    latency: entry.text.count <= 4 ? slow : fast)))
    }
    return RouteTable(routes)
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let typing = arguments.typing("typing")
    let stage = AppStage(language: arguments.language, strings: "CombineSearch",
                         routes: routes(typing, slow: arguments.duration("slow"), fast: arguments.duration("fast")))
    let script = UserActionScript(typing: typing)
    switch arguments.choice("way") {
    case "switch-to-latest": await stage.show(LatestSearch(), playing: script)
    case "task-id": await stage.show(TaskSearch(), playing: script)
    default: await stage.show(FlatMapSearch(), playing: script)
    }
  }
}
