import AsyncSimulation

// A model that starts its own `Task` and keeps it, to cancel it in `deinit` — the seed chapter 003's pattern. The
// user opens an article and closes it 200 ms later, long before its 1 s load is done: the page lets go of the model.
// But a `Task { await self.load() }` holds `self` strongly until the task ends, so `deinit` never runs mid-load: the
// load goes on, writes into a model nobody shows, and `deinit` comes only after it — when cancelling is pointless.
// `[weak self]` helps only if the task does not take `self` back for the whole load (`guard let self` at the top
// does exactly that): then closing the page ends the model, and `deinit` cancels the load.

/// The article server. Like URLSession, a request stops when its task is cancelled.
struct ArticleDetailServer: Sendable {
  let latency: Duration
  let language: Language

  func article() async throws -> String {
    print(language.pick("服务器：收到请求", "server: request received"))
    do {
      try await Task.sleep(for: latency)
    } catch {
      print(language.pick("服务器：请求已取消", "server: request cancelled"))
      throw error
    }
    print(language.pick("服务器：文章已发出", "server: article sent"))
    return language.pick("《Swift 并发入门》全文", "the full text of \"Swift concurrency, a primer\"")
  }
}

// MARK: lesson
/// The article page's model: it starts its load itself and cancels it when it goes away.
@MainActor
final class ArticleDetailModel {
  @Tracked("article") var article: LoadState<String> = .idle
  let server: ArticleDetailServer
  private var loadTask: Task<Void, Never>?

  init(server: ArticleDetailServer) { self.server = server }

  /// ❌ The closure captures `self` strongly: the model lives as long as the task.
  func startLoadingStrongly() {
    loadTask = Task { await self.load() }
  }

  /// ❌ `[weak self]`, but `guard let self` takes it back strongly for the whole load.
  func startLoadingWithGuard() {
    loadTask = Task { [weak self] in
      guard let self else { return }
      await self.load()
    }
  }

  /// `[weak self]`, and `self` is touched only after the await: nothing keeps the model alive meanwhile.
  func startLoadingWeakly() {
    article = .loading
    let server = self.server
    loadTask = Task { [weak self] in
      do {
        let text = try await server.article()
        self?.article = .loaded(text)
      } catch {
        self?.article = .failed("\(error)")
      }
    }
  }

  func load() async {
    article = .loading
    do {
      article = .loaded(try await server.article())
    } catch {
      article = .failed("\(error)")
    }
  }

  deinit {
    print(server.language.pick("ArticleDetailModel 的 deinit：取消加载任务", "ArticleDetailModel deinit: cancelling the load task"))
    loadTask?.cancel()
  }
}
// MARK: end

/// The article page: while it is open, it owns its model (SwiftUI's `@State var model = ArticleDetailModel()`).
@MainActor
final class ArticleDetailPage {
  let model: ArticleDetailModel

  init(model: ArticleDetailModel) { self.model = model }
}

enum TaskDeinitScenario {
  static let scenario = Scenario(
    name: "task-deinit",
    zh: "Task {} 强引用 self：关闭页面后模型还活着，deinit 要等加载结束才运行；[weak self] 且不在开头 guard let self，"
      + "deinit 才在关闭时运行并取消加载",
    en: "A Task {} holding self strongly: the model outlives the page and deinit waits for the load to end; with "
      + "[weak self] and no guard let self at the top, deinit runs when the page closes and cancels the load",
    parameters: [
      ScenarioParameter("capture", .choice(["strong", "weak-guard", "weak"]), default: "strong",
                        zh: "strong：Task { await self.load() }；weak-guard：[weak self] 再 guard let self；"
                          + "weak：[weak self]，await 之后才用 self?",
                        en: "strong: Task { await self.load() }; weak-guard: [weak self], then guard let self; weak: "
                          + "[weak self], and self? only after the await"),
      ScenarioParameter("close", .duration, default: "200ms", zh: "打开文章后多久用户关闭页面",
                        en: "how long after opening the article the user closes the page"),
      ScenarioParameter("latency", .duration, default: "1s", zh: "加载文章的耗时", en: "how long the article takes"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("weak-guard", "capture=weak-guard"),
      PinnedRun("weak", "capture=weak"),
      PinnedRun("weak", "capture=weak", language: .en),
    ],
    explanation: TaskDeinitExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let server = ArticleDetailServer(latency: arguments.duration("latency"), language: language)
    print(language.pick("用户打开文章", "the user opens the article"))
    var page: ArticleDetailPage? = ArticleDetailPage(model: ArticleDetailModel(server: server))
    switch arguments.choice("capture") {
    case "weak-guard": page?.model.startLoadingWithGuard()
    case "weak": page?.model.startLoadingWeakly()
    default: page?.model.startLoadingStrongly()
    }
    try? await Task.sleep(for: arguments.duration("close"))
    print(language.pick("用户关闭了文章页：页面放开了它的模型", "the user closes the article: the page lets go of its model"))
    page = nil                                              // the page is gone, and with it its reference
    _ = page
  }
}
