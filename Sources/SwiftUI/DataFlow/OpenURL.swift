// Mirrors: SwiftUI `OpenURLAction`, `OpenURLAction.Result`, `EnvironmentValues.openURL`
// SDK: iOS 26 SDK
// Status: complete
internal import AsyncSimulation

/// An action that opens a URL (Apple: `OpenURLAction`). Read it with `@Environment(\.openURL) var openURL` and call
/// it: `openURL(url)`.
///
/// The system's action — the environment's default, and what a handler's `.systemAction` asks for — hands the URL to
/// the system, which opens it in another app: the app's own screen does not change (its views do not disappear).
/// A run records it on the timeline as a `print` event, `⇗ https://example.com`, which is the one trace a text
/// screen can give of it (the module's choice; Apple: "the system opens the URL"). A handler put in the environment
/// with `.environment(\.openURL, OpenURLAction { url in … })` runs instead, on the main actor; `.handled` and
/// `.discarded` open nothing, and the completion of `openURL(url) { accepted in … }` gets whether the URL was
/// handled or opened (Apple docs `OpenURLAction`, `OpenURLAction.Result`).
@MainActor @preconcurrency
public struct OpenURLAction {
  nonisolated let handler: (@MainActor (URL) -> Result)?

  /// Creates an action that opens a URL with `handler`.
  nonisolated public init(handler: @escaping @MainActor (URL) -> Result) { self.handler = handler }

  nonisolated private init(system: Void) { handler = nil }

  /// The system's action.
  nonisolated static var system: OpenURLAction { OpenURLAction(system: ()) }

  /// Opens a URL, following the user's preferences.
  public func callAsFunction(_ url: URL) { _ = open(url) }

  /// Asynchronously opens a URL, following the user's preferences; `completion` gets whether it was accepted.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { completion(open(url)) }

  private func open(_ url: URL) -> Bool {
    let result = handler?(url) ?? .systemAction
    switch result.outcome {
    case .handled: return true
    case .discarded: return false
    case .system(let other):
      TraceLog.print("⇗ " + (other ?? url).absoluteString)
      return true
    }
  }

  /// The result of a custom open URL action (Apple: `OpenURLAction.Result`).
  public struct Result: Sendable {
    enum Outcome: Sendable {
      case handled, discarded
      case system(URL?)
    }
    let outcome: Outcome

    /// The handler opened the URL: nothing more happens.
    public static let handled = Result(outcome: .handled)
    /// The handler discarded the URL: nothing opens, and the completion gets false.
    public static let discarded = Result(outcome: .discarded)
    /// The handler asks the system to open the original URL.
    public static let systemAction = Result(outcome: .system(nil))
    /// The handler asks the system to open another URL.
    public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    /// The handler asks the system to open another URL, in the app where it prefers (the same in text).
    public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result { Result(outcome: .system(url)) }
  }
}

extension EnvironmentValues {
  /// An action that opens a URL (the system's, unless a view set another).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { .system }
}
