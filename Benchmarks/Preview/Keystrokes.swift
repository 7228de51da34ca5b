// The keystroke benchmark (Benchmarks/preview.sh): a debounced search taking 200 keystrokes, 10 ms apart.
import SwiftUI

struct Keystrokes: View {
  @State private var query = ""
  @State private var results: [String] = []

  var body: some View {
    List(results, id: \.self) { Text($0) }
      .searchable(text: $query)
      .task(id: query) {
        do { try await Task.sleep(for: .milliseconds(300)) } catch { return }
        results = query.isEmpty ? [] : ["\(query) A", "\(query) B"]
      }
  }
}
