// Pagination: the first page (rows 1–3) loads at 200 ms. Tapping "Load more" twice, at 500 and 550 ms, starts one
// load only: the second tap comes while the first is in flight and the guard ignores it, so page 2 (rows 4–6) is
// requested once and shown at 700 ms; a third tap at 1 s loads page 3, the last (row 7), and the button goes away.
import SwiftUI

@MainActor @Observable
final class Catalog {
  private(set) var rows: [String] = []
  private(set) var hasMore = true
  private var nextPage = 1
  private var loading = false

  func loadNextPage() async {
    guard hasMore, !loading else { return }
    loading = true
    defer { loading = false }
    let url = URL(string: "https://api.example.com/items?page=\(nextPage)")!
    guard let (data, _) = try? await URLSession.shared.data(from: url),
          let page = try? JSONDecoder().decode([String].self, from: data) else { return }
    rows += page
    nextPage += 1
    hasMore = page.count == 3
  }
}

struct CatalogView: View {
  @State private var catalog = Catalog()

  var body: some View {
    List {
      ForEach(catalog.rows, id: \.self) { Text($0) }
      if catalog.hasMore {
        Button("Load more") { Task { await catalog.loadNextPage() } }
      }
    }
    .task { await catalog.loadNextPage() }
  }
}
