import AsyncSimulation
import SwiftUI

// The driver of task-deinit: not app code. The user taps the article in ReadingList at 0 ms and goes back `close`
// later, long before the `latency` load is done; the page's @State, and with it the page's reference to the model,
// goes with the page. The `capture` parameter picks the model the list makes: ArticlePageModel (Task { await
// self.load() }), GuardedArticlePageModel ([weak self] then guard let self) or WeakArticlePageModel ([weak self], self? only
// after the await) — the seed chapter 003's pattern of a model that keeps its task and cancels it in deinit.

enum TaskDeinitScenario {
  static let scenario = Scenario(
    name: "task-deinit",
    zh: "Task {} 强引用 self：关闭页面后模型还活着，deinit 要等加载结束才运行；[weak self] 且不在开头 guard let self，"
      + "deinit 才在关闭时运行并取消加载",
    en: "A Task {} holding self strongly: the model outlives the page and deinit waits for the load to end; with "
      + "[weak self] and no guard let self at the top, deinit runs when the page closes and cancels the load",
    parameters: [
      ScenarioParameter("capture", .choice(["strong", "weak-guard", "weak"]), default: "strong",
                        zh: "strong：ArticlePageModel，Task { await self.load() }；weak-guard：GuardedArticlePageModel，"
                          + "[weak self] 再 guard let self；weak：WeakArticlePageModel，[weak self]，await 之后才用 self?",
                        en: "strong: ArticlePageModel, Task { await self.load() }; weak-guard: GuardedArticlePageModel, "
                          + "[weak self], then guard let self; weak: WeakArticlePageModel, [weak self], and self? only "
                          + "after the await"),
      ScenarioParameter("close", .duration, default: "200ms", zh: "打开文章后多久用户返回（关闭页面）",
                        en: "how long after opening the article the user goes back (closes the page)"),
      ScenarioParameter("latency", .duration, default: "1s", zh: "服务器返回文章的耗时",
                        en: "how long the server takes to answer the article"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("weak-guard", "capture=weak-guard", determinism: true),
      PinnedRun("weak", "capture=weak", determinism: true),
      PinnedRun("weak", "capture=weak", language: .en),
    ],
    appCode: [
      AppFile("ReadingList.swift"),
      AppFile("ArticlePage.swift"),
      AppFile("ArticlePageModel.swift", when: "capture=strong"),
      AppFile("GuardedArticlePageModel.swift", when: "capture=weak-guard"),
      AppFile("WeakArticlePageModel.swift", when: "capture=weak"),
      AppFile("ArticlePageLoading.swift"),
      AppFile("NewsService.swift"),
    ],
    explanation: TaskDeinitExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The article's URL and the text the server answers (data: the same in both languages).
  static let articleURL = "https://news.example.com/articles/primer"
  static let articleText = "Swift concurrency, a primer: tasks, actors and cancellation."

  /// Opens the article at 0 ms and goes back after `close`.
  static func script(close: Duration) -> UserActionScript {
    UserActionScript(steps: [
      .init(action: .tap("Swift concurrency, a primer", occurrence: nil), atNanos: 0),
      .init(.back, at: close),
    ])
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let routes = RouteTable {
      Route.get(articleURL, .text(articleText, latency: arguments.duration("latency")))
    }
    let stage = AppStage(language: arguments.language, strings: "TaskDeinit", routes: routes)
    let script = script(close: arguments.duration("close"))
    switch arguments.choice("capture") {
    case "weak-guard": await stage.show(ReadingList { GuardedArticlePageModel() }, playing: script)
    case "weak": await stage.show(ReadingList { WeakArticlePageModel() }, playing: script)
    default: await stage.show(ReadingList { ArticlePageModel() }, playing: script)
    }
  }
}
