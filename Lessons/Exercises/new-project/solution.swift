import SwiftUI

//zh 第 20 课的新闻页：BriefingParser 写明 nonisolated，parse 写明 @concurrent，解析离开了主 actor，
//zh 「赞」在 150 ms 就有反应。
//en Lesson 20's briefing: BriefingParser says nonisolated and parse says @concurrent, so parsing leaves the main
//en actor and the Like responds at 150 ms.

//zh nonisolated：这个辅助类型不属于任何 actor（不写的话，这种项目里它是 @MainActor，decode 也在主 actor 上）。
//en nonisolated: this helper belongs to no actor (without it, this project makes it @MainActor, decode included).
nonisolated struct BriefingParser {
  var cost: Duration = .milliseconds(300)

  //zh @concurrent：在哪种项目里都先离开调用方的 actor，在全局并发执行器上解析。
  //en @concurrent: in every kind of project it leaves its caller's actor first and parses on the global concurrent
  //en executor.
  @concurrent func parse(_ data: Data) async throws -> [Headline] {
    print("parsing \(data.count) bytes")
    let headlines = try decode(data)
    print("parsed \(headlines.count) headlines")
    return headlines
  }

  private func decode(_ data: Data) throws -> [Headline] {
    Thread.sleep(forTimeInterval: cost / .seconds(1))
    return try JSONDecoder().decode([Headline].self, from: data)
  }
}

@Observable @MainActor
final class BriefingModel {
  private(set) var headlines: [Headline] = []
  private(set) var liked = false
  let parser = BriefingParser()

  func load() async {
    do {
      let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/feed")!)
      headlines = try await parser.parse(data)
    } catch {
      print("loading failed: \(error)")
    }
  }

  func like() {
    liked = true
  }
}
