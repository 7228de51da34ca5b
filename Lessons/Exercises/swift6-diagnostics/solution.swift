import SwiftUI

//zh 第 21 课的阅读列表：ArticleStore 成了 actor。actor 是 Sendable 的，把它交出主 actor 不会有数据竞争；
//zh 它的 load() 在这个 actor 上运行，不在主 actor 上，所以「赞」立刻有反应。
//en Lesson 21's reading list: ArticleStore is now an actor. An actor is Sendable, so handing it off the main actor
//en races with nothing; its load() runs on the actor, off the main actor, so the Like responds at once.

//zh actor：它的状态只在它自己的隔离域里变，外面的代码用 await 读写。
//en actor: its state changes only in its own isolation domain; code outside reads it with await.
actor ArticleStore {
  private(set) var titles: [String] = []

  func load() async throws {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/articles")!)
    print("parsing \(data.count) bytes")
    titles = try parse(data)
  }

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
      //zh titles 属于 store 这个 actor：在主 actor 上读它要 await。
      //en titles belongs to the store's actor: reading it from the main actor takes await.
      titles = await store.titles
    } catch {
      print("loading failed: \(error)")
    }
  }

  func like() {
    liked = true
  }
}
