// Mirrors: SwiftUI `TextField(_:value:format:prompt:)` (a value and an optional value), `TextField(_:value:formatter:)`,
//   `TextField(_:value:formatter:prompt:)`
// SDK: iOS 26 SDK
// Status: complete
/// A text field that edits a value through a format style or a formatter (Apple: `TextField(_:value:format:prompt:)`).
///
/// It shows the value formatted (`✎ Amount: 12.5`). `type TEXT into Amount` changes the text in the field only;
/// the value is written when the user commits the edit — `submit Amount` (the Return key), or typing into another
/// field, which ends this one's editing (Apple docs `TextField`: "For non-string types, it updates the value when the
/// user commits their edits, such as by pressing the Return key"). Text the format cannot parse leaves the value as it
/// was (a `Formatter` is a `NumberFormatter` or a `DateFormatter`: others leave it too) — an optional value becomes nil (Apple docs `init(_:value:format:prompt:)`) — and the field shows the value
/// formatted again.
final class ValueFieldEditing: NodeStorage {
  /// The text being edited, or nil when the field shows its value.
  var text: String?
  init() {}
}

/// A bound value with its format, whatever their types.
struct ValueFieldAccess {
  /// The value, formatted (a tracked read of the binding).
  let formatted: @MainActor () -> String
  /// Writes the value parsed from `text` (or what an unparsable text does).
  let commit: @MainActor (String) -> Void
}

extension TextField where Label == Text {
  /// Creates a text field that applies a format style to a bound value, with a label generated from a localized
  /// title string.
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                       prompt: Text? = nil) where F.FormatOutput == String {
    self.init(text: .constant(""), prompt: prompt) { Text(titleKey) }
    self.value = ValueFieldAccess(formatter: format, value)
  }

  /// Creates a text field that applies a format style to a bound value, with a label generated from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                          prompt: Text? = nil) where F.FormatOutput == String {
    self.init(text: .constant(""), prompt: prompt) { Text(title) }
    self.value = ValueFieldAccess(formatter: format, value)
  }

  /// Creates a text field that applies a format style to a bound optional value, with a label generated from a
  /// localized title string.
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                       prompt: Text? = nil) where F.FormatOutput == String {
    self.init(text: .constant(""), prompt: prompt) { Text(titleKey) }
    self.value = ValueFieldAccess(optional: format, value)
  }

  /// Creates a text field that applies a format style to a bound optional value, with a label generated from a
  /// title string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                          prompt: Text? = nil) where F.FormatOutput == String {
    self.init(text: .constant(""), prompt: prompt) { Text(title) }
    self.value = ValueFieldAccess(optional: format, value)
  }

  /// Creates a text field that applies a formatter to a bound value, with a label from a localized title string.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
    self.init(text: .constant(""), prompt: prompt) { Text(titleKey) }
    self.value = ValueFieldAccess(formatter: formatter, value)
  }

  /// Creates a text field that applies a formatter to a bound value, with a label from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(text: .constant(""), prompt: nil) { Text(title) }
    self.value = ValueFieldAccess(formatter: formatter, value)
  }
}

extension ValueFieldAccess {
  init<F: ParseableFormatStyle>(formatter format: F, _ binding: Binding<F.FormatInput>) where F.FormatOutput == String {
    // Used on the main actor only, as the field that holds it.
    nonisolated(unsafe) let format = format
    formatted = { format.format(binding.wrappedValue) }
    commit = { text in
      if let parsed = try? format.parseStrategy.parse(text) { binding.wrappedValue = parsed }
    }
  }

  init<F: ParseableFormatStyle>(optional format: F, _ binding: Binding<F.FormatInput?>) where F.FormatOutput == String {
    nonisolated(unsafe) let format = format
    formatted = { binding.wrappedValue.map(format.format) ?? "" }
    commit = { text in binding.wrappedValue = try? format.parseStrategy.parse(text) }
  }

  init<V>(formatter: Formatter, _ binding: Binding<V>) {
    nonisolated(unsafe) let formatter = formatter
    formatted = { formatter.string(for: binding.wrappedValue) ?? "" }
    commit = { text in
      if let value = ValueFieldAccess.parse(text, with: formatter, as: V.self) { binding.wrappedValue = value }
    }
  }

  /// `text` read by a number or date formatter as a `V` (Foundation on Linux keeps `Formatter.getObjectValue`
  /// internal: the two formatters apps use are read with their own methods); nil when it cannot be.
  private static func parse<V>(_ text: String, with formatter: Formatter, as type: V.Type) -> V? {
    if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
      switch V.self {
      case is Int.Type: return number.intValue as? V
      case is Double.Type: return number.doubleValue as? V
      case is Float.Type: return number.floatValue as? V
      case is Decimal.Type: return number.decimalValue as? V
      case is Int?.Type: return Optional(number.intValue) as? V
      case is Double?.Type: return Optional(number.doubleValue) as? V
      default: return number as? V
      }
    }
    if let dates = formatter as? DateFormatter, let date = dates.date(from: text) { return date as? V }
    return nil
  }
}
