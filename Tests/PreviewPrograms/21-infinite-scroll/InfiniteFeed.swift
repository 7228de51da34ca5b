// Infinite scroll: pages of 15 items from GET /items?page=N, 200 ms each. The "Loading more…" row at the end of the
// list starts the next load from its onAppear. It appears at once, so page 1 is requested at 0 ms and shown at
// 200 ms; a list shows 10 rows, so the loading row is then off screen and nothing more loads (an eager list would
// fetch every page). `scroll bottom` at 1 s brings it on screen: page 2 is requested, shown at 1.2 s, and pushes
// it off again. The scroll at 2 s loads page 3, which has 5 items: the last, so the loading row goes at 2.2 s.
import SwiftUI

struct Item: Decodable, Identifiable {
  let id: Int
  let title: String
}

@MainActor @Observable
final class Feed {
  private(set) var items: [Item] = []
  private(set) var hasMore = true
  private var page = 0
  private var loading = false

  func loadMore() async {
    guard hasMore, !loading else { return }
    loading = true
    defer { loading = false }
    do {
      let url = URL(string: "https://api.example.com/items?page=\(page + 1)")!
      let (data, _) = try await URLSession.shared.data(from: url)
      let next = try JSONDecoder().decode([Item].self, from: data)
      page += 1
      items += next
      hasMore = next.count == 15
    } catch {
      hasMore = false
    }
  }
}

struct InfiniteFeed: View {
  @State private var feed = Feed()

  var body: some View {
    NavigationStack {
      List {
        ForEach(feed.items) { item in Text(item.title) }
        if feed.hasMore {
          Text("Loading more…")
            .onAppear { Task { await feed.loadMore() } }
        }
      }
      .navigationTitle("Items")
    }
  }
}
