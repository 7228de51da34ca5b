// The situation of the task-deinit exercise: the user opens an article and closes it after 200 ms, before its 1 s
// load is done; at 400 ms the user opens it again and stays.
import Scenarios

/// The article server: a request takes 1 s, and like URLSession it stops when its task is cancelled.
actor ArticleServer {
  let language: Language
  private var received = 0

  init(language: Language) { self.language = language }

  func article() async throws -> String {
    received += 1
    let number = received
    print(language.pick("服务器：收到第 \(number) 个请求", "server: request #\(number) received"))
    do {
      try await Task.sleep(for: .seconds(1))
    } catch {
      print(language.pick("服务器：第 \(number) 个请求已取消", "server: request #\(number) cancelled"))
      throw error
    }
    print(language.pick("服务器：第 \(number) 个请求完成", "server: request #\(number) answered"))
    return language.pick("《Swift 并发入门》全文", "the full text of \"Swift concurrency, a primer\"")
  }
}

/// The article page: while it is open it owns its model, as SwiftUI's @State would.
@MainActor
final class ArticlePage {
  let model: ArticleModel

  init(server: ArticleServer) {
    model = ArticleModel(server: server)
    model.start()
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let server = ArticleServer(language: language)
  print(language.pick("用户打开文章", "the user opens the article"))
  var page: ArticlePage? = ArticlePage(server: server)
  weak let firstModel = page?.model
  try? await Task.sleep(for: .milliseconds(200))
  print(language.pick("用户关闭了文章页", "the user closes the article"))
  page = nil
  print(firstModel == nil ? language.pick("关闭之后：模型已经释放", "after closing: the model is gone")
                          : language.pick("关闭之后：模型还活着", "after closing: the model is still alive"))
  try? await Task.sleep(for: .milliseconds(200))
  print(language.pick("用户又打开文章，这次一直看着", "the user opens the article again and stays"))
  let second = ArticlePage(server: server)
  // The user stays: the second page keeps its model until the article is there.
  try? await Task.sleep(for: .milliseconds(1100))
  print(language.pick("第二次打开的页面显示：\(second.model.article)", "the page opened the second time shows: \(second.model.article)"))
}
