import SwiftUI

//en The posts screen's store: one phase, changed only by load().
//zh 文章页的 store：只有一个 phase，只由 load() 改变。
@Observable @MainActor
final class PostsStore {
  enum Phase {
    case idle
    case loading
    case loaded([String])
    case failed(PostsError)
  }

  private(set) var phase: Phase = .idle
  let api: any PostsService

  init(api: any PostsService) {
    self.api = api
  }

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
