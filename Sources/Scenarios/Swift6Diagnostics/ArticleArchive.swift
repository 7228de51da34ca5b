import SwiftUI

//en The second fix: the store becomes an actor. An actor is Sendable, so sending it is no race; its load() runs on
//en the actor, off the main actor, and the caller reads its titles with await.
//zh 第二种改法：存储变成 actor。actor 是 Sendable 的，把它 send 出去不会有数据竞争；它的 load() 在这个 actor 上
//zh 运行，不在主 actor 上，调用方用 await 读它的 titles。
actor ArticleArchive {
  private(set) var titles: [String] = []
  let parseCost: Duration

  init(parseCost: Duration = .milliseconds(300)) {
    self.parseCost = parseCost
  }

  func load() async throws {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/articles")!)
    print("parsing \(data.count) bytes")
    titles = try parse(data)
  }

  //en The parsing itself, synchronous: it holds the thread that runs it for parseCost (Thread.sleep stands for the
  //en decoding of a long list).
  //zh 解析本身，是同步的：它占住运行它的线程 parseCost 这么久（Thread.sleep 代表解码一份很长的列表）。
  private func parse(_ data: Data) throws -> [String] {
    Thread.sleep(forTimeInterval: parseCost / .seconds(1))
    return try JSONDecoder().decode([String].self, from: data)
  }
}
