import AsyncSimulation

// A task group fetches one detail per id, all at once. `for try await` hands the results over in the order the
// children FINISH, not the order they were added: the list comes out shuffled unless it is sorted by id. The whole
// takes as long as the slowest request, not the sum.

/// A simulated detail endpoint: each id answers after its own latency.
struct DetailService: Sendable {
  /// `latencies[0]` is id 1's, `latencies[1]` id 2's, …
  let latencies: [Duration]
  let language: Language

  func fetchDetail(_ id: Int) async throws -> String {
    try await Task.sleep(for: latencies[id - 1])
    return language.pick("详情 \(id)", "Detail \(id)")
  }

  // MARK: lesson
  /// One child task per id; each child returns its id with the detail, so the list can be put back in id order.
  func fetchAll(ids: [Int], sortByID: Bool) async throws -> [String] {
    try await withThrowingTaskGroup(of: (id: Int, detail: String).self) { group in
      for id in ids {
        group.addTask(name: "detail(\(id))") { (id, try await fetchDetail(id)) }
      }
      var arrived: [(id: Int, detail: String)] = []
      for try await result in group {                        // completion order, not the order of addTask
        arrived.append(result)
        print(language.pick("第 \(arrived.count) 个到达：\(result.detail)",
                            "arrival \(arrived.count): \(result.detail)"))
      }
      guard sortByID else { return arrived.map(\.detail) }   // ❌ the order of arrival: it changes from run to run
      return arrived.sorted { $0.id < $1.id }.map(\.detail)  // by id, not by text: "详情 10" < "详情 2" as text
    }
  }
  // MARK: end
}

/// The details screen's model.
@MainActor
final class DetailsModel {
  @Tracked("details") var details: LoadState<[String]> = .idle
  let service: DetailService
  let sortByID: Bool

  init(service: DetailService, sortByID: Bool) {
    self.service = service
    self.sortByID = sortByID
  }

  func load(ids: [Int]) async {
    details = .loading
    let clock = ContinuousClock()
    let start = clock.now
    do {
      let all = try await service.fetchAll(ids: ids, sortByID: sortByID)
      print(all)
      let took = TaskGroupScenario.milliseconds(start.duration(to: clock.now))
      let sum = TaskGroupScenario.milliseconds(service.latencies.reduce(.zero, +))
      print(service.language.pick("全部到齐，用时 \(took) ms：最慢的那个，而不是相加的 \(sum) ms",
                                  "all arrived after \(took) ms: the slowest one, not the sum of \(sum) ms"))
      details = .loaded(all)
    } catch {
      details = .failed("\(error)")
    }
  }
}

struct DetailsView: SimulatedView {
  let model: DetailsModel
  let language: Language

  var body: Screen {
    switch model.details {
    case .idle, .loading:
      .progress(language.pick("加载详情…", "Loading details…"))
    case .loaded(let rows):
      .list(rows)
    case .failed(let message):
      .failure(language.pick("加载失败", "Loading failed"), message: message, button: language.pick("重试", "Retry"))
    }
  }
}

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
    explanation: TaskGroupExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let latencies = arguments.choice("latencies").split(separator: ",").map { Duration.milliseconds(Int($0) ?? 0) }
    let service = DetailService(latencies: latencies, language: language)
    let model = DetailsModel(service: service, sortByID: arguments.choice("sort") == "yes")

    let host = ViewHost(DetailsView(model: model, language: language))
    host.task { await model.load(ids: [1, 2, 3, 4]) }   // .task { await model.load(ids: [1, 2, 3, 4]) }
    host.appear()
  }

  /// Whole milliseconds of a duration.
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }
}
