import AsyncSimulation
import Testing

/// `String(localized:)` in app code resolves through the registered String Catalogs in the run's language, with the
/// keys Xcode extracts (Apple docs `String.init(localized:table:bundle:locale:comment:)`,
/// `init(localized:defaultValue:table:bundle:locale:comment:)`, "Localizing and varying text with a string
/// catalog": `%@` for strings, `%lld` for integers, `%llu` unsigned, `%lf` for `Double`).
@Suite struct StringLocalizationTests {
  /// In Chinese: positional specifiers reorder the values, a translation's precision (`%.1lf`) formats the value,
  /// an explicit key uses the default value's values, `table:` reads that catalog only, an untranslated literal
  /// shows itself with `%` as written; `Text("\(x, specifier:)")` puts the specifier in the key.
  @Test func chineseTranslationsFillTheirSpecifiers() throws {
    let trace = try SwiftUIRuns.trace("string-localized-zh")
    #expect(trace.screens.last == "0 在Paris加载了 3 项 | 评分 4.3 | 100%")
    #expect(trace.printed == [
      "在Paris加载了 3 项", "还剩 7 个", "用时 1.3 秒", "你已离线（3）", "30 秒后超时", "Timed out after 30 s",
      "Untranslated 3 at 100%", "Plain 100%",
    ])
  }

  /// In English: the English translation where there is one, else the literal (a `Double` as `%lf` shows it,
  /// six decimals, as on Apple platforms), else the default value.
  @Test func englishFallsBackToTheLiteralOrTheDefaultValue() throws {
    let trace = try SwiftUIRuns.trace("string-localized-en")
    #expect(trace.screens.last == "0 3 items loaded in Paris | Rating 4.3 | 100%")
    #expect(trace.printed == [
      "3 items loaded in Paris", "7 left", "Took 1.260000 s", "You are offline (3)", "Timed out after 30 s",
      "Timed out after 30 s", "Untranslated 3 at 100%", "Plain 100%",
    ])
  }

  /// A file importing both SwiftUI and Foundation compiles `String(localized:)` without ambiguity (Foundation on
  /// Linux declares none), and what is not offered says so.
  @Test func compilesBesideFoundationAndRefusesWhatIsNotOffered() throws {
    let offered = try StudentCompile.typecheck("""
      import Foundation
      import SwiftUI
      let count = 2
      let a = String(localized: "\\(count) new messages", comment: "inbox")
      let b = String(localized: "INBOX_EMPTY", defaultValue: "No messages", table: "Inbox", bundle: .main)
      """)
    #expect(!offered.contains("error:"), "\(offered)")
    let refused = try StudentCompile.typecheck("""
      import SwiftUI
      let r: LocalizedStringResource? = nil
      """)
    #expect(refused.contains("'LocalizedStringResource' is unavailable: LocalizedStringResource is not simulated by asyncplay"))
  }
}
