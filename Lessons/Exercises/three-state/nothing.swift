//zh 第 1 课的信息流页面，用三个变量表示加载状态：isLoading、items、errorMessage。
//zh 它们能组合出 8 种情况，合法的只有 4 种。练习里第一次请求失败，用户在 1400 ms 点了“重试”，重试成功了——
//zh 可是 errorMessage 从来没被清空，界面一直显示旧的错误。
//zh 把这三个变量换成一个枚举：enum LoadState { case idle, loading, loaded([String]), failed(String) }，
//zh 模型里只留一个 @Tracked("state") var state: LoadState，视图的 body 用 switch 处理每一种情况。
//zh FeedServer 和 FeedText 由练习提供。请保留 FeedModel(server:)、load()、FeedScreen(server:text:)、model 和 host。
//en Lesson 1's feed screen, with its loading state in three variables: isLoading, items and errorMessage.
//en They combine in 8 ways, and only 4 of them make sense. In this exercise the first request fails, the user
//en taps Retry at 1400 ms and the retry succeeds, but nothing ever clears errorMessage: the old error stays.
//en Replace the three variables with one enum, enum LoadState { case idle, loading, loaded([String]), failed(String) },
//en keep a single @Tracked("state") var state: LoadState in the model, and switch over it in the view's body.
//en FeedServer and FeedText come with the exercise. Keep FeedModel(server:), load(), FeedScreen(server:text:),
//en model and host: the exercise uses them.

@MainActor
final class FeedModel {
  @Tracked("isLoading") var isLoading = false
  @Tracked("items") var items: [String]? = nil
  @Tracked("errorMessage") var errorMessage: String? = nil
  let server: FeedServer

  init(server: FeedServer) { self.server = server }

  func load() async {}
}

struct FeedView: SimulatedView {
  let model: FeedModel
  let text: FeedText

  var body: Screen {
    if let message = model.errorMessage { return .failure(text.failed, message: message, button: text.retry) }
    if model.isLoading { return .progress(text.loading) }
    guard let items = model.items, !items.isEmpty else { return .unavailable(text.empty) }
    return .list(items)
  }
}

@MainActor
final class FeedScreen {
  let model: FeedModel
  let host: ViewHost

  init(server: FeedServer, text: FeedText) {
    let model = FeedModel(server: server)
    self.model = model
    host = ViewHost(FeedView(model: model, text: text))
    host.task { await model.load() }
  }
}
