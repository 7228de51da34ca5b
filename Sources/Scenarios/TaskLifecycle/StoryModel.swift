import SwiftUI

//en One visit's story: a new page makes a new model, which starts with nothing.
//zh 一次打开的报道：新页面新建一个模型，一开始什么都没有。
@Observable
@MainActor
final class StoryModel {
  var story: String?

  func load() async {
    do {
      story = try await StoryAPI.story()
    } catch {
      //en Cancelled, or the request failed: the page keeps its spinner.
      //zh 被取消了，或者请求失败：页面继续转圈。
      return
    }
  }
}
