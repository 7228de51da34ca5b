import SwiftUI

//zh 第 1 课的信息流页面，加载状态是一个枚举：任何时刻只处于一种状态，非法的组合根本写不出来。
//zh 重试时 state 变成 .loading，旧的错误随之消失；成功时变成 .loaded。
//en Lesson 1's feed screen, with its loading state as one enum: it is always in exactly one state, and the
//en combinations that make no sense cannot even be written. A retry sets .loading, which replaces the old
//en error; success sets .loaded.

struct FeedScreen: View {
  enum LoadState {
    case idle
    case loading
    case loaded([String])
    case failed(String)
  }

  @State private var state: LoadState = .idle

  var body: some View {
    Group {
      //zh switch 必须穷尽所有情况：漏掉一种，编译器就报错。
      //en A switch must cover every case: leave one out and the compiler says so.
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
      state = .failed(String(localized: "Check your connection and try again."))
    }
  }
}
