import SwiftUI

//zh 第 3 课的报道页，用 .task 加载：任务跟着页面走，页面消失就被取消，它的请求也随之停下。
//en Lesson 3's story page, loading with .task: the task follows the page and is cancelled when the page
//en disappears, and its request stops with it.

@Observable
@MainActor
final class StoryModel {
  var story: String?

  func load() async {
    do {
      story = try await StoryAPI.story()
    } catch {
      return
    }
  }
}

struct StoryPage: View {
  @State private var model = StoryModel()

  var body: some View {
    Group {
      if let story = model.story {
        Text(story)
      } else {
        ProgressView("Loading…")
      }
    }
    .navigationTitle("Story")
    //zh .task 在页面出现时开始，页面消失时被取消：离开的页面不再请求，也不再被写入。
    //en .task starts when the page appears and is cancelled when it disappears: a page that is gone sends
    //en nothing more and is written to no more.
    .task { await model.load() }
  }
}
