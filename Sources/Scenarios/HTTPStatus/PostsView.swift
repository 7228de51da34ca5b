import SwiftUI

//en The blog's posts, loaded when the screen appears; a failure says why, with a Retry button.
//zh 博客的文章，页面出现时加载；失败时说明原因，并给一个「重试」按钮。
struct PostsView: View {
  let store: PostsStore

  var body: some View {
    Group {
      switch store.phase {
      case .idle, .loading:
        ProgressView("Loading…")
      case .loaded(let titles):
        List(titles, id: \.self) { title in
          Text(verbatim: title)
        }
      case .failed(let error):
        ContentUnavailableView {
          Label("Loading failed", systemImage: "exclamationmark.triangle")
        } description: {
          Text(error.message)
        } actions: {
          Button("Retry") {
            Task { await store.load() }
          }
        }
      }
    }
    .task { await store.load() }
  }
}
