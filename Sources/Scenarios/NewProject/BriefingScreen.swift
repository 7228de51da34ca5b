import SwiftUI

//en The briefing: a Like button above the headlines, loaded in .task as the screen appears.
//zh 新闻页：标题上方一个「赞」按钮，页面出现时在 .task 里加载标题。
struct BriefingScreen: View {
  @State var model = BriefingModel()

  var body: some View {
    VStack {
      Button(model.liked ? "Liked" : "Like", systemImage: model.liked ? "hand.thumbsup.fill" : "hand.thumbsup") {
        model.like()
      }
      List(model.headlines) { headline in
        Text(headline.title)
      }
    }
    .task { await model.load() }
  }
}
