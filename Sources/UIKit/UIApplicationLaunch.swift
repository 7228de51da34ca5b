// Mirrors: nothing of Apple's: how a run launches an app that starts with a UIKit app delegate
// SDK: iOS 26 SDK
// Status: internal
internal import AsyncSimulation
import Foundation

/// Launches an app whose entry point is its `UIApplicationDelegate` (an iOS 13 app's AppDelegate and
/// SceneDelegate), in the order Apple documents ("About the app launch sequence", "Managing your app's life
/// cycle"): the delegate's `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)`; then for the one window scene, the session's configuration
/// (`application(_:configurationForConnecting:options:)`), the scene delegate's `scene(_:willConnectTo:options:)`,
/// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. An app without a scene delegate gets
/// `applicationDidBecomeActive(_:)` instead. Each step is a `log` event of the `UIKit` log on the trace, so the
/// timeline shows the launch. What the run then shows is the key window's root view controller.
@MainActor
public enum UIApplicationLaunch {
  /// The log the launch's steps are written to.
  static let label = "UIKit"

  /// Launches the app with `delegate`; `makeSceneDelegate` makes the scene delegate the Info.plist would name (the
  /// app's one `UIWindowSceneDelegate` class), nil for an app without scenes. Returns the window the app made key
  /// and visible, or nil when it made none.
  public static func launch(delegate: any UIApplicationDelegate,
                            makeSceneDelegate: (() -> any UISceneDelegate)?) -> UIWindow? {
    let application = UIApplication.shared
    application.delegate = delegate
    step("application(_:willFinishLaunchingWithOptions:)")
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    step("application(_:didFinishLaunchingWithOptions:)")
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    guard let makeSceneDelegate else {
      application.applicationState = .active
      step("applicationDidBecomeActive(_:)")
      delegate.applicationDidBecomeActive(application)
      return application.keyWindowMadeByApp
    }
    let session = UISceneSession(role: .windowApplication, persistentIdentifier: "Session-1")
    let options = UIScene.ConnectionOptions()
    step("application(_:configurationForConnecting:options:)")
    session.configuration = delegate.application(application, configurationForConnecting: session, options: options)
    let scene = UIWindowScene(session: session, connectionOptions: options)
    scene.delegate = makeSceneDelegate()
    session.scene = scene
    application.openSessions.insert(session)
    application.connectedScenes.insert(scene)
    step("scene(_:willConnectTo:options:)")
    scene.delegate?.scene(scene, willConnectTo: session, options: options)
    scene.activationState = .foregroundInactive
    step("sceneWillEnterForeground(_:)")
    scene.delegate?.sceneWillEnterForeground(scene)
    scene.activationState = .foregroundActive
    application.applicationState = .active
    step("sceneDidBecomeActive(_:)")
    scene.delegate?.sceneDidBecomeActive(scene)
    return scene.keyWindow ?? application.keyWindowMadeByApp
  }

  /// Records that UIKit calls `method` now.
  private static func step(_ method: String) {
    TraceLog.log(level: "info", label: label, text: method)
  }
}
