import SwiftUI

//en ❌ [weak self], but guard let self at the top makes the reference strong again, in a local constant that lives
//en until load() returns: the model lives through the whole load, as if there were no [weak self].
//zh ❌ 写了 [weak self]，可开头的 guard let self 又把它变回了强引用，存在一个活到 load() 返回的局部常量里：
//zh 模型照样活过整个加载，和没写 [weak self] 一样。
@Observable
@MainActor
final class GuardedArticlePageModel: ArticlePageLoading {
  var article: ArticlePageState = .loading
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  func start() {
    loadTask = Task { [weak self] in
      guard let self else { return }
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
    print("GuardedArticlePageModel deinit")
    loadTask?.cancel()
  }
}
