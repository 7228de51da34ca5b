import SwiftUI

//zh 第 21 课的阅读列表，按 Swift 6 模式编译（swift6-app）。它编译不过：ReadingListModel 在主 actor 上
//zh await store.load()，而 load() 是 @concurrent 的，ArticleStore 又不是 Sendable 的，编译器报
//zh sending 'self.store' risks causing data races。修好它，让代码编译通过，而且解析仍然不在主 actor 上：
//zh 用户在 150 ms 点的「赞」要立刻有反应，文章标题照样显示。阅读列表页面由练习提供。
//zh 请保留 ArticleStore、ReadingListModel 和它的 refresh()、like()。
//en Lesson 21's reading list, compiled in Swift 6 mode (swift6-app). It does not compile: ReadingListModel awaits
//en store.load() on the main actor, load() is @concurrent, and ArticleStore is not Sendable, so the compiler says
//en sending 'self.store' risks causing data races. Fix it so that the code compiles and parsing still runs off the
//en main actor: the Like tapped at 150 ms must respond at once, and the article titles must still show. The reading
//en list's screen comes with the exercise. Keep ArticleStore, ReadingListModel and its refresh() and like().

nonisolated final class ArticleStore {
  private(set) var titles: [String] = []

  func load() async throws {}

  private func parse(_ data: Data) throws -> [String] {
    Thread.sleep(forTimeInterval: 0.3)
    return try JSONDecoder().decode([String].self, from: data)
  }
}

@Observable @MainActor
final class ReadingListModel {
  private(set) var titles: [String] = []
  private(set) var liked = false
  let store = ArticleStore()

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
