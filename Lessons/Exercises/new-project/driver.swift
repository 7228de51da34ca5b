// The situation of the new-project exercise, as in lesson 20: the briefing screen appears and loads the news (the
// server answers after 100 ms); the news takes 300 ms to parse; at 150 ms the user taps Like. Every event of the run
// names the executor it ran on. The headline type and the screen are the lesson's; the parser and the model are the
// student's. Graded under the default profile, xcode26-app (Default Actor Isolation = MainActor, Approachable
// Concurrency), as in a new Xcode 26 app target.
import Foundation
import Scenarios
import SwiftUI

/// One headline of the news. `nonisolated`: a plain value that crosses from the parser to the model, in any project.
nonisolated struct Headline: Decodable, Identifiable, Sendable {
  let id: Int
  let title: String
}

/// The briefing: a Like button above the headlines, loaded in .task as the screen appears.
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

@MainActor
func runExercise(_ language: Language) async {
  let feed = #"[{"id": 1, "title": "Swift 6.2 released"}, {"id": 2, "title": "What's new in SwiftUI"}]"#
  let routes = RouteTable([
    Route(method: "GET", "https://api.example.com/feed", responses: [.json(feed, latency: .milliseconds(100))]),
  ])
  let stage = AppStage(language: language, strings: "NewProject", routes: routes)
  stage.recordExecutors()
  // The system delivers the tap at 150 ms, while the news is being parsed; the button's action needs the main actor.
  let script = UserActionScript(steps: [
    .init(action: .tap(String(localized: "Like"), occurrence: nil), atNanos: 150_000_000),
  ])
  await stage.show(BriefingScreen(), playing: script)
}
