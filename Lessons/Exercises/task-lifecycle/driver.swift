// The situation of the task-lifecycle exercise, as in lesson 3: the user taps the top story at 0 ms, goes back at
// 200 ms before it has loaded, and opens it again at 300 ms: a new StoryPage with fresh @State, as a NavigationStack
// push builds it. Each request takes 400 ms; the server answers with the story as it stands (update 1, then update 2).
import Foundation
import Scenarios
import SwiftUI

/// The story API, as in lesson 3: GET https://news.example.com/stories/swift-6-2 answers the story's text.
enum StoryAPI {
  static func story() async throws -> String {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://news.example.com/stories/swift-6-2")!)
    return String(decoding: data, as: UTF8.self)
  }
}

/// The app's first screen, as in lesson 3: one top story; a tap pushes a new StoryPage.
struct StoryList: View {
  var body: some View {
    NavigationStack {
      List(["Swift 6.2 released"], id: \.self) { story in
        NavigationLink(story, value: story)
      }
      .navigationTitle("Top stories")
      .navigationDestination(for: String.self) { _ in
        StoryPage()
      }
    }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://news.example.com/stories/swift-6-2",
              .text("Swift 6.2 released (update 1)", latency: .milliseconds(400)),
              .text("Swift 6.2 released (update 2)", latency: .milliseconds(400)))
  }
  let stage = AppStage(language: language, strings: "TaskLifecycle", routes: routes)
  let open = UserAction.tap("Swift 6.2 released", occurrence: nil)
  let script = UserActionScript(steps: [
    .init(action: open, atNanos: 0),
    .init(action: .back, atNanos: 200_000_000),
    .init(action: open, atNanos: 300_000_000),
  ])
  await stage.show(StoryList(), playing: script)
}
