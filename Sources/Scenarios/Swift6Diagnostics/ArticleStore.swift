import SwiftUI

//en The first fix of "sending 'self.store' risks causing data races": load() is no longer @concurrent. Written out
//en as nonisolated(nonsending), what a plain async function of a nonisolated type is in an Xcode 26 app target: it
//en runs on its caller's actor, so the store never leaves the main actor and nothing is sent. The class is not
//en Sendable, and it need not be.
//zh 「sending 'self.store' risks causing data races」的第一种改法：load() 不再是 @concurrent。这里明写成
//zh nonisolated(nonsending)，也就是 Xcode 26 的 App target 里 nonisolated 类型的普通 async 函数：它在调用方的
//zh actor 上运行，存储从不离开主 actor，也就没有东西被 send。这个类不是 Sendable 的，也不必是。
nonisolated final class ArticleStore {
  private(set) var titles: [String] = []
  var parseCost: Duration = .milliseconds(300)

  nonisolated(nonsending) func load() async throws {
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
