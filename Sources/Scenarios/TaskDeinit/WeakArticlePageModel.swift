import SwiftUI

//en [weak self], and self is not touched before the await: nothing but the page holds the model during the load.
//en When the page lets go, deinit runs at once and cancels the load; self? after the await does nothing once the
//en model is gone.
//zh [weak self]，而且 await 之前不碰 self：加载期间只有页面持有模型。页面一放开，deinit 立刻运行并取消加载；
//zh 模型不在了，await 之后的 self? 什么也不做。
@Observable
@MainActor
final class WeakArticlePageModel: ArticlePageLoading {
  var article: ArticlePageState = .loading
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  func start() {
    loadTask = Task { [weak self] in
      do {
        let text = try await NewsService.article()
        self?.article = .loaded(text)
      } catch {
        self?.article = .failed
      }
    }
  }

  deinit {
    print("WeakArticlePageModel deinit")
    loadTask?.cancel()
  }
}
