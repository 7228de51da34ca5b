import SwiftUI

//zh 第 2 课的新闻页，状态是普通的 LoadState：每次加载都先变成 .loading，不带数据。
//zh 练习和课上一样：头条的请求要 400 ms，用户在 1400 ms 下拉刷新，刷新的请求在 1800 ms 以
//zh URLError(.networkConnectionLost) 失败。可是 .loading 让 body 把 List 换成了 ProgressView，
//zh List 一消失，SwiftUI 就取消了它正在跑的刷新：请求被取消，头条没了，只剩「加载失败」。
//zh NewsAPI 由练习提供。请保留 NewsView 和 NewsView()：练习要显示它。
//en Lesson 2's news screen, with a plain LoadState: every load starts with .loading, which carries no data.
//en As in the lesson, the headlines take 400 ms, the user pulls to refresh at 1400 ms, and the refresh's request
//en fails at 1800 ms with URLError(.networkConnectionLost). But .loading makes body swap the List for a
//en ProgressView, and with the List gone SwiftUI cancels the refresh it was running: the request is cancelled,
//en the headlines are gone, and only Loading failed is left. NewsAPI comes with the exercise.
//en Keep NewsView and NewsView(): the exercise shows it.

@Observable
@MainActor
final class NewsModel {
  enum LoadState {
    case idle
    case loading
    case loaded([String])
    case failed(String)
  }

  var state: LoadState = .idle

  func load() async {
    state = .loading
    do {
      state = .loaded(try await NewsAPI.headlines())
    } catch {
      state = .failed(String(localized: "Check your connection and try again."))
    }
  }
}

struct NewsView: View {
  @State private var model = NewsModel()

  var body: some View {
    Group {
      switch model.state {
      case .idle, .loading:
        ProgressView("Loading…")
      case .loaded(let headlines):
        List(headlines, id: \.self) { headline in
          Text(headline)
        }
      case .failed(let message):
        ContentUnavailableView {
          Label("Loading failed", systemImage: "exclamationmark.triangle")
        } description: {
          Text(message)
        } actions: {
          Button("Retry") {
            Task { await model.load() }
          }
        }
      }
    }
    .task { await model.load() }
    .refreshable { await model.load() }
  }
}
