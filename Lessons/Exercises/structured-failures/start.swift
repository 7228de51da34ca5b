import SwiftUI

//zh 第 22 课的仪表盘：出现时用 async let 同时请求资料（GET /profile，800 ms）和通知（GET /notifications）。
//zh 通知服务坏了：100 ms 就回答 500。可 try await (profile, notifications) 先等资料，
//zh 页面到 800 ms 才显示失败，资料请求也白白跑完。
//zh 改好它：通知一失败（100 ms）就显示失败，并取消还在路上的资料请求。
//zh DashboardAPI 由练习提供，和课上的一样。请保留 DashboardView 和 DashboardView()：练习要显示它。
//en Lesson 22's dashboard: when it appears it requests the profile (GET /profile, 800 ms) and the notifications
//en (GET /notifications) at once with async let. The notification service is broken and answers 500 after 100 ms,
//en yet try await (profile, notifications) waits for the profile first: the screen shows the failure only at
//en 800 ms, and the profile request runs to the end for nothing. Fix it: show the failure as soon as the
//en notifications fail (at 100 ms), and cancel the profile request that is still under way.
//en DashboardAPI comes with the exercise, as in the lesson. Keep DashboardView and DashboardView(): the exercise
//en shows it.

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
        let (loadedProfile, loadedNotifications) = try await (profile, notifications)
        self.notifications = loadedNotifications
        self.profile = loadedProfile
      } catch {
        failed = true
      }
    }
  }
}
