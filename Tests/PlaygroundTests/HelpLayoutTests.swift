@testable import Playground
import Scenarios
import Testing
@testable import TextBase

/// `asyncplay --help` and every command's help fit the terminal: piped, 80 columns unless COLUMNS says otherwise.
@Suite("Help fitted to the terminal")
struct HelpLayoutTests {
  /// Every help text, in both languages.
  static let texts: [String] = [Language.en, .zh].flatMap { language in
    [Usage.text(language: language)] + CommandHelp.all.map { $0.text(language: language) }
  }

  @Test("at 80 and at 60 columns no line of any help is wider than the terminal", arguments: [80, 60])
  func fits(_ width: Int) {
    for text in Self.texts {
      let wide = HelpLayout.fitted(text, width: width).split(separator: "\n").filter { DisplayWidth.of(String($0)) > width }
      #expect(wide.isEmpty, "\(wide.joined(separator: "\n"))")
    }
  }

  @Test("a text that fits is left as it is, byte for byte")
  func unchangedWhenItFits() {
    for text in Self.texts {
      let widest = text.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
      #expect(HelpLayout.fitted(text, width: widest) == text)
    }
  }

  @Test("an option's description is joined and wrapped under its column; prose under its indentation")
  func paragraphs() {
    let text = """
      usage: asyncplay preview FILE... [--root TYPE]
        --root TYPE   the View type to show, the name of a
                      #Preview("name")
        Prose that runs on and on
        and on.
      """
    #expect(HelpLayout.fitted(text, width: 34) == """
      usage: asyncplay preview FILE...
             [--root TYPE]
        --root TYPE   the View type to
                      show, the name of
                      a #Preview("name")
        Prose that runs on and on
        and on.
      """)
  }
}
