import SwiftUI

//zh 第 22 课的仪表盘，用任务组：for try await 按完成的顺序交出结果和错误，通知在 100 ms 失败，错误立刻离开
//zh 任务组的闭包，任务组取消资料请求，等它结束后抛错，页面在 100 ms 显示失败。
//en Lesson 22's dashboard with a task group: for try await hands over results and errors in the order they finish,
//en so the notifications' failure at 100 ms leaves the group's body at once; the group cancels the profile request,
//en waits for it, and throws, and the screen shows the failure at 100 ms.

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
        try await withThrowingTaskGroup(of: DashboardPart.self) { group in
          group.addTask { .profile(try await DashboardAPI.profile()) }
          group.addTask { .notifications(try await DashboardAPI.notifications()) }
          //zh 谁先结束谁先交出来，错误也一样。
          //en Whichever finishes first is handed over first, errors included.
          for try await part in group {
            switch part {
            case .profile(let loaded): profile = loaded
            case .notifications(let loaded): notifications = loaded
            }
          }
        }
      } catch {
        failed = true
      }
    }
  }
}

//zh 任务组的子任务带回来的东西。
//en What a child of the group brings back.
enum DashboardPart: Sendable {
  case profile(DashboardAPI.Profile)
  case notifications([String])
}
