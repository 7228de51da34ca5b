// Debounced search with Combine: the model debounces $query by 300 ms on RunLoop.main (Apple: debounce publishes
// an element only after the interval passes with no newer one), drops empty and repeated queries, loads each with
// URLSession's dataTaskPublisher and keeps only the latest answer (switchToLatest), received on the main queue.
// "s" (0 ms), "sw" (100 ms), "swift" (200 ms): each keystroke restarts the debounce, so one request, for "swift",
// is sent at 500 ms and answered at 700 ms, when its results show. The debounce of the initial "" is cancelled by
// "s" at 0 ms.
import Combine
import SwiftUI

final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published var results: [String] = []
  private var cancellables = Set<AnyCancellable>()

  init() {
    $query
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .removeDuplicates()
      .filter { !$0.isEmpty }
      .map { query in
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://api.example.com/search?q=\(query)")!)
          .map(\.data)
          .decode(type: [String].self, decoder: JSONDecoder())
          .replaceError(with: [])
      }
      .switchToLatest()
      .receive(on: DispatchQueue.main)
      .sink { [weak self] results in self?.results = results }
      .store(in: &cancellables)
  }
}

struct SearchView: View {
  @StateObject private var model = SearchModel()

  var body: some View {
    NavigationStack {
      List(model.results, id: \.self) { Text($0) }
        .navigationTitle("Packages")
        .searchable(text: $model.query, prompt: "Search packages")
    }
  }
}
