// The situation of the storage-choice exercise, as in lesson 19's token case: the user logs in at 100 ms with
// "remember me" on; at 500 ms someone reads an unencrypted backup of the app's files; at 600 ms the app is launched
// again and should still be logged in.
import Foundation
import Scenarios
import SwiftUI

/// The device's keychain, simulated: items the system keeps encrypted, outside the app's files, across launches.
/// `save` is SecItemAdd (replacing an item of the same account), `data` is SecItemCopyMatching.
@MainActor
final class DeviceKeychain {
  private var secrets: [String: Data] = [:]

  func save(_ data: Data, account: String) { secrets[account] = data }

  func data(account: String) -> Data? { secrets[account] }

  /// The items as the system holds them, accounts sorted: encrypted, so never the secret.
  var summary: String { "{" + secrets.keys.sorted().map { "\($0) = ••••" }.joined(separator: ", ") + "}" }
}

/// The next launch: reads the saved token once, as the app's first screen would.
struct RelaunchedApp: View {
  let store: LoginStore
  @State private var savedToken = ""

  var body: some View {
    VStack {
      if savedToken.isEmpty {
        Text("Log in")
      } else {
        Text("Logged in")
      }
    }
    .task {
      savedToken = store.savedToken() ?? ""
    }
  }
}

/// The app's preferences as the backup holds them: UserDefaults written to disk, then the property lists of the
/// run's configuration folder read back, keys sorted.
func backupPreferences() -> String {
  UserDefaults.standard.synchronize()
  let folder = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"] ?? (NSHomeDirectory() + "/.config")
  var values: [String: String] = [:]
  for file in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  where file.hasSuffix(".plist") {
    guard let data = FileManager.default.contents(atPath: folder + "/" + file),
          let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { continue }
    for (key, value) in plist { values[key] = "\(value)" }
  }
  return "{" + values.keys.sorted().map { "\($0) = \(values[$0] ?? "")" }.joined(separator: ", ") + "}"
}

@MainActor
func runExercise(_ language: Language) async {
  // A fresh install: nothing of an earlier run in UserDefaults.
  for key in ["rememberMe", "token"] { UserDefaults.standard.removeObject(forKey: key) }
  let stage = AppStage(language: language, strings: "StorageChoice", routes: RouteTable([]))
  let keychain = DeviceKeychain()
  try? await Task.sleep(for: .milliseconds(100))
  print(language.pick("用户勾选「记住我」并登录，服务器发回令牌", "the user logs in with \"remember me\" on; the server sends a token"))
  LoginStore(keychain: keychain).saveLogin(token: "eyJhbGciOiJIUzI1NiJ9.mia", rememberMe: true)
  try? await Task.sleep(for: .milliseconds(400))
  print(language.pick("备份里的 Preferences.plist：\(backupPreferences())",
                      "the backup's Preferences.plist: \(backupPreferences())"))
  print(language.pick("钥匙串里：\(keychain.summary)", "in the keychain: \(keychain.summary)"))
  try? await Task.sleep(for: .milliseconds(100))
  print(language.pick("App 重新启动", "the app launches again"))
  await stage.show(RelaunchedApp(store: LoginStore(keychain: keychain)), playing: UserActionScript(steps: []))
}
