//zh 第 9 课的文章列表：先检查状态码，再解码。404 和 500 各自说出真正的原因。
//en Lesson 9's posts list: check the status code, then decode. A 404 and a 500 each name their real reason.
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
      let (data, reply) = try await client.data(for: "/posts")
      //zh 404、500 不会抛错：要自己看状态码，不成功就说出真正的原因，而不是把错误页当数据去解码。
      //en A 404 or a 500 does not throw: look at the status code yourself, and name the real reason instead of
      //en decoding an error page as if it were data.
      guard (200..<300).contains(reply.statusCode) else { throw PostsError.badStatus(reply.statusCode) }
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
