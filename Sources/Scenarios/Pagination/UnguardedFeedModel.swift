import SwiftUI

//en The same model without isLoadingPage. hasMore stops it after the last page, but nothing says that a page is
//en already on its way.
//zh 同一个模型，只是没有 isLoadingPage。hasMore 能让它在最后一页之后停下，
//zh 却没有什么能说明“这一页已经在路上了”。
@Observable
@MainActor
final class UnguardedFeedModel: PagedFeedLoading {
  private(set) var items: [String] = []
  private(set) var hasMore = true
  private var nextPage = 1

  func loadNextPage() async {
    guard hasMore else { return }
    //en ❌ A second call made while the first awaits its page still sees the same nextPage, and asks for that page
    //en again: both answers are appended.
    //zh ❌ 第一次调用还在等这一页时再来一次调用，看到的仍是同一个 nextPage，于是又请求同一页：两个回应都被追加进列表。
    do {
      let page = try await FeedService.page(nextPage)
      items.append(contentsOf: page.items)
      hasMore = page.nextPage != nil
      nextPage = page.nextPage ?? nextPage
    } catch {
      print("Loading page \(nextPage) failed: \(error)")
    }
  }

  //en Pull to refresh: back to the first page.
  //zh 下拉刷新：回到第一页。
  func refresh() async {
    nextPage = 1
    hasMore = true
    items = []
    await loadNextPage()
  }
}
