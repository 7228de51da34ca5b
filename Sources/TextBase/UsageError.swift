
/// A mistake on the command line: reported as one line on stderr, exit status 2, in the user's language
/// (`--lang`, else the locale).
///
/// Every message says what was wrong, then after a semicolon what is accepted (with a "did you mean" when a close
/// match exists), e.g. `asyncplay: unknown option --jsn; did you mean --json? (options: …)`; in Chinese
/// `asyncplay: 未知选项 --jsn；你是不是想输入 --json？（选项：…）`.
public struct UsageError: Error, Equatable, Sendable {
  /// What was wrong and what is accepted, in English, without the `asyncplay: ` prefix and without a newline.
  public let message: String
  /// The same in Chinese.
  public let chinese: String

  /// Creates an error from its Chinese and English texts; control characters in them (a newline too) are made
  /// visible (`^J`, `^[`), so the report stays one line and cannot move the cursor or clear the screen.
  public init(zh: String, en: String) {
    self.message = ControlCharacters.escaped(en)
    self.chinese = ControlCharacters.escaped(zh)
  }

  /// An error whose text is the same in both languages (names and values only, or a hidden subcommand's).
  public init(_ message: String) {
    self.init(zh: message, en: message)
  }

  /// Two errors are the same mistake when their English texts are.
  public static func == (a: UsageError, b: UsageError) -> Bool { a.message == b.message }

  /// The exit status for usage errors.
  public static let exitStatus: Int32 = 2

  /// The text in `language`, without the prefix.
  public func message(_ language: Language) -> String { language.pick(chinese, message) }

  /// The line printed on stderr, in English: `asyncplay: <message>`.
  public var line: String { "asyncplay: " + message }

  /// The line printed on stderr in `language`.
  public func line(_ language: Language) -> String { "asyncplay: " + message(language) }

  /// What is accepted instead of `word`, in both languages: `did you mean X? (known: a, b)` when `word` is close to
  /// one of `candidates`, else `known: a, b` (with `label` in place of `known`).
  package static func alternatives(to word: String, among candidates: [String],
                           label: (zh: String, en: String) = ("可选", "known")) -> (zh: String, en: String) {
    let (zh, en) = (Language.zh.list(candidates), Language.en.list(candidates))
    guard let match = Suggestions.closest(to: word, among: candidates) else {
      return ("\(label.zh)：\(zh)", "\(label.en): \(en)")
    }
    return ("你是不是想输入 \(match)？（\(label.zh)：\(zh)）", "did you mean \(match)? (\(label.en): \(en))")
  }
}
