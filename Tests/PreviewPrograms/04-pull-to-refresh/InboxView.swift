// Pull to refresh: the first load (300 ms) shows two messages. Pulling at 1 s runs the refresh action, which the
// list awaits with its spinner shown; the second answer (300 ms later) has three messages, shown at 1300 ms, and the
// old rows stay on screen while it loads.
import SwiftUI

struct InboxView: View {
  @State private var messages: [String] = []

  var body: some View {
    NavigationStack {
      List(messages, id: \.self) { Text($0) }
        .navigationTitle("Inbox")
        .refreshable { await load() }
        .task { await load() }
    }
  }

  func load() async {
    do {
      let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/inbox")!)
      messages = try JSONDecoder().decode([String].self, from: data)
    } catch {
      // Keep what is on screen.
    }
  }
}
