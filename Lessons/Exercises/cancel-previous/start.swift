import SwiftUI

//zh 第 10 课的小组成员页面。在分段选择器里选一个小组，select(_:) 就用 Task { } 去加载它的成员。
//zh 和课上一样，用户 0 ms 点 ios，150 ms 改点 android。服务器刚启动，第一个请求要 500 ms，之后每个 200 ms：
//zh android 的结果在 350 ms 到，ios 的在 500 ms 才到。旧的、慢的结果盖住了新的：选中的是 android，列表却是 ios 的人。
//zh 改好 select(_:)：保存正在跑的加载任务，开始新的加载前取消它；await 回来后检查是否已被取消，被取消就别写结果。
//zh DirectorySDK 由练习提供：请求一旦发出就一定会返回，取消了也一样。请保留 TeamMembersView 和 TeamMembersView()：
//zh 练习要显示它。
//en Lesson 10's team members screen. Picking a team in the segmented picker makes select(_:) load its members in
//en a Task { }. As in the lesson, the user taps ios at 0 ms, then android at 150 ms. The server is cold: the first
//en request takes 500 ms, later ones 200 ms, so android's answer arrives at 350 ms and ios's only at 500 ms. The
//en older, slower answer overwrites the newer one: the picker says android, the list shows ios people.
//en Fix select(_:): keep the running load's task and cancel it before starting a new one; after the await,
//en check whether it was cancelled, and if so do not write the result.
//en DirectorySDK comes with the exercise: once sent, a request always returns, cancelled or not.
//en Keep TeamMembersView and TeamMembersView(): the exercise shows it.

@Observable @MainActor
final class TeamModel {
  var team = ""
  var members: [String] = []
  let directory = DirectorySDK()

  func select(_ team: String) {
    self.team = team
    Task {
      members = await directory.members(of: team)
    }
  }
}

struct TeamMembersView: View {
  @State private var model = TeamModel()

  var body: some View {
    NavigationStack {
      List {
        Picker("Team", selection: Binding(get: { model.team }, set: { model.select($0) })) {
          ForEach(["ios", "android"], id: \.self) { team in
            Text(verbatim: team)
          }
        }
        .pickerStyle(.segmented)
        ForEach(model.members, id: \.self) { member in
          Text(verbatim: member)
        }
      }
      .navigationTitle("Team members")
    }
  }
}
