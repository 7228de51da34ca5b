import AsyncSimulation
import Foundation
import Synchronization

// Cancellation is not failure. A "Reports" tab loads a slow report with `.task`; the user switches to another tab
// and later comes back. Leaving cancels the task, and the request ends with an error that says "cancelled" — but
// which error depends on the API: `URLSession.data(for:)` throws `URLError(.cancelled)`, a callback API wrapped with
// `withTaskCancellationHandler` throws `CancellationError`. A catch that treats that error as a failure writes
// "加载失败" into the tab's state at the instant the user leaves — a TabView keeps that state — so the tab greets the
// returning user with a failure that never happened, until the new load replaces it.

/// A report request that takes `latency`, through one of two clients. Both stop when their task is cancelled, each
/// with its own error.
struct ReportClient: Sendable {
  /// `urlsession` or `callback`.
  let kind: String
  let latency: Duration
  let language: Language

  func slowReport() async throws -> String {
    if kind == "urlsession" {
      // Like URLSession.data(for:): cancelling the task cancels the request, which throws URLError(.cancelled).
      do {
        try await Task.sleep(for: latency)
      } catch {
        throw URLError(.cancelled)
      }
      return report
    }
    // A completion-handler API, wrapped so that cancelling the task cancels the request too.
    let request = CallbackReportRequest(latency: latency, report: report)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        request.start { result in continuation.resume(with: result) }
      }
    } onCancel: {
      request.cancel()                        // the API then calls back with CancellationError
    }
  }

  private var report: String { language.pick("本月报表：共 42 单", "the report for this month: 42 orders") }
}

/// A request of a completion-handler API: it calls its completion exactly once, with the report after `latency`, or
/// with `CancellationError` as soon as it is cancelled.
final class CallbackReportRequest: Sendable {
  private struct State {
    var completion: (@Sendable (Result<String, any Error>) -> Void)?
    var timer: Task<Void, Never>?
    var cancelled = false
  }
  private let state = Mutex(State())
  /// How many requests have been sent, to name each one's task.
  private static let sent = Atomic(0)
  let latency: Duration
  let report: String

  init(latency: Duration, report: String) {
    self.latency = latency
    self.report = report
  }

  func start(_ completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
    let cancelledAlready = state.withLock { state in
      state.completion = completion
      return state.cancelled
    }
    guard !cancelledAlready else { return finish(.failure(CancellationError())) }
    let number = Self.sent.add(1, ordering: .relaxed).newValue
    let timer = Task.detached(name: "request \(number)") { [latency, report] in
      try? await Task.sleep(for: latency)
      self.finish(.success(report))
    }
    state.withLock { $0.timer = timer }
  }

  func cancel() {
    let timer = state.withLock { state in
      state.cancelled = true
      return state.timer
    }
    timer?.cancel()
    finish(.failure(CancellationError()))
  }

  /// Calls the completion, the first time only.
  private func finish(_ result: Result<String, any Error>) {
    let completion = state.withLock { state in
      defer { state.completion = nil }
      return state.completion
    }
    completion?(result)
  }
}

/// What the tab tells the user about an error.
func reportMessage(_ error: any Error) -> String {
  guard let error = error as? URLError else { return "\(error)" }
  return error.code == .cancelled ? "URLError(.cancelled)" : "URLError(\(error.code.rawValue))"
}

// MARK: lesson
/// The Reports tab's state; the tab view keeps it while another tab is shown.
@MainActor
final class ReportsTabModel {
  @Tracked("state") var state: LoadState<String> = .idle
  let client: ReportClient

  init(client: ReportClient) { self.client = client }

  /// Both ways of saying "cancelled" are caught before real failures: the state stays as it is.
  func load() async {
    state = .loading
    do {
      state = .loaded(try await client.slowReport())
    } catch is CancellationError {
      // The user left. Not a failure: keep the screen as it is (the next appearance loads again).
    } catch let error as URLError where error.code == .cancelled {
      // The same, as URLSession says it.
    } catch {
      state = .failed(reportMessage(error))
    }
  }

  /// Only `CancellationError` is singled out.
  func loadCatchingCancellationError() async {
    state = .loading
    do {
      state = .loaded(try await client.slowReport())
    } catch is CancellationError {
      // The user left.
    } catch {
      state = .failed(reportMessage(error))   // ❌ URLSession's URLError(.cancelled) lands here
    }
  }

  /// One catch for everything.
  func loadCatchingEverything() async {
    state = .loading
    do {
      state = .loaded(try await client.slowReport())
    } catch {
      state = .failed(reportMessage(error))   // ❌ leaving the tab cancels the request, and that lands here too
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
    zh: "取消不是失败：离开页面会取消加载；URLSession 抛 URLError(.cancelled)，回调 API 抛 CancellationError；把它当成失败，"
      + "「加载失败」就被写进状态，回来时闪一下",
    en: "Cancellation is not failure: leaving cancels the load; URLSession throws URLError(.cancelled), a callback API "
      + "CancellationError; taken for a failure, \"Loading failed\" is written into the state and flashes on screen "
      + "when the user comes back",
    parameters: [
      ScenarioParameter("handling", .choice(["both", "separate", "together"]), default: "both",
                        zh: "both：先接住 CancellationError 和 URLError(.cancelled)；separate：只先接住 CancellationError；"
                          + "together：一个 catch 接住所有错误",
                        en: "both: CancellationError and URLError(.cancelled) are caught first; separate: only "
                          + "CancellationError is; together: one catch for every error"),
      ScenarioParameter("client", .choice(["urlsession", "callback"]), default: "urlsession",
                        zh: "urlsession：像 URLSession.data(for:)，取消时抛 URLError(.cancelled)；"
                          + "callback：用 withTaskCancellationHandler 包装的回调 API，取消时抛 CancellationError",
                        en: "urlsession: like URLSession.data(for:), cancelling throws URLError(.cancelled); callback: a "
                          + "callback API wrapped with withTaskCancellationHandler, cancelling throws CancellationError"),
      ScenarioParameter("leave", .duration, default: "300ms", zh: "多久后用户切到别的标签页",
                        en: "when the user switches to another tab"),
      ScenarioParameter("back", .duration, default: "1s", zh: "在别的标签页停留多久再切回来",
                        en: "how long the user stays on the other tab before coming back"),
      ScenarioParameter("latency", .duration, default: "5s", zh: "报表请求耗时", en: "how long the report takes"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("together", "handling=together", determinism: true),
      PinnedRun("separate", "handling=separate", determinism: true),
      PinnedRun("separate-callback", "handling=separate", "client=callback"),
      PinnedRun("together-callback", "handling=together", "client=callback"),
      PinnedRun("separate", "handling=separate", language: .en),
    ],
    explanation: CancelVsFailExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let client = ReportClient(kind: arguments.choice("client"), latency: arguments.duration("latency"),
                              language: language)
    let model = ReportsTabModel(client: client)
    let tab = ViewHost(ReportsTabView(model: model, language: language))
    switch arguments.choice("handling") {
    case "together": tab.task { await model.loadCatchingEverything() }
    case "separate": tab.task { await model.loadCatchingCancellationError() }
    default: tab.task { await model.load() }  // .task { await model.load() }
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
