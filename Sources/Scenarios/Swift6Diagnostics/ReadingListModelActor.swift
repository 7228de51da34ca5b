import SwiftUI

//en The model with the second fix: its store is an actor; reading the actor's titles needs await.
//zh 第二种改法的模型：它的存储是一个 actor；读 actor 的 titles 要 await。
@Observable @MainActor
final class ReadingListModelActor: ArticleLoading {
  private(set) var titles: [String] = []
  private(set) var liked = false
  let store: ArticleArchive

  init(store: ArticleArchive = ArticleArchive()) {
    self.store = store
  }

  func refresh() async {
    do {
      try await store.load()
      titles = await store.titles
    } catch {
      print("loading failed: \(error)")
    }
  }

  func like() {
    liked = true
  }
}
