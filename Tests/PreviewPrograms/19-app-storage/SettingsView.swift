// @AppStorage: the setting lives in UserDefaults (in the run's container), not in the view. Tapping "Dark mode" at
// 100 ms flips it and the screen; the view's @State copy of it, read at appear, does not follow (it says "was off
// at launch" to the end) — state is the view's, storage the app's.
import SwiftUI

struct SettingsView: View {
  @AppStorage("darkMode") private var darkMode = false
  @State private var atLaunch = ""

  var body: some View {
    VStack {
      Text(darkMode ? "Dark mode: on" : "Dark mode: off")
      Text("was \(atLaunch) at launch")
      Button("Dark mode") { darkMode.toggle() }
    }
    .onAppear { atLaunch = darkMode ? "on" : "off" }
  }
}
