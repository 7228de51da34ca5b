import AsyncSimulation
@testable import Playground
import Testing

/// `asyncplay explore` and `run --schedule` through the built executable: the issue's checks (races found, fixes
/// proven, witnesses replayed), byte-identical output, and one clear line for every bad input.
@Suite("Exploring schedules")
struct ExploreCommandTests {
  /// Runs the executable off the cooperative pool and returns its status and output.
  static func asyncplay(_ arguments: [String]) async throws -> (status: Int32?, output: String, errors: String) {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let result = try await offPool { try Binary.run(arguments, columns: 80) }
    guard case .exited(let status) = result.termination else { return (nil, result.outputText, result.errorText) }
    return (status, result.outputText, result.errorText)
  }

  /// The exploration `arguments` print with `--json`.
  static func exploration(_ arguments: [String]) async throws -> Exploration {
    let (status, output, errors) = try await asyncplay(["explore"] + arguments + ["--json"])
    #expect(status == 0, "\(errors)")
    return try Exploration(jsonLines: output)
  }

  @Test("unsynchronised saves lose one note or the other: two outcomes; the actor leaves exactly one")
  func persistence() async throws {
    // A sample of 200 finds both (a schedule costs about 20 ms in a debug build since the scenario is SwiftUI code).
    let race = try await Self.exploration(["persistence", "case=race", "saves=unsynchronised", "--max", "200",
                                           "--lang", "en"])
    #expect(race.outcomes.count == 2)
    #expect(race.outcomes.allSatisfy { outcome in
      outcome.result.states.contains { $0.name == "NotesModel.phase" && $0.value.contains("Buy milk") }
    })
    let phases = Set(race.outcomes.compactMap { $0.result.states.first { $0.name == "NotesModel.phase" }?.value })
    #expect(phases == [#"loaded(["Pick up parcel", "Buy milk"])"#, #"loaded(["Pay rent", "Buy milk"])"#])
    let actor = try await Self.exploration(["persistence", "case=race", "saves=actor", "--lang", "en"])
    #expect(actor.outcomes.count == 1)
    #expect(actor.coverage == .exhaustive)
    #expect(actor.outcomes[0].result.states == [
      .init(name: "NotesModel.phase", value: #"loaded(["Pick up parcel", "Pay rent", "Buy milk"])"#),
      .init(name: "NotesView.draft", value: #""""#),
    ])
  }

  @Test("equal latencies: every completion order of four details is reached; sorting leaves one outcome")
  func taskGroup() async throws {
    let unsorted = try await Self.exploration(["task-group", "latencies=50,50,50,50", "sort=no", "--lang", "en"])
    #expect(unsorted.coverage == .exhaustive)
    #expect(unsorted.outcomes.count == 24)
    #expect(unsorted.outcomes[0].witness == .fifo)
    let sorted = try await Self.exploration(["task-group", "latencies=50,50,50,50", "sort=yes", "--lang", "en"])
    #expect(sorted.outcomes.count == 1)
    #expect(sorted.schedules == unsorted.schedules)
  }

  @Test("the text names the count, whether it was exhaustive, each outcome's witness and how to replay one")
  func text() async throws {
    let (status, output, _) = try await Self.asyncplay(["explore", "task-group", "latencies=50,50,50,50", "sort=no",
                                                         "--lang", "en"])
    #expect(status == 0)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.first == "192 schedules explored (exhaustive), 24 distinct outcomes")
    #expect(lines[1].hasPrefix("  #   schedules  witness"))
    #expect(lines[2].hasPrefix("  1   8          fifo"))
    // 80 columns: the value wraps inside its cell, between two quoted strings.
    #expect(lines[2].hasSuffix(#"DetailsInArrivalOrder.details: ["📄 1", "📄 2","#))
    #expect(lines[3] == String(repeating: " ", count: 31) + #""📄 3", "📄 4"]"#)
    // The command to copy is whole, on a line of its own when the note would not fit 80 columns.
    #expect(lines.suffix(2) == ["replay an outcome:",
                                "  asyncplay run task-group latencies=50,50,50,50 sort=no --schedule 8:1"],
            "\(lines.suffix(2))")
    let (_, zh, _) = try await Self.asyncplay(["explore", "task-group", "latencies=50,50,50,50", "--lang", "zh"])
    #expect(zh.hasPrefix("共探索 192 种调度（穷尽），1 种不同结果\n"))
  }

  @Test("every witness replays exactly: run --schedule ends in the outcome the exploration reported")
  func witnessesReplay() async throws {
    let arguments = ["task-group", "latencies=50,50,50,50", "sort=no", "--lang", "en"]
    let exploration = try await Self.exploration(arguments)
    for outcome in exploration.outcomes.prefix(6) {
      let (status, output, errors) = try await Self.asyncplay(["run"] + arguments
        + ["--schedule", outcome.witness.description, "--json"])
      #expect(status == 0, "\(errors)")
      let trace = try Trace(jsonLines: output)
      #expect(ExploredOutcome(trace: trace, comparingPrints: false) == outcome.result, "\(outcome.witness)")
    }
  }

  @Test("the same command prints the same bytes every time, sampled or exhaustive")
  func deterministic() async throws {
    for arguments in [["task-group", "latencies=50,50,50,50", "sort=no"],
                      ["persistence", "case=race", "saves=unsynchronised", "--max", "60", "--seed", "7"]] {
      let first = try await Self.asyncplay(["explore"] + arguments + ["--lang", "en"])
      let second = try await Self.asyncplay(["explore"] + arguments + ["--lang", "en"])
      #expect(first.status == 0)
      #expect(first.output == second.output)
      #expect(!first.output.isEmpty)
    }
  }

  @Test("more schedules than --max: a seeded sample of exactly --max, named as such; another seed draws others")
  func sampled() async throws {
    let a = try await Self.exploration(["persistence", "case=race", "saves=unsynchronised", "--max", "40"])
    #expect(a.coverage == .sampled)
    #expect(a.schedules == 40)
    #expect(a.outcomes.reduce(0) { $0 + $1.schedules } == 40)
    #expect(a.outcomes.first?.witness == .fifo)
    let b = try await Self.exploration(["persistence", "case=race", "saves=unsynchronised", "--max", "40", "--seed",
                                        "2"])
    #expect(a.outcomes.map(\.witness) != b.outcomes.map(\.witness) || a.outcomes.map(\.schedules)
      != b.outcomes.map(\.schedules))
  }

  @Test("--jitter lets timers due close together fire either way: completion orders appear")
  func jitter() async throws {
    let exact = try await Self.exploration(["task-group", "sort=no", "latencies=20,40,60,80"])
    #expect(exact.outcomes.count == 1)
    let jittered = try await Self.exploration(["task-group", "sort=no", "latencies=20,40,60,80", "--jitter", "20ms"])
    #expect(jittered.outcomes.count > 1)
    #expect(jittered.settings.jitter == .milliseconds(20))
    // A witness found with a jitter carries it, and replays without --jitter.
    let witness = try #require(jittered.outcomes.dropFirst().first?.witness)
    #expect(witness.description.hasPrefix("j20ms."))
    let (status, output, _) = try await Self.asyncplay(["run", "task-group", "sort=no", "latencies=20,40,60,80",
                                                         "--schedule", witness.description, "--json"])
    #expect(status == 0)
    #expect(ExploredOutcome(trace: try Trace(jsonLines: output), comparingPrints: false)
      == jittered.outcomes[1].result)
  }

  @Test("bad input gets one line and status 2: a malformed or non-matching schedule, bad settings")
  func badInput() async throws {
    let cases: [([String], String)] = [
      (["run", "task-group", "--schedule", "3:x"], "asyncplay: bad schedule \"3:x\": \"3:x\" is not DECISION:CHOICE"),
      (["run", "task-group", "--schedule", "2:1.1:1"], "asyncplay: bad schedule \"2:1.1:1\": decision 1 comes after"),
      (["run", "task-group", "--schedule", "99999999999:1"], "asyncplay: bad schedule"),
      (["run", "task-group", "--schedule", "40:1"], "asyncplay: schedule 40:1 does not fit this run: the run meets"),
      (["run", "task-group", "--schedule", "1:9"], "asyncplay: schedule 1:9 does not fit this run: decision 1 has"),
      (["run", "task-group", "--schedule", "1:1", "--real"], "asyncplay: --schedule 1:1 replays a simulated order"),
      (["explore", "task-group", "--max", "0"], "asyncplay: bad value \"0\" for --max; expected a whole number"),
      (["explore", "task-group", "--jitter", "soon"], "asyncplay: bad value \"soon\" for --jitter"),
      (["explore", "task-group", "--seed", "-1"], "asyncplay: bad value \"-1\" for --seed"),
      (["explore"], "asyncplay: explore needs a scenario; known:"),
      (["explore", "task-group", "--schedule", "1:1"], "asyncplay: unknown option --schedule for explore"),
    ]
    for (arguments, start) in cases {
      let (status, output, errors) = try await Self.asyncplay(arguments)
      #expect(status == 2, "\(arguments)")
      #expect(output.isEmpty, "\(arguments)")
      #expect(errors.hasPrefix(start), "\(arguments): \(errors)")
      // One message: the rows after the first are its continuation, fitted to 80 columns.
      #expect(errors.replacing("\n  ", with: " ").split(separator: "\n").count == 1, "\(arguments): \(errors)")
    }
  }

  @Test("on lesson scenarios, skipping commuting orders finds every outcome that running all orders finds",
        arguments: [["cancel-previous", "cancel=none", "--jitter", "200ms"], ["cancel-previous", "--jitter", "200ms"],
                    ["pagination", "guard=off", "refresh=no", "--max", "300"], ["persistence", "case=race"],
                    ["persistence", "case=race", "saves=unsynchronised", "--max", "150"],
                    ["task-group", "latencies=50,50,50,50", "sort=no", "--max", "300"]])
  func reductionIsSound(_ arguments: [String]) async throws {
    let reduced = try await Self.exploration(arguments + ["--lang", "en"])
    let every = try await Self.exploration(arguments + ["--lang", "en", "--all-orders"])
    let found = Set(reduced.outcomes.map(\.result)), all = Set(every.outcomes.map(\.result))
    if reduced.coverage == .exhaustive {
      // Every order's outcome is among those the reduced search found; when both were exhaustive, they are equal.
      #expect(all.isSubset(of: found), "\(arguments)")
      if every.coverage == .exhaustive { #expect(found == all, "\(arguments)") }
      #expect(reduced.schedules <= every.schedules || every.coverage == .sampled, "\(arguments)")
    } else {
      #expect(found == all, "\(arguments)")   // two samples of a race with two outcomes both find them
    }
  }

  @Test("--json reads back to the same exploration, and --wall says how fast it went on stderr only")
  func json() async throws {
    let (status, output, errors) = try await Self.asyncplay(["explore", "persistence", "case=race", "--json",
                                                             "--wall"])
    #expect(status == 0)
    let exploration = try Exploration(jsonLines: output)
    #expect(exploration.jsonLines == output)
    #expect(output.hasPrefix(#"{"kind":"exploration","coverage":"exhaustive","#))
    #expect(errors.contains(" schedules/s"))
  }
}
