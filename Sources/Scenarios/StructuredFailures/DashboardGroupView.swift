import SwiftUI

//en The same dashboard with a task group. for try await hands over results, and errors, in the order the children
//en finish: the first failure leaves the group's body, and the group then cancels the children still running and
//en waits for them before it rethrows.
//zh 同一个仪表盘，改用任务组。for try await 按子任务完成的顺序交出结果和错误：第一个失败一离开任务组的闭包，
//zh 任务组就取消还在运行的子任务，等它们结束后再把错误抛出来。
struct DashboardGroupView: View {
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

//en What a child of the group brings back.
//zh 任务组的子任务带回来的东西。
enum DashboardPart: Sendable {
  case profile(DashboardAPI.Profile)
  case notifications([String])
}
