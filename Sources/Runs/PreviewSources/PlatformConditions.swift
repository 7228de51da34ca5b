/// How an app's `#if os(…)` reads. The app asyncplay runs is an iPhone app (the compact iPhone of
/// docs/swiftui-module.md), so the code Xcode compiles for it is the code under `#if os(iOS)`; the Linux compiler would
/// take the other branch (`os(Linux)` is its answer), and an iOS-only style, modifier or type would vanish without a
/// word — "cannot find 'ContinueButtonStyle' in scope" far from the `#if` that hid it. So in the files of an app (any
/// file of the compile imports SwiftUI or UIKit), each `os(NAME)` of an `#if`/`#elseif` line is compiled as `true` for
/// `iOS` and `false` for every other platform the Swift book lists (The Swift Programming Language, "Compiler Control
/// Statements": macOS, iOS, watchOS, tvOS, visionOS, Linux, Windows), padded with spaces to the same length so that
/// every column of the line stays where the student wrote it. Files of plain Swift (a `play()` file, a script) keep
/// the Linux compiler's answer: they run on the machine, not in the simulated iPhone.
///
/// ```
/// #if os(iOS) || os(visionOS)        // as written
/// #if true    || false               // as compiled
/// ```
package enum PlatformConditions {
  /// The platforms `os()` accepts; any other name is left to the compiler (which warns about an unknown one).
  static let platforms: Set<String> = [
    "macOS", "OSX", "iOS", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD",
    "WASI", "Cygwin", "Haiku", "PS4",
  ]

  /// Whether `text` imports an app framework (`import SwiftUI`, `import UIKit`, also `@preconcurrency import …`).
  package static func importsAppFramework(_ text: String) -> Bool {
    guard text.contains("SwiftUI") || text.contains("UIKit") else { return false }
    let tokens = SwiftTokenizer.tokens(text)
    return tokens.indices.dropLast().contains { index in
      tokens[index].kind == .word && tokens[index].text == "import"
        && ["SwiftUI", "UIKit"].contains(tokens[index + 1].text)
    }
  }

  /// `text` with each `os(NAME)` of its `#if` and `#elseif` lines written as `true` (iOS) or `false`.
  package static func rewritten(_ text: String) -> String {
    guard text.contains("os(") || text.contains("os (") else { return text }
    let tokens = SwiftTokenizer.tokens(text)
    var scalars = Array(text.unicodeScalars)
    var conditionLine: Int?
    var changed = false
    for index in tokens.indices {
      let token = tokens[index]
      if token.kind == .pound {
        conditionLine = token.text == "if" || token.text == "elseif" ? token.line : nil
        continue
      }
      guard token.line == conditionLine, token.kind == .word, token.text == "os", index + 3 < tokens.count,
            tokens[index + 1].kind == .punctuation, tokens[index + 1].text == "(",
            tokens[index + 2].kind == .word, platforms.contains(tokens[index + 2].text),
            tokens[index + 3].kind == .punctuation, tokens[index + 3].text == ")",
            tokens[index + 3].line == token.line else { continue }
      let range = token.offset..<tokens[index + 3].offset + 1
      guard range.upperBound <= scalars.count else { continue }
      let value = tokens[index + 2].text == "iOS" ? "true" : "false"
      let padded = value + String(repeating: " ", count: max(0, range.count - value.count))
      scalars.replaceSubrange(range, with: Array(padded.unicodeScalars))
      changed = true
    }
    guard changed else { return text }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars)
    return String(out)
  }
}
