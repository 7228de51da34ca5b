// The situation of the task-lifecycle exercise: the user opens an article, goes back at 200 ms before it has
// loaded, and opens it again at 300 ms: a new page with fresh state, as pushing a view onto a NavigationStack does.
import Scenarios

/// The article server: it numbers its requests, says how many it is working on, and answers after 400 ms. Like
/// URLSession, a request whose task is cancelled stops at once with an error.
actor ArticleServer {
  let language: Language
  private var received = 0
  private var inFlight = 0

  init(language: Language) { self.language = language }

  func title() async throws -> String {
    received += 1
    inFlight += 1
    defer { inFlight -= 1 }
    let number = received
    print(language.pick("服务器：收到第 \(number) 个请求（正在处理 \(inFlight) 个）",
                        "server: request #\(number) received (\(inFlight) in flight)"))
    try await Task.sleep(for: .milliseconds(400))
    return language.pick("第 \(number) 个请求的标题", "the title from request #\(number)")
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let server = ArticleServer(language: language)
  let loading = language.pick("加载中…", "Loading…")
  print(language.pick("用户打开文章", "the user opens the article"))
  let first = ArticlePage(server: server, loadingText: loading)
  first.host.appear()
  try? await Task.sleep(for: .milliseconds(200))
  print(language.pick("用户点了返回", "the user goes back"))
  first.host.disappear()
  try? await Task.sleep(for: .milliseconds(100))
  print(language.pick("用户再次打开这篇文章", "the user opens the article again"))
  let second = ArticlePage(server: server, loadingText: loading)
  second.host.appear()
}
