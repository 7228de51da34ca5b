import ProjectProfiles

/// How a file's `@UIApplicationMain` is compiled. Swift on Linux cannot lower it (its entry point calls UIKit
/// through Objective-C; the 6.3 frontend crashes on it), and SE-0383 makes it the same as `@main` on the app
/// delegate (`UIApplicationDelegate.main()`), which Swift 6 mode asks for ("'UIApplicationMain' is deprecated … use
/// '@main' instead"). In Swift 5 mode it is compiled as `@main`, padded with spaces to the same length so that every
/// column of the line stays where the student wrote it; Swift 6 mode keeps the text, and the compiler's own error.
package enum ApplicationMainAttribute {
  /// `text` with each `@UIApplicationMain` written as `@main`, in Swift 5 mode; `text` unchanged otherwise.
  package static func rewritten(_ text: String, languageMode: ProjectSettings.LanguageMode) -> String {
    guard languageMode == .swift5, text.contains("@UIApplicationMain") else { return text }
    let attributes = SwiftTokenizer.tokens(text).filter { $0.kind == .attribute && $0.text == "UIApplicationMain" }
    guard !attributes.isEmpty else { return text }
    var scalars = Array(text.unicodeScalars)
    let written = Array("@UIApplicationMain".unicodeScalars)
    let replacement = Array(("@main" + String(repeating: " ", count: written.count - 5)).unicodeScalars)
    for attribute in attributes where scalars.indices.contains(attribute.offset + written.count - 1)
      && Array(scalars[attribute.offset..<attribute.offset + written.count]) == written {
      scalars.replaceSubrange(attribute.offset..<attribute.offset + written.count, with: replacement)
    }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars)
    return String(out)
  }
}
