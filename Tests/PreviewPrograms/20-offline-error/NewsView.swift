// An offline error, then the retry: the first request fails after 1 s with URLError(.notConnectedToInternet), shown
// as the error's own words; a .task(id:) keyed by the attempt number reloads when Retry (tapped at 2 s) bumps it,
// and the second answer (200, at 2300 ms) replaces the error with the headline.
import SwiftUI

struct NewsView: View {
  @State private var attempt = 1
  @State private var headline = "Loading…"

  var body: some View {
    VStack {
      Text(headline)
      Button("Retry") { attempt += 1 }
    }
    .task(id: attempt) {
      do {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://news.example.com/top")!)
        headline = String(decoding: data, as: UTF8.self)
      } catch let error as URLError where error.code == .notConnectedToInternet {
        headline = "Offline: check your connection"
      } catch {
        headline = "Failed"
      }
    }
  }
}
