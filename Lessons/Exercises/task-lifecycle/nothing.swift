import SwiftUI

//zh 第 3 课的报道页，加载报道的代码都删掉了：只剩一个一直在转圈的页面。
//en Lesson 3's story page with the code that loads the story deleted: only a page that spins forever is left.

struct StoryPage: View {
  var body: some View {
    ProgressView("Loading…")
      .navigationTitle("Story")
  }
}
