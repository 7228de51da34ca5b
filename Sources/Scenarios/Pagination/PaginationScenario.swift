import AsyncSimulation

// Pagination. The list shows a "Loading more…" row while there are more pages; when it scrolls into view, its
// `onAppear` calls `loadNextPage()`. It can appear twice in quick succession (the user drags past the end and back),
// so without a guard against a load already in flight the same page is requested twice and its rows appear twice.
// A cursor (`nextPage`) says what to ask for, `hasMore` stops after the last page, and `refresh()` starts over.

/// One page of the feed, and the cursor of the next one (nil after the last page).
struct FeedPage: Sendable {
  let items: [String]
  let nextPage: Int?
}

/// A simulated paged server: `pages` pages of two rows each.
actor PagedFeedServer {
  let pages: Int
  let latency: Duration
  let language: Language

  init(pages: Int, latency: Duration, language: Language) {
    self.pages = pages
    self.latency = latency
    self.language = language
  }

  func page(_ number: Int) async throws -> FeedPage {
    print(language.pick("服务器：收到第 \(number) 页的请求", "server: request for page \(number)"))
    try await Task.sleep(for: latency)
    let rows = [number * 2 - 1, number * 2].map { language.pick("第 \($0) 条", "item \($0)") }
    return FeedPage(items: rows, nextPage: number < pages ? number + 1 : nil)
  }
}

// MARK: lesson
@MainActor
final class PagedFeedModel {
  @Tracked("items") var items: [String] = []
  @Tracked("isLoadingPage") var isLoadingPage = false
  @Tracked("hasMore") var hasMore = true
  @Tracked("nextPage") var nextPage = 1           // the cursor: which page to ask for next
  let server: PagedFeedServer
  let guardsInFlight: Bool

  init(server: PagedFeedServer, guardsInFlight: Bool) {
    self.server = server
    self.guardsInFlight = guardsInFlight
  }

  func loadNextPage() async {
    guard hasMore else { return }                 // the last page is in: nothing more to ask for
    if guardsInFlight {
      guard isLoadingPage == false else { return } // this page is already on its way
    }                                             // ❌ guard=off: a second call asks for the same page again
    isLoadingPage = true
    defer { isLoadingPage = false }
    do {
      let page = try await server.page(nextPage)
      items.append(contentsOf: page.items)
      hasMore = page.nextPage != nil
      nextPage = page.nextPage ?? nextPage
    } catch {
      print("\(error)")
    }
  }

  /// Pull to refresh: back to the first page.
  func refresh() async {
    nextPage = 1
    hasMore = true
    items = []
    await loadNextPage()
  }
}
// MARK: end

struct PagedFeedView: SimulatedView {
  let model: PagedFeedModel
  let language: Language

  var body: Screen {
    // The last row: a spinner while there is more to load (its onAppear loads it), else an end marker.
    let footer = model.hasMore ? Screen.progress(language.pick("加载更多…", "Loading more…"))
                               : Screen(lines: [language.pick("— 没有更多了 —", "— no more —")])
    return model.items.isEmpty && model.hasMore ? footer : Screen.list(model.items).above(footer)
  }
}

enum PaginationScenario {
  static let scenario = Scenario(
    name: "pagination",
    zh: "分页加载：滑到底部时 loadNextPage()；没有「正在加载」守卫时两次触发请求同一页、条目重复；hasMore 与游标",
    en: "Pagination: reaching the end calls loadNextPage(); without an in-flight guard two triggers request the "
      + "same page and rows repeat; hasMore and a cursor",
    parameters: [
      ScenarioParameter("guard", .choice(["on", "off"]), default: "on",
                        zh: "on：guard isLoadingPage == false；off：没有这个守卫",
                        en: "on: guard isLoadingPage == false; off: no such guard"),
      ScenarioParameter("scrolls", .count(1...6), default: "3",
                        zh: "用户滑到底部几次（每秒一次，每次触发两次 loadNextPage）",
                        en: "how many times the user reaches the end (once a second, each firing loadNextPage twice)"),
      ScenarioParameter("gap", .duration, default: "50ms", zh: "同一次滑到底部的两次触发相隔多久",
                        en: "the time between the two triggers of one arrival at the end"),
      ScenarioParameter("pages", .count(1...5), default: "3", zh: "服务器一共有几页（每页两条）",
                        en: "how many pages the server has (two rows each)"),
      ScenarioParameter("latency", .duration, default: "300ms", zh: "每页请求耗时", en: "how long each page takes"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("guard-off", "guard=off", determinism: true),
      PinnedRun("guard-off", "guard=off", language: .en),
    ],
    explanation: PaginationExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let server = PagedFeedServer(pages: arguments.count("pages"), latency: arguments.duration("latency"),
                                 language: language)
    let model = PagedFeedModel(server: server, guardsInFlight: arguments.choice("guard") == "on")
    let host = ViewHost(PagedFeedView(model: model, language: language))
    host.task { await model.loadNextPage() }      // the first page, when the list appears
    host.appear()

    let start = ContinuousClock.now
    let scrolls = arguments.count("scrolls")
    for scroll in 1...scrolls {
      for trigger in 0..<2 {
        try? await Task.sleep(until: start + .seconds(scroll) + arguments.duration("gap") * trigger, clock: .continuous)
        print(language.pick("用户滑到底部：「加载更多」那一行出现了", "the user reaches the end: the Loading more row appears"))
        Task { await model.loadNextPage() }       // .onAppear { Task { await model.loadNextPage() } }
      }
    }

    try? await Task.sleep(until: start + .seconds(scrolls + 1), clock: .continuous)
    print(language.pick("用户下拉刷新", "the user pulls to refresh"))
    await model.refresh()                         // .refreshable { await model.refresh() }
  }
}
