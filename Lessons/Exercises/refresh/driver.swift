// The situation of the refresh exercise: the news screen loads (400 ms), the user pulls to refresh at 1000 ms (a new
// headline arrives at 1400 ms), then pulls again at 2000 ms, and that refresh fails at 2400 ms.
import Scenarios

/// The error a failed request throws; it reads as its message.
struct NewsError: Error, CustomStringConvertible {
  let description: String
}

/// The news server: it answers after 400 ms. The first request returns two headlines, the second a new one on
/// top of them, and the third fails (the network connection was lost).
actor NewsServer {
  let language: Language
  private var requests = 0

  init(language: Language) { self.language = language }

  func headlines() async throws -> [String] {
    requests += 1
    let attempt = requests
    try await Task.sleep(for: .milliseconds(400))
    let old = [language.pick("第一条", "First item"), language.pick("第二条", "Second item")]
    switch attempt {
    case 1: return old
    case 2: return [language.pick("新的一条", "A new item")] + old
    default: throw NewsError(description: language.pick("网络连接已断开", "the network connection was lost"))
    }
  }
}

/// What the news screen says, in the run's language.
struct NewsText: Sendable {
  let loading: String
  let refreshing: String
  let failed: String
  let refreshFailed: String
  let retry: String

  init(_ language: Language) {
    loading = language.pick("加载中…", "Loading…")
    refreshing = language.pick("刷新中…", "Refreshing…")
    failed = language.pick("加载失败", "Loading failed")
    refreshFailed = language.pick("刷新失败", "Refresh failed")
    retry = language.pick("重试", "Retry")
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let screen = NewsScreen(server: NewsServer(language: language), text: NewsText(language))
  screen.host.appear()
  let start = ContinuousClock.now
  for pull in [1000, 2000] {
    try? await Task.sleep(until: start + .milliseconds(pull), clock: .continuous)
    // .refreshable { await model.load() }: the pull awaits the action.
    print(language.pick("用户下拉刷新", "the user pulls to refresh"))
    await screen.model.load()
  }
}
