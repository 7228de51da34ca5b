// Mirrors: SwiftUI `LocalizedStringResource`, `LocalizationOptions`,
//   `AttributedString(markdown:including:options:baseURL:)`,
//   `AttributedString(localized:table:bundle:locale:comment:including:)`
// SDK: iOS 26 SDK
// Status: unavailable
// Apple's localization API that the module does not offer (Foundation on Linux has none of it either), as compile
// errors that say what to use instead.

/// Not simulated: deferred localization through a resource.
@available(*, unavailable, message: "LocalizedStringResource is not simulated by asyncplay; use String(localized: \"…\") or Text(\"…\"), which look up the registered String Catalog")
public struct LocalizedStringResource {}

extension String {
  /// Not simulated: replacement options of a localized string.
  @available(*, unavailable, message: "String.LocalizationOptions is not simulated by asyncplay; use String(localized: \"…\") with the values interpolated")
  public struct LocalizationOptions {}
}

extension AttributedString {
  /// Not simulated: an app's own attribute scope decoded from Markdown's extended attributes.
  @available(*, unavailable, message: "AttributedString(markdown:including:) is not simulated by asyncplay: custom attribute scopes are not decoded from Markdown; use AttributedString(markdown:options:baseURL:) and set the attributes on ranges")
  public init<S: AttributeScope>(markdown: String, including scope: KeyPath<AttributeScopes, S.Type>,
                                 options: MarkdownParsingOptions = MarkdownParsingOptions(),
                                 baseURL: URL? = nil) throws {
    fatalError("unavailable")
  }

  /// Not simulated: an app's own attribute scope decoded from a localized string's extended attributes.
  @available(*, unavailable, message: "AttributedString(localized:including:) is not simulated by asyncplay: custom attribute scopes are not decoded from Markdown; use AttributedString(localized:) and set the attributes on ranges")
  public init<S: AttributeScope>(localized keyAndValue: String.LocalizationValue, table: String? = nil,
                                 bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil,
                                 including scope: KeyPath<AttributeScopes, S.Type>) {
    fatalError("unavailable")
  }
}
