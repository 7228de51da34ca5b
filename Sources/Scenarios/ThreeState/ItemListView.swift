import SwiftUI

//en A list that loads its items when it appears. Its state is one enum: at every moment the screen is in exactly one
//en of four states, and the switch in body must handle each of them, or the code does not compile.
//zh 一个出现时加载条目的列表。它的状态是一个枚举：任何时刻界面都恰好处于四种状态之一，
//zh body 里的 switch 必须处理每一种，否则编译不过。
struct ItemListView: View {
  enum LoadState {
    //en Nothing requested yet.
    //zh 还没开始请求。
    case idle
    //en A request is on its way.
    //zh 请求正在路上。
    case loading
    //en The items arrived (perhaps none).
    //zh 条目到了（也可能一条都没有）。
    case loaded([String])
    //en The request failed; the message is for the user.
    //zh 请求失败了；消息是给用户看的。
    case failed(String)
  }

  @State private var state: LoadState = .idle

  var body: some View {
    Group {
      switch state {
      case .idle, .loading:
        ProgressView("Loading…")
      case .loaded(let items) where items.isEmpty:
        ContentUnavailableView("Nothing here yet", systemImage: "tray")
      case .loaded(let items):
        List(items, id: \.self) { title in
          Text(title)
        }
      case .failed(let message):
        ContentUnavailableView {
          Label("Loading failed", systemImage: "exclamationmark.triangle")
        } description: {
          Text(message)
        } actions: {
          Button("Retry") {
            Task { await load() }
          }
        }
      }
    }
    .task { await load() }
  }

  func load() async {
    state = .loading
    do {
      state = .loaded(try await FeedAPI.items())
    } catch {
      //en The request's error is in the trace; the user gets a sentence they can act on.
      //zh 请求的错误记在 trace 里；给用户的是一句能照着做的话。
      state = .failed(String(localized: "Check your connection and try again."))
    }
  }
}
