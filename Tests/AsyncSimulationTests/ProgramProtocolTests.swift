import AsyncSimulation
import Testing

/// The program protocol of `SimulationProgram.run`, as the README states it, on the ExampleSimulations program.
@Suite("Simulation program protocol")
struct ProgramProtocolTests {
  static func run(_ arguments: [String]) async throws -> FixtureRun {
    try await Fixtures.run(arguments, program: "ExampleSimulations")
  }

  @Test("NAME: the trace as JSON Lines on stdout, exit 0 for a finished run")
  func json() async throws {
    let run = try await Self.run(["loading"])
    #expect(run.exitStatus == 0)
    let trace = try run.trace()
    #expect(trace.outcome == .finished)
    #expect(trace.jsonLines == run.output)
  }

  @Test("NAME --outline: the same run as the outline, to read by hand")
  func outline() async throws {
    let json = try await Self.run(["async-let"]).trace()
    let run = try await Self.run(["async-let", "--outline"])
    #expect(run.exitStatus == 0)
    #expect(run.output == json.outline)
    #expect(run.output.hasSuffix("100 ms  -       done finished · 3 tasks · 0 cancelled\n"))
  }

  @Test("--list prints the names; --help the usage; both exit 0")
  func listAndHelp() async throws {
    let list = try await Self.run(["--list"])
    #expect(list.exitStatus == 0)
    #expect(list.output == "async-let\ncounter\ndispatch-race\nloading\nlost-update\nmain-queue-order\ntwo-adds\n")
    let help = try await Self.run(["--help"])
    #expect(help.exitStatus == 0)
    #expect(help.output.hasPrefix("usage: ExampleSimulations NAME [--outline]"))
  }

  @Test("a bad command line is one line on stderr saying what was wrong, then the usage, exit 2", arguments: [
    ([], "ExampleSimulations: no simulation named; known: async-let, counter, dispatch-race, loading, lost-update, "
      + "main-queue-order, two-adds"),
    (["nope"], "ExampleSimulations: unknown simulation \"nope\"; known: async-let, counter, dispatch-race, loading, "
      + "lost-update, main-queue-order, two-adds"),
    (["loading", "--fast"], "ExampleSimulations: unknown option --fast; accepted: --outline, --json, --list, --help"),
    (["loading", "counter"], "ExampleSimulations: one simulation at a time: got loading and counter"),
    (["--list", "loading"], "ExampleSimulations: --list takes nothing else"),
  ])
  func usageErrors(arguments: [String], line: String) async throws {
    let run = try await Self.run(arguments)
    #expect(run.exitStatus == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.split(separator: "\n").first.map(String.init) == line)
    #expect(run.stderr.contains("usage: ExampleSimulations"))
  }
}
