import SwiftUI

//zh 第 5 课的账户页：出现时要加载个人资料（GET /profile，100 ms）和订单（GET /orders，40 ms）。
//zh 两个请求互不依赖，可是 .task 里一个接一个地 await：订单请求要等资料回来才发出，
//zh 页面在 100 + 40 = 140 ms 才显示数据。改好它，让两个请求同时发出（async let），页面在 100 ms 显示数据。
//zh AccountAPI 由练习提供，和课上的一样。请保留 AccountView 和 AccountView()：练习要显示它。
//en Lesson 5's account screen: when it appears it loads the profile (GET /profile, 100 ms) and the orders
//en (GET /orders, 40 ms). The two requests do not depend on each other, yet the .task awaits one after the other:
//en the orders request goes out only when the profile is back, and the screen shows its data at 100 + 40 = 140 ms.
//en Fix it so that both requests go out at once (async let) and the screen shows its data at 100 ms.
//en AccountAPI comes with the exercise, as in the lesson. Keep AccountView and AccountView(): the exercise shows it.

struct AccountView: View {
  @State private var profile: AccountAPI.Profile?
  @State private var orders: [Int] = []
  @State private var failed = false

  var body: some View {
    NavigationStack {
      List {
        if let profile {
          Text("\(profile.name) has \(orders.count) orders")
          ForEach(orders, id: \.self) { order in
            Text("Order #\(order)")
          }
        } else if failed {
          Text("Couldn't load your account")
        } else {
          ProgressView("Loading…")
        }
      }
      .navigationTitle("Account")
    }
    .task {
      _ = (profile, orders, failed)
    }
  }
}
