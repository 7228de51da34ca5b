import SwiftUI

//en Where the details screen gets a detail from. The app passes its API client; previews and tests pass a fake
//en that answers after a chosen time, as this lesson does.
//zh 详情页从哪里拿详情。App 传入它的接口客户端；预览和测试传入一个假的，在指定的时间后回答——这一课就是这样。
protocol DetailLoading: Sendable {
  func detail(_ id: Int) async throws -> String
}
