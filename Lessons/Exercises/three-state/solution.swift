//zh 第 1 课的信息流页面，加载状态是一个枚举：任何时刻只处于一种状态，非法的组合根本写不出来。
//zh 重试时 state 变成 .loading，旧的错误随之消失；成功时变成 .loaded。
//en Lesson 1's feed screen, with its loading state as one enum: it is always in exactly one state, and the
//en combinations that make no sense cannot even be written. A retry sets .loading, which replaces the old
//en error; success sets .loaded.

enum LoadState {
  case idle
  case loading
  case loaded([String])
  case failed(String)
}

@MainActor
final class FeedModel {
  @Tracked("state") var state: LoadState = .idle
  let server: FeedServer

  init(server: FeedServer) { self.server = server }

  func load() async {
    state = .loading
    do {
      state = .loaded(try await server.rows())
    } catch {
      state = .failed("\(error)")
    }
  }
}

struct FeedView: SimulatedView {
  let model: FeedModel
  let text: FeedText

  var body: Screen {
    //zh switch 必须穷尽所有情况：漏掉一种，编译器就报错。
    //en A switch must cover every case: leave one out and the compiler says so.
    switch model.state {
    case .idle, .loading: .progress(text.loading)
    case .loaded(let rows) where rows.isEmpty: .unavailable(text.empty)
    case .loaded(let rows): .list(rows)
    case .failed(let message): .failure(text.failed, message: message, button: text.retry)
    }
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
