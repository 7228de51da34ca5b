import SwiftUI

//zh 第 1 课的信息流页面，用三个变量表示加载状态：isLoading、items、errorMessage。
//zh 它们能组合出 8 种情况，合法的只有 4 种。练习和课上一样：请求要 400 ms，第一次以
//zh URLError(.networkConnectionLost) 失败，用户在 1400 ms 点「重试」，重试在 1800 ms 成功——
//zh 可是 errorMessage 从来没被清空，界面一直显示旧的错误。
//zh FeedAPI 由练习提供。请保留 FeedScreen 和 FeedScreen()：练习要显示它。
//en Lesson 1's feed screen, with its loading state in three variables: isLoading, items and errorMessage.
//en They combine in 8 ways, and only 4 of them make sense. As in the lesson, the request takes 400 ms, the first
//en one fails with URLError(.networkConnectionLost), the user taps Retry at 1400 ms and the retry succeeds at
//en 1800 ms, but nothing ever clears errorMessage: the old error stays. FeedAPI comes with the exercise.
//en Keep FeedScreen and FeedScreen(): the exercise shows it.

struct FeedScreen: View {
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
  }
}
