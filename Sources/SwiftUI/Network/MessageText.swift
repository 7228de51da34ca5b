// Mirrors: nothing of Apple's: the words of the simulated network's messages
// SDK: iOS 26 SDK
// Status: internal
/// Text from a user (a path, a word of a file) as a one-line message shows it: control characters (C0, DEL, C1)
/// and the line and paragraph separators, which would break the line or act on the terminal, become `?`.
enum MessageText {
  /// Whether `scalar` is a control character: C0, DEL or C1.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `text` with what would break a line shown as `?`.
  static func shown<S: StringProtocol>(_ text: S) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map {
      isControl($0) || $0 == "\u{2028}" || $0 == "\u{2029}" ? "?" : $0
    }))
  }
}
