import SwiftUI

//zh 第 3 课的报道页。加载写在 .onAppear { Task { … } } 里：这个 Task 不属于任何视图。
//zh 练习和课上一样：用户在 0 ms 打开报道，200 ms 点了返回，300 ms 又打开同一篇（一个全新的页面）；
//zh 每个请求要 400 ms。结果第一个页面的请求没有被取消：它在 400 ms 得到回答，把报道写进已经离开的页面，
//zh 而且 300 ms 时两个请求同时在路上。
//zh StoryAPI 和推入这个页面的 StoryList 由练习提供。请保留 StoryPage、StoryPage() 和 StoryModel 的 story。
//en Lesson 3's story page. It loads in .onAppear { Task { … } }, a Task that belongs to no view.
//en As in the lesson, the user opens the story at 0 ms, goes back at 200 ms and opens it again at 300 ms (a new
//en page); each request takes 400 ms. The first page's request is never cancelled: it is answered at 400 ms and
//en writes the story into the page the user left, and at 300 ms two requests are out at once.
//en StoryAPI and the StoryList that pushes this page come with the exercise. Keep StoryPage, StoryPage() and
//en StoryModel's story.

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
    .onAppear {
      Task { await model.load() }
    }
  }
}
