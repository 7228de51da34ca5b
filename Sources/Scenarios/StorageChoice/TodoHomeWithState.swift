import SwiftUI

//en The same home, with panes that each keep the setting in their own @State.
//zh 同一个首页，只是两块各自用自己的 @State 保存这个设置。
struct TodoHomeWithState: View {
  var body: some View {
    VStack {
      SettingsPaneWithState()
      TodoListPaneWithState()
    }
  }
}
