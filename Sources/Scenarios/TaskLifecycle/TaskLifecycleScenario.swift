import AsyncSimulation

// `.task` versus `onAppear { Task { } }`. The user opens an article, goes back before it has loaded, and opens it
// again — a new article page, with fresh state, as a navigation push builds it. `.task` is cancelled when its page
// disappears, and the new page starts its own load. A `Task` started in `onAppear` belongs to no view: it keeps
// running, writes its result into the page the user already left, and the second page sends a second request while
// the first is still out.

/// A simulated article server that numbers its requests and says how many it is working on.
actor ArticleServer {
  let latency: Duration
  let language: Language
  private var received = 0
  private var inFlight = 0

  init(latency: Duration, language: Language) {
    self.latency = latency
    self.language = language
  }

  func title() async throws -> String {
    received += 1
    inFlight += 1
    defer { inFlight -= 1 }
    let number = received
    print(language.pick("服务器：收到第 \(number) 个请求（正在处理 \(inFlight) 个）",
                        "server: request #\(number) received (\(inFlight) in flight)"))
    try await Task.sleep(for: latency)        // like URLSession, a cancelled request stops here with an error
    return language.pick("第 \(number) 个请求的标题", "the title from request #\(number)")
  }
}

// MARK: lesson
/// One article page's state (SwiftUI's `@State`): a new page starts with none.
@MainActor
final class ArticleModel {
  @Tracked("title") var title: String? = nil
  let server: ArticleServer

  init(server: ArticleServer) { self.server = server }

  func load() async {
    do {
      title = try await server.title()
    } catch {
      return                                  // cancelled: the page is gone, there is nothing to show
    }
  }
}
// MARK: end

struct ArticleView: SimulatedView {
  let model: ArticleModel
  let language: Language

  var body: Screen {
    guard let title = model.title else { return .progress(language.pick("加载中…", "Loading…")) }
    return Screen(lines: ["📰 " + title])
  }
}

enum TaskLifecycleScenario {
  static let scenario = Scenario(
    name: "task-lifecycle",
    zh: ".task 与 onAppear { Task {} }：离开时 .task 被取消；onAppear 里的 Task 继续跑、写进已离开的页面，"
      + "再进来又重复请求",
    en: ".task versus onAppear { Task {} }: leaving the page cancels .task; a Task from onAppear keeps running, "
      + "writes into the page that is gone, and coming back sends a duplicate request",
    parameters: [
      ScenarioParameter("modifier", .choice(["task", "onappear"]), default: "task",
                        zh: "task：.task { await model.load() }；onappear：.onAppear { Task { await model.load() } }",
                        en: "task: .task { await model.load() }; onappear: .onAppear { Task { await model.load() } }"),
      ScenarioParameter("latency", .duration, default: "400ms", zh: "请求耗时", en: "how long a request takes"),
      ScenarioParameter("leave", .duration, default: "200ms", zh: "打开文章后多久用户点返回",
                        en: "how long after opening the article the user goes back"),
      ScenarioParameter("away", .duration, default: "100ms", zh: "返回后多久用户再次打开这篇文章",
                        en: "how long after going back the user opens the article again"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("onappear", "modifier=onappear", determinism: true),
      PinnedRun("onappear-away-300ms", "modifier=onappear", "away=300ms"),
      PinnedRun("onappear", "modifier=onappear", language: .en),
    ],
    explanation: TaskLifecycleExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let usesTaskModifier = arguments.choice("modifier") == "task"
    let server = ArticleServer(latency: arguments.duration("latency"), language: language)

    // MARK: lesson
    // Each visit builds a new page with its own state, as pushing a view onto a NavigationStack does.
    func articlePage() -> ViewHost {
      let model = ArticleModel(server: server)
      let page = ViewHost(ArticleView(model: model, language: language))
      if usesTaskModifier {
        page.task { await model.load() }      // cancelled when this page disappears
      } else {
        page.onAppear {
          Task { await model.load() }         // ❌ belongs to no view: nothing cancels it when the page goes
        }
      }
      return page
    }
    // MARK: end

    print(language.pick("用户打开文章", "the user opens the article"))
    let first = articlePage()
    first.appear()
    try? await Task.sleep(for: arguments.duration("leave"))
    print(language.pick("用户点了返回，文章页消失", "the user goes back; the article page disappears"))
    first.disappear()
    try? await Task.sleep(for: arguments.duration("away"))
    print(language.pick("用户又打开这篇文章（一个新的文章页）", "the user opens the article again (a new page)"))
    articlePage().appear()
  }
}
