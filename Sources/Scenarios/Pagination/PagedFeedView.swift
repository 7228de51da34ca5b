import SwiftUI

//en The feed: a list that loads its first page when it appears and the next one as the user nears its end. Each of
//en the last two rows asks for the next page when it appears, so the page is on its way before the user gets to
//en the end; the row below them says whether more is coming.
//zh 信息流：一个出现时加载第一页、用户快到底时加载下一页的列表。最后两行各自在出现时请求下一页，
//zh 这样用户还没到底，下一页就已经在路上了；它们下面的一行告诉用户后面还有没有。
struct PagedFeedView: View {
  @State var feed: any PagedFeedLoading

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
      .refreshable { await feed.refresh() }
    }
  }
}
