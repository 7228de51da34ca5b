// The situation of the swift6-diagnostics exercise, as in lesson 21: the reading list appears and loads the articles
// (the server answers after 100 ms; parsing them takes 300 ms); at 150 ms the user taps Like. Every event of the run
// names the executor it ran on. The screen is the lesson's; the store and the model are the student's. Graded under
// swift6-app: a new Xcode 26 app target switched to Swift 6 mode, where data-race diagnostics are errors.
import Foundation
import Scenarios
import SwiftUI

/// The reading list: a Like button above the article titles, loaded in .task as the screen appears.
struct ReadingListScreen: View {
  @State var model = ReadingListModel()

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

@MainActor
func runExercise(_ language: Language) async {
  let articles = #"["Sendable in practice", "Actors and reentrancy"]"#
  let routes = RouteTable([
    Route(method: "GET", "https://api.example.com/articles", responses: [.json(articles, latency: .milliseconds(100))]),
  ])
  let stage = AppStage(language: language, strings: "Swift6Diagnostics", routes: routes)
  stage.recordExecutors()
  // The system delivers the tap at 150 ms, while the articles are being parsed.
  let script = UserActionScript(steps: [
    .init(action: .tap(String(localized: "Like"), occurrence: nil), atNanos: 150_000_000),
  ])
  await stage.show(ReadingListScreen(), playing: script)
}
