// The situation of the task-group exercise: the details screen appears and fetches the details of ids 1…4, whose
// requests take 80, 20, 60 and 40 ms.
import Scenarios

/// The detail API: id 1 answers after 80 ms, id 2 after 20 ms, id 3 after 60 ms, id 4 after 40 ms. Each request
/// prints a line when it is sent and when it is answered.
struct DetailAPI: Sendable {
  func detail(_ id: Int) async throws -> String {
    print("→ GET /detail/\(id)")
    try await Task.sleep(for: .milliseconds([80, 20, 60, 40][(id - 1) % 4]))
    print("← /detail/\(id)")
    return "📄 \(id)"
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let screen = DetailsScreen(api: DetailAPI(), ids: [1, 2, 3, 4], loadingText: language.pick("加载详情…", "Loading details…"))
  screen.host.appear()
}
