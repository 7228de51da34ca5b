// The situation of the http-status exercise: the posts screen loads; the server answers the first request with a
// 404 error page, the second (the user taps Retry at 1000 ms) with a 500, the third (Retry at 2000 ms) with the
// posts. Each answer takes 200 ms.
import Foundation
import Scenarios
import SwiftUI

/// One post, as the server's JSON array lists them (lesson 9's Post).
struct Post: Decodable, Sendable {
  let id: Int
  let title: String
}

/// What can go wrong with a load, each with its sentence for the user (lesson 9's PostsError).
enum PostsError: Error {
  case badStatus(Int)
  case decoding
  case timedOut
  case network

  var message: String {
    switch self {
    case .badStatus(let code) where code >= 500:
      String(localized: "The server failed (\(code)). Please try again later.")
    case .badStatus(let code):
      String(localized: "The server answered \(code).")
    case .decoding:
      String(localized: "The data that came back makes no sense.")
    case .timedOut:
      String(localized: "The request timed out.")
    case .network:
      String(localized: "Check your connection and try again.")
    }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://blog.example.com/posts",
              .html("<html><body><h1>404 Not Found</h1></body></html>", status: 404, latency: .milliseconds(200)),
              .json(#"{"error":"internal server error"}"#, status: 500, latency: .milliseconds(200)),
              .json(#"[{"id":1,"title":"First post"},{"id":2,"title":"Second post"}]"#, latency: .milliseconds(200)))
  }
  let stage = AppStage(language: language, strings: "HTTPStatus", routes: routes)
  // The Retry button as the failure shows it (重试 in a Chinese run).
  let retry = String(localized: "Retry")
  let script = UserActionScript(steps: [
    .init(.tap(retry, occurrence: nil), at: .milliseconds(1000)),
    .init(.tap(retry, occurrence: nil), at: .milliseconds(2000)),
  ])
  await stage.show(PostsView(), playing: script)
}
