//zh 第 2 课的新闻页面，用普通的 LoadState：每次加载都先变成 .loading，把屏幕上的内容扔掉了。
//zh 练习里页面先加载一次（400 ms），用户在 1000 ms 和 2000 ms 各下拉刷新一次，第二次刷新失败。
//zh 于是刷新时列表闪成一个转圈，刷新失败后只剩一条错误，新闻全没了。
//zh 改好它：刷新进行中和刷新失败之后，旧的新闻都留在屏幕上（可以让 loading 和 failed 带上之前的内容）。
//zh NewsServer 和 NewsText 由练习提供。请保留 NewsModel(server:)、load()、NewsScreen(server:text:)、model 和 host。
//en Lesson 2's news screen, with a plain LoadState: every load starts with .loading, which throws away what the
//en screen shows. The screen loads once (400 ms), then the user pulls to refresh at 1000 ms and at 2000 ms, and
//en the second refresh fails. So the list flashes to a spinner on every refresh, and after the failed one only
//en an error is left. Fix it: while a refresh is out and after one failed, the headlines stay on screen (for
//en instance, let loading and failed carry what was shown before).
//en NewsServer and NewsText come with the exercise. Keep NewsModel(server:), load(), NewsScreen(server:text:),
//en model and host: the exercise uses them.

enum LoadState {
  case idle
  case loading
  case loaded([String])
  case failed(String)
}

@MainActor
final class NewsModel {
  @Tracked("state") var state: LoadState = .idle
  let server: NewsServer

  init(server: NewsServer) { self.server = server }

  func load() async {
    state = .loading
    do {
      state = .loaded(try await server.headlines())
    } catch {
      state = .failed("\(error)")
    }
  }
}

struct NewsView: SimulatedView {
  let model: NewsModel
  let text: NewsText

  var body: Screen {
    switch model.state {
    case .idle, .loading: .progress(text.loading)
    case .loaded(let rows): .list(rows)
    case .failed(let message): .failure(text.failed, message: message, button: text.retry)
    }
  }
}

@MainActor
final class NewsScreen {
  let model: NewsModel
  let host: ViewHost

  init(server: NewsServer, text: NewsText) {
    let model = NewsModel(server: server)
    self.model = model
    host = ViewHost(NewsView(model: model, text: text))
    host.task { await model.load() }
  }
}
