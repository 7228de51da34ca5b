import SwiftUI

//en The token in the keychain: the system keeps it encrypted, outside the app's files. On a device, the keychain's
//en two calls are SecItemAdd and SecItemCopyMatching of a generic-password item for the account "token".
//zh 把令牌放进钥匙串：系统加密保存它，不在 App 的文件里。在真机上，钥匙串的这两个调用就是对账户 "token" 的
//zh 通用密码项做 SecItemAdd 和 SecItemCopyMatching。
struct KeychainTokenStore: TokenStore {
  let keychain: DeviceKeychain

  func save(_ token: String) {
    keychain.save(Data(token.utf8), account: "token")
  }

  func savedToken() -> String? {
    keychain.data(account: "token").map { String(decoding: $0, as: UTF8.self) }
  }
}
