import TextBase

/// The project settings a user's files are compiled with, one value per axis of Xcode's build settings that changes
/// what Swift concurrency code means: the language mode (Swift Language Version, `SWIFT_VERSION`), the isolation of
/// declarations that name none (Default Actor Isolation, `SWIFT_DEFAULT_ACTOR_ISOLATION`, SE-0466) and Approachable
/// Concurrency (`SWIFT_APPROACHABLE_CONCURRENCY`, a group of upcoming features). docs/profiles.md lists each with the
/// compiler flags it becomes.
public struct ProjectSettings: Equatable, Hashable, Sendable {
  /// Swift Language Version.
  public enum LanguageMode: String, CaseIterable, Sendable {
    /// Swift 5 mode: data-race diagnostics are warnings (with Xcode's default Strict Concurrency Checking, Minimal).
    case swift5 = "5"
    /// Swift 6 mode: complete data-race checking, its diagnostics errors.
    case swift6 = "6"
  }

  /// `-swift-version`.
  public var languageMode: LanguageMode
  /// `-default-isolation`.
  public var defaultIsolation: PreviewSettings.DefaultIsolation
  /// Approachable Concurrency: its upcoming features on.
  public var approachableConcurrency: Bool

  /// Settings with every axis given.
  public init(languageMode: LanguageMode, defaultIsolation: PreviewSettings.DefaultIsolation,
              approachableConcurrency: Bool) {
    self.languageMode = languageMode
    self.defaultIsolation = defaultIsolation
    self.approachableConcurrency = approachableConcurrency
  }

  /// The upcoming features Xcode 26's Approachable Concurrency turns on (its Quick Help: "Enables upcoming features
  /// that aim to provide a more approachable path to Swift Concurrency: DisableOutwardActorInference,
  /// GlobalActorIsolatedTypesUsability, InferIsolatedConformances, InferSendableFromCaptures, and
  /// NonisolatedNonsendingByDefault"), each with the language mode that already has it (Swift 6.3's
  /// `-print-supported-features`): naming one of those in Swift 6 mode is the compiler's warning "upcoming feature
  /// … is already enabled as of Swift version 6", so Swift 6 mode passes only the two that are new.
  package static let approachableFeatures: [(name: String, enabledIn: LanguageMode?)] = [
    ("DisableOutwardActorInference", .swift6),
    ("GlobalActorIsolatedTypesUsability", .swift6),
    ("InferIsolatedConformances", nil),
    ("InferSendableFromCaptures", .swift6),
    ("NonisolatedNonsendingByDefault", nil),
  ]

  /// The upcoming features these settings pass to the compiler.
  package var upcomingFeatures: [String] {
    guard approachableConcurrency else { return [] }
    return Self.approachableFeatures.filter { feature in
      feature.enabledIn == nil || (feature.enabledIn == .swift6 && languageMode == .swift5)
    }.map(\.name)
  }

  /// The compiler flags, in the order `swiftc` gets them.
  package var compilerFlags: [String] {
    var flags = ["-swift-version", languageMode.rawValue]
    // nonisolated is the compiler's default: not passed, so that a swift-package compile is today's.
    if defaultIsolation == .mainActor { flags += ["-default-isolation", "MainActor"] }
    for feature in upcomingFeatures { flags += ["-enable-upcoming-feature", feature] }
    return flags
  }

  /// The named profile these settings are, if any.
  package var profile: ProjectProfile? { ProjectProfile.allCases.first { $0.settings == self } }

  /// How the trace, `--json` and the header name these settings: the profile's name, else each axis
  /// (`swift-version=5,default-isolation=nonisolated,approachable-concurrency=on`).
  public var name: String {
    if let profile { return profile.rawValue }
    return "swift-version=\(languageMode.rawValue),default-isolation=\(defaultIsolation.rawValue),"
      + "approachable-concurrency=\(approachableConcurrency ? "on" : "off")"
  }

  /// The axes in words, short enough for one line of 80 columns with the name:
  /// `Swift 5 mode, MainActor, Approachable Concurrency`.
  package func axes(_ language: Language) -> String {
    let isolation = defaultIsolation.rawValue
    return language.pick("Swift \(languageMode.rawValue) 模式，\(isolation)，"
                           + (approachableConcurrency ? "开" : "关") + " Approachable Concurrency",
                         "Swift \(languageMode.rawValue) mode, \(isolation), "
                           + (approachableConcurrency ? "" : "no ") + "Approachable Concurrency")
  }

  /// The header of a compiled run: `profile xcode26-app (Swift 5 mode, MainActor, Approachable Concurrency)`;
  /// settings that are no profile are `custom` there (``name`` spells them out in `--json`).
  package func header(_ language: Language) -> String {
    let shown = profile?.rawValue ?? language.pick("自定", "custom")
    return language.pick("配置 \(shown)（\(axes(language))）", "profile \(shown) (\(axes(language)))")
  }

  /// The settings ``name`` names (a profile's name, or each setting), or nil.
  package init?(named name: String) {
    if let profile = ProjectProfile(rawValue: name) {
      self = profile.settings
      return
    }
    var choice = ProjectChoice()
    for part in name.split(separator: ",") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, (try? choice.set(pair[0], to: pair[1])) != nil else { return nil }
    }
    guard choice.languageMode != nil, choice.defaultIsolation != nil, choice.approachableConcurrency != nil else {
      return nil
    }
    self = choice.settings
  }

  /// The settings every compiled run gets without an option: a new Xcode 26 app target's.
  public static let `default` = ProjectProfile.xcode26App.settings
}
