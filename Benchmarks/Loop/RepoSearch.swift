// The view of the edit → preview loop benchmark (Benchmarks/loop.sh): a 45-line search view as a student writes it
// — a model that loads with URLSession, `.searchable`, `.task(id:)`, an alert — previewed with three typed queries.
import SwiftUI

struct Repo: Decodable, Identifiable {
  let id: Int
  let name: String
}

@MainActor @Observable
final class RepoSearch {
  var repos: [Repo] = []
  var failure: String?

  func search(_ query: String) async {
    guard !query.isEmpty else { repos = []; return }
    do {
      let url = URL(string: "https://api.example.com/repos?q=\(query)")!
      let (data, _) = try await URLSession.shared.data(from: url)
      repos = try JSONDecoder().decode([Repo].self, from: data)
    } catch is CancellationError {
    } catch {
      failure = error.localizedDescription
    }
  }
}

struct RepoSearchView: View {
  @State private var model = RepoSearch()
  @State private var query = ""

  var body: some View {
    NavigationStack {
      List(model.repos) { repo in
        Text(repo.name)
      }
      .navigationTitle("Repositories")
      .searchable(text: $query)
      .task(id: query) { await model.search(query) }
    }
  }
}

#Preview {
  RepoSearchView()
}
