// The situation of the pagination exercise, as in lesson 11: the feed loads page 1 as it appears; the user scrolls
// the list to its bottom at 1000, 2000 and 3000 ms (when a row is below to scroll to). The server has three pages of
// twelve posts, each answered after 300 ms.
import Foundation
import Scenarios
import SwiftUI

/// One page of the feed as the server sends it: its posts, and the number of the next page (nil after the last).
struct FeedPage: Decodable, Sendable {
  let items: [String]
  let nextPage: Int?
}

/// The feed's API, as in lesson 11: GET https://feed.example.com/posts?page=N answers one page.
enum FeedService {
  static func page(_ number: Int) async throws -> FeedPage {
    let url = URL(string: "https://feed.example.com/posts?page=\(number)")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode(FeedPage.self, from: data)
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable((1...3).map { number in
    let posts = (1...12).map { "\"#\((number - 1) * 12 + $0)\"" }.joined(separator: ", ")
    let next = number < 3 ? String(number + 1) : "null"
    return Route.get("https://feed.example.com/posts?page=\(number)",
                     .json(#"{"items": [\#(posts)], "nextPage": \#(next)}"#, latency: .milliseconds(300)))
  })
  let stage = AppStage(language: language, strings: "Pagination", routes: routes)
  await stage.show(FeedScreen()) { window in
    let start = ContinuousClock.now
    for second in 1...3 {
      do { try await Task.sleep(until: start + .seconds(second), clock: .continuous) } catch { return }
      // A user at the end of the list cannot scroll further: with no row below, the scroll does nothing.
      try? window.perform(.scrollToBottom)
    }
  }
}
