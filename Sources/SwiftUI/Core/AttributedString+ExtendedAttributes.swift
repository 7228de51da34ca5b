// Mirrors: Foundation `AttributedString(markdown:including:options:baseURL:)`,
//   `AttributedString(localized:table:bundle:locale:comment:including:)`
// SDK: iOS 26 SDK
// Status: complete
// Apple's extended Markdown attributes decoded into an attribute scope's keys. Foundation on Linux has neither
// initializer (it has no Markdown parser), so these are the only candidates, as in AttributedString+Markdown.swift.
@_spi(Reflection) import Swift
import Foundation

extension AttributedString {
  /// Creates an attributed string from a Markdown string, decoding the extended attributes (`^[text](key: value)`)
  /// whose names are keys of `scope` (developer.apple.com/documentation/foundation/attributedstring/
  /// init(markdown:including:options:baseurl:)-5a0tw; "Apple's extended syntax … The parentheses contain a JSON 5
  /// object without its braces": developer.apple.com/documentation/foundation/instantiating-attributed-strings-with-
  /// markdown-syntax).
  ///
  /// A key is decoded when it is a `MarkdownDecodableAttributedStringKey` of the scope (or of a scope the scope
  /// holds, such as `foundation`) whose `markdownName` the parentheses name; names that are no key of the scope are
  /// left out. The text and links are read as `init(markdown:options:baseURL:)` reads them. Throws when the
  /// parentheses are not a JSON 5 object, or a key's value does not decode.
  public init<S: AttributeScope>(markdown: String, including scope: KeyPath<AttributeScopes, S.Type>,
                                 options: MarkdownParsingOptions = MarkdownParsingOptions(),
                                 baseURL: URL? = nil) throws {
    try self.init(markdown: markdown, including: S.self, options: options, baseURL: baseURL)
  }

  /// Creates an attributed string from a Markdown string, decoding the extended attributes that are keys of the
  /// scope type `scope` (developer.apple.com/documentation/foundation/attributedstring/
  /// init(markdown:including:options:baseurl:)-1hq1g); see `init(markdown:including:options:baseURL:)` with a key
  /// path.
  public init<S: AttributeScope>(markdown: String, including scope: S.Type,
                                 options: MarkdownParsingOptions = MarkdownParsingOptions(),
                                 baseURL: URL? = nil) throws {
    self.init()
    let keys = ExtendedAttributes.markdownKeys(of: S.self)
    for run in AttributedString.markdownRuns(of: markdown, syntax: options.interpretedSyntax, baseURL: baseURL) {
      var piece = AttributedString(run.text)
      piece.link = run.link
      for written in run.attributes {
        try ExtendedAttributes.apply(written, keys: keys, to: &piece, in: piece.startIndex..<piece.endIndex)
      }
      append(piece)
    }
  }

  /// Creates an attributed string by looking up a localized string, decoding the extended attributes of its inline
  /// Markdown that are keys of `scope` (developer.apple.com/documentation/foundation/attributedstring/
  /// init(localized:options:table:bundle:locale:comment:including:)-8l8rs): the translation of the key in `table` in
  /// the run's language, its inline Markdown read, its specifiers filled, as `init(localized:…)` does. A value that
  /// does not decode leaves its attribute out (the initializer cannot throw); `bundle`, `locale` and `comment`
  /// change nothing here.
  public init<S: AttributeScope>(localized keyAndValue: String.LocalizationValue, table: String? = nil,
                                 bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil,
                                 including scope: KeyPath<AttributeScopes, S.Type>) {
    let format = keyAndValue.format
    let translation = LocalizedStrings.lookUp(format.key, table: table, language: HostingWindow.language) ?? format.key
    let runs = InlineMarkdown.runs(of: translation)
    // The markup is read before the values fill the text (a value's own `*` stays); the runs are filled together,
    // split at a private-use character no value holds, so that specifiers count across runs.
    let separator: Character = "\u{E000}"
    let filled = format.filled(runs.map(\.text).joined(separator: String(separator)))
      .split(separator: separator, omittingEmptySubsequences: false)
    guard filled.count == runs.count else {
      self.init(format.filled(InlineMarkdown.plainText(of: translation)))
      return
    }
    self.init()
    let keys = ExtendedAttributes.markdownKeys(of: S.self)
    for (run, text) in zip(runs, filled) {
      var piece = AttributedString(String(text))
      for written in run.attributes {
        try? ExtendedAttributes.apply(written, keys: keys, to: &piece, in: piece.startIndex..<piece.endIndex)
      }
      append(piece)
    }
  }
}

