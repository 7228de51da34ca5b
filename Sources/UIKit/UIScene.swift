// Mirrors: UIKit `UIScene`, `UIScene.ActivationState`, `UIScene.ConnectionOptions`, `UIWindowScene`, `windows`,
//   `keyWindow`, `activationState`, `session`, `delegate`, `title`
// SDK: iOS 26 SDK
// Status: partial
import Foundation

/// An object that represents one instance of your app's user interface (Apple: `UIScene`). A run connects one
/// ``UIWindowScene``.
@MainActor
open class UIScene: UIResponder {
  /// The session associated with the scene.
  public let session: UISceneSession
  /// The object you use to receive life-cycle events associated with the scene. The scene keeps it, as UIKit's
  /// does (the delegate UIKit made has no other owner).
  open var delegate: (any UISceneDelegate)?
  /// The current execution state of the scene.
  public internal(set) var activationState: ActivationState = .unattached
  /// The title of the scene (shown nowhere: one window has no switcher).
  open var title: String!

  /// Creates a scene object using the specified session and connection information.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
  }

  /// Constants that indicate the current state of a scene.
  public enum ActivationState: Int, Sendable {
    /// The state of a scene that is not connected to the app.
    case unattached = -1
    /// The scene is running in the foreground and currently receiving events.
    case foregroundActive = 0
    /// The scene is running in the foreground but is not receiving events.
    case foregroundInactive = 1
    /// The scene is running in the background and is not onscreen.
    case background = 2
  }

  /// Data that UIKit passes to the scene when it connects it to the app: a launch from the home screen, so none
  /// of its URLs, activities or shortcut items.
  @MainActor
  open class ConnectionOptions: NSObject {
    /// The URLs to open: none.
    public var urlContexts: Set<AnyHashable> { [] }
    /// The bundle ID of the app that asked to connect the scene: none.
    public var sourceApplication: String? { nil }
    /// The handoff type of a user activity to continue: none.
    public var handoffUserActivityType: String? { nil }
  }
}

/// A scene that manages one or more windows for your app (Apple: `UIWindowScene`).
@MainActor
open class UIWindowScene: UIScene {
  /// The windows associated with the scene, in the order they were made.
  public internal(set) var windows: [UIWindow] = []

  /// The window that is the key window of the scene (the last made key and visible).
  public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
}
