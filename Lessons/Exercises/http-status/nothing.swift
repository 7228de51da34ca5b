import SwiftUI

//zh 第 9 课的文章页，加载和显示文章的代码都删掉了：只剩一个什么也不做的「重试」按钮。
//en Lesson 9's posts screen with the code that loads and shows the posts deleted: only a Retry button that does
//en nothing is left.

struct PostsView: View {
  var body: some View {
    Button("Retry") {}
  }
}
