// Mirrors: Foundation `NSUserActivity` (`init(activityType:)`, `activityType`, `title`, `userInfo`,
//   `addUserInfoEntries(from:)`, `requiredUserInfoKeys`, `targetContentIdentifier`, `webpageURL`, `keywords`,
//   `isEligibleForHandoff`, `isEligibleForSearch`, `isEligibleForPublicIndexing`, `isEligibleForPrediction`,
//   `needsSave`, `becomeCurrent()`, `resignCurrent()`, `invalidate()`), SwiftUI `NSUserActivity.setTypedPayload(_:)`,
//   `typedPayload(_:)`, `onContinueUserActivity(_:perform:)`, `userActivity(_:isActive:_:)`,
//   `userActivity(_:element:_:)`
// SDK: iOS 26 SDK
// Status: unavailable
// State restoration and Handoff through user activities: the system saves a scene's activity when the app goes to
// the background and hands it back on a relaunch, another device or a new window. A run has one scene, never goes to
// the background and is never continued elsewhere, so an activity would be advertised to no one and no
// `onContinueUserActivity` handler could ever run: declaring them would claim what is not simulated. Apple's
// shapes, members included, so that a program's first use is refused with the reason at its own line (a member the
// class lacked would be the compiler's first error instead, `no member 'title'`, and hide the reason);
// `@SceneStorage` and `--container` relaunches are what a run restores.

/// Not simulated.
@available(*, unavailable, message: "NSUserActivity is not simulated by asyncplay: a run has one scene that never goes to the background or continues on another device; restore state with @SceneStorage")
open class NSUserActivity: NSItemProviderWriting {
  public init(activityType: String) {}
  open var activityType: String { "" }
  open var title: String?
  open var userInfo: [AnyHashable: Any]?
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {}
  open var requiredUserInfoKeys: Set<String>?
  open var targetContentIdentifier: String?
  open var webpageURL: URL?
  open var keywords: Set<String> = []
  open var isEligibleForHandoff = false
  open var isEligibleForSearch = false
  open var isEligibleForPublicIndexing = false
  open var isEligibleForPrediction = false
  open var needsSave = false
  open func becomeCurrent() {}
  open func resignCurrent() {}
  open func invalidate() {}
  public static var writableTypeIdentifiersForItemProvider: [String] { [] }
  public func setTypedPayload<T: Encodable>(_ payload: T) throws {}
  public func typedPayload<T: Decodable>(_ type: T.Type) throws -> T {
    throw CocoaError(.featureUnsupported)
  }
}

extension View {
  /// Not simulated.
  @available(*, unavailable, message: "onContinueUserActivity is not simulated by asyncplay: no activity is ever handed to a run (no Handoff, Spotlight or new window); restore state with @SceneStorage")
  nonisolated public func onContinueUserActivity(_ activityType: String,
                                                 perform action: @escaping (NSUserActivity) -> Void) -> some View {
    self
  }

  /// Not simulated.
  @available(*, unavailable, message: "userActivity is not simulated by asyncplay: no activity is advertised (no Handoff or state restoration through activities); restore state with @SceneStorage")
  nonisolated public func userActivity(_ activityType: String, isActive: Bool = true,
                                       _ update: @escaping (NSUserActivity) -> Void) -> some View {
    self
  }

  /// Not simulated.
  @available(*, unavailable, message: "userActivity is not simulated by asyncplay: no activity is advertised (no Handoff or state restoration through activities); restore state with @SceneStorage")
  nonisolated public func userActivity<P>(_ activityType: String, element: P?,
                                          _ update: @escaping (P, NSUserActivity) -> Void) -> some View {
    self
  }
}
