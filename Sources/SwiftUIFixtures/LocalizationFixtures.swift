import AsyncSimulation
import SwiftUI
import TextBase

/// Fixtures of `String(localized:)` and `Text` resolving through registered String Catalogs.
enum LocalizationFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("string-localized-zh") { showInventory(in: .zh) },
    SwiftUIFixture("string-localized-en") { showInventory(in: .en) },
  ]

  /// The catalogs an Xcode project with `Localizable.xcstrings` and `Errors.xcstrings` would have, keys as Xcode
  /// extracts them.
  static let localizable = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Loaded %lld items in %@": {"localizations": {
        "zh-Hans": {"stringUnit": {"state": "translated", "value": "在%2$@加载了 %1$lld 项"}},
        "en": {"stringUnit": {"state": "translated", "value": "%1$lld items loaded in %2$@"}}}},
      "%llu left": {"localizations": {
        "zh-Hans": {"stringUnit": {"state": "translated", "value": "还剩 %llu 个"}}}},
      "Took %lf s": {"localizations": {
        "zh-Hans": {"stringUnit": {"state": "translated", "value": "用时 %.1lf 秒"}}}},
      "Rating %.1f": {"localizations": {
        "zh-Hans": {"stringUnit": {"state": "translated", "value": "评分 %.1f"}}}},
      "OFFLINE": {"localizations": {
        "zh-Hans": {"stringUnit": {"state": "translated", "value": "你已离线（%lld）"}}}}}}
    """
  static let errors = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Timed out after %lld s": {"localizations": {
        "zh-Hans": {"stringUnit": {"state": "translated", "value": "%lld 秒后超时"}}}}}}
    """

  @MainActor static func showInventory(in language: Language) -> InventoryScreen {
    do {
      try LocalizedStrings.register(catalog: Data(localizable.utf8))
      try LocalizedStrings.register(catalog: Data(errors.utf8), table: "Errors")
    } catch {
      TraceLog.print("catalog refused: \(error)")
    }
    HostingWindow.language = language
    return InventoryScreen()
  }
}
