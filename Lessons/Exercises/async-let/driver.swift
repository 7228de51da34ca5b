// The situation of the async-let exercise, as in lesson 5: the account screen appears and loads the profile
// (GET /profile, answered after 100 ms) and the orders (GET /orders, answered after 40 ms), two requests that do not
// depend on each other.
import Foundation
import Scenarios
import SwiftUI

/// The account API the student's AccountView calls, as in the lesson: the profile and the orders, each one request.
enum AccountAPI {
  struct Profile: Decodable {
    let name: String
  }

  static func profile() async throws -> Profile {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/profile")!)
    return try JSONDecoder().decode(Profile.self, from: data)
  }

  static func orders() async throws -> [Int] {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/orders")!)
    return try JSONDecoder().decode([Int].self, from: data)
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://api.example.com/profile", .json(#"{"name": "Mia"}"#, latency: .milliseconds(100)))
    Route.get("https://api.example.com/orders", .json("[1, 2, 3]", latency: .milliseconds(40)))
  }
  let stage = AppStage(language: language, strings: "AsyncLet", routes: routes)
  await stage.show(AccountView(), playing: UserActionScript(steps: []))
}
