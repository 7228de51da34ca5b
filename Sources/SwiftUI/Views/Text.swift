// Mirrors: SwiftUI `Text`
// SDK: iOS 26 SDK
// Status: complete
import TextBase

/// A view that displays one or more lines of read-only text (Apple: `Text`).
///
/// `Text("key")` with a literal is localized: it looks the key up in the String Catalog the driver registered
/// (``LocalizedStrings``), in the window's language, and falls back to the key; its inline Markdown (`**bold**`,
/// `[link](…)`) is rendered, so the screen shows the text without the markup, as Apple's does. `Text(verbatim:)`
/// and a `String` variable are shown as they are; `Text(.init(someString))` makes the string a key, Markdown read.
public struct Text: Equatable {
  enum Storage: Equatable {
    case verbatim(String)
    case localized(LocalizedStringKey, table: String?)
    case concatenated([Text])
  }
  let storage: Storage

  /// Creates a text view that displays a string literal without localization.
  public init(verbatim content: String) { storage = .verbatim(content) }

  /// Creates a text view that displays a stored string without localization.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }

  /// Creates a text view that displays localized content identified by a key.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    storage = .localized(key, table: tableName)
  }

  /// Creates a text view that displays styled attributed content (developer.apple.com/documentation/swiftui/text/
  /// init(_:)-1a4oh): its characters, as written; the styles change how they look, not what they say. Disfavoured
  /// because `AttributedString` is expressible by a string literal: `Text("**Hi**")` must stay a localized key, as
  /// it is on Apple platforms.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    storage = .verbatim(String(attributedContent.characters))
  }

  /// Creates a text view that displays the formatted representation of a value.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    storage = .verbatim(format.format(input))
  }

  /// The text as shown in `language`.
  func resolved(in language: Language) -> String {
    switch storage {
    case .verbatim(let text): text
    case .localized(let key, let table): key.resolved(in: language, table: table)
    case .concatenated(let parts): parts.map { $0.resolved(in: language) }.joined()
    }
  }

  /// Concatenates the text in two text views in a new text view.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(storage: .concatenated([lhs, rhs])) }

  private init(storage: Storage) { self.storage = storage }
}

extension Text: View {}

extension Text: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    var text = resolved(in: context.language)
    if let textCase = context.node.environment.textCase { text = textCase.apply(to: text) }
    return [.line(Redaction.isPlaceholder(context.node.environment) ? Redaction.mask(text) : text)]
  }
}

extension Text: @unchecked Sendable {}
