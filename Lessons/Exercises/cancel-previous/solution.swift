import SwiftUI

//zh 第 10 课的小组成员页面：新的加载取消旧的，旧请求回来时发现自己已被取消，就不写结果。
//en Lesson 10's team members screen: a new load cancels the previous one, and when the older request returns, it
//en sees it was cancelled and writes nothing.

@Observable @MainActor
final class TeamModel {
  var team = ""
  var members: [String] = []
  let directory = DirectorySDK()
  //zh 正在跑的加载：新的加载开始时取消它。
  //en The load that is running: a new load cancels it.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  func select(_ team: String) {
    self.team = team
    loadTask?.cancel()
    loadTask = Task {
      let members = await directory.members(of: team)
      //zh 取消只是请求：请求照样返回了。回来后看看这次加载还要不要。
      //en Cancelling only asks: the request returned anyway. Now see whether this load is still wanted.
      guard !Task.isCancelled else { return }
      self.members = members
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
