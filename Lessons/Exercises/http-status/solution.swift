import SwiftUI

//zh 第 9 课的文章页：先检查状态码，再解码。404 和 500 各自说出真正的原因。
//en Lesson 9's posts screen: check the status code, then decode. A 404 and a 500 each name their real reason.

struct PostsAPI {
  func posts() async throws -> [Post] {
    var request = URLRequest(url: URL(string: "https://blog.example.com/posts")!)
    request.timeoutInterval = 1
    let (data, response) = try await URLSession.shared.data(for: request)
    //zh 404、500 不会抛错：要自己看状态码，不成功就说出真正的原因，而不是把错误页当数据去解码。
    //en A 404 or a 500 does not throw: look at the status code yourself, and name the real reason instead of
    //en decoding an error page as if it were data.
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else {
      throw PostsError.badStatus(status)
    }
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
