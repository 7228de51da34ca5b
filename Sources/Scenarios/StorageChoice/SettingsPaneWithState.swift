import SwiftUI

//en The toggle writes this view's own @State: no other view sees it, and it is gone when the app quits.
//zh 开关写的是这个视图自己的 @State：别的视图看不到它，App 一退出它就没了。
struct SettingsPaneWithState: View {
  @State private var showCompleted = false

  var body: some View {
    VStack {
      Text("Settings")
      Toggle("Show completed", isOn: $showCompleted)
    }
  }
}
