import SwiftUI

//en The same details screen, listing the details in the order they arrive. The requests still go out together, but
//en the list takes the order the children finish in: it changes with the servers' times and, for children that
//en finish at the same instant, from run to run.
//zh 同一个详情页，按到达的顺序列出详情。请求仍然一起发出，但列表的顺序是子任务完成的顺序：
//zh 它随服务器的耗时而变；同一时刻完成的子任务，每次运行的顺序都可能不同。
struct DetailsInArrivalOrder: View {
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

  //en @concurrent: the group and its children run off the main actor, however the project is set up; only the
  //en finished list comes back to it.
  //zh @concurrent：不管工程怎么设置，任务组和它的子任务都不在主 actor 上运行，只有收齐的列表回到主 actor。
  @concurrent private func loadAll() async throws -> [String] {
    try await withThrowingTaskGroup(of: String.self) { group in
      for id in ids {
        group.addTask { try await client.detail(id) }
      }
      var details: [String] = []
      //en ❌ Appended in the order the children finish, and never sorted.
      //zh ❌ 按子任务完成的顺序追加，也没有排序。
      for try await detail in group {
        details.append(detail)
      }
      return details
    }
  }
}
