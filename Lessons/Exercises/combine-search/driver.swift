// The situation of the combine-search exercise, as in lesson 23: the search screen opens; the user types sw at
// 0 ms and swift at 400 ms. The catalog takes 700 ms for sw (it matches many packages) and 200 ms for swift.
import Foundation
import Scenarios
import SwiftUI

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://packages.example.com/search?q=sw",
              .json(#"["swatch", "sweep"]"#, latency: .milliseconds(700)))
    Route.get("https://packages.example.com/search?q=swift",
              .json(#"["swift-algorithms", "swift-nio"]"#, latency: .milliseconds(200)))
  }
  let stage = AppStage(language: language, strings: "CombineSearch", routes: routes)
  let script = UserActionScript(steps: [
    .init(.type("sw", into: nil), at: .zero),
    .init(.type("swift", into: nil), at: .milliseconds(400)),
  ])
  await stage.show(PackageSearch(), playing: script)
}
