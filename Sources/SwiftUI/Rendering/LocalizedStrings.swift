/// The String Catalog that `Text("key")` resolves through: an Xcode `Localizable.xcstrings` file (JSON) the driver
/// registers, looked up in the window's language, falling back to the key.
public enum LocalizedStrings {
  /// Translations by key, then by language (`zh`, `en`).
  nonisolated(unsafe) private static var table: [String: [HostingWindow.Language: String]] = [:]

  /// Registers the entries of a String Catalog (`Localizable.xcstrings`), replacing earlier ones with the same key.
  /// Localizations `zh-Hans`, `zh-Hant` and `zh` count as Chinese, `en…` as English.
  public static func register(catalog data: Data) throws(LocalizedStringsError) {
    let catalog: StringCatalog
    do {
      catalog = try JSONDecoder().decode(StringCatalog.self, from: data)
    } catch {
      throw LocalizedStringsError(message: "not a String Catalog (Localizable.xcstrings): \(error)")
    }
    for (key, entry) in catalog.strings {
      for (code, localization) in entry.localizations ?? [:] {
        guard let value = localization.stringUnit?.value else { continue }
        let language: HostingWindow.Language? = code.hasPrefix("zh") ? .zh : code.hasPrefix("en") ? .en : nil
        if let language { table[key, default: [:]][language] = value }
      }
    }
  }

  /// Forgets every registered translation.
  public static func removeAll() { table = [:] }

  /// The translation of `key` in `language`, if one was registered.
  static func lookUp(_ key: String, language: HostingWindow.Language) -> String? { table[key]?[language] }

  /// The JSON of a String Catalog, as far as translations go.
  private struct StringCatalog: Decodable {
    var strings: [String: Entry]
    struct Entry: Decodable { var localizations: [String: Localization]? }
    struct Localization: Decodable { var stringUnit: StringUnit? }
    struct StringUnit: Decodable { var value: String }
  }
}

/// A String Catalog that cannot be read.
public struct LocalizedStringsError: Error, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// What is wrong.
  public var description: String { message }
}

/// The module's own words (the back button, the search field, alert buttons …) in both languages.
enum ModuleWords {
  static func search(_ language: HostingWindow.Language) -> String { language == .zh ? "搜索" : "Search" }
  static func back(_ language: HostingWindow.Language) -> String { language == .zh ? "返回" : "Back" }
  static func ok(_ language: HostingWindow.Language) -> String { language == .zh ? "好" : "OK" }
  static func cancel(_ language: HostingWindow.Language) -> String { language == .zh ? "取消" : "Cancel" }
  static func disabled(_ language: HostingWindow.Language) -> String { language == .zh ? "（不可用）" : "(disabled)" }
  static func noResults(for query: String, _ language: HostingWindow.Language) -> String {
    language == .zh ? "没有“\(query)”的结果" : "No Results for \"\(query)\""
  }
}
