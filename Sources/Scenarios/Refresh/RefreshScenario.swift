import AsyncSimulation

// Pull to refresh. A plain `LoadState` starts every load with `.loading`, which throws away the rows on screen: the
// list flashes to a spinner, and a failed refresh leaves nothing but the error. A `Refreshable` state carries the
// previous rows in its loading and failed cases, so they stay visible while reloading and after a failure.

/// A loading state that remembers what the screen showed, so a refresh never blanks it.
enum Refreshable<Value: Sendable>: Sendable, CustomStringConvertible {
  case initial                              // nothing loaded yet, nothing to show
  case loading(previous: Value?)            // a request is out; `previous` is what the screen showed before it
  case loaded(Value)
  case failed(String, previous: Value?)     // the request failed; `previous` is still worth showing

  /// What the screen can keep showing, whatever is going on.
  var value: Value? {
    switch self {
    case .initial: nil
    case .loading(let previous), .failed(_, let previous): previous
    case .loaded(let value): value
    }
  }

  /// How the trace shows it: `loading(previous: ["第一条"])` rather than `loading(previous: Optional(["第一条"]))`.
  var description: String {
    switch self {
    case .initial: "initial"
    case .loading(let previous): "loading(previous: \(TraceLog.describe(previous as Any)))"
    case .loaded(let value): "loaded(\(TraceLog.describe(value)))"
    case .failed(let message, let previous):
      "failed(\(TraceLog.describe(message)), previous: \(TraceLog.describe(previous as Any)))"
    }
  }
}

/// A simulated news server. The first request (the initial load) succeeds; with `failsRefresh`, later ones fail
/// (with the `FeedError` of the three-state scenario).
actor NewsServer {
  let latency: Duration
  let failsRefresh: Bool
  let language: Language
  private var requests = 0

  init(latency: Duration, failsRefresh: Bool, language: Language) {
    self.latency = latency
    self.failsRefresh = failsRefresh
    self.language = language
  }

  func headlines() async throws -> [String] {
    requests += 1
    let isRefresh = requests > 1
    try await Task.sleep(for: latency)
    if isRefresh && failsRefresh {
      throw NewsError(description: language.pick("网络连接已断开", "the network connection was lost"))
    }
    let old = [language.pick("第一条", "First item"), language.pick("第二条", "Second item")]
    return isRefresh ? [language.pick("新的一条", "A new item")] + old : old
  }
}

// MARK: lesson
/// The plain model: one `LoadState`, reset to `.loading` by every load.
@MainActor
final class NewsModel {
  @Tracked("state") var state: LoadState<[String]> = .idle
  let server: NewsServer

  init(server: NewsServer) { self.server = server }

  func load() async {
    state = .loading                 // ❌ drops the rows on screen: a refresh flashes to a spinner
    do {
      state = .loaded(try await server.headlines())
    } catch {
      state = .failed("\(error)")    // ❌ a failed refresh leaves only the error; the rows are gone
    }
  }
}
// MARK: end

struct NewsView: SimulatedView {
  let model: NewsModel
  let language: Language

  var body: Screen {
    switch model.state {
    case .idle, .loading: .progress(language.pick("加载中…", "Loading…"))
    case .loaded(let rows): .list(rows)
    case .failed(let message):
      .failure(language.pick("加载失败", "Loading failed"), message: message, button: language.pick("重试", "Retry"))
    }
  }
}

// MARK: lesson
/// The refreshable model: loading and failing keep whatever the screen showed.
@MainActor
final class RefreshableNewsModel {
  @Tracked("state") var state: Refreshable<[String]> = .initial
  let server: NewsServer

  init(server: NewsServer) { self.server = server }

  func load() async {
    state = .loading(previous: state.value)                // keep the rows while the request is out
    do {
      state = .loaded(try await server.headlines())
    } catch {
      state = .failed("\(error)", previous: state.value)   // and after it failed
    }
  }
}
// MARK: end

struct RefreshableNewsView: SimulatedView {
  let model: RefreshableNewsModel
  let language: Language

  var body: Screen {
    switch model.state {
    case .initial, .loading(previous: nil):
      .progress(language.pick("加载中…", "Loading…"))
    case .loading(previous: let rows?):
      .progress(language.pick("刷新中…", "Refreshing…")).above(.list(rows))   // the pull-to-refresh spinner
    case .loaded(let rows):
      .list(rows)
    case .failed(let message, previous: nil):
      .failure(language.pick("加载失败", "Loading failed"), message: message, button: language.pick("重试", "Retry"))
    case .failed(let message, previous: let rows?):
      Screen(lines: ["⚠ " + language.pick("刷新失败", "Refresh failed") + ": " + message]).above(.list(rows))
    }
  }
}

enum RefreshScenario {
  static let scenario = Scenario(
    name: "refresh",
    zh: "下拉刷新：普通 LoadState 刷新时列表闪成转圈、失败后只剩错误；Refreshable 带着旧数据，列表一直都在",
    en: "Pull to refresh: a plain LoadState blanks the list to a spinner and leaves only the error on failure; "
      + "Refreshable carries the previous rows, so the list stays",
    parameters: [
      ScenarioParameter("model", .choice(["refreshable", "plain"]), default: "refreshable",
                        zh: "状态模型：Refreshable（loading/failed 带着旧数据），或普通 LoadState",
                        en: "the model: Refreshable (loading/failed carry the previous rows), or a plain LoadState"),
      ScenarioParameter("outcome", .choice(["success", "failure"]), default: "success",
                        zh: "刷新请求的结果（首次加载总是成功）",
                        en: "what the refresh returns (the first load always succeeds)"),
      ScenarioParameter("latency", .duration, default: "400ms", zh: "每次请求耗时", en: "how long each request takes"),
      ScenarioParameter("pull", .duration, default: "1s", zh: "列表出现后多久用户下拉刷新",
                        en: "how long after the list shows the user pulls to refresh"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("failure", "outcome=failure"),
      PinnedRun("plain", "model=plain", determinism: true),
      PinnedRun("plain-failure", "model=plain", "outcome=failure"),
      PinnedRun("plain-failure", "model=plain", "outcome=failure", language: .en),
    ],
    explanation: RefreshExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let latency = arguments.duration("latency")
    let server = NewsServer(latency: latency, failsRefresh: arguments.choice("outcome") == "failure",
                            language: language)

    let host: ViewHost
    let reload: @MainActor () async -> Void
    if arguments.choice("model") == "plain" {
      let model = NewsModel(server: server)
      host = ViewHost(NewsView(model: model, language: language))
      reload = { await model.load() }
    } else {
      let model = RefreshableNewsModel(server: server)
      host = ViewHost(RefreshableNewsView(model: model, language: language))
      reload = { await model.load() }
    }
    host.task { await reload() }   // .task { await model.load() }
    host.appear()

    // The user reads the list, then pulls it down. `.refreshable { await model.load() }` awaits the action.
    try? await Task.sleep(for: latency + arguments.duration("pull"))
    print(language.pick("用户下拉刷新", "the user pulls to refresh"))
    await reload()
  }
}

/// The error a failed refresh throws.
struct NewsError: Error, CustomStringConvertible {
  let description: String
}
