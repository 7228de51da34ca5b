import SwiftUI

//en The news screen on a Refreshable state. While a refresh is out the state still holds the headlines, so the same
//en List stays on screen, with the refresh spinner at its top.
//zh 用 Refreshable 状态的新闻页。刷新期间状态里还有新闻，同一个 List 一直留在屏幕上，顶上是刷新的转圈。
struct RefreshableNewsView: View {
  @State private var model = RefreshableNewsModel()

  var body: some View {
    Group {
      switch model.state {
      case .initial, .loading(previous: nil):
        ProgressView("Loading…")
      case .loading(previous: let headlines?), .loaded(let headlines), .failed(_, previous: let headlines?):
        //en One List for every state that has headlines: it stays the same view, so the refresh it runs is not cut
        //en short when the state changes.
        //zh 凡是有新闻的状态都用同一个 List：它始终是同一个视图，状态变化时它发起的刷新就不会被打断。
        List {
          if case .failed(let message, _) = model.state {
            //en The refresh failed: say so above the headlines the user was reading.
            //zh 刷新失败了：在用户正在看的新闻上方说一声。
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
