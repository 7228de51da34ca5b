import SwiftUI

//en Where the app keeps the sign-in token between launches. Two homes conform: UserDefaultsTokenStore and
//en KeychainTokenStore.
//zh App 在两次启动之间把登录令牌放在哪里。有两种实现：UserDefaultsTokenStore 和 KeychainTokenStore。
@MainActor
protocol TokenStore {
  func save(_ token: String)
  func savedToken() -> String?
}
