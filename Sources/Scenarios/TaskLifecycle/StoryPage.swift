import SwiftUI

//en The story page, loading with .task: the task belongs to the page. SwiftUI starts it when the page appears and
//en cancels it when the page disappears.
//zh 报道页，用 .task 加载：任务属于这个页面。页面出现时 SwiftUI 启动它，页面消失时取消它。
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
    .task { await model.load() }
  }
}
