// The situation of the three-state exercise, as in lesson 1: the feed screen appears and loads; the first request
// fails at 400 ms (the connection was lost); at 1400 ms the user taps Retry, and the retry succeeds at 1800 ms.
import Foundation
import Scenarios
import SwiftUI

/// The feed's API, as in lesson 1: GET https://feed.example.com/items answers a JSON array of titles.
enum FeedAPI {
  static func items() async throws -> [String] {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://feed.example.com/items")!)
    return try JSONDecoder().decode([String].self, from: data)
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://feed.example.com/items",
              .failure(.networkConnectionLost, after: .milliseconds(400)),
              .json(#"["Welcome to the feed", "Swift 6.2 is out"]"#, latency: .milliseconds(400)))
  }
  let stage = AppStage(language: language, strings: "ThreeState", routes: routes)
  // The Retry button as the screen shows it (重试 in a Chinese run).
  let script = UserActionScript(steps: [
    .init(action: .tap(String(localized: "Retry"), occurrence: nil), atNanos: 1_400_000_000),
  ])
  await stage.show(FeedScreen(), playing: script)
}
