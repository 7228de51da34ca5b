// The situation of the async-image exercise, as in lesson 17: the user taps Mia at 0, 600 and 1200 ms and goes back
// 400 ms later each time; every push builds a new ProfilePage. The avatar takes 300 ms and is answered with
// Cache-Control: no-store.
import Foundation
import Scenarios
import SwiftUI

/// A person of the list, as in lesson 17: a name and the URL of their avatar.
struct Person: Hashable, Sendable {
  let name: String
  let avatarURL: URL?

  static let mia = Person(name: "Mia", avatarURL: URL(string: "https://cdn.example.com/avatars/mia.png"))
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://cdn.example.com/avatars/mia.png",
              .data(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
                    headers: ["Content-Type": "image/png", "Cache-Control": "no-store"], latency: .milliseconds(300)))
  }
  let stage = AppStage(language: language, strings: "AsyncImage", routes: routes)
  let script = UserActionScript(steps: [0, 600, 1200].flatMap { opened -> [UserActionScript.Step] in
    [.init(action: .tap("Mia", occurrence: nil), atNanos: Int64(opened) * 1_000_000),
     .init(action: .back, atNanos: Int64(opened + 400) * 1_000_000)]
  })
  await stage.show(PeopleList(), playing: script)
}
