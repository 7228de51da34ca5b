//zh 第 3 课的文章页面。加载写在 onAppear { Task { … } } 里：这个 Task 不属于任何视图。
//zh 练习里用户打开文章，200 ms 时点了返回，300 ms 时又打开同一篇文章（一个全新的页面）。
//zh 结果第一个页面的请求没有被取消：它继续跑，把标题写进已经离开的页面，而且两个请求同时在路上。
//zh 改好它：页面消失时它的加载要被取消，和 SwiftUI 的 .task 一样（ViewHost 有 .task）。
//zh ArticleServer 由练习提供：它给请求编号、打印正在处理几个，400 ms 后回答；任务被取消时请求立刻抛错结束。
//zh 请保留 ArticlePage(server:loadingText:)、model 和 host。
//en Lesson 3's article page. It loads in onAppear { Task { … } }, a Task that belongs to no view.
//en The user opens the article, goes back at 200 ms, and opens the same article again at 300 ms (a new page).
//en The first page's request is never cancelled: it keeps running, writes its title into the page the user
//en left, and two requests are out at the same time. Fix it: when a page disappears its load must be
//en cancelled, as SwiftUI's .task does (ViewHost has .task).
//en ArticleServer comes with the exercise: it numbers requests, prints how many are in flight and answers after
//en 400 ms; a request whose task is cancelled stops at once with an error.
//en Keep ArticlePage(server:loadingText:), model and host: the exercise uses them.

@MainActor
final class ArticleModel {
  @Tracked("title") var title: String? = nil
  let server: ArticleServer

  init(server: ArticleServer) { self.server = server }

  func load() async {}
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
    host.onAppear {
      Task { await model.load() }
    }
  }
}
