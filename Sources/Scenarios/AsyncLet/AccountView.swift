import SwiftUI

//en The account screen, loading the profile and the orders together. async let starts each request as a child
//en task right where it is declared, without waiting for it; try await collects both results. Both requests are
//en on their way at once, so the screen waits as long as the slower one, not for one after the other.
//zh 账户页，同时加载资料和订单。async let 在声明的地方就把请求作为子任务启动，不等它；
//zh try await 再把两个结果一起取回。两个请求同时在路上，所以页面只等较慢的那个，而不是一个接一个地等。
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
      do {
        //en Both requests start here, one right after the other.
        //zh 两个请求都在这里出发，一个紧接着一个。
        async let profile = AccountAPI.profile()
        async let orders = AccountAPI.orders()
        //en Suspends until both have answered.
        //zh 挂起，直到两个都有了回答。
        let (loadedProfile, loadedOrders) = try await (profile, orders)
        self.orders = loadedOrders
        self.profile = loadedProfile
      } catch {
        failed = true
      }
    }
  }
}
