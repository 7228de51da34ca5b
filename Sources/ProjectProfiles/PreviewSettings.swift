/// `preview`'s own settings, carried in a ``RunRequest`` so that the child, budget advice and exports see a preview
/// run as any other run.
public struct PreviewSettings: Equatable, Sendable {
  /// `--root TYPE`: the view to show (a `View` type, or the name of a `#Preview`).
  public var root: String?
  /// `--do SCRIPT`: the user's actions at virtual times, as typed (parsed by `UserActionScript`).
  public var actions: String?
  /// `--routes FILE`: the network's answers.
  public var routes: String?
  /// `--container DIR`: the app's storage, kept in this folder (a fresh one for each run, removed afterwards,
  /// without it).
  public var container: String?
  /// The app's bundle resources: the data files beside the Swift files (`AppBundle`), copied into the container.
  public var resources: [String] = []
  /// The isolation the compiler infers for declarations that name none (SE-0466).
  public enum DefaultIsolation: String, Equatable, Sendable {
    /// Every declaration without isolation of its own is `@MainActor`: what a new Xcode 26 app target sets
    /// (Default Actor Isolation = MainActor).
    case mainActor = "MainActor"
    /// Nothing is isolated unless it says so: the compiler's default, and a Swift package's.
    case nonisolated
  }

  /// No settings: the root is found in the files, no actions, no routes, a fresh container.
  public init() {}
}
