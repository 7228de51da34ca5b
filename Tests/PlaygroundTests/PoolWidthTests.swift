import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import CommandLineGrammar

/// `--cores N` (run, preview, explore) and the playground's `cores N`: the width of the simulated cooperative pool,
/// whose threads blocking calls keep busy (issue 18 §1; the default is ``SimulationOptions/defaultCores``).
@Suite("The pool's width: --cores and cores")
struct PoolWidthTests {
  /// Two `@concurrent` calls that each block their thread for 500 ms, awaited together: on a pool of two or more
  /// threads they overlap; on one, the second waits for the first. (SE-0461: a `@concurrent` function runs on the
  /// global concurrent executor; WWDC21 10254: that executor's pool has as many threads as the device has cores.)
  static let blockingPair = """
    import Foundation

    // nonisolated: under the default profile (Default Actor Isolation = MainActor) a function that names no
    // isolation is @MainActor, and decode would hop back to the main actor to call it.
    nonisolated func parse(_ name: String) -> String {
      Thread.sleep(forTimeInterval: 0.5)
      return name
    }

    @concurrent func decode(_ name: String) async -> String { parse(name) }

    async let a = decode("a")
    async let b = decode("b")
    print(await [a, b])
    """

  @Test("--cores reaches the child of run, preview and explore, and the simulation's options")
  func flows() throws {
    let parser = Fixtures.parser
    guard case .run(let run) = try parser.parse(["run", "demo", "--cores", "2"]) else {
      Issue.record("not a run")
      return
    }
    #expect(run.cores == 2)
    #expect(RunBudgets.options(for: run).cores == 2)
    #expect(RunBudgets.options(for: RunRequest(scenario: "demo")).cores == SimulationOptions.defaultCores)
    let child = RunCommand.childArguments(for: run)
    #expect(child.contains("--cores") && child.contains("2"))
    guard case .child(let parsed)? = try? parser.parse(child) else {
      Issue.record("the child's arguments do not parse: \(child)")
      return
    }
    #expect(parsed.cores == 2)
    #expect(ExploreCommand.childArguments(for: run).contains("--cores"))
  }

  @Test("a bad width, or --cores with --real, is one line with exit status 2", arguments: [
    (["run", "three-state", "--cores", "0"],
     "asyncplay: bad value \"0\" for --cores; expected a whole number from 1 to 64 (the simulated thread pool's "
       + "threads; default 6)"),
    (["run", "three-state", "--cores", "65"],
     "asyncplay: bad value \"65\" for --cores; expected a whole number from 1 to 64 (the simulated thread pool's "
       + "threads; default 6)"),
    (["run", "three-state", "--real", "--cores", "2"],
     "asyncplay: --cores 2 sets the simulated thread pool; --real runs on the real executors, whose pool is this "
       + "machine's: give one or the other"),
  ])
  func mistakes(arguments: [String], line: String) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let result = try Binary.run(arguments + ["--lang", "en"])
    #expect(result.termination == .exited(2))
    #expect(result.errorText == line + "\n")
    #expect(result.outputText.isEmpty)
  }

  @Test("two blocking @concurrent calls overlap on the default pool (500 ms) and queue on one thread (1000 ms)")
  func blockingWorkQueuesOnANarrowPool() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(Self.blockingPair, "Pool.swift", in: folder)
    let wide = try StudentFixtures.asyncplay(["preview", "Pool.swift", "--lang", "en"], in: folder)
    #expect(wide.termination == .exited(0), "\(wide.errorText)")
    #expect(wide.outputText.hasSuffix("done at 500 ms · 3 tasks · 0 cancelled\n"), "\(wide.outputText)")
    let narrow = try StudentFixtures.asyncplay(["preview", "Pool.swift", "--cores", "1", "--lang", "en"], in: folder)
    #expect(narrow.outputText.hasSuffix("done at 1000 ms · 3 tasks · 0 cancelled\n"), "\(narrow.outputText)")
    #expect(narrow.outputText.contains("[ 1000 ms] main   [\"a\", \"b\"]\n"), "\(narrow.outputText)")
  }

  @Test("the playground's cores N holds for the next runs, shows in the prompt, and cores default undoes it")
  func playground() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(Self.blockingPair, "Pool.swift", in: folder)
    let lines = ["preview Pool.swift", "cores 1", "end", "cores", "cores default", "end", "cores 0"]
    _ = try StudentFixtures.write(lines.joined(separator: "\n") + "\n", "session.play", in: folder)
    let result = try StudentFixtures.asyncplay(["play", "session.play", "--lang", "en", "--keep-going"], in: folder)
    let text = result.outputText
    #expect(text.contains("> cores 1\npool: 1 thread (cores default goes back to 6); the main actor has a thread "
      + "of its own\n"), "\(text)")
    #expect(text.contains("asyncplay [Pool.swift · 500 ms · 1 thread]> end\n"), "\(text)")
    #expect(text.contains("[ 1000 ms] main   [\"a\", \"b\"]\n"), "\(text)")
    #expect(text.contains("> cores default\npool: 6 threads (the default); the main actor has a thread of its own\n"),
            "\(text)")
    #expect(text.contains("bad value \"0\" for cores; expected a whole number from 1 to 64, or default (6)"),
            "\(text)")
  }
}
