
/// A failure told in one line, in English and in Chinese, printed in the session's language: the tokenizer's
/// unclosed quote, a script file that cannot be read.
package struct BilingualFailure: Error, Equatable, Sendable {
  /// What is wrong and what is accepted, in English.
  package let message: String
  /// The same in Chinese.
  package let chinese: String

  /// A failure told as `en` in English and `zh` in Chinese.
  package init(zh: String, en: String) {
    message = en
    chinese = zh
  }

  /// A failure whose text is the same in both languages.
  package init(message: String) { self.init(zh: message, en: message) }

  /// Two failures are the same when their English texts are.
  package static func == (a: BilingualFailure, b: BilingualFailure) -> Bool { a.message == b.message }

  /// The text in `language`.
  package func message(_ language: Language) -> String { language.pick(chinese, message) }
}
