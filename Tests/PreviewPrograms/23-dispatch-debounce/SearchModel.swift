// Debounced search the way it was written before async/await: each keystroke cancels the pending DispatchWorkItem
// and schedules a new one 300 ms later on the main queue (DispatchQueue.main.asyncAfter). "s" (0 ms) and "sw"
// (100 ms) are cancelled: their items still come due at 300 and 400 ms and return at once (a cancelled work item
// does nothing when its turn comes). "swift" (200 ms) searches at 500 ms with a completion-handler dataTask, whose
// handler runs on a background thread at 700 ms and hands the results to the main queue.
import SwiftUI

struct Package: Decodable, Sendable {
  let name: String
}

@MainActor
final class SearchModel: ObservableObject {
  @Published var results: [String] = []
  private var pending: DispatchWorkItem?

  func queryChanged(_ query: String) {
    pending?.cancel()
    let item = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated { self?.search(query) }
    }
    pending = item
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300), execute: item)
  }

  private func search(_ query: String) {
    let url = URL(string: "https://api.example.com/search?q=\(query)")!
    URLSession.shared.dataTask(with: url) { data, _, _ in
      let names = data.flatMap { try? JSONDecoder().decode([Package].self, from: $0) }?.map(\.name) ?? []
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self.results = names }
      }
    }.resume()
  }
}
