import SwiftUI

//zh 什么都没加载：页面一直转圈。
//en Nothing loaded: the screen spins for ever.

struct DashboardView: View {
  var body: some View {
    NavigationStack {
      List {
        ProgressView("Loading…")
      }
      .navigationTitle("Dashboard")
    }
  }
}
