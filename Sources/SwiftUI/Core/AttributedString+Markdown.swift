// Mirrors: Foundation `AttributedString(markdown:options:baseURL:)`, `AttributedString.MarkdownParsingOptions`,
//   `AttributedString(localized:table:bundle:locale:comment:)`
// SDK: iOS 26 SDK
// Status: partial
// Foundation on Linux (swift-foundation, Swift 6.3.1) declares neither a Markdown parser nor
// `AttributedString(localized:)`, so there is nothing to shadow: these are the only candidates in every file.
// What is simulated is the text and its links (`link`, which Linux's AttributedString has); emphasis, code and block
// structure leave no attribute (Linux's Foundation has no `inlinePresentationIntent` or `presentationIntent`), which
// the text screen would not show anyway.
import Foundation

extension AttributedString {
  /// Options for parsing Markdown (developer.apple.com/documentation/foundation/attributedstring/
  /// markdownparsingoptions).
  public struct MarkdownParsingOptions: Hashable, Sendable {
    /// Which Markdown syntax the parser interprets.
    public enum InterpretedSyntax: Hashable, Sendable {
      /// Block and inline syntax.
      case full
      /// Inline syntax only; runs of whitespace, line breaks included, become one space.
      case inlineOnly
      /// Inline syntax only, whitespace kept as written.
      case inlineOnlyPreservingWhitespace
    }

    /// What the parser does with input it cannot parse (every string is Markdown: nothing fails here).
    public enum FailurePolicy: Hashable, Sendable {
      case throwError
      case returnPartiallyParsedIfPossible
    }

    /// Whether `^[text](key: value)` attributes are read (their text is kept either way; the attributes are not
    /// simulated).
    public var allowsExtendedAttributes: Bool
    /// Which syntax is interpreted.
    public var interpretedSyntax: InterpretedSyntax
    /// What happens with input that cannot be parsed.
    public var failurePolicy: FailurePolicy
    /// The language of the text (kept; it changes nothing here).
    public var languageCode: String?
    /// Whether runs get source-position attributes (not simulated).
    public var appliesSourcePositionAttributes: Bool

    /// Options, Apple's defaults unless given.
    public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                appliesSourcePositionAttributes: Bool = false) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
      self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
    }
  }

  /// Creates an attributed string from a Markdown string (developer.apple.com/documentation/foundation/
  /// attributedstring/init(markdown:options:baseurl:)-52n3u): the text without its markup, each link's text
  /// carrying `link` (a relative address resolved against `baseURL`).
  ///
  /// With `.full` syntax, as on Apple platforms, blocks (paragraphs, headings, list items, quotes, code blocks)
  /// become runs one after the other with no line break between them — the block structure lives in an attribute
  /// that `Text` does not draw — and their markers (`#`, `>`, `-`, `1.`, fences) are not part of the text. Chosen
  /// here, where Apple says nothing: a line break inside a paragraph becomes a space. Never throws: every string is
  /// Markdown.
  public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(),
              baseURL: URL? = nil) throws {
    self.init()
    for run in AttributedString.markdownRuns(of: markdown, syntax: options.interpretedSyntax, baseURL: baseURL) {
      var piece = AttributedString(run.text)
      piece.link = run.link
      append(piece)
    }
  }

  /// The runs of `markdown` one after the other, as the parser of `syntax` reads it: a code block is one run of its
  /// text; each other block is read as inline Markdown.
  static func markdownRuns(of markdown: String, syntax: MarkdownParsingOptions.InterpretedSyntax,
                           baseURL: URL?) -> [InlineMarkdown.Run] {
    let blocks: [MarkdownBlocks.Block]
    switch syntax {
    case .full: blocks = MarkdownBlocks.blocks(of: markdown)
    case .inlineOnly: blocks = [.inline(MarkdownBlocks.collapsingWhitespace(markdown))]
    case .inlineOnlyPreservingWhitespace: blocks = [.inline(markdown)]
    }
    return blocks.flatMap { block -> [InlineMarkdown.Run] in
      switch block {
      case .code(let text): [InlineMarkdown.Run(text: text)]
      case .inline(let text): InlineMarkdown.runs(of: text, baseURL: baseURL)
      }
    }
  }

  /// Creates an attributed string by looking up a localized string (developer.apple.com/documentation/foundation/
  /// attributedstring/init(localized:options:table:bundle:locale:comment:)): the translation of the key in `table`
  /// in the run's language, its inline Markdown read (as Apple does for localized attributed strings), its specifiers
  /// filled. Its links' addresses are not kept (the text is); `bundle`, `locale` and `comment` change nothing here.
  public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
              locale: Locale? = nil, comment: StaticString? = nil) {
    let format = keyAndValue.format
    let translation = LocalizedStrings.lookUp(format.key, table: table, language: HostingWindow.language) ?? format.key
    // The markup is read in the translation before the values fill it, so that a value's own `*` stays as it is.
    self.init(format.filled(InlineMarkdown.plainText(of: translation)))
  }
}
