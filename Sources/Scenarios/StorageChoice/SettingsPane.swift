import SwiftUI

//en The setting lives in UserDefaults under the key "showCompleted": the toggle writes it there.
//zh 这个设置放在 UserDefaults 的 "showCompleted" 键下：开关把值写到那里。
struct SettingsPane: View {
  @AppStorage("showCompleted") private var showCompleted = false

  var body: some View {
    VStack {
      Text("Settings")
      Toggle("Show completed", isOn: $showCompleted)
    }
  }
}
