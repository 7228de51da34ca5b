// Debounced search: each keystroke changes the query, so .task(id:) cancels the running task and starts a new one,
// which sleeps 250 ms before asking the server. "s" (0 ms) and "sw" (100 ms) are cancelled in their sleep and never
// send a request; "swift" (200 ms) sends its request at 450 ms, answered at 650 ms: only swift's results show.
import SwiftUI

struct SearchView: View {
  @State private var query = ""
  @State private var results: [String] = []

  var body: some View {
    NavigationStack {
      List(results, id: \.self) { Text($0) }
        .navigationTitle("Packages")
        .searchable(text: $query, prompt: "Search packages")
        .task(id: query) {
          guard !query.isEmpty else { return }
          do {
            try await Task.sleep(for: .milliseconds(250))
            let url = URL(string: "https://api.example.com/search?q=\(query)")!
            let (data, _) = try await URLSession.shared.data(from: url)
            results = try JSONDecoder().decode([String].self, from: data)
          } catch {
            // Cancelled by the next keystroke: the next task shows its own results.
          }
        }
    }
  }
}
