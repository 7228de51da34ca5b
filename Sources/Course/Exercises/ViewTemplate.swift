import TextBase

/// The files `asyncplay new FILE --view` writes: a SwiftUI view whose `.task` loads a list with `URLSession` (and
/// `.refreshable` loads it again), catching cancellation apart from failure as lesson 8 teaches; and the routes file
/// that answers its request, so that `preview` runs it as written.
package enum ViewTemplate {
  /// The view file, its comments in `language`; `command` is how to run it.
  package static func view(command: String, language: Language) -> String {
    let comments = language.pick("""
      // asyncplay 视图文件：用 \(command) 运行。
      // 加上用户动作：--do 'pull @1s'；看它的问题：--explain。路由文件决定请求得到什么回答。
      """, """
      // An asyncplay view file. Run it with: \(command)
      // Add the user's actions with --do 'pull @1s'; see what the trace shows with --explain. The routes file says
      // what each request gets.
      """)
    return comments + """

      import SwiftUI

      struct Article: Decodable, Identifiable {
        let id: Int
        let title: String
      }

      @MainActor @Observable
      final class ArticleStore {
        var articles: [Article] = []
        var failure: String?

        func load() async {
          do {
            let url = URL(string: "https://api.example.com/articles")!
            let (data, _) = try await URLSession.shared.data(from: url)
            articles = try JSONDecoder().decode([Article].self, from: data)
            failure = nil
          } catch is CancellationError {
          } catch let error as URLError where error.code == .cancelled {
          } catch {
            failure = error.localizedDescription
          }
        }
      }

      struct ArticleList: View {
        @State private var store = ArticleStore()

        var body: some View {
          NavigationStack {
            List(store.articles) { article in
              Text(article.title)
            }
            .navigationTitle("Articles")
            .task { await store.load() }
            .refreshable { await store.load() }
          }
        }
      }

      #Preview {
        ArticleList()
      }

      """
  }

  /// The routes file, its comment in `language`.
  package static func routes(language: Language) -> String {
    language.pick("# ArticleList 的请求得到的回答（docs/preview.md#routes）。\n",
                  "# What ArticleList's request gets (docs/preview.md#routes).\n") + """
      GET https://api.example.com/articles
        json [{"id": 1, "title": "Structured concurrency"}, {"id": 2, "title": "Task cancellation"}]
        latency 300ms

      """
  }
}
