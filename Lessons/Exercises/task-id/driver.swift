// The situation of the task-id exercise, as in lesson 4: the search screen opens and the student types "s" at 0 ms,
// "sw" at 120 ms and "swift" at 260 ms, against a vendor's SDK that answers short queries slowly and never stops a
// request.
import Foundation
import Scenarios
import SwiftUI

/// The vendor's search SDK. A query of five letters or more takes 200 ms; shorter ones match more packages and take
/// longer ("s": 1000 ms, "sw": 800 ms). Like a completion-handler API wrapped in `withCheckedContinuation` without a
/// cancellation handler, a search always completes, even when the task that asked has been cancelled: its request
/// runs in a task of the SDK's own.
final class SearchSDK: Sendable {
  func search(_ query: String) async -> [String] {
    await withCheckedContinuation { continuation in
      Task {
        var components = URLComponents(string: "https://packages.example.com/search")!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        let data = (try? await URLSession.shared.data(from: components.url!).0) ?? Data()
        continuation.resume(returning: (try? JSONDecoder().decode([String].self, from: data)) ?? [])
      }
    }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let packages: [(query: String, names: String, latency: Int)] = [
    ("s", #"["safari-kit", "sketch-io"]"#, 1000),
    ("sw", #"["swatch", "sweep"]"#, 800),
    ("swift", #"["swift-algorithms", "swift-nio"]"#, 200),
  ]
  let routes = RouteTable(packages.map { package in
    Route.get("https://packages.example.com/search?q=\(package.query)",
              .json(package.names, latency: .milliseconds(package.latency)))
  })
  let stage = AppStage(language: language, strings: "TaskID", routes: routes)
  let script = UserActionScript(steps: [("s", 0), ("sw", 120), ("swift", 260)].map { text, at in
    .init(action: .type(text, into: nil), atNanos: Int64(at) * 1_000_000)
  })
  await stage.show(PackageSearch(sdk: SearchSDK()), playing: script)
}
