// Mirrors: UIKit `UISceneSession`, `UISceneSession.Role`, `role`, `configuration`, `scene`,
//   `persistentIdentifier`, `userInfo`, `UISceneConfiguration`, `init(name:sessionRole:)`, `delegateClass`,
//   `sceneClass`, `name`
// SDK: iOS 26 SDK
// Status: partial
import Foundation

/// An object that contains information about one of your app's scenes (Apple: `UISceneSession`).
@MainActor
open class UISceneSession: NSObject {
  /// The role the scene plays in your app.
  public let role: Role
  /// A unique identifier that persists for the lifetime of the session: `Session-1` for the run's one session
  /// (UIKit's is a UUID; a fixed name keeps runs the same).
  public let persistentIdentifier: String
  /// The configuration data for creating the scene: the one the app delegate returned.
  public internal(set) var configuration: UISceneConfiguration
  /// The scene associated with the current session.
  public internal(set) weak var scene: UIScene?
  /// Custom data to associate with the session.
  open var userInfo: [String: Any]?

  init(role: Role, persistentIdentifier: String) {
    self.role = role
    self.persistentIdentifier = persistentIdentifier
    configuration = UISceneConfiguration(name: nil, sessionRole: role)
    super.init()
  }

  /// Constants indicating the possible roles for a scene.
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// The role's name.
    public let rawValue: String
    /// Creates a role with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The scene displays interactive windows on the device's main screen.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// The scene displays noninteractive windows on an externally connected screen.
    public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
}

/// Information about the objects and storyboard for UIKit to use when creating a particular scene (Apple:
/// `UISceneConfiguration`).
@MainActor
open class UISceneConfiguration: NSObject {
  /// The app-specific name of the configuration (the key of the Info.plist's entry).
  public let name: String?
  /// The role of the scene.
  public let role: UISceneSession.Role
  /// The class of the scene delegate object, when the code names it; nil takes the Info.plist's, which in a run is
  /// the one class of the app's files that adopts `UIWindowSceneDelegate` (see docs/platform.md).
  open var delegateClass: AnyClass?
  /// The class of the scene object to create (``UIWindowScene`` when nil).
  open var sceneClass: AnyClass?

  /// The name Xcode's template gives the Info.plist's scene configuration.
  nonisolated static let infoPlistDefaultName = "Default Configuration"

  /// Creates a scene-configuration object with the specified role and app-specific name.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
  }
}
