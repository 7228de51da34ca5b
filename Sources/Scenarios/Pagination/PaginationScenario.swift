import AsyncSimulation
import SwiftUI

// The driver of pagination: not app code. The server has `pages` pages of twelve posts (#1 … #12, #13 … #24, …), each
// answered after `latency`. The user scrolls the list to its bottom once a second, `scrolls` times, then pulls to
// refresh a second later (unless `refresh=no`). A scroll to the bottom brings the last two posts on screen at once,
// and each asks for the next page from its onAppear: two calls of loadNextPage() in the same instant. The `guard`
// parameter picks the model the view is given: PagedFeedModel (guard !isLoadingPage) or UnguardedFeedModel (no such
// guard).

enum PaginationScenario {
  static let scenario = Scenario(
    name: "pagination",
    zh: "分页加载：快到底的行出现时 loadNextPage()；没有「正在加载」守卫时一次滑动的两次触发请求同一页、条目重复；hasMore 与游标",
    en: "Pagination: rows near the end call loadNextPage() as they appear; without an in-flight guard the two calls of "
      + "one scroll request the same page and rows repeat; hasMore and a cursor",
    parameters: [
      ScenarioParameter("guard", .choice(["on", "off"]), default: "on",
                        zh: "on：PagedFeedModel，guard !isLoadingPage；off：UnguardedFeedModel，没有这个守卫",
                        en: "on: PagedFeedModel, guard !isLoadingPage; off: UnguardedFeedModel, no such guard"),
      ScenarioParameter("scrolls", .count(1...6), default: "3",
                        zh: "用户把列表滑到底几次（每秒一次；下面没有行时滑不动，什么也不发生）",
                        en: "how many times the user scrolls the list to its bottom (once a second; with no row "
                          + "below, a scroll does nothing)"),
      ScenarioParameter("refresh", .choice(["yes", "no"]), default: "yes",
                        zh: "最后一次滑到底之后一秒，用户是否下拉刷新",
                        en: "whether the user pulls to refresh a second after the last scroll"),
      ScenarioParameter("pages", .count(1...5), default: "3", zh: "服务器一共有几页（每页 12 条）",
                        en: "how many pages the server has (twelve posts each)"),
      ScenarioParameter("latency", .duration, default: "300ms", zh: "每页请求耗时", en: "how long each page takes"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("guard-off", "guard=off", determinism: true),
      PinnedRun("guard-off", "guard=off", language: .en),
    ],
    appCode: [
      AppFile("PagedFeedView.swift"),
      AppFile("PagedFeedModel.swift", when: "guard=on"),
      AppFile("UnguardedFeedModel.swift", when: "guard=off"),
      AppFile("PagedFeedLoading.swift"),
      AppFile("FeedPage.swift"),
      AppFile("FeedService.swift"),
    ],
    explanation: PaginationExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// How many posts a page holds: more than the list's viewport (ten rows), so that the last two rows of a page are
  /// off screen until the user scrolls to them.
  static let pageSize = 12

  /// The URL of page `number`, as `FeedService` asks it.
  static func url(page number: Int) -> String { "https://feed.example.com/posts?page=\(number)" }

  /// Page `number` of `pages` as JSON: its posts (`#1` …: data, the same in both languages) and the next page's
  /// number, or null after the last.
  static func pageJSON(_ number: Int, of pages: Int) -> String {
    let posts = (1...pageSize).map { "\"#\((number - 1) * pageSize + $0)\"" }.joined(separator: ", ")
    return #"{"items": [\#(posts)], "nextPage": \#(number < pages ? String(number + 1) : "null")}"#
  }

  /// One route per page.
  static func routes(pages: Int, latency: Duration) -> RouteTable {
    RouteTable((1...pages).map { Route.get(url(page: $0), .json(pageJSON($0, of: pages), latency: latency)) })
  }

  /// The user: a scroll to the bottom at 1 s, 2 s … (`scrolls` of them), then, if `refresh`, a pull to refresh a
  /// second after the last. A user at the end of the list cannot scroll further: a scroll when no row is below (the
  /// last page is in, or the next one has not come yet) does nothing and leaves no `action` event.
  @MainActor
  static func drive(_ window: HostingWindow, scrolls: Int, refresh: Bool) async {
    let start = ContinuousClock.now
    for scroll in 1...scrolls {
      do { try await Task.sleep(until: start + .seconds(scroll), clock: .continuous) } catch { return }
      try? window.perform(.scrollToBottom)
    }
    guard refresh else { return }
    do { try await Task.sleep(until: start + .seconds(scrolls + 1), clock: .continuous) } catch { return }
    do {
      try window.perform(.pull)
    } catch {
      Simulation.stopWithUsageError("asyncplay: " + error.message(in: window.language))
    }
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let stage = AppStage(language: arguments.language, strings: "Pagination",
                         routes: routes(pages: arguments.count("pages"), latency: arguments.duration("latency")))
    let feed: any PagedFeedLoading = arguments.choice("guard") == "off" ? UnguardedFeedModel() : PagedFeedModel()
    await stage.show(PagedFeedView(feed: feed)) { window in
      await drive(window, scrolls: arguments.count("scrolls"), refresh: arguments.choice("refresh") == "yes")
    }
  }
}
