import AsyncSimulation
import Foundation
import Testing

/// Styled text as Apple renders it: inline Markdown in a `Text` key, `AttributedString(markdown:)`, and the type
/// checks real SwiftUI code relies on (issue 29).
@Suite struct StyledTextTests {
  /// developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:): a key's Markdown is
  /// rendered; init(_:)-9d1g4 (a `String`) and init(verbatim:) show the text as written; init(_:)-1a4oh shows an
  /// attributed string's characters. developer.apple.com/documentation/foundation/attributedstring/
  /// init(markdown:options:baseurl:)-52n3u: links become `link` attributes; `.inlineOnly` collapses whitespace.
  @Test func markdownIsRenderedInKeysAndAttributedStringsOnly() throws {
    let trace = try SwiftUIRuns.trace("styled-text")
    #expect(trace.screens.last == "0 Thank you! | Please visit our website. | Score: 2*3*4 points | **not** markdown"
      + " | not markdown | TitleSome rainbow code next lineonetwo | **as written** | 5 * 3 = 15, snake_case_name")
    #expect(trace.printed == [#"links: ["https://example.com/docs"]"#, "inline only: a b c"])
  }

  /// Type checks of real programs: `Text(AttributedString(markdown:))` (manferdini-topquestions), a `#Preview`
  /// whose `do`/`catch` body returns different views (Apple declares its body `-> any View`), `@Query` assigned in
  /// an `init` with `Query(filter:sort:)` and a `#Predicate` using `localizedStandardContains`
  /// (developer.apple.com/documentation/foundation/predicateexpressions/stringlocalizedstandardcontains) — Hacking
  /// with Swift's SwiftDataProject.
  @Test func realProgramsTypeCheck() throws {
    let output = try StudentCompile.typecheck("""
      import SwiftUI
      import SwiftData

      @Model final class User {
        var name = "Anonymous"
        var joined = Date.now
        init(name: String) { self.name = name }
      }

      struct UsersView: View {
        @Query var users: [User]
        var body: some View {
          List(users) { user in Text(try! AttributedString(markdown: "**\\(user.name)**")) }
        }
        init(since: Date, sortOrder: [SortDescriptor<User>]) {
          _users = Query(filter: #Predicate<User> { user in
            user.joined >= since && user.name.localizedStandardContains("R")
          }, sort: sortOrder)
        }
      }

      #Preview {
        do {
          let container = try ModelContainer(for: User.self)
          return UsersView(since: .now, sortOrder: []).modelContainer(container)
        } catch {
          return Text("Failed: \\(error.localizedDescription)")
        }
      }
      """)
    #expect(!output.contains("error:"), "\(output)")
  }
}
