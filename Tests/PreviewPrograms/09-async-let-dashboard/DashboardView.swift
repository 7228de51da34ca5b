// An async let dashboard: the profile (300 ms), the orders (100 ms) and the news (200 ms) are requested at once by
// three child tasks; the orders answer first, but the dashboard waits for all three and shows them together at
// 300 ms, the slowest, not 600 ms as one after another would take.
import SwiftUI

struct DashboardView: View {
  @State private var summary = "Loading…"

  var body: some View {
    Text(summary)
      .task {
        async let profile = fetch("profile")
        async let orders = fetch("orders")
        async let news = fetch("news")
        let parts = await [profile, orders, news]
        summary = parts.joined(separator: " · ")
      }
  }

  func fetch(_ part: String) async -> String {
    guard let (data, _) = try? await URLSession.shared.data(from: URL(string: "https://api.example.com/\(part)")!) else {
      return "\(part) failed"
    }
    return String(decoding: data, as: UTF8.self)
  }
}
