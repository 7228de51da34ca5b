/// The project settings a user has, by the name they know them by (see docs/profiles.md).
public enum ProjectProfile: String, CaseIterable, Sendable {
  /// A new app target made by Xcode 26's template: `SWIFT_VERSION = 5.0`, `SWIFT_DEFAULT_ACTOR_ISOLATION =
  /// MainActor`, `SWIFT_APPROACHABLE_CONCURRENCY = YES` (Strict Concurrency Checking left at its default, Minimal).
  /// The default: it is the project a student who writes SwiftUI today has.
  case xcode26App = "xcode26-app"
  /// That target switched to Swift 6 (Swift Language Version = Swift 6): the template's other settings stay, and in
  /// Swift 6 mode Approachable Concurrency adds only NonisolatedNonsendingByDefault and InferIsolatedConformances.
  case swift6App = "swift6-app"
  /// A Swift package target (`swift-tools-version: 6.x`): Swift 6 mode, nonisolated by default, no upcoming features.
  case swiftPackage = "swift-package"

  /// The settings of this profile.
  public var settings: ProjectSettings {
    switch self {
    case .xcode26App: ProjectSettings(languageMode: .swift5, defaultIsolation: .mainActor, approachableConcurrency: true)
    case .swift6App: ProjectSettings(languageMode: .swift6, defaultIsolation: .mainActor, approachableConcurrency: true)
    case .swiftPackage: ProjectSettings(languageMode: .swift6, defaultIsolation: .nonisolated,
                                        approachableConcurrency: false)
    }
  }

  /// The names, as usage lists them: `xcode26-app|swift6-app|swift-package`.
  package static let names = allCases.map(\.rawValue).joined(separator: "|")
}
