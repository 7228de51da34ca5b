import SwiftUI

//zh 第 18 课的文章页模型，坑还在里面。ReadingList 点开文章时，navigationDestination 为这次打开新建一个 ArticlePageModel，
//zh ArticlePage 用 @State 持有它，.onAppear 里调用 start()；返回时页面被弹出，它的 @State 连同对模型的引用一起被丢掉。
//zh start() 启动加载并把任务存进 loadTask；deinit 取消这个任务，本意是页面一关、模型一释放，加载就停。
//zh NewsService 是练习提供的：article() 要 1 秒；任务被取消时，URLSession 就停下请求。
//zh 和第 18 课一样，用户在 0 ms 点开文章，200 ms 返回；练习里 400 ms 再点开一次，一直看着。
//zh 请保留 ArticlePageModel()、start() 和 article：练习的页面要用它们。
//en Lesson 18's article model, with its pitfall. When ReadingList opens the article, navigationDestination makes an
//en ArticlePageModel for that visit, ArticlePage holds it in @State and calls start() in .onAppear; going back pops
//en the page, and its @State goes, with its reference to the model. start() starts the load and keeps its task in
//en loadTask; deinit cancels that task, meaning to stop the load as soon as the page closes and the model is
//en released. NewsService comes with the exercise: article() takes 1 s, and URLSession stops the request of a
//en cancelled task. As in lesson 18, the user opens the article at 0 ms and goes back at 200 ms; in the exercise
//en they open it again at 400 ms and stay. Keep ArticlePageModel(), start() and article: the exercise's page uses them.

@Observable
@MainActor
final class ArticlePageModel {
  var article: ArticlePageState = .loading
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  func start() {
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
