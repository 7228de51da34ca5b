// Mirrors: UIKit `UISceneDelegate`, `scene(_:willConnectTo:options:)`, `sceneDidDisconnect(_:)`,
//   `sceneDidBecomeActive(_:)`, `sceneWillResignActive(_:)`, `sceneWillEnterForeground(_:)`,
//   `sceneDidEnterBackground(_:)`, `UIWindowSceneDelegate`, `window`
// SDK: iOS 26 SDK
// Status: partial
import Foundation

/// The core methods you use to respond to life-cycle events occurring within a scene (Apple: `UISceneDelegate`).
/// Every method is optional, as in Objective-C: each has an empty default.
///
/// A run connects the scene and brings it to the foreground and makes it active, in that order (Apple: "Managing
/// your app's life cycle"); it never goes to the background or disconnects during a run, so
/// `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)` and `sceneDidDisconnect(_:)` are never called.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// Tells the delegate about the addition of a scene to the app.
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// Tells the delegate that UIKit removed a scene from your app.
  func sceneDidDisconnect(_ scene: UIScene)
  /// Tells the delegate that the scene became active and is now responding to user events.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// Tells the delegate that the scene is about to resign the active state and stop responding to user events.
  func sceneWillResignActive(_ scene: UIScene)
  /// Tells the delegate that the scene is about to begin running in the foreground and become visible to the user.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// Tells the delegate that the scene is running in the background and is no longer onscreen.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  /// Nothing to do by default.
  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                    options connectionOptions: UIScene.ConnectionOptions) {}
  /// Nothing to do by default.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Nothing to do by default.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Nothing to do by default.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Nothing to do by default.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Nothing to do by default.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene (Apple:
/// `UIWindowSceneDelegate`).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The main window associated with the scene (optional in Objective-C: the class's own stored `window` is it).
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window of its own when the delegate declares none.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
