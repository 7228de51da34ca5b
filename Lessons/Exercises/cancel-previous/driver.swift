// The situation of the cancel-previous exercise, as in lesson 10: the team members screen opens; the user taps ios
// at 0 ms and android at 150 ms. The directory server is cold: the first request (ios) takes 500 ms, the next
// (android) 200 ms, so android's answer comes at 350 ms and ios's only at 500 ms.
import Foundation
import Scenarios
import SwiftUI

/// A vendor's directory SDK with a completion-handler API, as in lesson 10: once sent, a request always completes,
/// and nothing can cancel it.
final class DirectorySDK: Sendable {
  func fetchMembers(of team: String, completion: @escaping @Sendable ([String]) -> Void) {
    Task {
      var components = URLComponents(string: "https://directory.example.com/members")!
      components.queryItems = [URLQueryItem(name: "team", value: team)]
      var members: [String] = []
      if let url = components.url, let (data, _) = try? await URLSession.shared.data(from: url) {
        members = (try? JSONDecoder().decode([String].self, from: data)) ?? []
      }
      completion(members)
    }
  }
}

/// The app's async wrapper: a continuation without withTaskCancellationHandler, so cancelling the awaiting task
/// tells the SDK nothing, and the task waits for the answer, cancelled or not.
extension DirectorySDK {
  func members(of team: String) async -> [String] {
    await withCheckedContinuation { continuation in
      fetchMembers(of: team) { members in
        continuation.resume(returning: members)
      }
    }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://directory.example.com/members?team=ios",
              .json(#"["Mia (ios)", "Leo (ios)"]"#, latency: .milliseconds(500)))
    Route.get("https://directory.example.com/members?team=android",
              .json(#"["Sam (android)", "Ivy (android)"]"#, latency: .milliseconds(200)))
  }
  let stage = AppStage(language: language, strings: "CancelPrevious", routes: routes)
  let script = UserActionScript(steps: [
    .init(.tap("ios", occurrence: nil), at: .zero),
    .init(.tap("android", occurrence: nil), at: .milliseconds(150)),
  ])
  await stage.show(TeamMembersView(), playing: script)
}
