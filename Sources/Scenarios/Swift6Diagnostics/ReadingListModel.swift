import SwiftUI

//en The model with the first fix: it awaits the store's nonisolated(nonsending) load() on the main actor.
//zh 第一种改法的模型：它在主 actor 上 await 存储的 nonisolated(nonsending) load()。
@Observable @MainActor
final class ReadingListModel: ArticleLoading {
  private(set) var titles: [String] = []
  private(set) var liked = false
  let store: ArticleStore

  init(store: ArticleStore = ArticleStore()) {
    self.store = store
  }

  func refresh() async {
    do {
      try await store.load()
      titles = store.titles
    } catch {
      print("loading failed: \(error)")
    }
  }

  func like() {
    liked = true
  }
}
