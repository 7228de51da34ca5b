@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import Runs

/// Which root a preview runs: a script, the first `#Preview`, `--root`, or the one view made without arguments; one
/// usage line when there is nothing, or several things, to show.
@Suite("Preview: the root")
struct PreviewPlanTests {
  private let view = "struct Feed: View { var body: some View { Text(\"a\") } }\n"
  private let other = "struct Other: View { var body: some View { Text(\"b\") } }\n"
  private let needsArgument = "struct Row: View { let item: String\n var body: some View { Text(item) } }\n"

  private func plan(_ files: [(String, String)], root: String? = nil) throws(UsageError) -> PreviewPlan {
    try PreviewPlan.make(files: files.map(\.0), texts: files.map(\.1), root: root, language: .en)
  }

  private func failure(_ files: [(String, String)], root: String? = nil) -> String? {
    do {
      _ = try plan(files, root: root)
      return nil
    } catch {
      return error.message
    }
  }

  @Test("a script is the root, compiled first")
  func script() throws {
    let found = try plan([("views.swift", view), ("main.swift", "print(1)\n")])
    #expect(found.root == .script)
    #expect(found.files == ["main.swift", "views.swift"])
  }

  @Test("two scripts, or a script with --root, are refused in one line")
  func scriptsRefused() {
    #expect(failure([("a.swift", "print(1)\n"), ("b.swift", "\n\nprint(2)\n")])
      == "only one file may hold top-level code (it runs as main); 2 do: a.swift:1, b.swift:3")
    #expect(failure([("a.swift", "print(1)\n")], root: "Feed")
      == "a.swift holds top-level code and runs as a script; --root Feed is for showing a view")
  }

  @Test("the first #Preview wins over the views; --root picks a view or a named preview")
  func previewAndRoot() throws {
    let previews = view + "#Preview { Feed() }\n#Preview(\"Other\") { Other() }\n" + other
    let first = try plan([("dir/feed.swift", previews)])
    // The first file's #Preview at its line 2 (the global its rewrite declares is named after both).
    #expect(first.root == .preview(file: 0, line: 2))
    #expect(first.rootDescription == "#Preview (dir/feed.swift:2)")
    let named = try plan([("feed.swift", previews)], root: "Other")
    #expect(named.root == .preview(file: 0, line: 3))
    let type = try plan([("feed.swift", view), ("other.swift", other)], root: "Other")
    #expect(type.root == .type("Other"))
  }

  @Test("a PreviewProvider is a root like a #Preview: the first in file and line order wins, the others listed")
  func previewProviders() throws {
    let provider = "struct Feed_Previews: PreviewProvider { static var previews: some View { Feed() } }\n"
    let nested = "enum Screens { struct Previews: SwiftUI.PreviewProvider { static var previews: some View { Feed() } } }\n"
    let first = try plan([("a.swift", view + provider + "#Preview(\"Named\") { Feed() }\n#Preview { Feed() }\n"),
                          ("b.swift", nested)])
    #expect(first.root == .provider("Feed_Previews"))
    #expect(first.rootDescription == "Feed_Previews (a.swift:2)")
    #expect(first.otherPreviews == ["\"Named\"", "#Preview (a.swift:4)", "Screens.Previews"])
    #expect(first.otherPreviewsNote(.en) == "asyncplay: showing Feed_Previews (a.swift:2); the other previews "
      + "(--root picks one): \"Named\", #Preview (a.swift:4), Screens.Previews")
    let macroFirst = try plan([("a.swift", view + "#Preview { Feed() }\n" + provider)])
    #expect(macroFirst.root == .preview(file: 0, line: 2))
    #expect(macroFirst.otherPreviews == ["Feed_Previews"])
    #expect(try plan([("a.swift", view + provider)], root: "Feed_Previews").root == .provider("Feed_Previews"))
    #expect(try plan([("b.swift", nested)], root: "Previews").root == .provider("Screens.Previews"))
    #expect(try plan([("a.swift", view + provider)]).otherPreviewsNote(.en) == nil)
  }

  @Test("the one view made without arguments; several or none is one usage line")
  func detection() throws {
    #expect(try plan([("feed.swift", view + needsArgument)]).root == .type("Feed"))
    #expect(failure([("feed.swift", view), ("other.swift", other)])
      == "2 views can be shown (Feed, Other): choose one with --root, e.g. --root Feed")
    #expect(failure([("row.swift", needsArgument)])
      == "nothing to show: add a #Preview { … }, or name with --root a View type made without arguments (these "
        + "views need arguments: Row)")
    #expect(failure([("feed.swift", view)], root: "not a type")
      == "--root not a type is not a type name; known: Feed")
  }
}
