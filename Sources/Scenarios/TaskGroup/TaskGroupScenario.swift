import AsyncSimulation
import SwiftUI

// The driver of task-group: not app code. It registers the scenario, gives the view a fake DetailLoading that answers
// ids 1 to 4 after the latencies chosen (the detail is "📄 ID", data the same in both languages), and shows the
// variant `sort` picks: DetailsView (sort=yes) or DetailsInArrivalOrder (sort=no). Nobody acts on the screen: it loads
// as it appears. A fake client, not URLSession: the lesson explores every order in which four children finishing
// together can hand over their results. A child that only sleeps is a step exploration knows to commute with the
// others (192 schedules, exhaustive); a request through the simulated network is not (more than a thousand, sampled).

enum TaskGroupScenario {
  static let scenario = Scenario(
    name: "task-group",
    zh: "任务组：按 id 并发拉取详情，结果按完成顺序到达；要稳定顺序就按 id 排序",
    en: "Task group: fetch details for several ids at once; results arrive in completion order, sort by id for a "
      + "stable order",
    parameters: [
      ScenarioParameter("latencies", .choice(["80,20,60,40", "50,50,50,50", "20,40,60,80"]), default: "80,20,60,40",
                        zh: "id 1、2、3、4 各自的请求耗时（毫秒）；50,50,50,50 是原文的例子",
                        en: "the request time of ids 1, 2, 3 and 4 (ms); 50,50,50,50 is the chapter's example"),
      ScenarioParameter("sort", .choice(["yes", "no"]), default: "yes",
                        zh: "收齐后是否按 id 排序", en: "whether to sort by id once everything has arrived"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("unsorted", "sort=no", determinism: true),
      PinnedRun("equal-unsorted", "latencies=50,50,50,50", "sort=no"),
      PinnedRun("unsorted", "sort=no", language: .en),
    ],
    appCode: [
      AppFile("DetailsView.swift", when: "sort=yes"),
      AppFile("DetailsInArrivalOrder.swift", when: "sort=no"),
      AppFile("DetailLoading.swift"),
    ],
    explanation: TaskGroupExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The ids the screen shows.
  static let ids = [1, 2, 3, 4]

  /// The fake detail server: id N answers "📄 N" after `latencies[N - 1]`.
  struct FakeDetails: DetailLoading {
    let latencies: [Duration]

    func detail(_ id: Int) async throws -> String {
      try await Task.sleep(for: latencies[id - 1])
      return "📄 \(id)"
    }
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let latencies = arguments.choice("latencies").split(separator: ",").map { Duration.milliseconds(Int($0) ?? 0) }
    let stage = AppStage(language: arguments.language, strings: "TaskGroup", routes: RouteTable([]))
    let client = FakeDetails(latencies: latencies)
    let nobody = UserActionScript(steps: [])
    switch arguments.choice("sort") {
    case "yes": await stage.show(DetailsView(ids: ids, client: client), playing: nobody)
    default: await stage.show(DetailsInArrivalOrder(ids: ids, client: client), playing: nobody)
    }
  }
}
