import AsyncSimulation
@testable import Playground
import Scenarios
import Testing

/// The hidden `__pinned` subcommand that `.ci/determinism` and `.ci/goldens` read their cases from.
@Suite("Pinned run list")
struct PinnedRunListTests {
  // That the golden files are exactly the pinned runs' is ScenarioRegistryTests' pinnedRuns.
  @Test("__pinned golden lists every pinned run as its golden file's stem (a file there is), then its arguments")
  func goldenStems() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let listed = try Binary.run(["__pinned", "golden"])
    #expect(listed.termination == .exited(0))
    let lines = listed.outputText.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
    #expect(lines.count == GoldenTranscriptTests.allCases.count)
    for (words, golden) in zip(lines, GoldenTranscriptTests.allCases) {
      #expect(words.first == golden.stem)
      #expect(Array(words.dropFirst()) == golden.arguments, "\(golden.stem)")
      #expect(TextFile.read("\(GoldenTranscriptTests.directory)/\(words[0]).txt") != nil, "\(words[0]).txt")
    }
    let plain = try Binary.run(["__pinned"])
    #expect(plain.outputText == lines.map { $0.dropFirst().joined(separator: "\t") + "\n" }.joined())
  }

  @Test("__pinned refuses anything else with one line and exit 2")
  func badArgument() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let result = try Binary.run(["__pinned", "goldens"])
    #expect(result.termination == .exited(2))
    #expect(result.outputText.isEmpty)
    #expect(result.errorText.split(separator: "\n").count == 1, "\(result.errorText)")
    #expect(result.errorText.contains("\"golden\""), "\(result.errorText)")
  }
}
