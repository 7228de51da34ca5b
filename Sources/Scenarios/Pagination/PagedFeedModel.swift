import SwiftUI

//en The feed's model. nextPage is the cursor (the page to ask for next) and hasMore says whether there is one;
//en isLoadingPage says that a page is on its way, so a second call made meanwhile returns at once.
//zh 信息流的模型。nextPage 是游标（下一次请求哪一页），hasMore 说还有没有下一页；
//zh isLoadingPage 表示有一页正在路上，这期间再来的调用直接返回。
@Observable
@MainActor
final class PagedFeedModel: PagedFeedLoading {
  private(set) var items: [String] = []
  private(set) var hasMore = true
  private(set) var isLoadingPage = false
  private var nextPage = 1

  func loadNextPage() async {
    //en The last page is in: nothing more to ask for.
    //zh 最后一页已经到了：没有什么可再请求的。
    guard hasMore else { return }
    //en This page is already on its way: the second call does nothing.
    //zh 这一页已经在路上了：第二次调用什么也不做。
    guard !isLoadingPage else { return }
    isLoadingPage = true
    defer { isLoadingPage = false }
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
