// Mirrors: SwiftUI `LocalizationValue`, `StringInterpolation`
// SDK: iOS 26 SDK
// Status: partial
// `String(localized:)` for app code that prints or stores user-facing strings, resolved through the registered
// String Catalogs (`LocalizedStrings`) in the run's language (`HostingWindow.language`), as `Text("…")` is.
//
// Why the module declares it rather than shadowing Foundation's (measured on Swift 6.3.1, Linux): Foundation here
// (swift-corelibs-foundation over swift-foundation) declares neither `String.init(localized:…)` nor
// `String.LocalizationValue` nor `LocalizedStringResource` — `String(localized: "k")` in a file that imports only
// Foundation is "no exact matches in call to initializer" — so there is nothing to shadow and no lookup through
// `Bundle.main` to redirect: these declarations are the only candidates, in files with or without `import
// Foundation`. Shadowing would not have worked for every file: with two modules `Base` and `Over` (`@_exported import
// Base`) declaring the same `extension String { init(localized:table:) }` (or the same top-level function, or the
// same nested type), a file with `import Over` alone gets `Over`'s, but one with `import Over` and `import Base`
// gets "ambiguous use of 'init(localized:table:)'", and `Over` cannot even redeclare `String.LocalizationValue`
// ("'LocalizationValue' is ambiguous for type lookup"). `StringLocalizationTests` compiles a file importing both
// SwiftUI and Foundation, so a Foundation that starts declaring these fails the tests, not a student's run.

extension String {
  /// A localizable string being built from a literal: its String Catalog key — with `%@`, `%lld`, `%llu`, `%lf`,
  /// `%f` where values were interpolated, as Xcode extracts the key — and the values (Apple:
  /// `String.LocalizationValue`).
  public struct LocalizationValue: Hashable, ExpressibleByStringInterpolation, Sendable {
    /// The catalog key and the interpolated values.
    let format: LocalizedFormat

    /// Creates a value whose key is `value`, as it is.
    public init(_ value: String) { format = LocalizedFormat(key: value) }

    /// Creates a value from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Creates a value from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { format = stringInterpolation.format }

    /// Builds a key and its arguments from an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      var format = LocalizedFormat()

      /// Creates an empty interpolation.
      public init(literalCapacity: Int, interpolationCount: Int) {}

      /// Appends literal text (a `%` is written `%%` in the key).
      public mutating func appendLiteral(_ literal: String) { format.appendLiteral(literal) }

      /// Appends a string (`%@`).
      public mutating func appendInterpolation(_ string: String) { format.append("%@", .object(string)) }

      /// Appends an integer (`%lld`, or `%llu` when unsigned).
      public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { format.append(integer: value) }

      /// Appends a `Double` (`%lf`).
      public mutating func appendInterpolation(_ value: Double) { format.append("%lf", .double(value)) }

      /// Appends a `Float` (`%f`).
      public mutating func appendInterpolation(_ value: Float) { format.append("%f", .double(Double(value))) }

      /// Appends a value formatted by a format style (`%@`).
      public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format style: F)
        where F.FormatOutput == String {
        format.append("%@", .object(style.format(input)))
      }

      /// Appends any other value by its description (`%@`).
      @_disfavoredOverload
      public mutating func appendInterpolation<T>(_ value: T) {
        format.append("%@", .object(String(describing: value)))
      }
    }
  }

  /// Creates a localized string from an interpolated string: the translation of its key in `table` (the
  /// `Localizable` catalog when nil) in the run's language, its specifiers filled with the interpolated values; the
  /// literal itself when no catalog has the key. `bundle`, `locale` (which formats values, not which language is
  /// looked up) and `comment` are accepted as on Apple platforms and change nothing here.
  public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
              locale: Locale = .current, comment: StaticString? = nil) {
    let format = keyAndValue.format
    self = format.filled(LocalizedStrings.lookUp(format.key, table: table, language: HostingWindow.language)
                           ?? format.key)
  }

  /// Creates a localized string from an explicit key: its translation in `table` in the run's language, filled
  /// with `defaultValue`'s interpolated values; `defaultValue` when no catalog has the key.
  public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
              bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
    let format = defaultValue.format
    let translation = LocalizedStrings.lookUp(key.description, table: table, language: HostingWindow.language)
    self = format.filled(translation ?? format.key)
  }
}
