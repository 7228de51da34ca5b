import Scenarios

/// A mistake on the command line: reported as one line on stderr, exit status 2.
///
/// Every message says what was wrong, then after a semicolon what is accepted (with a "did you mean" when a close
/// match exists), e.g. `asyncplay: unknown option --jsn; did you mean --json? (options: …)`.
public struct UsageError: Error, Equatable, Sendable {
  /// What was wrong and what is accepted, without the `asyncplay: ` prefix and without a newline.
  public let message: String

  /// Creates an error; control characters in `message` (a newline too) are made visible (`^J`, `^[`), so the
  /// report stays one line and cannot move the cursor or clear the screen.
  public init(_ message: String) {
    self.message = ControlCharacters.escaped(message)
  }

  /// The exit status for usage errors.
  public static let exitStatus: Int32 = 2

  /// The line printed on stderr: `asyncplay: <message>`.
  public var line: String { "asyncplay: " + message }

  /// What is accepted instead of `word`: `did you mean X? (known: a, b)` when `word` is close to one of
  /// `candidates`, else `known: a, b` (with `label` in place of `known`).
  static func alternatives(to word: String, among candidates: [String], label: String = "known") -> String {
    let list = "\(label): \(candidates.joined(separator: ", "))"
    guard let match = Suggestions.closest(to: word, among: candidates) else { return list }
    return "did you mean \(match)? (\(list))"
  }
}
