//zh 第 4 课的搜索页面，坑还在里面。每敲一个字母 query 就变一次；.task(id: query) 先取消正在跑的任务，再启动一个新任务。
//zh 练习会在 0 ms 输入 "s"，400 ms 输入 "sw"，500 ms 输入 "swift"。
//zh SearchServer 是练习提供的：search(_:) 回答 "s" 要 1000 ms，"sw" 要 800 ms，"swift" 要 200 ms；
//zh 请求一旦发出就一定会回答——发请求的任务被取消了它也不停。
//zh 请保留 SearchModel、SearchScreen(server:)、model 和 host 这些名字：练习要用它们。
//en Lesson 4's search screen, with its pitfall. Every letter typed changes query; .task(id: query) cancels the
//en running task, then starts a new one. The exercise types "s" at 0 ms, "sw" at 400 ms and "swift" at 500 ms.
//en SearchServer comes with the exercise: search(_:) answers "s" after 1000 ms, "sw" after 800 ms and "swift"
//en after 200 ms, and once sent a request always answers, even when the task that sent it was cancelled.
//en Keep the names SearchModel, SearchScreen(server:), model and host: the exercise uses them.

@MainActor
final class SearchModel {
  @Tracked("query") var query = ""
  @Tracked("results") var results: [String] = []
}

struct SearchView: SimulatedView {
  let model: SearchModel

  var body: Screen {
    let field = Screen(lines: ["🔍 " + model.query])
    return model.results.isEmpty ? field : field.above(.list(model.results))
  }
}

@MainActor
final class SearchScreen {
  let model = SearchModel()
  let host: ViewHost

  init(server: SearchServer) {
    let model = self.model
    host = ViewHost(SearchView(model: model))
    host.task(id: { model.query }) { query in
      //zh 等打字停一停（去抖）。又敲了字母时 sleep 抛出 CancellationError：安静地返回，不发请求。
      //en Wait for a pause in typing (a debounce). Another letter makes the sleep throw CancellationError:
      //en return quietly, without sending a request.
      do {
        try await Task.sleep(for: .milliseconds(300))
      } catch {
        return
      }
      let rows = await server.search(query)
      //zh 服务器总会回答；回答到的时候如果这个任务已被新的查询取消，结果就过时了，不要写。
      //en The server always answers; if a newer query cancelled this task meanwhile, the answer is stale.
      guard !Task.isCancelled else { return }
      model.results = rows
    }
  }
}
