// The situation of the storage-choice exercise: the user logs in at 100 ms with "remember me" on; at 500 ms someone
// reads an unencrypted backup of the device; at 600 ms the app is launched again and should still be logged in.
import Scenarios

/// UserDefaults, simulated: a property list in the app's files, kept across launches and stored unencrypted.
@MainActor
final class SimulatedUserDefaults {
  @Tracked("Preferences.plist") private(set) var plist: [String: String] = [:]

  func set(_ value: String, forKey key: String) { plist[key] = value }
  func string(forKey key: String) -> String? { plist[key] }

  /// The file as someone reading the backup sees it, keys sorted.
  var fileContents: String {
    "{" + plist.keys.sorted().map { "\($0) = \(plist[$0] ?? "")" }.joined(separator: ", ") + "}"
  }
}

/// The keychain, simulated: items kept encrypted by the system, outside the app's files, across launches.
@MainActor
final class SimulatedKeychain {
  @Tracked("keychain") private(set) var items = 0
  private var secrets: [String: String] = [:]

  /// Like SecItemAdd (replacing an item of the same account).
  func save(_ secret: String, account: String) {
    secrets[account] = secret
    items = secrets.count
  }

  /// Like SecItemCopyMatching.
  func read(account: String) -> String? { secrets[account] }
}

@MainActor
func runExercise(_ language: Language) async {
  let defaults = SimulatedUserDefaults()
  let keychain = SimulatedKeychain()
  try? await Task.sleep(for: .milliseconds(100))
  print(language.pick("用户勾选「记住我」并登录，服务器发回令牌", "the user logs in with \"remember me\" on; the server sends a token"))
  LoginStore(defaults: defaults, keychain: keychain).saveLogin(token: "eyJhbGciOiJIUzI1NiJ9.mia", rememberMe: true)
  try? await Task.sleep(for: .milliseconds(400))
  print(language.pick("备份里的 Preferences.plist：\(defaults.fileContents)", "the backup's Preferences.plist: \(defaults.fileContents)"))
  try? await Task.sleep(for: .milliseconds(100))
  let relaunched = LoginStore(defaults: defaults, keychain: keychain)
  if relaunched.savedToken() == "eyJhbGciOiJIUzI1NiJ9.mia" {
    print(language.pick("重新启动：仍然登录着", "launched again: still logged in"))
  } else {
    print(language.pick("重新启动：要求重新登录", "launched again: asks to log in"))
  }
}
