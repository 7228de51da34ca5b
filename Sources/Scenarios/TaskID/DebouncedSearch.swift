import SwiftUI

//en A search screen with a debounce. Every letter typed changes query, and .task(id: query) cancels the running
//en task and starts a new one. Each task first sleeps: a letter typed meanwhile cancels it, Task.sleep throws
//en CancellationError, and the task returns quietly, so only a pause in typing reaches the server.
//zh 带去抖的搜索页。每敲一个字母 query 就变一次，.task(id: query) 取消正在运行的任务、启动一个新任务。
//zh 每个任务先睡一会儿：这期间又敲了字母，它就被取消，Task.sleep 抛出 CancellationError，任务安静地返回；
//zh 所以只有打字停顿下来，才会去请求服务器。
struct DebouncedSearch: View {
  @State private var query = ""
  @State private var results: [String] = []
  //en How long typing must pause before a search.
  //zh 打字要停多久才搜索。
  var debounce: Duration = .milliseconds(300)

  var body: some View {
    NavigationStack {
      List(results, id: \.self) { name in
        Text(name)
      }
      .navigationTitle("Packages")
      .searchable(text: $query, prompt: "Search packages")
      .task(id: query) {
        guard !query.isEmpty else {
          //en An emptied field goes back to idle: no search at all.
          //zh 输入框清空了：回到空闲状态，不去搜索。
          results = []
          return
        }
        do {
          //en Wait for a pause in typing.
          //zh 等打字停一停。
          try await Task.sleep(for: debounce)
        } catch {
          //en A newer query cancelled us: give up quietly.
          //zh 新的查询取消了我们：安静地放弃。
          return
        }
        do {
          results = try await PackageIndex.search(query)
        } catch {
          //en Cancelled mid-request (URLSession throws URLError(.cancelled)): leave the screen as it is.
          //zh 请求途中被取消（URLSession 抛出 URLError(.cancelled)）：界面保持原样。
          return
        }
      }
    }
  }
}
