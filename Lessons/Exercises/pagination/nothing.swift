import SwiftUI

//zh 第 11 课的分页信息流，loadNextPage() 的代码删掉了：什么也不加载。
//en Lesson 11's paged feed with the code of loadNextPage() deleted: nothing loads.

@Observable
@MainActor
final class FeedModel {
  private(set) var items: [String] = []
  private(set) var hasMore = true

  func loadNextPage() async {}
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
