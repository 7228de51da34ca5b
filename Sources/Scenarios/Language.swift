/// The language of a scenario's printed lines and of asyncplay's messages.
public enum Language: String, Sendable, CaseIterable {
  /// Chinese, as in the seed chapters.
  case zh
  /// English.
  case en

  /// Picks the text for this language.
  public func pick(_ zh: String, _ en: String) -> String { self == .zh ? zh : en }
}
