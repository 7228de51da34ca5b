import AsyncSimulation
import Foundation
@testable import Playground
@testable import Runs
import Testing

/// The keychain through `preview`: the seed's sample unchanged, and what a relaunch with `--container` finds.
@Suite("Preview: keychain")
struct KeychainPreviewTests {
  /// The persistence chapter's keychain sample, as printed (samples/002_57002a8cf20e97ea_08.swift).
  static let seed = #"""
// from 002_57002a8cf20e97ea.txt, section 9.10
// Keychain 访问（系统 API 较底层，通常使用第三方封装如 KeychainSwift）
// 下面是直接使用 Security 框架的示例
import Security

struct KeychainHelper {

    // 存储
    @discardableResult
    static func save(key: String, value: String) -> Bool {
        let data = value.data(using: .utf8)!
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: key,
            kSecValueData as String: data
        ]
        SecItemDelete(query as CFDictionary)  // 先删除旧值
        let status = SecItemAdd(query as CFDictionary, nil)
        return status == errSecSuccess
    }

    // 读取
    static func read(key: String) -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: key,
            kSecReturnData as String: kCFBooleanTrue!,
            kSecMatchLimit as String: kSecMatchLimitOne
        ]
        var item: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        guard status == errSecSuccess, let data = item as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }

    // 删除
    static func delete(key: String) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: key
        ]
        SecItemDelete(query as CFDictionary)
    }
}

// 使用
KeychainHelper.save(key: "userToken", value: "eyJhbGciOiJIUzI1NiJ9...")
let token = KeychainHelper.read(key: "userToken")
"""#

  // https://developer.apple.com/documentation/security/secitemadd(_:_:)
  // https://developer.apple.com/documentation/security/secitemcopymatching(_:_:)
  @Test("the seed's KeychainHelper runs unchanged; the token is in the container's keychain, apart from defaults, and a relaunch reads it")
  func seedSample() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let box = folder + "/box"
    _ = try StudentFixtures.write(Self.seed, "Keychain.swift", in: folder)
    let first = try StudentFixtures.asyncplay(["preview", "Keychain.swift", "--container", box, "--lang", "en"],
                                              in: folder)
    #expect(first.termination == .exited(0), "\(first.outputText)\(first.errorText)")
    let file = box + "/Library/Keychains/keychain.json"
    #expect(FileSystem.isFile(file))
    #expect(FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) }?
      .contains("userToken") == true)
    let reader = Self.seed.replacingOccurrences(
      of: "KeychainHelper.save(key: \"userToken\", value: \"eyJhbGciOiJIUzI1NiJ9...\")\n", with: "")
      + "\nprint(token ?? \"none\")\nprint(SecItemAdd([kSecClass as String: kSecClassGenericPassword, "
      + "kSecAttrAccount as String: \"userToken\"] as CFDictionary, nil) == errSecDuplicateItem)\n"
    _ = try StudentFixtures.write(reader, "Reader.swift", in: folder)
    let relaunch = try StudentFixtures.asyncplay(["preview", "Reader.swift", "--container", box, "--lang", "en"],
                                                 in: folder)
    #expect(relaunch.outputText.contains("main eyJhbGciOiJIUzI1NiJ9..."), "\(relaunch.outputText)\(relaunch.errorText)")
    #expect(relaunch.outputText.contains("main true"), "\(relaunch.outputText)")
    let fresh = try StudentFixtures.asyncplay(["preview", "Reader.swift", "--lang", "en"], in: folder)
    #expect(fresh.outputText.contains("main none"), "\(fresh.outputText)\(fresh.errorText)")
  }
}
