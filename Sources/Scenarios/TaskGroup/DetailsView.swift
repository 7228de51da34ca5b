import SwiftUI

//en A details screen that fetches the details of several ids at once. How many ids there are is known only at run
//en time, so async let cannot be written out: a task group adds one child task per id. for try await hands the
//en results over in the order the children finish, so each child returns its id with its detail, and once all
//en have arrived the list is sorted by id.
//zh 一个详情页，同时拉取好几个 id 的详情。id 有几个要到运行时才知道，没法一个个写 async let：
//zh 任务组为每个 id 加一个子任务。for try await 按子任务完成的顺序交出结果，所以每个子任务把 id 和详情一起返回，
//zh 全部到齐以后按 id 排序。
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

  //en @concurrent: the group and its children run off the main actor, however the project is set up; only the
  //en finished list comes back to it.
  //zh @concurrent：不管工程怎么设置，任务组和它的子任务都不在主 actor 上运行，只有排好的列表回到主 actor。
  @concurrent private func loadAll() async throws -> [String] {
    try await withThrowingTaskGroup(of: (id: Int, detail: String).self) { group in
      for id in ids {
        group.addTask { (id, try await client.detail(id)) }
      }
      var arrived: [(id: Int, detail: String)] = []
      //en The order the children finish in, not the order of addTask.
      //zh 这是子任务完成的顺序，不是 addTask 的顺序。
      for try await result in group {
        arrived.append(result)
      }
      //en Sorted by id, not by text: as text "10" comes before "2".
      //zh 按 id 排，而不是按文字排：按文字排 "10" 会在 "2" 前面。
      return arrived.sorted { $0.id < $1.id }.map(\.detail)
    }
  }
}
