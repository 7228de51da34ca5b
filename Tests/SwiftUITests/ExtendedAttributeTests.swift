import Foundation
import SwiftUI
import Testing

/// An app's attribute key that Markdown can name, as in Apple's sample "Building a localized food-ordering app"
/// (WWDC21 "What's new in Foundation").
private enum RainbowKey: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
  enum Value: String, Codable, Hashable, Sendable { case plain, fun, extreme }
  static let name = "rainbow"
}

private enum CountKey: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
  typealias Value = Int
  static let name = "count"
}

extension AttributeScopes {
  fileprivate struct TestAppAttributes: AttributeScope {
    let rainbow: RainbowKey
    let count: CountKey
    let swiftUI: SwiftUIAttributes
  }

  fileprivate var testApp: TestAppAttributes.Type { TestAppAttributes.self }
}

extension AttributeDynamicLookup {
  fileprivate subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.TestAppAttributes, T>)
    -> T {
    self[T.self]
  }
}

/// Apple's extended Markdown attributes decoded into an app's attribute scope: "Apple's extended syntax …
/// `^[text](key: value)` … The parentheses contain a JSON 5 object without its braces"
/// (https://developer.apple.com/documentation/foundation/instantiating-attributed-strings-with-markdown-syntax),
/// read by `AttributedString(markdown:including:)`
/// (https://developer.apple.com/documentation/foundation/attributedstring/init(markdown:including:options:baseurl:)-5a0tw)
/// and `AttributedString(localized:including:)`
/// (https://developer.apple.com/documentation/foundation/attributedstring/init(localized:options:table:bundle:locale:comment:including:)-8l8rs).
@Suite struct ExtendedAttributeTests {
  private func runs(_ string: AttributedString) -> [String] {
    string.runs.map { run in
      let rainbow = run.rainbow.map { "\($0)" } ?? "-"
      let count = run.count.map { "\($0)" } ?? "-"
      return "\(String(string[run.range].characters))|\(rainbow)|\(count)"
    }
  }

  /// Each `^[…](…)` sets the keys it names on its text; the text loses the markup; names that are no key of the
  /// scope are left out; a key path and the scope type decode alike.
  @Test func markdownDecodesTheScopesKeys() throws {
    let markdown = "^[Fast](rainbow: 'fun') & ^[Delicious](rainbow: 'extreme', count: 2, mood: 'happy') *Food*"
    let byKeyPath = try AttributedString(markdown: markdown, including: \.testApp)
    #expect(String(byKeyPath.characters) == "Fast & Delicious Food")
    #expect(runs(byKeyPath) == ["Fast|fun|-", " & |-|-", "Delicious|extreme|2", " Food|-|-"])
    let byType = try AttributedString(markdown: markdown, including: AttributeScopes.TestAppAttributes.self)
    #expect(byType == byKeyPath)
    // A scope without the key decodes nothing: the text is the same, with no attribute.
    let other = try AttributedString(markdown: markdown, including: \.swiftUI)
    #expect(String(other.characters) == "Fast & Delicious Food")
    #expect(other.runs.count == 1)
  }

  /// Nested attributes add up; links stay; a value that is no JSON 5, or not of the key's type, throws.
  @Test func nestingLinksAndErrors() throws {
    let nested = try AttributedString(markdown: "^[a ^[b](count: 1)](rainbow: 'plain') [c](https://x.example)",
                                      including: \.testApp)
    #expect(runs(nested) == ["a |plain|-", "b|plain|1", " |-|-", "c|-|-"])
    #expect(nested.runs.last?.link == URL(string: "https://x.example"))
    #expect(throws: (any Error).self) { try AttributedString(markdown: "^[x](rainbow: 'loud')", including: \.testApp) }
    #expect(throws: (any Error).self) { try AttributedString(markdown: "^[x](rainbow: )", including: \.testApp) }
  }

  /// A localized string reads the extended attributes of its key (no catalog is registered: the key is its own
  /// translation); interpolated values fill the runs; a value that does not decode leaves its attribute out.
  @Test func localizedStringsDecodeTheScopesKeys() {
    let name = "Ada*"
    let string = AttributedString(localized: "^[\(name)](rainbow: 'fun') ordered ^[\(3)](count: 3) ^[x](rainbow: 'loud')",
                                  including: \.testApp)
    #expect(String(string.characters) == "Ada* ordered 3 x")
    #expect(runs(string) == ["Ada*|fun|-", " ordered |-|-", "3|-|3", " x|-|-"])
  }
}
