// The situation of the refresh exercise, as in lesson 2 with outcome=failure: the news screen appears and loads its
// headlines (400 ms); at 1400 ms the user pulls the list down, and the refresh's request fails at 1800 ms (the
// network connection was lost).
import Foundation
import Scenarios
import SwiftUI

/// The news API, as in lesson 2: GET https://news.example.com/headlines answers a JSON array of headlines.
enum NewsAPI {
  static func headlines() async throws -> [String] {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://news.example.com/headlines")!)
    return try JSONDecoder().decode([String].self, from: data)
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://news.example.com/headlines",
              .json(#"["Swift 6.2 released", "WWDC dates announced"]"#, latency: .milliseconds(400)),
              .failure(.networkConnectionLost, after: .milliseconds(400)))
  }
  let stage = AppStage(language: language, strings: "Refresh", routes: routes)
  await stage.show(NewsView(), playing: UserActionScript(steps: [.init(action: .pull, atNanos: 1_400_000_000)]))
}
