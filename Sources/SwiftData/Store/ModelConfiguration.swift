// Mirrors SwiftData's `ModelConfiguration` (iOS 17 SDK). Status: partial — `isStoredInMemoryOnly`, `url`, `name`
// and `allowsSave` act; `groupContainer` and `cloudKitDatabase` are not offered.
import Foundation

/// A type that describes the configuration of an app's schema or specific group of models (Apple:
/// `ModelConfiguration`). https://developer.apple.com/documentation/swiftdata/modelconfiguration
public struct ModelConfiguration: Hashable, Sendable {
  /// The name of the configuration ("default" unless given).
  public let name: String
  /// The location of the store file: by default `default.store` in the app's Application Support folder.
  public let url: URL
  /// Whether the store lives in memory only: nothing is written, and nothing survives a relaunch.
  public let isStoredInMemoryOnly: Bool
  /// Whether the store can be saved to.
  public let allowsSave: Bool

  /// Creates a configuration. https://developer.apple.com/documentation/swiftdata/modelconfiguration/init(_:schema:isstoredinmemoryonly:allowssave:groupcontainer:cloudkitdatabase:)
  public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
              allowsSave: Bool = true) {
    self.name = name ?? "default"
    url = Self.defaultURL(name: self.name)
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
  }

  /// Creates a configuration that stores its data at `url`. https://developer.apple.com/documentation/swiftdata/modelconfiguration/init(_:schema:url:allowssave:cloudkitdatabase:)
  public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
    self.name = name ?? "default"
    self.url = url
    isStoredInMemoryOnly = false
    self.allowsSave = allowsSave
  }

  /// `<name>.store` in Application Support, where SwiftData puts an app's store on iOS.
  static func defaultURL(name: String) -> URL {
    URL.applicationSupportDirectory.appendingPathComponent(name + ".store")
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.url == rhs.url && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
      && lhs.allowsSave == rhs.allowsSave
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(url)
    hasher.combine(isStoredInMemoryOnly)
  }
}
