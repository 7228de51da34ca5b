//zh 第 5 课的账户页面：要加载个人资料（100 ms）和订单（40 ms）。两个请求互不依赖，
//zh 可是 load() 一个接一个地 await：订单请求要等资料回来才发出，整个加载花了 100 + 40 = 140 ms。
//zh 改好 load()，让两个请求同时发出（async let），加载在 100 ms 完成：先回来的订单先到。
//zh AccountAPI 由练习提供，每个请求发出和回来时都会打印一行。请保留 AccountScreen(api:loadingText:)、model 和 host。
//en Lesson 5's account screen loads the profile (100 ms) and the orders (40 ms). The two requests do not depend
//en on each other, yet load() awaits one after the other: the orders request goes out only when the profile is
//en back, and the whole load takes 100 + 40 = 140 ms. Fix load() so that both requests go out at once
//en (async let) and the load is done at 100 ms, the faster orders arriving first.
//en AccountAPI comes with the exercise; each request prints a line when it is sent and when it is answered.
//en Keep AccountScreen(api:loadingText:), model and host: the exercise uses them.

@MainActor
final class AccountModel {
  @Tracked("profile") var profile: String? = nil
  @Tracked("orders") var orders: [String]? = nil
  let api: AccountAPI

  init(api: AccountAPI) { self.api = api }

  func load() async {}
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
