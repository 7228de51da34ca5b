import AsyncSimulation

// `.task(id: query)`: every change of the query cancels the running task and starts a new one. Sleeping first makes
// a debounce; returning quietly on cancellation makes it correct. A task that ignores cancellation lets an older
// query's results land after a newer query's.

/// The search screen's observed state.
@MainActor
final class SearchModel {
  @Tracked("query") var query = ""
  @Tracked("results") var results: [String] = []
}

struct SearchView: SimulatedView {
  let model: SearchModel
  let language: Language

  var body: Screen {
    let field = Screen(lines: ["🔍 " + model.query])
    return model.results.isEmpty ? field : field.above(.list(model.results))
  }
}

/// A simulated search server. Short queries match more rows, so they take longer: five times `latency` for one
/// letter, four times for two, … and `latency` itself from five letters on.
struct SearchServer: Sendable {
  let latency: Duration
  let language: Language

  func responseTime(for query: String) -> Duration { latency * max(1, 6 - query.count) }

  func rows(for query: String) -> [String] {
    [language.pick("\(query) 的结果 A", "results for \(query): A"),
     language.pick("\(query) 的结果 B", "results for \(query): B")]
  }

  /// Stops when its task is cancelled and throws at once (`CancellationError` here; URLSession's `data(for:)` throws
  /// `URLError(.cancelled)` instead — the search below returns quietly on either).
  func search(_ query: String) async throws -> [String] {
    try await Task.sleep(for: responseTime(for: query))
    return rows(for: query)
  }

  /// A completion-handler style request wrapped in a continuation without a cancellation handler: once sent, it
  /// always completes, cancelled or not.
  func searchIgnoringCancellation(_ query: String) async -> [String] {
    await withCheckedContinuation { continuation in
      Task.detached(name: "server(\(query))") {
        try? await Task.sleep(for: responseTime(for: query))
        continuation.resume(returning: rows(for: query))
      }
    }
  }
}

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
    explanation: TaskIDExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let debounce = arguments.duration("debounce")
    let handlesCancellation = arguments.choice("cancellation") == "handled"
    let server = SearchServer(latency: arguments.duration("latency"), language: language)
    let model = SearchModel()

    // MARK: lesson
    let host = ViewHost(SearchView(model: model, language: language))
    host.task(id: { model.query }) { query in
      guard !query.isEmpty else {
        model.results = []                         // an emptied field goes back to idle: no search at all
        return
      }
      if handlesCancellation {
        do {
          try await Task.sleep(for: debounce)      // wait for a pause in typing
        } catch {
          return                                   // a newer query cancelled us: give up quietly
        }
        print(language.pick("开始搜索 \"\(query)\"", "searching \"\(query)\""))
        do {
          model.results = try await server.search(query)
        } catch {
          return                                   // cancelled mid-request (whichever error says so): leave the screen
        }
      } else {
        try? await Task.sleep(for: debounce)       // ❌ try? swallows the CancellationError and carries on
        print(language.pick("开始搜索 \"\(query)\"", "searching \"\(query)\""))
        let rows = await server.searchIgnoringCancellation(query)
        model.results = rows                       // ❌ written even though a newer query replaced ours
      }
    }
    // MARK: end

    let start = ContinuousClock.now
    let schedule = arguments.typing("typing").entries
    for (index, entry) in schedule.enumerated() {
      if entry.at > .zero { try? await Task.sleep(until: start + entry.at, clock: .continuous) }
      model.query = entry.text
      if index == 0 { host.appear() }              // the search screen opens with the first keystroke
    }
  }
}
