// The situation of the async-let exercise: the account screen appears and loads the profile (100 ms) and the
// orders (40 ms), two requests that do not depend on each other.
import Scenarios

/// The account API. Each request prints when it is sent and when its answer arrives: the profile takes 100 ms,
/// the orders 40 ms.
struct AccountAPI: Sendable {
  func profile() async throws -> String {
    print("→ GET /profile")
    try await Task.sleep(for: .milliseconds(100))
    print("← /profile")
    return "Mia"
  }

  func orders() async throws -> [String] {
    print("→ GET /orders")
    try await Task.sleep(for: .milliseconds(40))
    print("← /orders")
    return ["#1", "#2", "#3"]
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let screen = AccountScreen(api: AccountAPI(), loadingText: language.pick("加载中…", "Loading…"))
  screen.host.appear()
}
