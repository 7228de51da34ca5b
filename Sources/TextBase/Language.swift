#if canImport(Glibc)
import Glibc
#endif

/// The language of a scenario's printed lines and of asyncplay's messages.
public enum Language: String, Sendable, CaseIterable {
  /// Chinese, as in the seed chapters.
  case zh
  /// English.
  case en

  /// Picks the text for this language.
  public func pick(_ zh: String, _ en: String) -> String { self == .zh ? zh : en }

  /// `items` as an enumeration in this language: `a、b、c` in Chinese (the enumeration comma), `a, b, c` in English.
  public func list(_ items: [String]) -> String { items.joined(separator: pick("、", ", ")) }
}

extension Language {
  /// The language the user's locale asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not
  /// empty; `zh…` means Chinese, anything else (or nothing) English.
  public static func preferred(environment: [String: String]) -> Language {
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[key], !value.isEmpty { return value.lowercased().hasPrefix("zh") ? .zh : .en }
    }
    return .en
  }

  /// ``preferred(environment:)`` for this process.
  public static var preferred: Language {
    var environment: [String: String] = [:]
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = getenv(key) { environment[key] = String(cString: value) }
    }
    return preferred(environment: environment)
  }
}
