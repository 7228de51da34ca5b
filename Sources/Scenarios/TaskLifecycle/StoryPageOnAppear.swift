import SwiftUI

//en The story page, loading from onAppear with Task { … }.
//zh 报道页，在 onAppear 里用 Task { … } 加载。
struct StoryPageOnAppear: View {
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
      //en ❌ This Task belongs to no view: nothing cancels it when the page disappears, and it keeps the model alive
      //en until it ends.
      //zh ❌ 这个 Task 不属于任何视图：页面消失时没有谁取消它，它结束之前模型也一直活着。
      Task { await model.load() }
    }
  }
}
