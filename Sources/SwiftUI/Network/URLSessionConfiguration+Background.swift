// Mirrors: Foundation `URLSessionConfiguration.background(withIdentifier:)`, `sessionSendsLaunchEvents`
// SDK: iOS 26 SDK
// Status: partial
// Foundation on Linux declares `background(withIdentifier:)` unavailable ("Not available on non-Darwin platforms")
// and has no `sessionSendsLaunchEvents` (Swift 6.3.1); `isDiscretionary` it has. A run never leaves the foreground:
// the app is never suspended, so a background session's transfers run at once and as a default session's do,
// `isDiscretionary` delays nothing and no launch event is ever sent. The settings are kept and read back as set.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

extension URLSessionConfiguration {
  /// A configuration for transfers that go on while the app is in the background
  /// (developer.apple.com/documentation/foundation/urlsessionconfiguration/background(withidentifier:)): in a run,
  /// the default configuration, since the app stays in the foreground (see the file's header). `identifier` is kept.
  public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
    let configuration = URLSessionConfiguration.default
    ConfigurationSettings.set(configuration) { $0.backgroundIdentifier = identifier }
    return configuration
  }

  /// Whether the app should be resumed or launched in the background when transfers finish
  /// (developer.apple.com/documentation/foundation/urlsessionconfiguration/sessionsendslaunchevents): kept; no
  /// launch event is sent in a run, which never leaves the foreground.
  public var sessionSendsLaunchEvents: Bool {
    get { ConfigurationSettings.get(self)?.sendsLaunchEvents ?? true }
    set { ConfigurationSettings.set(self) { $0.sendsLaunchEvents = newValue } }
  }
}

/// The settings Linux's `URLSessionConfiguration` has no storage for, by configuration object.
enum ConfigurationSettings {
  struct Settings {
    weak var owner: URLSessionConfiguration?
    var backgroundIdentifier: String?
    var sendsLaunchEvents = true
  }

  private static let table = Mutex<[ObjectIdentifier: Settings]>([:])

  static func get(_ configuration: URLSessionConfiguration) -> Settings? {
    table.withLock { table in
      table[ObjectIdentifier(configuration)].flatMap { $0.owner === configuration ? $0 : nil }
    }
  }

  static func set(_ configuration: URLSessionConfiguration, _ change: (inout Settings) -> Void) {
    table.withLock { table in
      // An entry whose configuration is gone may have left its identifier to a new one: start it afresh.
      table = table.filter { $0.value.owner != nil }
      var settings = table[ObjectIdentifier(configuration)].flatMap { $0.owner === configuration ? $0 : nil }
        ?? Settings(owner: configuration)
      change(&settings)
      table[ObjectIdentifier(configuration)] = settings
    }
  }
}
