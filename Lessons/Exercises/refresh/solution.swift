import SwiftUI

//zh 第 2 课的新闻页，状态会记住屏幕上的内容：loading 和 failed 带着之前的头条。
//zh 所有带头条的状态共用同一个 List，刷新时它一直在屏幕上，刷新也就不会被取消；
//zh 刷新失败时，List 顶上多一行「刷新失败」。
//en Lesson 2's news screen, with a state that remembers what the screen shows: loading and failed carry the
//en previous headlines. Every state with headlines shares one List, which stays on screen while refreshing, so
//en the refresh is never cancelled; after a failed refresh the List gets a "Couldn't refresh" line at its top.

enum Refreshable<Value> {
  case initial
  case loading(previous: Value?)
  case loaded(Value)
  case failed(String, previous: Value?)

  //zh 不管现在在干什么，屏幕还能接着显示的内容。
  //en What the screen can keep showing, whatever is going on.
  var value: Value? {
    switch self {
    case .initial: nil
    case .loading(let previous), .failed(_, let previous): previous
    case .loaded(let value): value
    }
  }
}

@Observable
@MainActor
final class NewsModel {
  var state: Refreshable<[String]> = .initial

  func load() async {
    state = .loading(previous: state.value)
    do {
      state = .loaded(try await NewsAPI.headlines())
    } catch {
      state = .failed(String(localized: "Check your connection and try again."), previous: state.value)
    }
  }
}

struct NewsView: View {
  @State private var model = NewsModel()

  var body: some View {
    Group {
      switch model.state {
      case .initial, .loading(previous: nil):
        ProgressView("Loading…")
      case .loading(previous: let headlines?), .loaded(let headlines), .failed(_, previous: let headlines?):
        //zh 同一个 List：状态变化时它不会消失，它跑的刷新也就不会被取消。
        //en One List: it does not disappear when the state changes, so the refresh it runs is not cancelled.
        List {
          if case .failed(let message, _) = model.state {
            Label("Couldn't refresh", systemImage: "exclamationmark.triangle")
            Text(message)
          }
          ForEach(headlines, id: \.self) { headline in
            Text(headline)
          }
        }
      case .failed(let message, previous: nil):
        ContentUnavailableView {
          Label("Loading failed", systemImage: "exclamationmark.triangle")
        } description: {
          Text(message)
        } actions: {
          Button("Retry") {
            Task { await model.load() }
          }
        }
      }
    }
    .task { await model.load() }
    .refreshable { await model.load() }
  }
}
