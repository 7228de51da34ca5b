import AsyncSimulation
import Foundation

/// The simulated keychain: the app's generic passwords, kept in `Library/Keychains/keychain.json` under the home
/// folder — the app container in a run (`--container DIR` keeps it across relaunches), apart from `UserDefaults`.
/// Read at each call and written at each change, so that nothing is lost when the run ends.
enum Keychain {
  /// One generic password: its service and account (together its key), label, and data.
  struct Item: Codable, Equatable {
    var service: String
    var account: String
    var label: String?
    var data: Data
  }

  /// The file; tests point it elsewhere.
  nonisolated(unsafe) static var fileOverride: String?

  static var file: String {
    fileOverride ?? (FileManager.default.homeDirectoryForCurrentUser.path + "/Library/Keychains/keychain.json")
  }

  static func load() -> [Item] {
    guard let data = FileManager.default.contents(atPath: file) else { return [] }
    guard let items = try? JSONDecoder().decode([Item].self, from: data) else {
      let aside = file + ".corrupt"
      try? FileManager.default.removeItem(atPath: aside)
      try? FileManager.default.moveItem(atPath: file, toPath: aside)
      problem("Security: the keychain file is not one asyncplay wrote; it was set aside as keychain.json.corrupt")
      return []
    }
    return items
  }

  static func save(_ items: [Item]) -> Bool {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    guard let data = try? encoder.encode(items) else { return false }
    let folder = (file as NSString).deletingLastPathComponent
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
    else { return false }
    return FileManager.default.createFile(atPath: file, contents: data)
  }

  static func problem(_ line: String) {
    if Simulation.isRecording {
      TraceLog.print(line)
    } else {
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
  }
}

/// A query dictionary read as the generic-password API reads it.
struct KeychainQuery {
  var itemClass: String?
  var service: String?
  var account: String?
  var label: String?
  var data: Data?
  var returnData = false
  var returnAttributes = false
  var matchAll = false

  init(_ dictionary: CFDictionary) {
    for case let (key as String, value) in dictionary {
      switch key {
      case kSecClass: itemClass = Self.string(value)
      case kSecAttrService: service = Self.string(value)
      case kSecAttrAccount: account = Self.string(value)
      case kSecAttrLabel: label = Self.string(value)
      case kSecValueData: data = value as? Data ?? (value as? NSData).map { Data(referencing: $0) }
      case kSecReturnData: returnData = (value as? NSNumber)?.boolValue ?? (value as? Bool ?? false)
      case kSecReturnAttributes:
        returnAttributes = (value as? NSNumber)?.boolValue ?? (value as? Bool ?? false)
      case kSecMatchLimit: matchAll = Self.string(value) == kSecMatchLimitAll
      default: break
      }
    }
  }

  private static func string(_ value: Any) -> String? {
    value as? String ?? (value as? NSString).map { String($0) }
  }

  var isGenericPassword: Bool { itemClass == kSecClassGenericPassword }

  func matches(_ item: Keychain.Item) -> Bool {
    (service == nil || service == item.service) && (account == nil || account == item.account)
      && (label == nil || label == item.label)
  }
}
