//zh 第 18 课的文章页模型，坑还在里面。页面打开时新建 ArticleModel 并调用 start()，关闭时放开它。
//zh start() 启动加载并把任务存进 loadTask；deinit 取消这个任务，本意是页面一关、模型一释放，加载就停。
//zh ArticleServer 是练习提供的：article() 要 1 秒；任务被取消时，请求就停下。
//zh 练习里用户打开文章，200 ms 后关闭；400 ms 时再打开，一直看着。
//zh 请保留 ArticleModel(server:)、start() 和 article：练习要用它们。
//en Lesson 18's article model, with its pitfall. When the page opens it makes an ArticleModel and calls start();
//en when it closes it lets go of the model. start() starts the load and keeps its task in loadTask; deinit cancels
//en that task, meaning to stop the load as soon as the page closes and the model is released.
//en ArticleServer comes with the exercise: article() takes 1 s, and a cancelled task stops its request.
//en In the exercise the user opens the article, closes it 200 ms later, opens it again at 400 ms and stays.
//en Keep ArticleModel(server:), start() and article: the exercise uses them.

@MainActor
final class ArticleModel {
  @Tracked("article") var article = "loading"
  let server: ArticleServer
  private var loadTask: Task<Void, Never>?

  init(server: ArticleServer) {
    self.server = server
  }

  func start() {
    //zh 任务只弱引用模型，await 之前也不把它变回强引用：页面放开模型时，deinit 就能运行并取消加载。
    //en The task holds the model only weakly, and does not make it strong again before the await: when the page lets
    //en go of the model, deinit can run and cancel the load.
    let server = self.server
    loadTask = Task { [weak self] in
      do {
        let text = try await server.article()
        self?.article = text
      } catch {
        self?.article = "failed"
      }
    }
  }

  deinit {
    loadTask?.cancel()
  }
}
