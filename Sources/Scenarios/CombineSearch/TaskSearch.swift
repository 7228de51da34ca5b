import SwiftUI

//en The same search without Combine: .task(id: query) starts a task for every query and cancels the one
//en before. The task sleeps 300 ms first, so only a pause in typing reaches the server; a query typed while
//en the request is in flight cancels that task too, and URLSession stops its request.
//zh 不用 Combine 的同一个搜索：.task(id: query) 为每个查询启动一个任务，并取消前一个。
//zh 任务先睡 300 毫秒，所以只有打字停顿才会请求服务器；请求途中又输入了查询，这个任务也会被取消，
//zh URLSession 随之停下它的请求。
struct TaskSearch: View {
  @State private var query = ""
  @State private var results: [String] = []

  var body: some View {
    NavigationStack {
      List(results, id: \.self) { name in
        Text(name)
      }
      .navigationTitle("Packages")
      .searchable(text: $query, prompt: "Search packages")
      .task(id: query) {
        guard !query.isEmpty else { return }
        do {
          try await Task.sleep(for: .milliseconds(300))
          results = try await PackageCatalog.search(query)
        } catch {
          //en Cancelled while sleeping (CancellationError) or mid-request (URLError(.cancelled)): a newer
          //en query has its own task, so leave the screen as it is.
          //zh 睡眠中被取消（CancellationError）或请求途中被取消（URLError(.cancelled)）：新的查询有自己的任务，
          //zh 界面保持原样。
          return
        }
      }
    }
  }
}