/// Decoding `^[text](key: value)` attributes into the keys of an attribute scope.
enum ExtendedAttributes {
  /// The keys of `scope` that Markdown can name, with those of the scopes it holds (`foundation`, `swiftUI`): the
  /// types of its stored properties, as Foundation reads a scope (an `AttributeScope` is a struct whose properties
  /// are its keys and nested scopes; Foundation on Linux offers no public way to list them).
  static func markdownKeys(of scope: Any.Type) -> [any MarkdownDecodableAttributedStringKey.Type] {
    var keys: [any MarkdownDecodableAttributedStringKey.Type] = []
    _ = _forEachField(of: scope, options: []) { _, _, type, _ in
      if let key = type as? any MarkdownDecodableAttributedStringKey.Type {
        keys.append(key)
      } else if let nested = type as? any AttributeScope.Type {
        keys += markdownKeys(of: nested)
      }
      return true
    }
    return keys
  }

  /// Sets on `range` of `string` each key of `keys` that `written` (a JSON 5 object without braces) names.
  static func apply(_ written: String, keys: [any MarkdownDecodableAttributedStringKey.Type],
                    to string: inout AttributedString, in range: Range<AttributedString.Index>) throws {
    let object = Data(("{" + written + "}").utf8)
    let decoder = JSONDecoder()
    decoder.allowsJSON5 = true
    for key in keys {
      try set(key, from: object, decoder: decoder, on: &string, in: range)
    }
  }

  private static func set<K: MarkdownDecodableAttributedStringKey>(
    _ key: K.Type, from object: Data, decoder: JSONDecoder, on string: inout AttributedString,
    in range: Range<AttributedString.Index>
  ) throws {
    guard let value = try decoder.decode(Member<K>.self, from: object).value else { return }
    func store<V: Hashable & Sendable>(as valueType: V.Type) {
      guard let value = value as? V else { return }
      string[range][ScopeKeyUnderOwnName<K, V>.self] = value
    }
    store(as: sendableValueType(of: K.self))
  }

  /// `K.Value` as a `Hashable & Sendable` type. AttributedString's subscript asks for a Sendable value, which a key
  /// found in a scope at run time cannot prove to the compiler (Swift 6 warns). `Sendable` is a marker protocol: it
  /// has no witness table, so an `any Hashable.Type` and an `any (Hashable & Sendable).Type` are laid out alike
  /// (the coercion keeps the existential whole instead of opening it). Attribute values are Sendable in practice:
  /// Apple's keys and apps' are value types.
  private static func sendableValueType<K: AttributedStringKey>(of key: K.Type) -> any SendableHashable.Type {
    let hashable: any Hashable.Type = K.Value.self
    return unsafeBitCast(hashable as any Hashable.Type, to: (any SendableHashable.Type).self)
  }
}

/// A value an `AttributedString` can store.
typealias SendableHashable = Hashable & Sendable

/// The value one key names in a JSON 5 object, nil when the object does not name it.
private struct Member<K: MarkdownDecodableAttributedStringKey>: Decodable {
  let value: K.Value?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: MemberName.self)
    let name = MemberName(stringValue: K.markdownName)
    value = container.contains(name) ? try K.decodeMarkdown(from: container.superDecoder(forKey: name)) : nil
  }
}

private struct MemberName: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// `K` under its own name, with its value type `V` known Sendable: the string stores the value under `K.name`, so
/// `string[K.self]` and `run[dynamicMember:]` read it back as `K`'s.
private enum ScopeKeyUnderOwnName<K: AttributedStringKey, V: Hashable & Sendable>: AttributedStringKey {
  typealias Value = V
  static var name: String { K.name }
  static var runBoundaries: AttributedString.AttributeRunBoundaries? { K.runBoundaries }
  static var inheritedByAddedText: Bool { K.inheritedByAddedText }
  static var invalidationConditions: Set<AttributedString.AttributeInvalidationCondition>? {
    K.invalidationConditions
  }
}
