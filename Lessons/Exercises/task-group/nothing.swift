//zh 第 6 课的详情页面：用任务组同时拉取 id 1…4 的详情，这一点是对的，整个加载只要最慢的那个的时间。
//zh 可是 for try await 按“完成”的顺序交出结果，不是 addTask 的顺序：列表变成了 2、4、3、1。
//zh 改好 loadAll(ids:)，让列表按 id 排好（1、2、3、4），同时保持所有请求一起发出（80 ms 完成）。
//zh DetailAPI 由练习提供：id 1…4 分别要 80、20、60、40 ms。请保留 DetailsScreen(api:ids:loadingText:)、model 和 host。
//en Lesson 6's details screen fetches the details of ids 1…4 in a task group, all at once, which is right:
//en the whole load takes as long as the slowest request. But for try await hands the results over in the order
//en they finish, not the order of addTask, so the list reads 2, 4, 3, 1. Fix loadAll(ids:) so the list is in id
//en order (1, 2, 3, 4) while every request still goes out together (done at 80 ms).
//en DetailAPI comes with the exercise: ids 1…4 take 80, 20, 60 and 40 ms.
//en Keep DetailsScreen(api:ids:loadingText:), model and host: the exercise uses them.

@MainActor
final class DetailsModel {
  @Tracked("details") var details: [String]? = nil
  let api: DetailAPI

  init(api: DetailAPI) { self.api = api }

  func load(ids: [Int]) async {}

  func loadAll(ids: [Int]) async throws -> [String] {
    let api = self.api
    _ = (api, ids)
    return []
  }
}

struct DetailsView: SimulatedView {
  let model: DetailsModel
  let loadingText: String

  var body: Screen {
    guard let details = model.details else { return .progress(loadingText) }
    return .list(details)
  }
}

@MainActor
final class DetailsScreen {
  let model: DetailsModel
  let host: ViewHost

  init(api: DetailAPI, ids: [Int], loadingText: String) {
    let model = DetailsModel(api: api)
    self.model = model
    host = ViewHost(DetailsView(model: model, loadingText: loadingText))
    host.task { await model.load(ids: ids) }
  }
}
