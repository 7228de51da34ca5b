// The situation of the three-state exercise: the feed screen appears and loads; the first request fails; 1 s after
// the failure the user taps Retry, and the retry succeeds.
import Scenarios

/// The error a failed request throws; it reads as its message.
struct FeedError: Error, CustomStringConvertible {
  let description: String
}

/// The feed server: it answers after 400 ms. The first request fails (the network connection was lost); every
/// later one returns two rows.
actor FeedServer {
  let language: Language
  private var requests = 0

  init(language: Language) { self.language = language }

  func rows() async throws -> [String] {
    requests += 1
    let attempt = requests
    try await Task.sleep(for: .milliseconds(400))
    if attempt == 1 { throw FeedError(description: language.pick("网络连接已断开", "the network connection was lost")) }
    return [language.pick("第一条", "First item"), language.pick("第二条", "Second item")]
  }
}

/// What the feed screen says, in the run's language.
struct FeedText: Sendable {
  let loading: String
  let empty: String
  let failed: String
  let retry: String

  init(_ language: Language) {
    loading = language.pick("加载中…", "Loading…")
    empty = language.pick("还没有内容", "Nothing here yet")
    failed = language.pick("加载失败", "Loading failed")
    retry = language.pick("重试", "Retry")
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let screen = FeedScreen(server: FeedServer(language: language), text: FeedText(language))
  screen.host.appear()
  // The failure shows at 400 ms; the user reads it and taps Retry, whose action is `Task { await model.load() }`.
  try? await Task.sleep(for: .milliseconds(1400))
  print(language.pick("用户点了「重试」", "the user taps Retry"))
  Task { await screen.model.load() }
}
