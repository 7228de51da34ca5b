import SwiftUI

//zh 第 4 课的搜索页，坑还在里面。每敲一个字母 query 就变一次；.task(id: query) 先取消正在跑的任务，再启动一个新任务。
//zh 练习和课上一样，在 0、120、260 ms 输入 "s"、"sw"、"swift"。
//zh SearchSDK 是练习提供的第三方 SDK：search(_:) 回答 "s" 要 1000 ms，"sw" 要 800 ms，"swift" 要 200 ms；
//zh 请求一旦发出就一定会回答——发请求的任务被取消了它也不停。
//zh 请保留 PackageSearch 和 PackageSearch(sdk:)：练习要显示它。
//en Lesson 4's search screen, with its pitfall. Every letter typed changes query; .task(id: query) cancels the
//en running task, then starts a new one. As in the lesson, the exercise types "s", "sw" and "swift" at 0, 120 and
//en 260 ms. SearchSDK is a vendor's SDK that comes with the exercise: search(_:) answers "s" after 1000 ms, "sw"
//en after 800 ms and "swift" after 200 ms, and once sent a request always answers, even when the task that sent
//en it was cancelled. Keep PackageSearch and PackageSearch(sdk:): the exercise shows it.

struct PackageSearch: View {
  let sdk: SearchSDK
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
        //zh 这个任务要搜的文字：现在就读，因为睡醒之后 query 可能已经是更新的文字了。
        //en The text this task searches for: read now, since after the sleep query may hold newer text.
        let text = query
        guard !text.isEmpty else {
          results = []
          return
        }
        //zh 等打字停一停（去抖）。又敲了字母时 sleep 抛出 CancellationError：安静地返回，不发请求。
        //en Wait for a pause in typing (a debounce). Another letter makes the sleep throw CancellationError:
        //en return quietly, without sending a request.
        do {
          try await Task.sleep(for: .milliseconds(300))
        } catch {
          return
        }
        let names = await sdk.search(text)
        //zh SDK 总会回答；回答到的时候如果这个任务已被新的查询取消，结果就过时了，不要写。
        //en The SDK always answers; if a newer query cancelled this task meanwhile, the answer is stale.
        guard !Task.isCancelled else { return }
        results = names
      }
    }
  }
}
