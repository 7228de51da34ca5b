import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Every scenario and parameter set its registration pins (``Scenario/pinned``), as text and as JSON Lines. The
/// expected files in `Golden/` were reviewed by reading them; to change one on purpose, run the suite with
/// `ASYNCPLAY_UPDATE_GOLDEN=1` (refused under `CI=true`) and read the diff before committing.
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
  /// A pinned run: the file stem in `Golden/` and the `asyncplay run` arguments.
  struct Case: CustomTestStringConvertible, Sendable {
    let stem: String
    /// The arguments, with `--lang zh` added when they name no language (the default follows the locale).
    let arguments: [String]
    var testDescription: String { stem }

    init(stem: String, arguments: [String]) {
      self.stem = stem
      self.arguments = arguments.contains("--lang") ? arguments : arguments + ["--lang", "zh"]
    }
  }

  /// The width golden transcripts are rendered at (`.ci/goldens` sets the same COLUMNS).
  static let columns = 1_000

  static let directory: String = {
    let file = #filePath
    return String(file[..<file.lastIndex(of: "/")!]) + "/Golden"
  }()

  /// Compares `actual` with the golden file, or rewrites it when updating is asked for (never under CI).
  static func check(_ actual: String, against path: String) {
    let env = ProcessInfoLite.self
    if env.value("ASYNCPLAY_UPDATE_GOLDEN") == "1" {
      #expect(env.value("CI") != "true", "golden files are never rewritten under CI=true")
      if env.value("CI") != "true" { TextFile.write(actual, to: path) }
      return
    }
    guard let expected = TextFile.read(path) else {
      Issue.record("missing golden file \(path); run with ASYNCPLAY_UPDATE_GOLDEN=1 and review it")
      return
    }
    #expect(actual == expected, "\(path) differs from this run:\n\(firstDifference(expected, actual))")
  }

  /// The first differing line, for a readable failure.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(e.count, a.count) where (i < e.count ? e[i] : nil) != (i < a.count ? a[i] : nil) {
      return "line \(i + 1):\n- \(i < e.count ? String(e[i]) : "(end)")\n+ \(i < a.count ? String(a[i]) : "(end)")"
    }
    return "(no difference)"
  }

  /// Every pinned run of every scenario, as its registration lists them (``Scenario/pinned``).
  static let allCases: [Case] = ScenarioCatalog.all.flatMap { scenario in
    scenario.pinned.map { Case(stem: $0.stem(of: scenario.name), arguments: [scenario.name] + $0.arguments) }
  }

  @Test("the text transcript matches", arguments: allCases)
  func text(_ golden: Case) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    // Golden transcripts are 1,000 columns wide (the widest COLUMNS asks for), one line per event as they were
    // reviewed; fitting to narrower terminals is checked by TextRendererTests and the course walk.
    let result = try Binary.run(["run"] + golden.arguments, columns: Self.columns)
    #expect(result.termination == .exited(0))
    Self.check(result.outputText, against: "\(Self.directory)/\(golden.stem).txt")
  }

  @Test("the JSON Lines trace matches and parses", arguments: allCases)
  func json(_ golden: Case) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let result = try Binary.run(["run"] + golden.arguments + ["--json"])
    #expect(result.termination == .exited(0))
    let trace = try Trace(jsonLines: result.outputText)
    #expect(trace.outcome == .finished)
    Self.check(result.outputText, against: "\(Self.directory)/\(golden.stem).jsonl")
  }
}

/// Environment lookups without Foundation.
enum ProcessInfoLite {
  static func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
}
