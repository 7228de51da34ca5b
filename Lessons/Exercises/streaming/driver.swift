// The situation of the streaming exercise, as in lesson 16: report.csv has 5 rows, one line every 200 ms; the user
// taps Download at 0 ms and Cancel at 500 ms (after 2 rows), then Download again at 700 ms and waits until it is
// complete. A user taps only a button on screen: a download already over shows no Cancel.
import Foundation
import Scenarios
import SwiftUI

/// Where a download is, as in lesson 16.
enum DownloadStatus: Equatable, Sendable {
  case idle
  case downloading
  case done
  case cancelled
  case failed(String)
}

/// The report screen: Download (again, once a download is over) and Cancel, the status, the rows.
struct ReportScreen: View {
  @State private var model = DownloadModel()
  @State private var download: Task<Void, Never>?

  var body: some View {
    VStack {
      switch model.status {
      case .downloading:
        ProgressView("Downloading…")
        Button("Cancel") { download?.cancel() }
      case .done:
        Label("Download complete", systemImage: "checkmark.circle")
      case .cancelled:
        Label("Download cancelled", systemImage: "xmark.circle")
      case .failed(let message):
        Label("Download failed", systemImage: "exclamationmark.triangle")
        Text(message)
      case .idle:
        EmptyView()
      }
      if model.status != .downloading {
        Button("Download") { download = Task(name: "download") { await model.download() } }
      }
      List(model.rows, id: \.self) { row in Text(row) }
    }
    .navigationTitle("report.csv")
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let routes = RouteTable {
    Route.get("https://files.example.com/report.csv",
              RouteResponse.text("Jan,1200\nFeb,1350\nMar,1090\nApr,1410\nMay,1530\n",
                                 headers: ["Content-Type": "text/csv"]).chunked(into: 5, every: .milliseconds(200)))
  }
  let stage = AppStage(language: language, strings: "Streaming", routes: routes)
  await stage.show(ReportScreen()) { window in
    let start = ContinuousClock.now
    // Not in the frame the screen appears in: its tasks begin first.
    await Task.yield()
    let download = String(localized: "Download"), cancel = String(localized: "Cancel")
    for (at, button) in [(0, download), (500, cancel), (700, download)] {
      do { try await Task.sleep(until: start + .milliseconds(at), clock: .continuous) } catch { return }
      try? window.perform(.tap(button, occurrence: nil))
    }
  }
}
