// The situation of the cancel-vs-fail exercise, as in lesson 8: the Reports tab appears and asks for a report that
// takes 5 s; the user switches to Settings at 300 ms, which cancels the load, and back to Reports at 1300 ms; the
// new load fails at 1500 ms, because the device has gone offline.
import Foundation
import Scenarios
import SwiftUI

/// The reports server through URLSession, as in lesson 8: cancelling the task that awaits data(from:) cancels the
/// request, which then throws URLError(.cancelled), not CancellationError.
struct ReportAPI: Sendable {
  func monthlyReport() async throws -> String {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://reports.example.com/monthly")!)
    return String(decoding: data, as: UTF8.self)
  }
}

@MainActor
func runExercise(_ language: Language) async {
  // The first request would take 5 s (it is cancelled at 300 ms); the second fails after 200 ms: no connection.
  let routes = RouteTable {
    Route.get("https://reports.example.com/monthly",
              .text("March: 42 orders", latency: .seconds(5)),
              .failure(.notConnectedToInternet, after: .milliseconds(200)))
  }
  let stage = AppStage(language: language, strings: "CancelVsFail", routes: routes)
  // The tabs by the titles the tab bar shows (设置 and 报表 in a Chinese run).
  let script = UserActionScript(steps: [
    .init(.tap(String(localized: "Settings"), occurrence: nil), at: .milliseconds(300)),
    .init(.tap(String(localized: "Reports"), occurrence: nil), at: .milliseconds(1300)),
  ])
  await stage.show(ReportsScreen(), playing: script)
}
