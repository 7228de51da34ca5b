import SwiftUI

//zh 第 19 课的登录信息，坑还在里面。LoginStore 保存登录页要记住的两样东西：「记住我」这个设置和服务器发回的令牌。
//zh UserDefaults.standard（@AppStorage 用的就是它）把值不加密地写在 App 文件里的 Preferences.plist 中。
//zh DeviceKeychain 是练习提供的钥匙串：save(_:account:) 和 data(account:)，就像 SecItemAdd 和 SecItemCopyMatching，
//zh 由系统加密保存，不在 App 的文件里。两者在重新启动后都还在。
//zh 练习里用户在 100 ms 登录，500 ms 时有人读了设备的一份未加密备份，600 ms 时 App 重新启动。
//zh 请保留 LoginStore(keychain:)、saveLogin(token:rememberMe:) 和 savedToken()：练习要用它们。
//en Lesson 19's login data, with its pitfall. LoginStore keeps the two things the login screen must remember: the
//en "remember me" setting and the token the server sends. UserDefaults.standard (what @AppStorage uses) writes its
//en values unencrypted into the Preferences.plist among the app's files. DeviceKeychain is the keychain that comes
//en with the exercise: save(_:account:) and data(account:), like SecItemAdd and SecItemCopyMatching, kept encrypted
//en by the system, outside the app's files. Both survive a relaunch. In the exercise the user logs in at 100 ms,
//en someone reads an unencrypted backup of the device at 500 ms, and the app is launched again at 600 ms.
//en Keep LoginStore(keychain:), saveLogin(token:rememberMe:) and savedToken(): the exercise uses them.

@MainActor
struct LoginStore {
  let keychain: DeviceKeychain

  func saveLogin(token: String, rememberMe: Bool) {
    UserDefaults.standard.set(rememberMe, forKey: "rememberMe")
    UserDefaults.standard.set(token, forKey: "token")
  }

  func savedToken() -> String? {
    UserDefaults.standard.string(forKey: "token")
  }
}
