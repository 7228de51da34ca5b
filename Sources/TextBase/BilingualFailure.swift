import Scenarios

/// A failure told in one line, in English and in Chinese, printed in the session's language: the tokenizer's
/// unclosed quote, a script file that cannot be read.
struct BilingualFailure: Error, Equatable, Sendable {
  /// What is wrong and what is accepted, in English.
  let message: String
  /// The same in Chinese.
  let chinese: String

  /// A failure told as `en` in English and `zh` in Chinese.
  init(zh: String, en: String) {
    message = en
    chinese = zh
  }

  /// A failure whose text is the same in both languages.
  init(message: String) { self.init(zh: message, en: message) }

  /// Two failures are the same when their English texts are.
  static func == (a: BilingualFailure, b: BilingualFailure) -> Bool { a.message == b.message }

  /// The text in `language`.
  func message(_ language: Language) -> String { language.pick(chinese, message) }
}
