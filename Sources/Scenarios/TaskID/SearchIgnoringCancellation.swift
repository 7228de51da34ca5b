import SwiftUI

//en The same search screen, written as if cancellation could not happen. try? swallows the CancellationError of the
//en debounce, so a cancelled task searches anyway; the search goes through a vendor's callback SDK, which cannot be
//en cancelled; and the results are written back whatever happened to the task meanwhile.
//zh 同一个搜索页，写得好像取消不会发生：try? 吞掉了去抖时的 CancellationError，被取消的任务照样去搜索；
//zh 搜索走的是第三方 SDK 的回调接口，取消不了；结果也不管任务这期间怎么了，照样写回界面。
struct SearchIgnoringCancellation: View {
  @State private var query = ""
  @State private var results: [String] = []
  var debounce: Duration = .milliseconds(300)
  let sdk: SearchSDK

  var body: some View {
    NavigationStack {
      List(results, id: \.self) { name in
        Text(name)
      }
      .navigationTitle("Packages")
      .searchable(text: $query, prompt: "Search packages")
      .task(id: query) {
        //en The text this task searches for: read now, since after the sleep query may hold newer text.
        //zh 这个任务要搜的文字：现在就读，因为睡醒之后 query 可能已经是更新的文字了。
        let text = query
        guard !text.isEmpty else {
          results = []
          return
        }
        //en ❌ try? swallows the CancellationError and carries on.
        //zh ❌ try? 吞掉了 CancellationError，接着往下跑。
        try? await Task.sleep(for: debounce)
        let names = await sdk.search(text)
        //en ❌ Written even when a newer query replaced this task.
        //zh ❌ 即使新的查询已经取代了这个任务，也照样写。
        results = names
      }
    }
  }
}
