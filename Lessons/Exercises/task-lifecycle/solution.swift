//zh 第 3 课的文章页面，加载用 .task：它跟着页面走，页面消失就被取消。
//en Lesson 3's article page, loading with .task: the load follows the page and is cancelled when it disappears.

@MainActor
final class ArticleModel {
  @Tracked("title") var title: String? = nil
  let server: ArticleServer

  init(server: ArticleServer) { self.server = server }

  func load() async {
    do {
      title = try await server.title()
    } catch {
      return
    }
  }
}

struct ArticleView: SimulatedView {
  let model: ArticleModel
  let loadingText: String

  var body: Screen {
    guard let title = model.title else { return .progress(loadingText) }
    return Screen(lines: ["📰 " + title])
  }
}

@MainActor
final class ArticlePage {
  let model: ArticleModel
  let host: ViewHost

  init(server: ArticleServer, loadingText: String) {
    let model = ArticleModel(server: server)
    self.model = model
    host = ViewHost(ArticleView(model: model, loadingText: loadingText))
    //zh .task 在页面出现时开始，页面消失时被取消：离开的页面不再请求，也不再被写入。
    //en .task starts when the page appears and is cancelled when it disappears: a page that is gone sends
    //en nothing more and is written to no more.
    host.task { await model.load() }
  }
}
