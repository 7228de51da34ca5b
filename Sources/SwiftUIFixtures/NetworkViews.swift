import SwiftUI

/// A search that loads its results with URLSession in `.task(id: query)`, debounced by 100 ms: each keystroke
/// restarts the task, which cancels the request in flight.
struct SearchClient: View {
  @State private var query = ""
  @State private var results: [String] = []
  @State private var message = ""

  struct Reply: Decodable {
    let results: [String]
  }

  var body: some View {
    List {
      ForEach(results, id: \.self) { Text($0) }
      if !message.isEmpty { Text(message) }
    }
    .searchable(text: $query, prompt: "Search")
    .task(id: query) {
      let searched = query
      guard !searched.isEmpty else { return }
      do {
        try await Task.sleep(for: .milliseconds(100))
        var components = URLComponents(string: "https://api.example.com/search")!
        components.queryItems = [URLQueryItem(name: "q", value: searched)]
        let (data, _) = try await URLSession.shared.data(from: components.url!)
        results = try JSONDecoder().decode(Reply.self, from: data).results
      } catch is CancellationError {
        return
      } catch let error as URLError where error.code == .cancelled {
        print("request for \(searched) cancelled")
      } catch {
        message = "failed: \(error)"
      }
    }
  }
}

/// The routes of ``SearchClient``: every query answers after 300 ms.
enum SearchRoutes {
  static let table = RouteTable {
    Route.get("https://api.example.com/search?q=*", .json(#"{"results": ["swift", "swiftui"]}"#,
                                                          latency: .milliseconds(300)))
  }
}
