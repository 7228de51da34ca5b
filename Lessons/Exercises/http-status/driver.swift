// The situation of the http-status exercise: the posts screen loads; the server answers the first request with a
// 404 error page, the second (a retry at 1000 ms) with a 500, the third (a retry at 2000 ms) with the posts.
import Foundation
import Scenarios

/// What a response says besides its body, like HTTPURLResponse.
struct HTTPReply: Sendable {
  let statusCode: Int
}

/// The posts server, used like URLSession.data(for:): it hands over whatever the server sent, a 404 or a 500
/// included, without throwing. Each answer takes 200 ms.
actor PostsClient {
  private var requests = 0
  let language: Language

  init(language: Language) { self.language = language }

  func data(for path: String) async throws -> (Data, HTTPReply) {
    requests += 1
    let attempt = requests
    print("→ GET \(path)")
    try await Task.sleep(for: .milliseconds(200))
    switch attempt {
    case 1:
      print("← 404 text/html")
      return (Data("<html><body><h1>404 Not Found</h1></body></html>".utf8), HTTPReply(statusCode: 404))
    case 2:
      print("← 500 application/json")
      return (Data(#"{"error":"internal server error"}"#.utf8), HTTPReply(statusCode: 500))
    default:
      print("← 200 application/json")
      let titles = [language.pick("第一篇", "First post"), language.pick("第二篇", "Second post")]
      return (Data(#"[{"id":1,"title":"\#(titles[0])"},{"id":2,"title":"\#(titles[1])"}]"#.utf8),
              HTTPReply(statusCode: 200))
    }
  }
}

/// The errors a load can end with.
enum PostsError: Error {
  /// The server answered with a status code outside 200…299.
  case badStatus(Int)
  /// The body could not be decoded.
  case unreadable
}

/// What the posts screen says, in the run's language.
struct PostsText: Sendable {
  let loading: String
  let failed: String
  let retry: String
  let language: Language

  init(_ language: Language) {
    self.language = language
    loading = language.pick("加载中…", "Loading…")
    failed = language.pick("加载失败", "Loading failed")
    retry = language.pick("重试", "Retry")
  }

  /// The message a failure shows.
  func message(for error: any Error) -> String {
    switch error as? PostsError {
    case .badStatus(let code)? where code >= 500:
      return language.pick("服务器出错了（\(code)），请稍后再试", "the server failed (\(code)); please try again later")
    case .badStatus(let code)?: return language.pick("服务器返回了 \(code)", "the server answered \(code)")
    case .unreadable?: return language.pick("返回的数据看不懂", "the data that came back makes no sense")
    case nil: return "\(error)"
    }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let screen = PostsScreen(client: PostsClient(language: language), text: PostsText(language))
  screen.host.appear()
  let start = ContinuousClock.now
  for tap in [1000, 2000] {
    try? await Task.sleep(until: start + .milliseconds(tap), clock: .continuous)
    print(language.pick("用户点了「重试」", "the user taps Retry"))
    Task { await screen.model.load() }
  }
}
