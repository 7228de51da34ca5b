// The situation of the structured-failures exercise, as in lesson 22: the dashboard appears and loads the profile
// (GET /profile, answered after 800 ms) and the notifications (GET /notifications, answered 500 after 100 ms).
import Foundation
import Scenarios
import SwiftUI

/// The dashboard's API, as in the lesson: a status outside 200..<300 is an error.
enum DashboardAPI {
  struct Profile: Decodable, Sendable {
    let name: String
    let isGuest: Bool
  }

  enum Failure: Error {
    case badStatus(Int)
  }

  static func profile() async throws -> Profile {
    try JSONDecoder().decode(Profile.self, from: try await get("https://api.example.com/profile"))
  }

  static func notifications() async throws -> [String] {
    try JSONDecoder().decode([String].self, from: try await get("https://api.example.com/notifications"))
  }

  private static func get(_ address: String) async throws -> Data {
    let (data, response) = try await URLSession.shared.data(from: URL(string: address)!)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else { throw Failure.badStatus(status) }
    return data
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://api.example.com/profile", .json(#"{"name": "Mia", "isGuest": false}"#,
                                                       latency: .milliseconds(800)))
    Route.get("https://api.example.com/notifications", .status(500, latency: .milliseconds(100)))
  }
  let stage = AppStage(language: language, strings: "StructuredFailures", routes: routes)
  await stage.show(DashboardView(), playing: UserActionScript(steps: []))
}
