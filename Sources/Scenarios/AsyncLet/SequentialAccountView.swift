import SwiftUI

//en The same account screen, awaiting one request after the other. The orders request is sent only when the
//en profile has answered, although it does not need the profile: the waits add up.
//zh 同一个账户页，一个请求接一个请求地 await。订单请求要等资料回来才发出，尽管它根本用不着资料：等待时间加在了一起。
struct SequentialAccountView: View {
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
        //en ❌ Waits for the profile…
        //zh ❌ 先等资料……
        let loadedProfile = try await AccountAPI.profile()
        //en ❌ …before the orders request even starts.
        //zh ❌ ……订单请求这时才出发。
        let loadedOrders = try await AccountAPI.orders()
        self.orders = loadedOrders
        self.profile = loadedProfile
      } catch {
        failed = true
      }
    }
  }
}
