import AsyncSimulation
import Foundation
import Testing

/// The manual's "SwiftUI on virtual time" example (docs/swiftui-module.md) is the fixture the tests run, and its screens are the run's.
@Suite struct ReadmeExampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The README section's first two code blocks: the view, then its screens.
  static func readmeBlocks() throws -> [String] {
    try CatalogueExampleTests.codeBlocks(after: "## SwiftUI on virtual time")
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
    let screens = CatalogueExampleTests.screens(of: shown)
    #expect(screens == (try SwiftUIRuns.trace("debounce")).screens)
  }
}
