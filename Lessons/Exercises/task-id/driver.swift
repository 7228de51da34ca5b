// The situation of the task-id exercise: the search screen opens and the student types "s" at 0 ms, "sw" at 400 ms
// and "swift" at 500 ms, against a server that answers short queries slowly and never stops a request.
import Scenarios

/// The search server. A query of five letters or more takes 200 ms; shorter ones match more rows and take longer
/// ("s": 1000 ms, "sw": 800 ms). Like a completion-handler API wrapped in `withCheckedContinuation` without a
/// cancellation handler, a request always completes, even when the task that sent it has been cancelled.
@MainActor
final class SearchServer {
  /// Every query sent, in order (a `state` lane in the timeline).
  @Tracked("requests") var requests: [String] = []
  let language: Language

  init(language: Language) { self.language = language }

  func search(_ query: String) async -> [String] {
    requests.append(query)
    let latency = Duration.milliseconds(200) * max(1, 6 - query.count)
    let rows = [language.pick("\(query) 的结果 A", "results for \(query): A"),
                language.pick("\(query) 的结果 B", "results for \(query): B")]
    return await withCheckedContinuation { continuation in
      Task.detached(name: "server(\(query))") {
        try? await Task.sleep(for: latency)
        continuation.resume(returning: rows)
      }
    }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let screen = SearchScreen(server: SearchServer(language: language))
  let start = ContinuousClock.now
  for (text, at) in [("s", 0), ("sw", 400), ("swift", 500)] {
    if at > 0 { try? await Task.sleep(until: start + .milliseconds(at), clock: .continuous) }
    screen.model.query = text
    if at == 0 { screen.host.appear() }
  }
}
