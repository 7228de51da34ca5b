import AsyncSimulation
import Foundation
import Testing

/// The README's "SwiftUI on virtual time" example is the fixture the tests run, and its screens are the run's.
@Suite struct ReadmeExampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The README section's first two code blocks: the view, then its screens.
  static func readmeBlocks() throws -> [String] {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    guard let start = readme.range(of: "## SwiftUI on virtual time") else { return [] }
    let section = readme[start.upperBound...]
    var blocks: [String] = []
    var current: [Substring]?
    for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
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

  @Test func theExampleViewIsTheFixture() throws {
    let blocks = try Self.readmeBlocks()
    let fixture = try String(contentsOf: Self.root.appendingPathComponent("Sources/SwiftUIFixtures/LifecycleViews.swift"),
                             encoding: .utf8)
    let code = try #require(blocks.first)
    // The fixture indents by two spaces like the README; the README leaves out its doc comment.
    #expect(fixture.contains(code))
  }

  @Test func theExampleScreensAreTheRun() throws {
    let blocks = try Self.readmeBlocks()
    let shown = try #require(blocks.dropFirst().first)
    var screens: [String] = []
    for line in shown.split(separator: "\n") {
      let time = line.prefix(9).trimmingCharacters(in: .whitespaces)
      let text = String(line.dropFirst(9))
      if time.isEmpty { screens[screens.count - 1] += " | " + text } else {
        screens.append(time.replacingOccurrences(of: " ms", with: "") + " " + text)
      }
    }
    #expect(screens == (try SwiftUIRuns.trace("debounce")).screens)
  }
}
