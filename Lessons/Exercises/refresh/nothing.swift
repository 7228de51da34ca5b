import SwiftUI

//zh 第 2 课的新闻页，加载和显示头条的代码都删掉了：只剩一个空的、什么也不做的可刷新列表。
//en Lesson 2's news screen with the code that loads and shows the headlines deleted: only an empty refreshable
//en list that does nothing is left.

struct NewsView: View {
  var body: some View {
    List {
    }
    .refreshable {}
  }
}
