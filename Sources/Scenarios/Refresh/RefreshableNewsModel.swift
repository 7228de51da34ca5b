import SwiftUI

//en The news screen's model with a Refreshable state: loading and failing keep whatever the screen showed.
//zh 新闻页的模型，状态是 Refreshable：加载中和失败时都留着屏幕上原来的内容。
@Observable
@MainActor
final class RefreshableNewsModel {
  var state: Refreshable<[String]> = .initial

  func load() async {
    //en Keep the headlines on screen while the request is out…
    //zh 请求在路上时，屏幕上的新闻留着……
    state = .loading(previous: state.value)
    do {
      state = .loaded(try await NewsAPI.headlines())
    } catch {
      //en …and after it failed.
      //zh ……请求失败以后也留着。
      state = .failed(String(localized: "Check your connection and try again."), previous: state.value)
    }
  }
}
