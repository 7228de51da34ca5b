import SwiftUI

//zh 第 1 课的信息流页面，加载和显示状态的代码都删掉了：只剩一个什么也不做的「重试」按钮。
//en Lesson 1's feed screen with the code that loads and shows its state deleted: only a Retry button that does
//en nothing is left.

struct FeedScreen: View {
  var body: some View {
    Button("Retry") {}
  }
}
