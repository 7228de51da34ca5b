import SwiftUI

//zh 第 20 课的新闻页，在 Xcode 26 新建的 App target 里（默认 MainActor 隔离、Approachable Concurrency）。
//zh 新闻 100 ms 到，BriefingParser.parse 要解析 300 ms；150 ms 时用户点「赞」。在这种项目里，没写隔离的
//zh BriefingParser 是 @MainActor 的，parse 在主 actor 上解析，点「赞」要等到 400 ms 才有反应。
//zh 改好它：解析在主 actor 之外进行（trace 里「parsing 87 bytes」标着 [默认]），「赞」在 150 ms 就有反应，
//zh 新闻照样显示。Headline 和 BriefingScreen 由练习提供。请保留 BriefingParser、parse(_:) 和 BriefingModel。
//en Lesson 20's briefing, in a new Xcode 26 app target (MainActor default isolation, Approachable Concurrency).
//en The news arrives at 100 ms and BriefingParser.parse needs 300 ms to parse it; at 150 ms the user taps Like.
//en In this project BriefingParser, which names no isolation, is @MainActor, parse parses on the main actor, and
//en the Like responds only at 400 ms. Fix it: parse off the main actor ("parsing 87 bytes" tagged [default] in the
//en trace), so that the Like responds at 150 ms, and still show the news. Headline and BriefingScreen come with the
//en exercise. Keep BriefingParser, parse(_:) and BriefingModel.

struct BriefingParser {
  var cost: Duration = .milliseconds(300)

  func parse(_ data: Data) async throws -> [Headline] {
    []
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
