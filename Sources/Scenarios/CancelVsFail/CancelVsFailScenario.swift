import AsyncSimulation

// Cancellation is not failure. A "Reports" tab loads a slow report with `.task`; the user switches to another tab
// and later comes back. Leaving cancels the task, and the request throws `CancellationError`. Caught on its own
// (`catch is CancellationError` first), it changes nothing. Caught together with real errors, it writes "加载失败"
// into the tab's state at the instant the user leaves — a TabView keeps that state — so the tab greets the returning
// user with a failure that never happened, until the new load replaces it.

/// A report that takes long to build. Like URLSession, it stops with `CancellationError` when its task is cancelled.
struct SlowReportService: Sendable {
  let latency: Duration
  let language: Language

  func slowReport() async throws -> String {
    try await Task.sleep(for: latency)
    return language.pick("本月报表：共 42 单", "the report for this month: 42 orders")
  }
}

// MARK: lesson
/// The Reports tab's state; the tab view keeps it while another tab is shown.
@MainActor
final class ReportsTabModel {
  @Tracked("state") var state: LoadState<String> = .idle
  let service: SlowReportService

  init(service: SlowReportService) { self.service = service }

  /// Cancellation first: a cancelled load leaves the state alone (the next appearance loads again).
  func load() async {
    state = .loading
    do {
      state = .loaded(try await service.slowReport())
    } catch is CancellationError {
      // The user left. Not a failure: keep the screen as it is.
    } catch {
      state = .failed("\(error)")
    }
  }

  /// One catch for everything.
  func loadCatchingEverything() async {
    state = .loading
    do {
      state = .loaded(try await service.slowReport())
    } catch {
      state = .failed("\(error)")             // ❌ leaving the tab throws CancellationError, and it lands here too
    }
  }
}
// MARK: end

struct ReportsTabView: SimulatedView {
  let model: ReportsTabModel
  let language: Language

  var body: Screen {
    switch model.state {
    case .idle, .loading: .progress(language.pick("加载中…", "Loading…"))
    case .loaded(let report): Screen(lines: ["📊 " + report])
    case .failed(let message):
      .failure(language.pick("加载失败", "Loading failed"), message: message, button: language.pick("重试", "Retry"))
    }
  }
}

enum CancelVsFailScenario {
  static let scenario = Scenario(
    name: "cancel-vs-fail",
    zh: "取消不是失败：离开页面会取消加载；catch 不区分 CancellationError 时，「加载失败」被写进状态，回来时闪一下",
    en: "Cancellation is not failure: leaving cancels the load; a catch that does not single out CancellationError "
      + "writes \"Loading failed\" into the state, which flashes on screen when the user comes back",
    parameters: [
      ScenarioParameter("handling", .choice(["separate", "together"]), default: "separate",
                        zh: "separate：先 catch is CancellationError；together：一个 catch 接住所有错误",
                        en: "separate: catch is CancellationError first; together: one catch for every error"),
      ScenarioParameter("leave", .duration, default: "300ms", zh: "多久后用户切到别的标签页",
                        en: "when the user switches to another tab"),
      ScenarioParameter("back", .duration, default: "1s", zh: "在别的标签页停留多久再切回来",
                        en: "how long the user stays on the other tab before coming back"),
      ScenarioParameter("latency", .duration, default: "5s", zh: "报表请求耗时", en: "how long the report takes"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("together", "handling=together", determinism: true),
      PinnedRun("together", "handling=together", language: .en),
    ],
    explanation: CancelVsFailExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let model = ReportsTabModel(service: SlowReportService(latency: arguments.duration("latency"), language: language))
    let tab = ViewHost(ReportsTabView(model: model, language: language))
    if arguments.choice("handling") == "together" {
      tab.task { await model.loadCatchingEverything() }
    } else {
      tab.task { await model.load() }         // .task { await model.load() }
    }

    tab.appear()
    try? await Task.sleep(for: arguments.duration("leave"))
    print(language.pick("用户切到「设置」标签页", "the user switches to the Settings tab"))
    tab.disappear()                           // the tab's .task is cancelled; its state stays
    try? await Task.sleep(for: arguments.duration("back"))
    print(language.pick("用户切回「报表」标签页", "the user switches back to the Reports tab"))
    tab.appear()                              // the tab shows its state, then .task starts a new load
  }
}
