// An environment-injected client: the root injects a client with .environment(\.quotes, …) (a key made with
// @Entry); the view deep inside reads it with @Environment and never knows which one it got. The root here injects
// the network client, whose request (150 ms) the view awaits; its default, never used, would be the offline one.
// The #Preview is the root.
import SwiftUI

struct QuoteClient: Sendable {
  var fetch: @Sendable () async -> String

  static let offline = QuoteClient { "No connection" }
  static let network = QuoteClient {
    guard let (data, _) = try? await URLSession.shared.data(from: URL(string: "https://api.example.com/quote")!) else {
      return "Failed"
    }
    return String(decoding: data, as: UTF8.self)
  }
}

extension EnvironmentValues {
  @Entry var quotes: QuoteClient = .offline
}

struct QuoteCard: View {
  @Environment(\.quotes) private var quotes
  @State private var quote = "…"

  var body: some View {
    Text(quote).task { quote = await quotes.fetch() }
  }
}

struct QuoteScreen: View {
  var body: some View {
    VStack {
      Text("Quote of the day")
      QuoteCard()
    }
    .environment(\.quotes, .network)
  }
}

#Preview("Quote screen") {
  QuoteScreen()
}
