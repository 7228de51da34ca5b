import SwiftUI

/// Styled text: Markdown in a `Text` key, in `AttributedString(markdown:)`, and a `String` shown as it is.
enum StyledTextFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("styled-text") { StyledTextScreen() },
  ]
}

struct StyledTextScreen: View {
  let title = "**not** markdown"
  let score = "2*3*4"

  var body: some View {
    VStack {
      Text("**Thank you!**")
      Text("_Please visit our [website](https://www.example.com)._")
      Text("Score: \(score) *points*")
      Text(title)
      Text(.init(title))
      Text(Self.parsed("# Title\n\nSome *rainbow* `code`\nnext line\n\n- one\n- two"))
      Text(verbatim: "**as written**")
      Text("5 * 3 = 15, snake_case_name")
    }
    .onAppear {
      let link = Self.parsed("See [the docs](https://example.com/docs).").runs.compactMap(\.link)
      print("links: \(link.map(\.absoluteString))")
      let inline = try? AttributedString(markdown: "a  *b*\n c", options: .init(interpretedSyntax: .inlineOnly))
      print("inline only: \(inline.map { String($0.characters) } ?? "?")")
    }
  }

  static func parsed(_ markdown: String) -> AttributedString {
    (try? AttributedString(markdown: markdown)) ?? AttributedString("?")
  }
}
