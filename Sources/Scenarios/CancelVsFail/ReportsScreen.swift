import SwiftUI

//en The app's two tabs. TabView keeps both tabs' views alive while the user switches: leaving Reports for Settings
//en makes the Reports tab disappear (SwiftUI cancels its .task), coming back makes it appear again (a new .task
//en starts). The model stays the same all along, so whatever the cancelled load wrote into it is what the tab
//en shows on return.
//zh App 的两个标签页。用户切换时，TabView 让两个标签页的视图都留着：从「报表」切到「设置」，报表页消失
//zh （SwiftUI 取消它的 .task）；切回来，它再出现（启动一个新的 .task）。模型自始至终是同一个，
//zh 所以被取消的加载往里写了什么，回来时标签页就显示什么。
struct ReportsScreen: View {
  let model: any ReportLoading

  var body: some View {
    TabView {
      Tab("Reports", systemImage: "chart.bar") {
        ReportsTab(model: model)
      }
      Tab("Settings", systemImage: "gear") {
        Text("Nothing to set yet")
      }
    }
  }
}
