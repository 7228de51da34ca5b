import Foundation
@testable import Security
import Testing

/// The keychain's generic-password API against Apple's documentation, on a keychain file of the test's own.
@Suite("Security: keychain items", .serialized)
struct SecItemTests {
  private func withKeychain(_ body: (String) throws -> Void) rethrows {
    let folder = NSTemporaryDirectory() + "keychain-tests-" + UUID().uuidString
    Keychain.fileOverride = folder + "/keychain.json"
    defer {
      Keychain.fileOverride = nil
      try? FileManager.default.removeItem(atPath: folder)
    }
    try body(folder + "/keychain.json")
  }

  private func query(_ account: String, _ extra: [String: Any] = [:]) -> CFDictionary {
    var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account]
    query.merge(extra) { $1 }
    return query as CFDictionary
  }

  // https://developer.apple.com/documentation/security/secitemadd(_:_:)
  // https://developer.apple.com/documentation/security/secitemcopymatching(_:_:)
  @Test("add, then copy the data back; a second add of the same account is errSecDuplicateItem")
  func addAndCopy() {
    withKeychain { file in
      #expect(SecItemAdd(query("token", [kSecValueData as String: Data("abc".utf8)]), nil) == errSecSuccess)
      #expect(SecItemAdd(query("token", [kSecValueData as String: Data("x".utf8)]), nil) == errSecDuplicateItem)
      var item: AnyObject?
      let status = SecItemCopyMatching(query("token", [kSecReturnData as String: kCFBooleanTrue!,
                                                       kSecMatchLimit as String: kSecMatchLimitOne]), &item)
      #expect(status == errSecSuccess)
      #expect((item as? Data).map { String(decoding: $0, as: UTF8.self) } == "abc")
      #expect(FileManager.default.fileExists(atPath: file))
      #expect(SecItemCopyMatching(query("other"), nil) == errSecItemNotFound)
    }
  }

  // https://developer.apple.com/documentation/security/secitemupdate(_:_:)
  // https://developer.apple.com/documentation/security/secitemdelete(_:)
  @Test("update changes the data; delete removes it; both are errSecItemNotFound when nothing matches")
  func updateAndDelete() {
    withKeychain { _ in
      #expect(SecItemUpdate(query("token"), [kSecValueData as String: Data("new".utf8)] as CFDictionary)
                == errSecItemNotFound)
      #expect(SecItemAdd(query("token", [kSecValueData as String: Data("old".utf8)]), nil) == errSecSuccess)
      #expect(SecItemUpdate(query("token"), [kSecValueData as String: Data("new".utf8)] as CFDictionary)
                == errSecSuccess)
      var item: AnyObject?
      _ = SecItemCopyMatching(query("token", [kSecReturnData as String: true]), &item)
      #expect((item as? Data) == Data("new".utf8))
      #expect(SecItemDelete(query("token")) == errSecSuccess)
      #expect(SecItemDelete(query("token")) == errSecItemNotFound)
      #expect(SecItemCopyMatching(query("token"), nil) == errSecItemNotFound)
    }
  }

  @Test("a class other than generic passwords is errSecUnimplemented; a query without a class is errSecParam")
  func otherClasses() {
    withKeychain { _ in
      #expect(SecItemAdd([kSecClass as String: kSecClassInternetPassword] as CFDictionary, nil) == errSecUnimplemented)
      #expect(SecItemAdd([kSecAttrAccount as String: "a"] as CFDictionary, nil) == errSecParam)
    }
  }
}
