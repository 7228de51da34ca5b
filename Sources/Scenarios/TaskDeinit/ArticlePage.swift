import SwiftUI

//en The article page. It holds this visit's model in @State for as long as it is on screen; when it appears it makes
//en the model and asks it to start loading. The model keeps that load in a Task of its own, not in the view's .task.
//zh 文章页。只要它在屏幕上，就用 @State 持有这次打开的模型；页面出现时新建模型，并让它开始加载。
//zh 加载放在模型自己的 Task 里，而不是视图的 .task 里。
struct ArticlePage: View {
  let makeModel: @MainActor () -> any ArticlePageLoading
  @State private var model: (any ArticlePageLoading)?

  var body: some View {
    VStack {
      switch model?.article {
      case .loaded(let text)?:
        Text(text)
      case .failed?:
        Text("Loading failed")
      case .loading?, nil:
        ProgressView("Loading…")
      }
    }
    .navigationTitle("Article")
    .onAppear {
      //en Made here, once per visit: an @State initial value would be made anew each time SwiftUI rebuilds the
      //en page's struct.
      //zh 在这里新建，每次打开只建一个：如果写成 @State 的初始值，SwiftUI 每次重建页面结构体时都会再建一个。
      let model = makeModel()
      self.model = model
      model.start()
    }
  }
}
