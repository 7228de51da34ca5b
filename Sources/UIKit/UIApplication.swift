// Mirrors: UIKit `UIApplication`, `UIApplication.shared`, `delegate`, `connectedScenes`, `openSessions`,
//   `applicationState`, `UIApplication.State`, `UIApplication.LaunchOptionsKey`, `supportsMultipleScenes`
// SDK: iOS 26 SDK
// Status: partial
import Foundation

/// The centralized point of control and coordination for apps running in iOS (Apple: `UIApplication`).
///
/// A run launches one app with one window scene, in the order Apple documents (see ``UIApplicationLaunch``); what
/// the shared application reports follows that launch. Opening URLs, background tasks, remote notifications and
/// the responder chain's actions are not offered.
@MainActor
open class UIApplication: UIResponder {
  /// The singleton app instance.
  public static let shared = UIApplication()

  /// The delegate of the app object. Apple's property is `unowned(unsafe)` because UIKit keeps the delegate it
  /// made alive; here the application holds it for the same reason (the run's launch made it, nothing else does).
  open var delegate: (any UIApplicationDelegate)?

  /// The app's currently connected scenes: the one window scene of the run once it is connected.
  public internal(set) var connectedScenes: Set<UIScene> = []

  /// The sessions whose scenes are either currently active or archived by the system.
  public internal(set) var openSessions: Set<UISceneSession> = []

  /// The app's current state: `.active` once its scene became active, `.inactive` while it launches.
  public internal(set) var applicationState: State = .inactive

  /// The window the app's code last made key and visible: the one the run shows.
  var keyWindowMadeByApp: UIWindow?

  /// Whether the app may display multiple scenes simultaneously: false, as in an app whose Info.plist does not
  /// set `UIApplicationSupportsMultipleScenes` (an iPhone shows one).
  public var supportsMultipleScenes: Bool { false }

  /// The running states of an app.
  public enum State: Int, Sendable {
    /// The app is running in the foreground and currently receiving events.
    case active = 0
    /// The app is running in the foreground but isn't receiving events.
    case inactive = 1
    /// The app is running in the background.
    case background = 2
  }

  /// Keys used to access values in the launch options dictionary passed to
  /// `application(_:didFinishLaunchingWithOptions:)` (a launch in a run passes none: the dictionary is nil).
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A URL the app was asked to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle ID of the app that asked to open a URL.
    public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// A remote notification the app was launched for.
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// A user activity the app was launched to continue.
    public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }
}

/// Creates the application object and the application delegate and sets up the event cycle (Apple:
/// `UIApplicationMain`). An app starts by `@main` on its delegate (or, before Swift 5.3, `@UIApplicationMain`):
/// asyncplay's `preview` launches it itself; called directly, it launches `delegateClassName`'s delegate as the
/// preview would and returns 0 (there is no event loop to run forever).
@MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
  0
}
