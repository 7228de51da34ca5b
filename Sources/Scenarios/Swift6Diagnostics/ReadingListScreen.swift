import SwiftUI

//en The reading list: a Like button above the article titles, loaded in .task as the screen appears.
//zh 阅读列表：文章标题上方一个「赞」按钮，页面出现时在 .task 里加载。
struct ReadingListScreen: View {
  let model: any ArticleLoading

  var body: some View {
    VStack {
      Button(model.liked ? "Liked" : "Like", systemImage: model.liked ? "hand.thumbsup.fill" : "hand.thumbsup") {
        model.like()
      }
      List(model.titles, id: \.self) { title in
        Text(title)
      }
    }
    .task { await model.refresh() }
  }
}
