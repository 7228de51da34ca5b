import SwiftUI

//zh 第 6 课的详情页：用任务组同时拉取 id 1…4 的详情，这一点是对的，整个加载只要最慢的那个的时间（80 ms）。
//zh 可是 for try await 按“完成”的顺序交出结果，不是 addTask 的顺序：列表变成了 📄 2、📄 4、📄 3、📄 1。
//zh 改好 loadAll()，让列表按 id 排好（📄 1、📄 2、📄 3、📄 4），同时保持所有请求一起发出（80 ms 完成）。
//zh DetailLoading 和假服务器由练习提供，和课上一样：id 1…4 分别要 80、20、60、40 ms。
//zh 请保留 DetailsView 和 DetailsView(ids:client:)。
//en Lesson 6's details screen fetches the details of ids 1…4 in a task group, all at once, which is right: the
//en whole load takes as long as the slowest request (80 ms). But for try await hands the results over in the order
//en they finish, not the order of addTask, so the list reads 📄 2, 📄 4, 📄 3, 📄 1. Fix loadAll() so the list is in
//en id order (📄 1, 📄 2, 📄 3, 📄 4) while every request still goes out together (done at 80 ms).
//en DetailLoading and the fake server come with the exercise, as in the lesson: ids 1…4 take 80, 20, 60 and 40 ms.
//en Keep DetailsView and DetailsView(ids:client:): the exercise shows it.

struct DetailsView: View {
  let ids: [Int]
  let client: any DetailLoading
  @State private var details: [String] = []
  @State private var failed = false

  var body: some View {
    NavigationStack {
      List {
        if failed {
          Text("Couldn't load the details")
        } else if details.isEmpty {
          ProgressView("Loading details…")
        }
        ForEach(details, id: \.self) { detail in
          Text(detail)
        }
      }
      .navigationTitle("Details")
    }
    .task {
      do {
        details = try await loadAll()
      } catch {
        failed = true
      }
    }
  }

  @concurrent private func loadAll() async throws -> [String] {
    try await withThrowingTaskGroup(of: String.self) { group in
      for id in ids {
        group.addTask { try await client.detail(id) }
      }
      var details: [String] = []
      for try await detail in group {
        details.append(detail)
      }
      return details
    }
  }
}
