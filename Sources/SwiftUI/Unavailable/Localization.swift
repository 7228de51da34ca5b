// Mirrors: SwiftUI `LocalizedStringResource`, `LocalizationOptions`
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
