//zh 第 2 课的新闻页面，状态会记住屏幕上的内容：loading 和 failed 带着之前的新闻，刷新时列表一直都在。
//en Lesson 2's news screen, with a state that remembers what the screen shows: loading and failed carry the
//en previous headlines, so the list stays while refreshing and after a refresh failed.

enum Refreshable {
  case initial
  case loading(previous: [String]?)
  case loaded([String])
  case failed(String, previous: [String]?)

  //zh 不管现在在干什么，屏幕还能接着显示的内容。
  //en What the screen can keep showing, whatever is going on.
  var rows: [String]? {
    switch self {
    case .initial: nil
    case .loading(let previous), .failed(_, let previous): previous
    case .loaded(let rows): rows
    }
  }
}

@MainActor
final class NewsModel {
  @Tracked("state") var state: Refreshable = .initial
  let server: NewsServer

  init(server: NewsServer) { self.server = server }

  func load() async {
    state = .loading(previous: state.rows)
    do {
      state = .loaded(try await server.headlines())
    } catch {
      state = .failed("\(error)", previous: state.rows)
    }
  }
}

struct NewsView: SimulatedView {
  let model: NewsModel
  let text: NewsText

  var body: Screen {
    switch model.state {
    case .initial, .loading(previous: nil): .progress(text.loading)
    case .loading(previous: let rows?): .progress(text.refreshing).above(.list(rows))
    case .loaded(let rows): .list(rows)
    case .failed(let message, previous: nil): .failure(text.failed, message: message, button: text.retry)
    case .failed(let message, previous: let rows?):
      Screen(lines: ["⚠ " + text.refreshFailed + ": " + message]).above(.list(rows))
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
