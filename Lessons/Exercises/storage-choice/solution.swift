//zh 第 19 课的登录信息，坑还在里面。LoginStore 保存登录页要记住的两样东西：「记住我」这个设置和服务器发回的令牌。
//zh SimulatedUserDefaults 就像 UserDefaults（@AppStorage 用的就是它）：set(_:forKey:) 和 string(forKey:)，
//zh 值不加密地写在 App 的 Preferences.plist 文件里。SimulatedKeychain 就像钥匙串：save(_:account:) 和 read(account:)，
//zh 由系统加密保存，不在 App 的文件里。两者在重新启动后都还在。
//zh 练习里用户在 100 ms 登录，500 ms 时有人读了设备的一份未加密备份，600 ms 时 App 重新启动。
//zh 请保留 LoginStore(defaults:keychain:)、saveLogin(token:rememberMe:) 和 savedToken()：练习要用它们。
//en Lesson 19's login data, with its pitfall. LoginStore keeps the two things the login screen must remember: the
//en "remember me" setting and the token the server sends. SimulatedUserDefaults works like UserDefaults (what
//en @AppStorage uses): set(_:forKey:) and string(forKey:), with values written unencrypted into the app's
//en Preferences.plist file. SimulatedKeychain works like the keychain: save(_:account:) and read(account:), kept
//en encrypted by the system, outside the app's files. Both survive a relaunch. In the exercise the user logs in at
//en 100 ms, someone reads an unencrypted backup of the device at 500 ms, and the app is launched again at 600 ms.
//en Keep LoginStore(defaults:keychain:), saveLogin(token:rememberMe:) and savedToken(): the exercise uses them.

/// What the login screen remembers between launches.
@MainActor
struct LoginStore {
  let defaults: SimulatedUserDefaults
  let keychain: SimulatedKeychain

  func saveLogin(token: String, rememberMe: Bool) {
    //zh 设置是小而不敏感的偏好：放 UserDefaults。令牌是秘密：放钥匙串，不写进 App 的文件。
    //en The setting is a small preference, not a secret: UserDefaults. The token is a secret: the keychain, never
    //en the app's files.
    defaults.set(rememberMe ? "true" : "false", forKey: "rememberMe")
    keychain.save(token, account: "token")
  }

  /// The token saved by an earlier launch, if any.
  func savedToken() -> String? {
    keychain.read(account: "token")
  }
}
