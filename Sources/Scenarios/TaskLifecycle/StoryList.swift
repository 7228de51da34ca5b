import SwiftUI

//en The app's first screen: a list with today's top story. Tapping it pushes a new story page, with fresh @State;
//en going back pops it, and the page disappears.
//zh App 的第一屏：列出今天的头条。点它就推入一个新的报道页，@State 都是新的；返回时页面被弹出，随之消失。
struct StoryList<Page: View>: View {
  //en The page a tap opens (the app passes the page it uses).
  //zh 点按后打开的页面（App 传入它所用的页面）。
  @ViewBuilder let page: () -> Page
  //en Today's top stories (data, shown as they are).
  //zh 今天的头条（数据，原样显示）。
  var stories = ["Swift 6.2 released"]

  var body: some View {
    NavigationStack {
      List(stories, id: \.self) { story in
        NavigationLink(story, value: story)
      }
      .navigationTitle("Top stories")
      .navigationDestination(for: String.self) { _ in
        page()
      }
    }
  }
}
