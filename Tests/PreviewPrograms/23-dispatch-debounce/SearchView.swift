import SwiftUI

struct SearchView: View {
  @StateObject private var model = SearchModel()
  @State private var query = ""

  var body: some View {
    NavigationStack {
      List(model.results, id: \.self) { Text($0) }
        .navigationTitle("Packages")
        .searchable(text: $query, prompt: "Search packages")
        .onChange(of: query) { _, new in model.queryChanged(new) }
    }
  }
}
