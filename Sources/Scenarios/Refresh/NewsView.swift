import SwiftUI

//en The news screen: it loads when it appears, and pulling the list down loads again.
//zh 新闻页：出现时加载，把列表往下拉再加载一次。
struct NewsView: View {
  @State private var model = NewsModel()

  var body: some View {
    Group {
      switch model.state {
      case .idle, .loading:
        ProgressView("Loading…")
      case .loaded(let headlines):
        List(headlines, id: \.self) { headline in
          Text(headline)
        }
      case .failed(let message):
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
