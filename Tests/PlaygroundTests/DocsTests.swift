import Foundation
@testable import Playground
import Testing
@testable import Runs
@testable import Course

/// The README is a front page and the manual lives in docs/: the README stays short, and every relative link in
/// either (and in the other READMEs) reaches a file, and a heading when it names one.
@Suite("Docs")
struct DocsTests {
  static let root = String(#filePath.dropLast("/Tests/PlaygroundTests/DocsTests.swift".count))

  /// The Markdown files whose links are checked.
  static func pages() -> [String] {
    let docs = (FileSystem.entries(root + "/docs") ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return ["README.md", "Lessons/README.md", "Benchmarks/README.md", "Sources/Scenarios/README.md"] + docs
  }

  /// GitHub's anchor for a heading: lower case, punctuation but `-` and `_` left out, spaces as `-`.
  static func anchor(_ heading: Substring) -> String {
    let text = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
    let kept = text.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || "-_ ".unicodeScalars.contains($0) }
    return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
  }

  /// Whether the lines after `line` are in a code block, given whether `line` was: a fence opens one, and only a
  /// bare fence closes it (CommonMark: a closing fence has no info string, so ```` ```text ```` inside a block is
  /// text and the block goes on).
  static func fenced(after line: Substring, _ fenced: Bool) -> Bool {
    guard line.hasPrefix("```") else { return fenced }
    return fenced ? line.trimmingCharacters(in: .whitespaces) != "```" : true
  }

  /// The anchors of `page`: its headings' and its `<a id="…">`s.
  static func anchors(_ text: String) -> Set<String> {
    var found: Set<String> = []
    var fenced = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let inBlock = fenced || line.hasPrefix("```")
      fenced = Self.fenced(after: line, fenced)
      if !inBlock, line.hasPrefix("#") { found.insert(anchor(line)) }
      var rest = line[...]
      while let open = rest.range(of: "<a id=\"") {
        guard let close = rest[open.upperBound...].firstIndex(of: "\"") else { break }
        found.insert(String(rest[open.upperBound..<close]))
        rest = rest[close...]
      }
    }
    return found
  }

  @Test("the README is a front page: at most 16 KB, with the two set-up commands")
  func frontPage() throws {
    let readme = try #require(FileSystem.read(Self.root + "/README.md"))
    #expect(readme.utf8.count <= 16_384, "README.md is \(readme.utf8.count) bytes; the manual goes in docs/")
    #expect(readme.contains("./.ci/setup && swift run asyncplay"))
    #expect(readme.contains("./.ci/setup && swift test"))
  }

  @Test("every relative link of the README and the manual reaches a file, and its heading when it names one")
  func links() throws {
    var broken: [String] = []
    for page in Self.pages() {
      let text = try #require(FileSystem.read(Self.root + "/" + page), "\(page)")
      let folder = FileSystem.directory(of: Self.root + "/" + page)
      var fenced = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let inBlock = fenced || line.hasPrefix("```")
        fenced = Self.fenced(after: line, fenced)
        guard !inBlock else { continue }
        var rest = line[...]
        while let open = rest.range(of: "](") {
          guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
          let target = String(rest[open.upperBound..<close])
          rest = rest[close...]
          guard !target.contains("://"), !target.hasPrefix("mailto:"), !target.contains(" ") else { continue }
          let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
          let path = parts[0].isEmpty ? Self.root + "/" + page : folder + "/" + parts[0]
          guard FileSystem.isFile(path) || FileSystem.isDirectory(path) else {
            broken.append("\(page): \(target) (no such file)")
            continue
          }
          if parts.count == 2, path.hasSuffix(".md"), let linked = FileSystem.read(path),
             !Self.anchors(linked).contains(String(parts[1])) {
            broken.append("\(page): \(target) (no such heading)")
          }
        }
      }
      if fenced { broken.append("\(page): a code block is never closed (a ``` line without its closing ```)") }
    }
    #expect(broken.isEmpty, "\(broken.joined(separator: "\n"))")
  }

  @Test("the tables generated from the scenarios, the REPL's commands, lessons and exercises are current")
  func generatedTables() throws {
    for table in DocTables.tables() {
      let page = try #require(FileSystem.read(Self.root + "/" + table.page), "\(table.page)")
      let current = try DocTables.updated(page, with: table)
      #expect(current == page, "\(table.page): the \(table.name) table is not current; run \(DocTables.command)")
    }
  }

  @Test("the REPL's command table has a row per command, in help's order, with its synopsis, summary and aliases")
  func replCommandTable() throws {
    let table = try #require(DocTables.tables().first { $0.name == "repl-commands" })
    #expect(table.page == "docs/playground.md")
    let lines = table.text.split(separator: "\n").map(String.init)
    #expect(lines.count == 2 + REPLCommand.allCases.count)
    #expect(lines.dropFirst(2).map { $0.dropFirst(3).prefix { $0 != " " && $0 != "`" } }.map(String.init)
      == REPLCommand.allCases.map(\.name))
    #expect(lines.contains("| `lang zh\\|en` | the language of the scenarios' lines, of runs and of explain |"))
    #expect(lines.contains("| `quit` | leave (Ctrl-D too); the history is saved (also `exit`) |"))
  }

  @Test("a table is put between its markers, whatever stood there; a page without them is refused")
  func tableMarkers() throws {
    let table = DocTables.Table(name: "lessons", page: "docs/course.md", text: "| a |\n|---|\n| 1 |\n")
    let page = "intro\n\n" + DocTables.openingMarker("lessons") + "\n| old |\n" + DocTables.closingMarker + "\n\nafter\n"
    #expect(try DocTables.updated(page, with: table)
      == "intro\n\n" + DocTables.openingMarker("lessons") + "\n| a |\n|---|\n| 1 |\n" + DocTables.closingMarker
      + "\n\nafter\n")
    #expect(throws: DocTables.Problem.noMarkers(table: "lessons", page: "docs/course.md")) {
      try DocTables.updated("intro\n", with: table)
    }
    #expect(DocTables.rows(["a", "b"], [["x|y", "two\nlines"]]) == "| a | b |\n|---|---|\n| x\\|y | two lines |\n")
  }

  @Test("the first session shown in the README and the playground's page names the number of lessons")
  func firstSessionLessonCount() throws {
    let line = "(lessons lists all \(LessonLibrary().lessons.count))"
    for page in ["README.md", "docs/playground.md"] {
      let text = try #require(FileSystem.read(Self.root + "/" + page), "\(page)")
      #expect(text.contains(line), "\(page) does not show the banner's \(line)")
    }
  }
}
