import SwiftUI

//en What the screen needs from its model. The four models below differ only in select(_:): whether a new load
//en cancels the previous one, and whether a load checks for cancellation after its await.
//zh 页面对模型的要求。下面四个模型只在 select(_:) 上不同：新的加载是否取消上一次的，
//zh 以及加载在 await 之后是否检查取消。
@MainActor
protocol TeamMembersLoading: AnyObject {
  var team: String { get }
  var members: [String] { get }
  func select(_ team: String)
}
