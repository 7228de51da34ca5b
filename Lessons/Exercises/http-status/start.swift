import SwiftUI

//zh 第 9 课的文章页。URLSession.data(for:) 服务器回什么就交什么，404、500 都不会抛错。
//zh 这里的 PostsAPI 不看状态码，直接把正文交给 JSONDecoder：404 的 HTML 页面解不出来，用户读到的是
//zh “返回的数据看不懂。”，500 也一样。练习里第一次请求得到 404，用户在 1000 ms 点「重试」得到 500，
//zh 2000 ms 再点「重试」才拿到文章；每次回答要 200 ms。
//zh 改好 PostsAPI.posts()：先检查状态码，不在 200..<300 就抛出 PostsError.badStatus(状态码)，让界面说出真正的原因。
//zh Post 和 PostsError 由练习提供。请保留 PostsView 和 PostsView()：练习要显示它。
//en Lesson 9's posts screen. URLSession.data(for:) hands over whatever the server sent, and a 404 or a 500 does
//en not throw. This PostsAPI never looks at the status code and gives the body to JSONDecoder: the 404 HTML page
//en cannot be decoded, so the user reads "The data that came back makes no sense.", and the same for the 500. The
//en first request gets a 404, the user taps Retry at 1000 ms and gets a 500, taps Retry again at 2000 ms and gets
//en the posts; each answer takes 200 ms.
//en Fix PostsAPI.posts(): check the status code first, and outside 200..<300 throw PostsError.badStatus(code), so
//en the screen names the real reason. Post and PostsError come with the exercise. Keep PostsView and PostsView():
//en the exercise shows it.

struct PostsAPI {
  func posts() async throws -> [Post] {
    var request = URLRequest(url: URL(string: "https://blog.example.com/posts")!)
    request.timeoutInterval = 1
    let (data, _) = try await URLSession.shared.data(for: request)
    do {
      return try JSONDecoder().decode([Post].self, from: data)
    } catch {
      throw PostsError.decoding
    }
  }
}

@Observable @MainActor
final class PostsStore {
  enum Phase {
    case idle
    case loading
    case loaded([String])
    case failed(PostsError)
  }

  private(set) var phase: Phase = .idle
  let api = PostsAPI()

  func load() async {
    phase = .loading
    do {
      phase = .loaded(try await api.posts().map(\.title))
    } catch let error as PostsError {
      phase = .failed(error)
    } catch let error as URLError where error.code == .timedOut {
      phase = .failed(.timedOut)
    } catch {
      phase = .failed(.network)
    }
  }
}

struct PostsView: View {
  @State private var store = PostsStore()

  var body: some View {
    Group {
      switch store.phase {
      case .idle, .loading:
        ProgressView("Loading…")
      case .loaded(let titles):
        List(titles, id: \.self) { title in
          Text(verbatim: title)
        }
      case .failed(let error):
        ContentUnavailableView {
          Label("Loading failed", systemImage: "exclamationmark.triangle")
        } description: {
          Text(error.message)
        } actions: {
          Button("Retry") {
            Task { await store.load() }
          }
        }
      }
    }
    .task { await store.load() }
  }
}
