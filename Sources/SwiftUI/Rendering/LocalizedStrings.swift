// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
import TextBase

/// The String Catalogs that `Text("key")` and `String(localized:)` resolve through: Xcode `.xcstrings` files (JSON)
/// the driver registers, each as a table (`Localizable` unless named), looked up in the window's language, falling
/// back to the key.
public enum LocalizedStrings {
  /// Translations by table, then key, then language (`zh`, `en`).
  nonisolated(unsafe) private static var tables: [String: [String: [Language: String]]] = [:]

  /// The table a lookup without a name uses, as on Apple platforms.
  static let defaultTable = "Localizable"

  /// Registers the entries of a String Catalog as table `table` (the file's name without `.xcstrings`:
  /// `Localizable` for `Localizable.xcstrings`), replacing earlier ones with the same key. Localizations `zh-Hans`,
  /// `zh-Hant` and `zh` count as Chinese, `en…` as English.
  public static func register(catalog data: Data, table: String = "Localizable") throws(LocalizedStringsError) {
    let catalog: StringCatalog
    do {
      catalog = try JSONDecoder().decode(StringCatalog.self, from: data)
    } catch {
      throw LocalizedStringsError(message: "not a String Catalog (\(table).xcstrings): \(error)")
    }
    for (key, entry) in catalog.strings {
      for (code, localization) in entry.localizations ?? [:] {
        guard let value = localization.stringUnit?.value else { continue }
        let language: Language? = code.hasPrefix("zh") ? .zh : code.hasPrefix("en") ? .en : nil
        if let language { tables[table, default: [:]][key, default: [:]][language] = value }
      }
    }
  }

  /// Forgets every registered translation.
  public static func removeAll() { tables = [:] }

  /// The translation of `key` in `table` (`Localizable` when nil or empty, as Apple's lookups do) in `language`,
  /// if one was registered.
  static func lookUp(_ key: String, table: String? = nil, language: Language) -> String? {
    let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? defaultTable
    return tables[name]?[key]?[language]
  }

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
  static func search(_ language: Language) -> String { language == .zh ? "搜索" : "Search" }
  static func back(_ language: Language) -> String { language == .zh ? "返回" : "Back" }
  static func ok(_ language: Language) -> String { language == .zh ? "好" : "OK" }
  static func cancel(_ language: Language) -> String { language == .zh ? "取消" : "Cancel" }
  static func disabled(_ language: Language) -> String { language == .zh ? "（不可用）" : "(disabled)" }
  static func noResults(for query: String, _ language: Language) -> String {
    language == .zh ? "没有“\(query)”的结果" : "No Results for \"\(query)\""
  }
}
