//zh 第 10 课的团队成员页面：新的加载取消旧的，旧请求回来时发现自己已被取消，就不写结果。
//en Lesson 10's team members screen: a new load cancels the previous one, and when the older request returns, it
//en sees it was cancelled and writes nothing.

@MainActor
final class TeamModel {
  @Tracked("team") var team = ""
  @Tracked("members") var members: [String] = []
  let server: DirectoryServer
  //zh 正在跑的加载：新的加载开始时取消它。
  //en The load that is running: a new load cancels it.
  private var loadTask: Task<Void, Never>?

  init(server: DirectoryServer) { self.server = server }

  func select(_ team: String) {
    self.team = team
    loadTask?.cancel()
    loadTask = Task {
      let rows = await server.members(of: team)
      //zh 取消只是请求：请求照样返回了。回来后看看这次加载还要不要。
      //en Cancelling only asks: the request returned anyway. Now see whether this load is still wanted.
      guard !Task.isCancelled else { return }
      members = rows
    }
  }

  deinit { loadTask?.cancel() }
}

struct TeamView: SimulatedView {
  let model: TeamModel

  var body: Screen {
    Screen(lines: ["[" + model.team + "]"]).above(.list(model.members))
  }
}

@MainActor
final class TeamScreen {
  let model: TeamModel
  let host: ViewHost

  init(server: DirectoryServer) {
    model = TeamModel(server: server)
    host = ViewHost(TeamView(model: model))
  }
}
