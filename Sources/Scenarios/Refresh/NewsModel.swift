import SwiftUI

//en The news screen's model with a plain LoadState: loading and failed carry no headlines.
//zh 新闻页的模型，用普通的 LoadState：loading 和 failed 都不带新闻。
@Observable
@MainActor
final class NewsModel {
  enum LoadState {
    case idle
    case loading
    case loaded([String])
    case failed(String)
  }

  var state: LoadState = .idle

  func load() async {
    //en ❌ A refresh starts here too: .loading throws away the headlines on screen, and the view swaps its List for a
    //en spinner.
    //zh ❌ 下拉刷新也从这里开始：.loading 把屏幕上的新闻扔掉了，视图把 List 换成了转圈。
    state = .loading
    do {
      state = .loaded(try await NewsAPI.headlines())
    } catch {
      //en ❌ A failed refresh leaves only the error: the headlines are gone.
      //zh ❌ 刷新失败后只剩错误：新闻全没了。
      state = .failed(String(localized: "Check your connection and try again."))
    }
  }
}
