//zh 第 11 课的分页列表。列表末尾的“加载更多”一出现，就调用 loadNextPage()。它可能很快连着出现两次
//zh （用户拖过了头又拖回来）：练习里它在 400 ms 和 450 ms 各出现一次，之后 1000 ms、1500 ms 又各一次。
//zh loadNextPage() 没有防止“同一页已经在路上”：第 2 页被请求了两次，列表里的内容重复了。
//zh 改好 loadNextPage()：一页正在加载时，再来的调用直接返回；最后一页之后不再请求（这一点已经做对了，别弄坏）。
//zh FeedServer 由练习提供：共 3 页、每页两条，每个请求 300 ms。请保留 FeedModel(server:)、loadNextPage()、
//zh FeedScreen(server:loadingMoreText:)、model 和 host。
//en Lesson 11's paged list. When the "Loading more…" row at its end appears, it calls loadNextPage(). It can
//en appear twice in quick succession (the user drags past the end and back): here at 400 ms and 450 ms, then
//en again at 1000 ms and 1500 ms. loadNextPage() has no guard against a page already on its way, so page 2 is
//en requested twice and its rows appear twice. Fix loadNextPage(): while a page is loading, another call
//en returns at once; after the last page nothing more is requested (that part is right already: keep it).
//en FeedServer comes with the exercise: 3 pages of two rows, each request 300 ms.
//en Keep FeedModel(server:), loadNextPage(), FeedScreen(server:loadingMoreText:), model and host.

@MainActor
final class FeedModel {
  @Tracked("items") var items: [String] = []
  @Tracked("hasMore") var hasMore = true
  var nextPage = 1
  let server: FeedServer

  init(server: FeedServer) { self.server = server }

  func loadNextPage() async {}
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
