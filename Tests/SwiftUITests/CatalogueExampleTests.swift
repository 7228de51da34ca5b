import AsyncSimulation
import Foundation
import Testing

/// The examples of the README's view catalogue are fixtures the tests run: each paragraph's Swift block is in the
/// fixture sources, and the screens block below it is the fixture's run.
@Suite struct CatalogueExampleTests {
  /// The Swift block and the screens block that follow the catalogue paragraph starting with `marker`.
  static func example(after marker: String) throws -> (code: String, screens: String) {
    let blocks = try codeBlocks(after: marker, from: "### The view catalogue")
    try #require(blocks.count >= 2)
    return (blocks[0], blocks[1])
  }

  /// The manual's (docs/swiftui-module.md) fenced blocks after `marker` (searched from `section` on), up to the next `## ` heading.
  static func codeBlocks(after marker: String, from section: String? = nil) throws -> [String] {
    let readme = try String(contentsOf: ReadmeExampleTests.root.appendingPathComponent("docs/swiftui-module.md"),
                            encoding: .utf8)
    let from = try section.map { try #require(readme.range(of: $0)).upperBound } ?? readme.startIndex
    guard let start = readme.range(of: marker, range: from..<readme.endIndex) else { return [] }
    var blocks: [String] = []
    var current: [Substring]?
    for line in readme[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { break }
      if line.hasPrefix("```") {
        if let lines = current {
          blocks.append(lines.joined(separator: "\n"))
          current = nil
        } else {
          current = []
        }
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The screens of a screens block (`0 ms     text`, continuation lines indented), as ``Trace/screens`` gives them.
  static func screens(of block: String) -> [String] {
    var screens: [String] = []
    for line in block.split(separator: "\n") {
      let time = line.prefix(9).trimmingCharacters(in: .whitespaces)
      let text = String(line.dropFirst(9))
      if time.isEmpty, !screens.isEmpty { screens[screens.count - 1] += " | " + text } else {
        screens.append(time.replacingOccurrences(of: " ms", with: "") + " " + text)
      }
    }
    return screens
  }

  /// The fixture sources (every file of `Sources/SwiftUIFixtures`).
  static func fixtureSources() throws -> String {
    let folder = ReadmeExampleTests.root.appendingPathComponent("Sources/SwiftUIFixtures")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")
  }

  @Test func theContentExampleIsItsRun() throws {
    let example = try Self.example(after: "**Content.**")
    #expect(try Self.fixtureSources().contains(example.code))
    #expect(Self.screens(of: example.screens) == (try SwiftUIRuns.trace("readme-content")).screens)
  }

  @Test func theToolbarExampleIsItsRun() throws {
    let example = try Self.example(after: "**Toolbars and overlays.**")
    #expect(try Self.fixtureSources().contains(example.code))
    #expect(Self.screens(of: example.screens) == (try SwiftUIRuns.trace("readme-toolbar")).screens)
  }

  @Test func theListExampleIsItsRun() throws {
    let example = try Self.example(after: "**Lists, forms and scrolling.**")
    #expect(try Self.fixtureSources().contains(example.code))
    let trace = try SwiftUIRuns.trace("readme-list")
    #expect(Self.screens(of: example.screens) == trace.screens)
    #expect(trace.printed == (1...12).map { "row \($0) appears" })
  }

  @Test func theImageExampleIsItsRun() throws {
    let example = try Self.example(after: "**Images from the network.**")
    #expect(try Self.fixtureSources().contains(example.code))
    #expect(Self.screens(of: example.screens) == (try SwiftUIRuns.trace("readme-image")).screens)
  }
}
