// Mirrors: UIKit `UIApplicationDelegate`, `application(_:didFinishLaunchingWithOptions:)`,
//   `application(_:willFinishLaunchingWithOptions:)`, `application(_:configurationForConnecting:options:)`,
//   `application(_:didDiscardSceneSessions:)`, `applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`,
//   `applicationDidEnterBackground(_:)`, `applicationWillEnterForeground(_:)`, `applicationWillTerminate(_:)`,
//   `main()`
// SDK: iOS 26 SDK
// Status: partial
import Foundation

/// A set of methods to manage shared behaviors for your app (Apple: `UIApplicationDelegate`). Every method is
/// optional, as in Objective-C: each has a default here that does what UIKit does when the delegate lacks it.
///
/// A run calls them in the launch order Apple documents (``UIApplicationLaunch``). An app with scenes gets its
/// foreground and active transitions through its scene delegate (Apple: "If your app supports scenes, UIKit
/// delivers the scene-specific version of these events to the scene delegate instead"), so the
/// `applicationDidBecomeActive(_:)` family is never called.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Tells the delegate that the launch process has begun but that state restoration hasn't occurred.
  func application(_ application: UIApplication,
                   willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  /// Tells the delegate that the launch process is almost done and the app is almost ready to run.
  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  /// Retrieves the configuration data for UIKit to use when creating a new scene.
  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                   options: UIScene.ConnectionOptions) -> UISceneConfiguration
  /// Tells the delegate that the user closed one or more of the app's scenes from the app switcher.
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// Tells the delegate that the app has become active (not called for an app with scenes).
  func applicationDidBecomeActive(_ application: UIApplication)
  /// Tells the delegate that the app is about to become inactive (not called for an app with scenes).
  func applicationWillResignActive(_ application: UIApplication)
  /// Tells the delegate that the app is now in the background (not called for an app with scenes).
  func applicationDidEnterBackground(_ application: UIApplication)
  /// Tells the delegate that the app is about to enter the foreground (not called for an app with scenes).
  func applicationWillEnterForeground(_ application: UIApplication)
  /// Tells the delegate when the app is about to terminate (a run ends without terminating: never called).
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// UIKit goes on with the launch when the delegate does not implement it.
  public func application(_ application: UIApplication,
                          willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool { true }
  /// UIKit goes on with the launch when the delegate does not implement it.
  public func application(_ application: UIApplication,
                          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool { true }
  /// Without it UIKit takes the configuration the Info.plist names for the session's role.
  public func application(_ application: UIApplication,
                          configurationForConnecting connectingSceneSession: UISceneSession,
                          options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    UISceneConfiguration(name: UISceneConfiguration.infoPlistDefaultName, sessionRole: connectingSceneSession.role)
  }
  /// Nothing to do by default.
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
  /// Nothing to do by default.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Nothing to do by default.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Nothing to do by default.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Nothing to do by default.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Nothing to do by default.
  public func applicationWillTerminate(_ application: UIApplication) {}

  /// The entry point `@main` on the delegate calls (Apple: `UIApplicationDelegate.main()`). asyncplay's `preview`
  /// launches the app itself (``UIApplicationLaunch``), so it is never called in a run; called, it does nothing.
  public static func main() {}
}
