import SwiftUI

//en Turns the feed's JSON into headlines. In a new Xcode 26 app target every type that names no isolation is
//en @MainActor (Default Actor Isolation = MainActor); nonisolated says this helper belongs to no actor, so its
//en functions can run off the main actor. Without it, a @concurrent parse calling decode would be an error in Swift 6
//en mode ("main actor-isolated instance method 'decode' cannot be called from outside of the actor").
//zh 把新闻的 JSON 变成标题。在 Xcode 26 新建的 App target 里，没写隔离的类型都是 @MainActor 的
//zh （Default Actor Isolation = MainActor）；写上 nonisolated，这个辅助类型就不属于任何 actor，
//zh 它的函数才能离开主 actor 运行。不写的话，@concurrent 的 parse 调用 decode，Swift 6 模式下是错误
//zh （main actor-isolated instance method 'decode' cannot be called from outside of the actor）。
nonisolated struct BriefingParser {
  var cost: Duration = .milliseconds(300)

  //en A plain async function: where it runs is decided by the project's settings, not by this line.
  //zh 一个普通的 async 函数：它在哪里运行，由项目的设置决定，而不是由这一行决定。
  func parse(_ data: Data) async throws -> [Headline] {
    print("parsing \(data.count) bytes")
    let headlines = try decode(data)
    print("parsed \(headlines.count) headlines")
    return headlines
  }

  //en The work itself, synchronous: it holds the thread that runs it for cost (Thread.sleep stands for the
  //en decoding of a large feed).
  //zh 计算本身，是同步的：它占住运行它的线程 cost 这么久（Thread.sleep 代表解码一份很大的新闻）。
  private func decode(_ data: Data) throws -> [Headline] {
    Thread.sleep(forTimeInterval: cost / .seconds(1))
    return try JSONDecoder().decode([Headline].self, from: data)
  }
}
