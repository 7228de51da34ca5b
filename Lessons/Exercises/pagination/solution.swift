import SwiftUI

//zh 第 11 课的分页信息流：isLoadingPage 挡住正在加载时的第二次调用，每一页只请求一次。
//en Lesson 11's paged feed: isLoadingPage turns away a second call while a page is loading, so each page is
//en requested once.

@Observable
@MainActor
final class FeedModel {
  private(set) var items: [String] = []
  private(set) var hasMore = true
  private(set) var isLoadingPage = false
  private var nextPage = 1

  func loadNextPage() async {
    guard hasMore else { return }
    //zh 这一页已经在路上了：第二次调用什么也不做。
    //en This page is already on its way: a second call does nothing.
    guard !isLoadingPage else { return }
    isLoadingPage = true
    defer { isLoadingPage = false }
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
