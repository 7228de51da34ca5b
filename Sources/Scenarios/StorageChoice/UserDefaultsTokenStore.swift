import SwiftUI

//en The token in UserDefaults, the store @AppStorage("token") would write too. UserDefaults keeps its values in a
//en property list among the app's files, unencrypted: whoever reads that file reads the token.
//zh 把令牌放进 UserDefaults，@AppStorage("token") 写的也是它。UserDefaults 把值不加密地写在 App 文件里的
//zh 一个属性列表里：谁读到这个文件，谁就读到了令牌。
struct UserDefaultsTokenStore: TokenStore {
  func save(_ token: String) {
    UserDefaults.standard.set(token, forKey: "token")
  }

  func savedToken() -> String? {
    UserDefaults.standard.string(forKey: "token")
  }
}
