import SwiftUI

//en The dashboard: the profile and the notifications, loaded together with async let and awaited together.
//en A tuple is evaluated left to right, so try await (profile, notifications) first waits for the profile, and only
//en then looks at the notifications, even when they failed long before.
//zh 仪表盘：资料和通知用 async let 一起加载、一起等待。元组从左往右求值，所以 try await (profile, notifications)
//zh 先等资料，然后才看通知，哪怕通知早就失败了。
struct DashboardView: View {
  @State private var profile: DashboardAPI.Profile?
  @State private var notifications: [String] = []
  @State private var failed = false

  var body: some View {
    NavigationStack {
      List {
        if failed {
          Label("Couldn't load the dashboard", systemImage: "exclamationmark.triangle")
        } else if let profile {
          Text("Hello, \(profile.name)")
          ForEach(notifications, id: \.self) { notification in
            Text(notification)
          }
        } else {
          ProgressView("Loading…")
        }
      }
      .navigationTitle("Dashboard")
    }
    .task {
      do {
        async let profile = DashboardAPI.profile()
        async let notifications = DashboardAPI.notifications()
        //en ❌ Waits for the profile first; a failure of the notifications surfaces only after it.
        //zh ❌ 先等资料；通知的失败要等资料回来以后才浮出来。
        let (loadedProfile, loadedNotifications) = try await (profile, notifications)
        self.notifications = loadedNotifications
        self.profile = loadedProfile
      } catch {
        failed = true
      }
    }
  }
}
