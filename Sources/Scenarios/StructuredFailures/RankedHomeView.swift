import SwiftUI

//en The home screen with recommendations ranked on the device instead of fetched. loadHome() still returns early
//en for a guest, but the ranking it leaves behind never checks for cancellation, and a function does not return
//en before its async let children have finished.
//zh 首页的推荐改在设备上排序，不再向服务器要。访客时 loadHome() 仍然提前返回，可它丢下的排序从不检查取消，
//zh 而一个函数要等它的 async let 子任务都结束了才能返回。
struct RankedHomeView: View {
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
    async let ranking = RecommendationRanker().rank()
    let loaded = try await profile
    if loaded.isGuest {
      //en ❌ Returns here, yet the function ends only when the ranking has: it is cancelled, then awaited.
      //zh ❌ 在这里返回，可函数要等排序结束才真正结束：排序先被取消，再被等待。
      return HomeContent(name: loaded.name, recommendations: [])
    }
    return HomeContent(name: loaded.name, recommendations: await ranking)
  }
}
