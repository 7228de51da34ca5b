//zh 第 6 课的详情页面：任务组同时拉取所有详情，结果带着 id 回来，收齐后按 id 排序。
//en Lesson 6's details screen: a task group fetches every detail at once, each result comes back with its id, and
//en the list is sorted by id once everything has arrived.

@MainActor
final class DetailsModel {
  @Tracked("details") var details: [String]? = nil
  let api: DetailAPI

  init(api: DetailAPI) { self.api = api }

  func load(ids: [Int]) async {
    details = try? await loadAll(ids: ids)
  }

  func loadAll(ids: [Int]) async throws -> [String] {
    let api = self.api
    //zh 每个子任务连同 id 一起返回结果，收齐后按 id 排序：到达的顺序每次都可能不同，id 的顺序不会。
    //en Each child returns its id with its detail, and everything is sorted by id once it has arrived: the
    //en order of arrival may change from run to run, the order of the ids does not.
    return try await withThrowingTaskGroup(of: (id: Int, detail: String).self) { group in
      for id in ids {
        group.addTask { (id, try await api.detail(id)) }
      }
      var arrived: [(id: Int, detail: String)] = []
      for try await result in group {
        arrived.append(result)
      }
      return arrived.sorted { $0.id < $1.id }.map(\.detail)
    }
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
