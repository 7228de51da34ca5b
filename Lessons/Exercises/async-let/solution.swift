//zh 第 5 课的账户页面：两个互不依赖的请求用 async let 同时发出，加载只要最慢的那个的时间（100 ms）。
//en Lesson 5's account screen: two independent requests go out together with async let, so the load takes as long
//en as the slowest of them (100 ms).

@MainActor
final class AccountModel {
  @Tracked("profile") var profile: String? = nil
  @Tracked("orders") var orders: [String]? = nil
  let api: AccountAPI

  init(api: AccountAPI) { self.api = api }

  func load() async {
    do {
      //zh async let 立刻开始一个子任务，不等它；await 的时候才取结果。两个请求同时在路上。
      //en async let starts a child task at once without waiting for it; await collects the result later.
      //en Both requests are on their way at the same time.
      async let profile = api.profile()
      async let orders = api.orders()
      let (p, o) = try await (profile, orders)
      self.profile = p
      self.orders = o
    } catch {
      return
    }
  }
}

struct AccountView: SimulatedView {
  let model: AccountModel
  let loadingText: String

  var body: Screen {
    guard let profile = model.profile, let orders = model.orders else { return .progress(loadingText) }
    return Screen(lines: ["👤 " + profile]).above(.list(orders))
  }
}

@MainActor
final class AccountScreen {
  let model: AccountModel
  let host: ViewHost

  init(api: AccountAPI, loadingText: String) {
    let model = AccountModel(api: api)
    self.model = model
    host = ViewHost(AccountView(model: model, loadingText: loadingText))
    host.task { await model.load() }
  }
}
