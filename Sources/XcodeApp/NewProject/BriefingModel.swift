import SwiftUI

//en The feed's state. @MainActor is written out: in an Xcode 26 app target it is the default and changes nothing;
//en in a Swift package, where types are nonisolated unless they say otherwise, it is what keeps the model on the
//en main actor with its view.
//zh 新闻页的状态。@MainActor 是明写的：在 Xcode 26 的 App target 里它本来就是默认，写不写都一样；
//zh 在 Swift 包里，类型不写就是 nonisolated，靠它才让模型和视图一起待在主 actor 上。
@Observable @MainActor
final class BriefingModel {
  private(set) var headlines: [Headline] = []
  private(set) var liked = false
  let parser: BriefingParser

  init(parser: BriefingParser = BriefingParser()) {
    self.parser = parser
  }

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
