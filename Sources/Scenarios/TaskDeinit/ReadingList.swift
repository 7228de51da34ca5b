import SwiftUI

//en The app's first screen: a list with one article. Tapping it pushes ArticlePage, which makes a model for that
//en visit; going back pops the page, and SwiftUI drops the page's @State, and with it the page's reference to the
//en model.
//zh App 的第一屏：只有一篇文章的列表。点它就推入 ArticlePage，页面为这次打开新建一个模型；返回时页面被弹出，
//zh SwiftUI 丢掉页面的 @State，页面对模型的引用也就没了。
struct ReadingList: View {
  //en Makes the model of one visit to the article (the app passes the model type it uses).
  //zh 为每次打开文章新建模型（App 传入它所用的模型类型）。
  let makeModel: @MainActor () -> any ArticlePageLoading

  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Swift concurrency, a primer", value: "primer")
      }
      .navigationTitle("Articles")
      .navigationDestination(for: String.self) { _ in
        ArticlePage(makeModel: makeModel)
      }
    }
  }
}
