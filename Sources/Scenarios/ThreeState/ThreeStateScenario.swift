import AsyncSimulation

// Three-state loading. A view loads a feed when it appears. The model is either one `LoadState` enum (four states,
// no illegal combinations) or three separate variables (eight combinations, most of them illegal).

/// The feed error a failed request throws.
struct FeedError: Error, CustomStringConvertible {
  let description: String
}

/// A simulated feed server. It answers after `latency`; with `failFirst`, the first request fails.
actor FeedServer {
  let latency: Duration
  let outcome: String
  let language: Language
  private var requests = 0

  init(latency: Duration, outcome: String, language: Language) {
    self.latency = latency
    self.outcome = outcome
    self.language = language
  }

  func rows() async throws -> [String] {
    requests += 1
    let attempt = requests
    try await Task.sleep(for: latency)
    if outcome == "failure" && attempt == 1 {
      throw FeedError(description: language.pick("网络连接已断开", "the network connection was lost"))
    }
    if outcome == "empty" { return [] }
    return [language.pick("第一条", "First item"), language.pick("第二条", "Second item")]
  }
}

// MARK: lesson
/// The recommended model: one enum, so the screen is always in exactly one state.
@MainActor
final class FeedModel {
  @Tracked("state") var state: LoadState<[String]> = .idle
  let server: FeedServer

  init(server: FeedServer) { self.server = server }

  func load() async {
    state = .loading
    do {
      state = .loaded(try await server.rows())
    } catch {
      state = .failed("\(error)")
    }
  }
}

struct FeedView: SimulatedView {
  let model: FeedModel
  let language: Language

  var body: Screen {
    switch model.state {
    case .idle, .loading:
      .progress(language.pick("加载中…", "Loading…"))
    case .loaded(let rows) where rows.isEmpty:
      .unavailable(language.pick("还没有内容", "Nothing here yet"))
    case .loaded(let rows):
      .list(rows)
    case .failed(let message):
      .failure(language.pick("加载失败", "Loading failed"), message: message, button: language.pick("重试", "Retry"))
    }
  }
}
// MARK: end

/// The three-variable model: `isLoading`, `items` and `errorMessage` can combine in eight ways.
@MainActor
final class FeedFlagsModel {
  @Tracked("isLoading") var isLoading = false
  @Tracked("items") var items: [String]? = nil
  @Tracked("errorMessage") var errorMessage: String? = nil
  let server: FeedServer

  init(server: FeedServer) { self.server = server }

  func load() async {
    isLoading = true
    do {
      items = try await server.rows()
    } catch {
      errorMessage = "\(error)"
    }
    isLoading = false
    // Nothing clears errorMessage: after a failure, a successful retry leaves the old error beside fresh items.
  }
}

struct FeedFlagsView: SimulatedView {
  let model: FeedFlagsModel
  let language: Language

  var body: Screen {
    if let message = model.errorMessage {
      return .failure(language.pick("加载失败", "Loading failed"), message: message,
                      button: language.pick("重试", "Retry"))
    }
    if model.isLoading { return .progress(language.pick("加载中…", "Loading…")) }
    guard let items = model.items, !items.isEmpty else {
      return .unavailable(language.pick("还没有内容", "Nothing here yet"))
    }
    return .list(items)
  }
}

enum ThreeStateScenario {
  static let scenario = Scenario(
    name: "three-state",
    zh: "三态加载：idle → loading → loaded / 空列表 / failed；对比三个变量的写法",
    en: "Three-state loading: idle → loading → loaded / empty / failed; versus three separate variables",
    parameters: [
      ScenarioParameter("latency", .duration, default: "400ms", zh: "请求耗时", en: "how long the request takes"),
      ScenarioParameter("outcome", .choice(["success", "empty", "failure"]), default: "success",
                        zh: "请求结果（failure：第一次失败，重试成功）",
                        en: "what the request returns (failure: the first attempt fails, the retry succeeds)"),
      ScenarioParameter("model", .choice(["enum", "booleans"]), default: "enum",
                        zh: "状态模型：一个 LoadState 枚举，或三个变量",
                        en: "the model: one LoadState enum, or three separate variables"),
      ScenarioParameter("retry", .duration, default: "1s", zh: "失败后多久点「重试」",
                        en: "how long after a failure the user taps Retry"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("empty", "outcome=empty", determinism: true),
      PinnedRun("failure", "outcome=failure", determinism: true),
      PinnedRun("booleans-failure", "model=booleans", "outcome=failure", determinism: true),
      PinnedRun("latency-1s", "latency=1s", language: .en, determinism: true),
    ],
    explanation: ThreeStateExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let latency = arguments.duration("latency")
    let outcome = arguments.choice("outcome")
    let server = FeedServer(latency: latency, outcome: outcome, language: language)

    let host: ViewHost
    let reload: @MainActor () async -> Void
    if arguments.choice("model") == "booleans" {
      let model = FeedFlagsModel(server: server)
      host = ViewHost(FeedFlagsView(model: model, language: language))
      reload = { await model.load() }
    } else {
      let model = FeedModel(server: server)
      host = ViewHost(FeedView(model: model, language: language))
      reload = { await model.load() }
    }
    host.task { await reload() }   // .task { await model.load() }
    host.appear()

    guard outcome == "failure" else { return }
    // The user reads the error, then taps the Retry button, whose action is `Task { await model.load() }`.
    try? await Task.sleep(for: latency + arguments.duration("retry"))
    print(language.pick("用户点了「重试」", "the user taps Retry"))
    Task { await reload() }
  }
}
