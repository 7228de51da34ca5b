import SwiftUI

//zh 第 8 课的报表 App，加载和显示报表的代码都删掉了：只剩两个标签页。
//en Lesson 8's reports app with the code that loads and shows the report deleted: only the two tabs are left.

struct ReportsScreen: View {
  var body: some View {
    TabView {
      Tab("Reports", systemImage: "chart.bar") {
        ProgressView("Loading…")
      }
      Tab("Settings", systemImage: "gear") {
        Text("Nothing to set yet")
      }
    }
  }
}
