//zh 第 9 课的文章列表。PostsClient 和 URLSession.data(for:) 一样：服务器回什么就交什么，404、500 都不会抛错。
//zh load() 不看状态码，直接把正文交给 JSONDecoder：404 的 HTML 页面解不出来，用户读到的是“返回的数据看不懂”，
//zh 500 也一样。练习里第一次请求得到 404，1000 ms 重试得到 500，2000 ms 重试才拿到文章。
//zh 改好 load()：先检查状态码，不在 200…299 就抛出 PostsError.badStatus(状态码)，让界面说出真正的原因。
//zh PostsClient、HTTPReply、PostsError 和 PostsText 由练习提供。请保留 PostsModel(client:text:)、load()、
//zh PostsScreen(client:text:)、model 和 host。
//en Lesson 9's posts list. PostsClient works like URLSession.data(for:): it hands over whatever the server sent,
//en and a 404 or a 500 does not throw. load() never looks at the status code and gives the body to JSONDecoder:
//en the 404 HTML page cannot be decoded, so the user reads "the data that came back makes no sense", and the
//en same for the 500. The first request gets a 404, the retry at 1000 ms a 500, the retry at 2000 ms the posts.
//en Fix load(): check the status code first, and outside 200…299 throw PostsError.badStatus(code), so the screen
//en names the real reason. PostsClient, HTTPReply, PostsError and PostsText come with the exercise.
//en Keep PostsModel(client:text:), load(), PostsScreen(client:text:), model and host: the exercise uses them.
import Foundation

struct Post: Decodable {
  let id: Int
  let title: String
}

enum LoadState {
  case idle
  case loading
  case loaded([String])
  case failed(String)
}

@MainActor
final class PostsModel {
  @Tracked("state") var state: LoadState = .idle
  let client: PostsClient
  let text: PostsText

  init(client: PostsClient, text: PostsText) {
    self.client = client
    self.text = text
  }

  func load() async {
    state = .loading
    do {
      let (data, _) = try await client.data(for: "/posts")
      let posts: [Post]
      do {
        posts = try JSONDecoder().decode([Post].self, from: data)
      } catch {
        throw PostsError.unreadable
      }
      state = .loaded(posts.map(\.title))
    } catch {
      state = .failed(text.message(for: error))
    }
  }
}

struct PostsView: SimulatedView {
  let model: PostsModel

  var body: Screen {
    let text = model.text
    switch model.state {
    case .idle, .loading: return .progress(text.loading)
    case .loaded(let titles): return .list(titles)
    case .failed(let message): return .failure(text.failed, message: message, button: text.retry)
    }
  }
}

@MainActor
final class PostsScreen {
  let model: PostsModel
  let host: ViewHost

  init(client: PostsClient, text: PostsText) {
    let model = PostsModel(client: client, text: text)
    self.model = model
    host = ViewHost(PostsView(model: model))
    host.task { await model.load() }
  }
}
