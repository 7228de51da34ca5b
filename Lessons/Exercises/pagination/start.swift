import SwiftUI

//zh 第 11 课的分页信息流。列表一屏显示 10 行；最后两行出现时各自调用 loadNextPage()。练习和课上一样：
//zh 服务器共 3 页，每页 12 条（#1 到 #36），每个请求 300 ms；用户在 1000、2000、3000 ms 把列表滑到底，
//zh 每次最后两行一起出现，同一瞬间调用两次 loadNextPage()。loadNextPage() 没有防止“这一页已经在路上”：
//zh 第 2 页和第 3 页都被请求了两次，列表里的帖子重复了。
//zh 改好 loadNextPage()：一页正在加载时，再来的调用直接返回；最后一页之后不再请求（这一点已经做对了，别弄坏）。
//zh FeedService 和 FeedPage 由练习提供。请保留 FeedScreen 和 FeedScreen()：练习要显示它。
//en Lesson 11's paged feed. The list shows 10 rows at a time; each of the last two rows calls loadNextPage() when
//en it appears. As in the lesson, the server has 3 pages of 12 posts (#1 to #36), each request takes 300 ms, and
//en the user scrolls the list to its bottom at 1000, 2000 and 3000 ms: each time the last two rows appear
//en together and call loadNextPage() twice in the same instant. loadNextPage() has no guard against a page
//en already on its way, so pages 2 and 3 are each requested twice and posts repeat. Fix loadNextPage(): while a
//en page is loading, another call returns at once; after the last page nothing more is requested (that part is
//en right already: keep it). FeedService and FeedPage come with the exercise.
//en Keep FeedScreen and FeedScreen(): the exercise shows it.

@Observable
@MainActor
final class FeedModel {
  private(set) var items: [String] = []
  private(set) var hasMore = true
  private var nextPage = 1

  func loadNextPage() async {
    guard hasMore else { return }
    do {
      let page = try await FeedService.page(nextPage)
      items.append(contentsOf: page.items)
      hasMore = page.nextPage != nil
      nextPage = page.nextPage ?? nextPage
    } catch {
      return
    }
  }
}

struct FeedScreen: View {
  @State private var feed = FeedModel()

  var body: some View {
    NavigationStack {
      List {
        ForEach(feed.items, id: \.self) { post in
          Text(post)
            .onAppear {
              if feed.items.suffix(2).contains(post) {
                Task { await feed.loadNextPage() }
              }
            }
        }
        if feed.hasMore {
          ProgressView("Loading more…")
        } else {
          Text("No more posts")
        }
      }
      .navigationTitle("Feed")
      .task { await feed.loadNextPage() }
    }
  }
}
