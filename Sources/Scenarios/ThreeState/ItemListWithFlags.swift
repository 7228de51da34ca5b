import SwiftUI

//en The same list with its state in three variables. Three variables make eight combinations, and only four of them
//en mean something: loading and failed at once, or loaded and failed at once, can be written here, and nothing stops
//en them. body picks what to show by checking the variables in turn.
//zh 同一个列表，状态放在三个变量里。三个变量能组合出 8 种情况，有意义的只有 4 种：
//zh “既在加载又失败了”“既有数据又失败了”在这里都写得出来，也没有什么能阻止它们。body 依次检查这几个变量来决定显示什么。
struct ItemListWithFlags: View {
  @State private var isLoading = false
  @State private var items: [String]? = nil
  @State private var errorMessage: String? = nil

  var body: some View {
    Group {
      if let errorMessage {
        ContentUnavailableView {
          Label("Loading failed", systemImage: "exclamationmark.triangle")
        } description: {
          Text(errorMessage)
        } actions: {
          Button("Retry") {
            Task { await load() }
          }
        }
      } else if isLoading {
        ProgressView("Loading…")
      } else if let items, !items.isEmpty {
        List(items, id: \.self) { title in
          Text(title)
        }
      } else {
        ContentUnavailableView("Nothing here yet", systemImage: "tray")
      }
    }
    .task { await load() }
  }

  func load() async {
    isLoading = true
    do {
      items = try await FeedAPI.items()
    } catch {
      errorMessage = String(localized: "Check your connection and try again.")
    }
    isLoading = false
    //en ❌ Nothing clears errorMessage: after a failure, a successful retry leaves the old error beside the new items.
    //zh ❌ 没有任何代码清空 errorMessage：失败之后重试成功，旧的错误还和新数据待在一起。
  }
}
