import SwiftUI

//en The home screen: the profile and the recommendations, started together with async let. A guest gets no
//en recommendations, so loadHome() returns without awaiting them. At the end of its scope an async let that was
//en never awaited is cancelled, then awaited: URLSession stops that request at once.
//zh 首页：资料和推荐用 async let 一起开始。访客没有推荐，所以 loadHome() 不等推荐就返回了。
//zh 作用域结束时，没被 await 过的 async let 先被取消、再被等待：URLSession 立刻停下那个请求。
struct HomeView: View {
  @State private var home: HomeContent?
  @State private var failed = false

  var body: some View {
    NavigationStack {
      List {
        if let home {
          Text("Hello, \(home.name)")
          ForEach(home.recommendations, id: \.self) { recommendation in
            Text(recommendation)
          }
        } else if failed {
          Label("Couldn't load the home screen", systemImage: "exclamationmark.triangle")
        } else {
          ProgressView("Loading…")
        }
      }
      .navigationTitle("Home")
    }
    .task {
      do {
        home = try await loadHome()
      } catch {
        failed = true
      }
    }
  }

  private func loadHome() async throws -> HomeContent {
    async let profile = DashboardAPI.profile()
    async let recommendations = DashboardAPI.recommendations()
    let loaded = try await profile
    if loaded.isGuest {
      //en recommendations is never awaited on this path.
      //zh 这条路上从没 await 过 recommendations。
      return HomeContent(name: loaded.name, recommendations: [])
    }
    return HomeContent(name: loaded.name, recommendations: try await recommendations)
  }
}

//en What the home screen shows.
//zh 首页显示的内容。
struct HomeContent {
  let name: String
  let recommendations: [String]
}
