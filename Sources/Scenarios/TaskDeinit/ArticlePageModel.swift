import SwiftUI

//en ❌ The closure of Task { await self.load() } uses self, so it holds the model strongly until the task ends:
//en after the page lets go, the model lives on through the whole load, and deinit comes only after it.
//zh ❌ Task { await self.load() } 的闭包用到了 self，就强引用着模型，直到任务结束：页面放开模型之后，
//zh 它还要活过整个加载，deinit 要等加载完才来。
@Observable
@MainActor
final class ArticlePageModel: ArticlePageLoading {
  var article: ArticlePageState = .loading
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  func start() {
    loadTask = Task {
      await self.load()
    }
  }

  func load() async {
    do {
      article = .loaded(try await NewsService.article())
    } catch {
      article = .failed
    }
  }

  deinit {
    print("ArticlePageModel deinit")
    loadTask?.cancel()
  }
}
