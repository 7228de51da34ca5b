import TextBase

/// What the user asked for: a profile (`--profile`, `profile=`, `profile:`) and any axis set on its own
/// (`--swift-version`, `--default-isolation`, `--approachable-concurrency`), which wins over the profile whatever
/// the order they were given in.
public struct ProjectChoice: Equatable, Sendable {
  /// The profile; nil: the default (``ProjectSettings/default``).
  public var profile: ProjectProfile?
  /// `--swift-version 5|6`.
  public var languageMode: ProjectSettings.LanguageMode?
  /// `--default-isolation MainActor|nonisolated`.
  public var defaultIsolation: PreviewSettings.DefaultIsolation?
  /// `--approachable-concurrency on|off`.
  public var approachableConcurrency: Bool?

  /// Nothing chosen: the default profile.
  public init() {}

  /// Whether anything was chosen.
  package var isEmpty: Bool { self == ProjectChoice() }

  /// The settings chosen, on top of `base` when no profile was named.
  package func settings(over base: ProjectSettings = .default) -> ProjectSettings {
    var settings = profile?.settings ?? base
    if let languageMode { settings.languageMode = languageMode }
    if let defaultIsolation { settings.defaultIsolation = defaultIsolation }
    if let approachableConcurrency { settings.approachableConcurrency = approachableConcurrency }
    return settings
  }

  /// The settings chosen.
  public var settings: ProjectSettings { settings() }

  /// This choice with `other`'s choices on top (the command line's over a lesson's or a script's).
  package func overridden(by other: ProjectChoice) -> ProjectChoice {
    var choice = other.profile == nil ? self : ProjectChoice()
    if let profile = other.profile { choice.profile = profile }
    if let languageMode = other.languageMode { choice.languageMode = languageMode }
    if let defaultIsolation = other.defaultIsolation { choice.defaultIsolation = defaultIsolation }
    if let approachableConcurrency = other.approachableConcurrency {
      choice.approachableConcurrency = approachableConcurrency
    }
    return choice
  }

  /// The axes as `name=value` words, as the REPL's `preview`, `.play` scripts and exercise files write them.
  package static let settingNames = ["profile", "swift-version", "default-isolation", "approachable-concurrency"]

  /// Sets the axis `name` (one of ``settingNames``, or `isolation`, the REPL's older spelling) to `value`; the
  /// error says what is accepted, in both languages.
  package mutating func set(_ name: String, to value: String) throws(UsageError) {
    func bad(_ zh: String, _ en: String) -> UsageError {
      UsageError(zh: "\(name) 的值 \"\(value)\" 不对；\(zh)", en: "bad value \"\(value)\" for \(name); \(en)")
    }
    switch name {
    case "profile":
      guard let profile = ProjectProfile(rawValue: value) else {
        throw bad(Self.acceptedProfiles(.zh), Self.acceptedProfiles(.en))
      }
      self.profile = profile
    case "swift-version":
      guard let mode = ProjectSettings.LanguageMode(rawValue: value) else {
        throw bad("应是 5 或 6（Swift 语言模式）", "expected 5 or 6 (the Swift language mode)")
      }
      languageMode = mode
    case "default-isolation", "isolation":
      guard let isolation = PreviewSettings.DefaultIsolation(rawValue: value) else {
        throw bad("应是 MainActor（Xcode 26 新建 App 的设置）或 nonisolated（Swift 包的默认）",
                  "expected MainActor (what a new Xcode 26 app target sets) or nonisolated (a Swift package's default)")
      }
      defaultIsolation = isolation
    case "approachable-concurrency":
      guard value == "on" || value == "off" else {
        throw bad("应是 on 或 off（Xcode 的 Approachable Concurrency）",
                  "expected on or off (Xcode's Approachable Concurrency)")
      }
      approachableConcurrency = value == "on"
    default:
      throw UsageError(zh: "没有设置 \(name)；可用：\(Self.settingNames.joined(separator: "、"))",
                       en: "no setting \(name); expected one of \(Self.settingNames.joined(separator: ", "))")
    }
  }

  /// What `--profile` accepts, in words.
  package static func acceptedProfiles(_ language: Language) -> String {
    language.pick("应是 xcode26-app（Xcode 26 新建的 App，默认）、swift6-app（改成 Swift 6 的 App）或 swift-package（Swift 包）",
                  "expected xcode26-app (a new Xcode 26 app target, the default), swift6-app (an app target in "
                    + "Swift 6 mode) or swift-package (a Swift package)")
  }
}
