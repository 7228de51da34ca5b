// Mirrors: SwiftUI `textCase(_:)`, `Text.Case`, `EnvironmentValues.textCase`
// SDK: iOS 26 SDK
// Status: complete
/// `.textCase(_:)`: the text views below draw their text in upper or lower case (Apple docs `textCase(_:)`: "Sets a
/// transform for the case of the text contained in this view when displayed"); `nil` leaves it as written. Only the
/// drawing changes: the text stays as written in the code; a button is tapped by its text as drawn.
extension Text {
  /// A scheme for transforming the capitalization of characters within text (Apple: `Text.Case`).
  public enum Case: Hashable, Sendable {
    /// Displays text in all uppercase characters.
    case uppercase
    /// Displays text in all lowercase characters.
    case lowercase
  }
}

extension EnvironmentValues {
  /// A stylistic override to transform the case of `Text` when displayed (nil: as written).
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

private struct TextCaseKey: EnvironmentKey {
  static var defaultValue: Text.Case? { nil }
}

extension View {
  /// Sets a transform for the case of the text contained in this view when displayed.
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: \.textCase, value: textCase))
  }
}

extension Text.Case {
  /// `text` in this case, in the window's language (`Locale` of English or Chinese: the letters are Latin or have
  /// no case).
  func apply(to text: String) -> String {
    switch self {
    case .uppercase: text.uppercased()
    case .lowercase: text.lowercased()
    }
  }
}
