import SwiftUI

//en The app's home: the settings pane above the list. Each pane reads the "show completed" setting itself.
//zh App 的首页：上面是设置，下面是列表。两块各自读「显示已完成」这个设置。
struct TodoHome: View {
  var body: some View {
    VStack {
      SettingsPane()
      TodoListPane()
    }
  }
}
