import AsyncSimulation
@testable import Playground
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TraceRendering
@testable import CommandLineGrammar

/// Runs the built `asyncplay` executable, found next to the test bundle (both live in `.build/debug/`).
enum Binary {
  /// The executable's path.
  static let path: String = {
    let runner = ChildProcess.currentExecutable
    let directory = runner.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    return directory + "/asyncplay"
  }()

  /// Whether it has been built.
  static var exists: Bool { access(path, X_OK) == 0 }

  /// Runs it with `arguments`.
  /// Runs the executable, piped, `columns` wide (by default 1,000: one line per event, as most tests read traces;
  /// fitting to 80 columns is tested where it is the point).
  static func run(_ arguments: [String], columns: Int = 1_000) throws -> ChildProcess.Result {
    // A hang guard, not a speed limit: generous, so that a loaded machine (CI, two cores) never trips it.
    var child = ChildProcess(executable: path, arguments: arguments, wallLimit: .seconds(300))
    child.environmentOverrides.append((name: "COLUMNS", value: String(columns)))
    return try child.run()
  }
}

@Suite("The asyncplay executable")
struct BinaryTests {
  @Test("list shows every scenario and exits 0")
  func list() throws {
    let result = try Binary.run(["list", "--lang", "en"])
    #expect(result.termination == .exited(0))
    for name in ["three-state", "task-id", "async-let", "timeout"] {
      #expect(result.outputText.contains("  \(name) "))
    }
  }

  @Test("run --json prints the trace, ending with the done object")
  func runJSON() throws {
    let result = try Binary.run(["run", "async-let", "--json"])
    #expect(result.termination == .exited(0))
    let trace = try Trace(jsonLines: result.outputText)
    #expect(trace.outcome == .finished)
    #expect(result.outputText.hasSuffix("\n"))
    #expect(result.outputText.split(separator: "\n").last?.contains("\"kind\":\"done\"") == true)
    #expect(trace.jsonLines == result.outputText)
  }

  @Test("run renders text that is the same on every run, without colour through a pipe")
  func runText() throws {
    let first = try Binary.run(["run", "task-id", "--lang", "en"])
    let second = try Binary.run(["run", "task-id", "--lang", "en"])
    #expect(first.termination == .exited(0))
    #expect(first.outputText == second.outputText)
    #expect(!first.outputText.contains("\u{1B}"))
    #expect(first.outputText.split(separator: "\n").last?.hasPrefix("done at ") == true)
    #expect(first.standardError.isEmpty)
  }

  @Test("text and JSON come from the same trace")
  func textMatchesJSON() throws {
    let json = try Binary.run(["run", "three-state", "--json", "--lang", "zh"])
    let text = try Binary.run(["run", "three-state", "--lang", "zh"])
    let trace = try Trace(jsonLines: json.outputText)
    #expect(text.outputText == TextRenderer(language: .zh).render(trace))
  }

  @Test("bad input: one line on stderr, exit 2, nothing on stdout", arguments: [
    ["run", "asynclet"], ["run", "async-let", "profil=3"], ["run", "async-let", "profile=abc"],
    ["run", "async-let", "--jsn"], ["run", "async-let", "--lang"], ["bench", "fanout", "tasks=0"],
  ])
  func badInput(arguments: [String]) throws {
    let result = try Binary.run(arguments)
    #expect(result.termination == .exited(2))
    #expect(result.standardOutput.isEmpty)
    #expect(result.errorText.hasPrefix("asyncplay: "))
    #expect(result.errorText.filter { $0 == "\n" }.count == 1)
  }

  @Test("bench prints one JSON object whose checksum matches the arithmetic")
  func bench() throws {
    let fanout = try Binary.run(["bench", "fanout", "tasks=100", "seed=42"])
    #expect(fanout.termination == .exited(0))
    let expected = BenchChecksum.weightedSum(BenchChecksum.expectedWakeOrder(tasks: 100, seed: 42))
    #expect(fanout.outputText.hasPrefix("{\"workload\":\"fanout\",\"size\":100,\"virtual_ms\":9947,"))
    #expect(fanout.outputText.contains("\"checksum\":\(expected),"))
    let group = try Binary.run(["bench", "group", "tasks=100", "seed=42"])
    #expect(group.outputText.contains("\"checksum\":\(expected),"))
    let chain = try Binary.run(["bench", "chain", "n=250"])
    #expect(chain.outputText.hasPrefix("{\"workload\":\"chain\",\"size\":250,\"virtual_ms\":250,"))
    #expect(chain.outputText.contains("\"checksum\":250,"))
    let storm = try Binary.run(["bench", "cancelstorm", "tasks=300"])
    #expect(storm.outputText.hasPrefix("{\"workload\":\"cancelstorm\",\"size\":300,\"virtual_ms\":10,"))
    #expect(storm.outputText.contains("\"checksum\":300,"))
    #expect(storm.outputText.filter { $0 == "\n" }.count == 1)
  }
}
