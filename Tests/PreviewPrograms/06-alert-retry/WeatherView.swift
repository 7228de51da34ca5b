// An alert with a retry: the first request (200 ms) gets 503, so the view stores the error and the alert appears at
// 200 ms with Retry and Cancel; tapping Retry at 1 s closes the alert and loads again: the second answer is 200 and
// the forecast shows at 1200 ms, the alert gone.
import SwiftUI

struct WeatherView: View {
  @State private var forecast = "—"
  @State private var failed = false

  var body: some View {
    Text("Forecast: \(forecast)")
      .task { await load() }
      .alert("Could not load the forecast", isPresented: $failed) {
        Button("Retry") { Task { await load() } }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("The server is busy.")
      }
  }

  func load() async {
    do {
      let (data, response) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/weather")!)
      guard (response as? HTTPURLResponse)?.statusCode == 200 else {
        failed = true
        return
      }
      forecast = String(decoding: data, as: UTF8.self)
    } catch {
      failed = true
    }
  }
}
