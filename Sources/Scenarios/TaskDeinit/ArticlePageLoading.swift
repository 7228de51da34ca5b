import SwiftUI

//en What the article page needs of its model: the article's state, and a way to start loading it. Each model
//en starts its load in a Task it keeps in loadTask, and cancels that task in deinit, meaning to stop the load once
//en the page has gone and the model is released.
//zh 文章页对模型的要求：文章的状态，以及开始加载的方法。每个模型都在自己保存的 loadTask 里开始加载，
//zh 并在 deinit 里取消它——本意是页面一走、模型一释放，加载就停。
@MainActor
protocol ArticlePageLoading: AnyObject, Observable {
  var article: ArticlePageState { get }
  func start()
}

//en The states of the article on the page.
//zh 页面上文章的几种状态。
enum ArticlePageState: Equatable, Sendable {
  case loading
  case loaded(String)
  case failed
}
