//zh 第 10 课的团队成员页面。选一个团队，select(_:) 就开一个 Task 去加载成员。
//zh 练习里用户先选 ios（0 ms），150 ms 时改选 android。服务器刚启动，第一个请求要 500 ms，之后每个 200 ms：
//zh android 的结果在 350 ms 到，ios 的在 500 ms 才到——旧的、慢的结果盖住了新的：选的是 android，列表却是 ios 的人。
//zh 改好 select(_:)：保存正在跑的加载任务，开始新的加载前取消它；await 回来后检查是否已被取消，被取消就别写结果。
//zh DirectoryServer 由练习提供：请求一旦发出就一定会返回，取消了也一样。请保留 TeamModel(server:)、select(_:)、
//zh TeamScreen(server:)、model 和 host。
//en Lesson 10's team members screen. Picking a team makes select(_:) start a Task that loads its members.
//en The user picks ios at 0 ms, then android at 150 ms. The server is cold: the first request takes 500 ms, later
//en ones 200 ms, so android's answer arrives at 350 ms and ios's only at 500 ms. The older, slower answer
//en overwrites the newer one: the picker says android, the list shows ios people.
//en Fix select(_:): keep the running load's task and cancel it before starting a new one; after the await,
//en check whether it was cancelled, and if so do not write the result.
//en DirectoryServer comes with the exercise: once sent, a request always returns, cancelled or not.
//en Keep TeamModel(server:), select(_:), TeamScreen(server:), model and host: the exercise uses them.

@MainActor
final class TeamModel {
  @Tracked("team") var team = ""
  @Tracked("members") var members: [String] = []
  let server: DirectoryServer

  init(server: DirectoryServer) { self.server = server }

  func select(_ team: String) {
    self.team = team
    _ = server
  }
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
