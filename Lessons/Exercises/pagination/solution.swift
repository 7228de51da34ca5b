//zh 第 11 课的分页列表：isLoadingPage 挡住正在加载时的第二次调用，每一页只请求一次。
//en Lesson 11's paged list: isLoadingPage turns away a second call while a page is loading, so each page is
//en requested once.

@MainActor
final class FeedModel {
  @Tracked("items") var items: [String] = []
  @Tracked("hasMore") var hasMore = true
  @Tracked("isLoadingPage") var isLoadingPage = false
  var nextPage = 1
  let server: FeedServer

  init(server: FeedServer) { self.server = server }

  func loadNextPage() async {
    guard hasMore else { return }
    //zh 这一页已经在路上了：第二次调用什么都不做。
    //en This page is already on its way: a second call does nothing.
    guard !isLoadingPage else { return }
    isLoadingPage = true
    defer { isLoadingPage = false }
    do {
      let page = try await server.page(nextPage)
      items.append(contentsOf: page.items)
      hasMore = page.nextPage != nil
      nextPage = page.nextPage ?? nextPage
    } catch {
      return
    }
  }
}

struct FeedView: SimulatedView {
  let model: FeedModel
  let loadingMoreText: String

  var body: Screen {
    let rows = Screen.list(model.items)
    return model.hasMore ? rows.above(.progress(loadingMoreText)) : rows
  }
}

@MainActor
final class FeedScreen {
  let model: FeedModel
  let host: ViewHost

  init(server: FeedServer, loadingMoreText: String) {
    let model = FeedModel(server: server)
    self.model = model
    host = ViewHost(FeedView(model: model, loadingMoreText: loadingMoreText))
    host.task { await model.loadNextPage() }
  }
}
