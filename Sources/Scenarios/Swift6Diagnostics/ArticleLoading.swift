import SwiftUI

//en What the reading list's screen needs from its model; the two models differ only in their store.
//zh 阅读列表页面对模型的要求；两个模型只在存储上不同。
@MainActor
protocol ArticleLoading: AnyObject {
  var titles: [String] { get }
  var liked: Bool { get }
  func refresh() async
  func like()
}
