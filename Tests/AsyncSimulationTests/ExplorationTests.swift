import AsyncSimulation
import Testing

/// Schedules as text, and exploration through the library API: a program's simulations explored in a child process
/// (`SimulationSnapshot.explore`), witnesses replayed, partial-order reduction checked against every order.
@Suite("Exploration")
struct ExplorationTests {
  let program = SimulationSnapshot(program: "ExampleSimulations")

  @Test("schedules read back what they write; fifo is the empty schedule; a jitter travels with the picks")
  func scheduleText() throws {
    for text in ["fifo", "4:1", "4:1.9:2", "1:3.2:1.17:12", "j5ms.3:1", "j0.5ms.fifo", "j1200ms.2:1"] {
      #expect(try Schedule(text).description == text)
    }
    #expect(try Schedule("fifo") == .fifo)
    #expect(try Schedule("4:1.9:2").picks == [.init(decision: 4, choice: 1), .init(decision: 9, choice: 2)])
    #expect(try Schedule("j5ms.3:1").jitter == .milliseconds(5))
    #expect(try Schedule(picks: [.init(decision: 2, choice: 1)], jitter: .milliseconds(5)).description == "j5ms.2:1")
  }

  @Test("a malformed schedule is refused with what is wrong, whatever the text; nothing traps")
  func badScheduleText() throws {
    let bad = ["", "fifo.1:1", "4", "4:", ":1", "0:1", "1:0", "2:1.1:1", "3:1.3:2", "a:b", "1:1.", ".1:1", "1:-1",
               "99999999999:1", "1:99999999999", "j5ms", "j5.1:1", "jxms.1:1", "j-1ms.1:1", "j99999999999ms.1:1",
               "1:1 2:1", "１:１", "1:1\n", String(repeating: "1:1.", count: 40_000) + "1:1"]
    for text in bad {
      #expect(throws: ScheduleSyntaxError.self, "\(text.prefix(20))") { try Schedule(text) }
    }
    do {
      _ = try Schedule("2:1.1:1")
    } catch {
      #expect(error.description.hasPrefix("bad schedule \"2:1.1:1\": decision 1 comes after a later one"))
    }
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("0123456789:.jmsfio-")
    for _ in 0..<2000 {
      let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement()! })
      if let schedule = try? Schedule(text) { #expect(try Schedule(schedule.description) == schedule) }
    }
  }

  @Test("a read-modify-write race is found: two outcomes, each witness replays to its own in a fresh process")
  func lostUpdate() throws {
    let exploration = try program.explore("lost-update")
    #expect(exploration.coverage == .exhaustive)
    #expect(exploration.outcomes.count == 2, "\(exploration.report)")
    #expect(exploration.headline.hasSuffix("2 distinct outcomes"))
    for outcome in exploration.outcomes {
      let trace = try program.trace("lost-update", schedule: outcome.witness)
      #expect(ExploredOutcome(trace: trace, comparingPrints: false) == outcome.result)
    }
    let notes = exploration.outcomes.map { $0.result.states.first { $0.name == "notes" }?.value }
    #expect(Set(notes) == [#"["milk"]"#, #"["rent"]"#])
  }

  /// Dispatch's global queues run on a thread pool (developer.apple.com/documentation/dispatch/dispatchqueue/
  /// global(qos:)), so two blocks submitted to one may run in either order; the main queue is serial, and the main
  /// actor's executor is the main queue (developer.apple.com/documentation/swift/mainactor), so their jobs keep the
  /// order in which they were enqueued.
  @Test("explore finds both orders of two global-queue blocks, and one order for main-queue and main-actor jobs")
  func dispatchOrders() throws {
    let race = try program.explore("dispatch-race")
    #expect(race.coverage == .exhaustive)
    let orders = race.outcomes.map { $0.result.states.first { $0.name == "order" }?.value }
    #expect(Set(orders) == [#""AB""#, #""BA""#], "\(race.report)")
    for outcome in race.outcomes {
      let trace = try program.trace("dispatch-race", schedule: outcome.witness)
      #expect(ExploredOutcome(trace: trace, comparingPrints: false) == outcome.result)
    }
    let main = try program.explore("main-queue-order")
    #expect(main.outcomes.map { $0.result.states.first { $0.name == "order" }?.value } == [#""123""#])
  }

  @Test("the README's example: adding in one actor call never loses a note, in every order")
  func readmeExample() throws {
    let simulations = SimulationSnapshot(program: "ExampleSimulations")
    let exploration = try simulations.explore("two-adds")
    #expect(exploration.outcomes.count == 1, "\(exploration.report)")
    #expect(exploration.outcomes[0].result.states == [.init(name: "notes", value: #"["milk", "rent"]"#)])
  }

  @Test("skipping orders that only swap commuting jobs finds the same outcomes as running every order")
  func reductionKeepsOutcomes() throws {
    for name in ["lost-update", "two-adds", "async-let", "counter", "loading"] {
      let reduced = try program.explore(name)
      let every = try program.explore(name, settings: ExplorationSettings(reducesOrders: false))
      #expect(every.coverage == .exhaustive, "\(name)")
      #expect(Set(reduced.outcomes.map(\.result)) == Set(every.outcomes.map(\.result)), "\(name)")
      #expect(reduced.schedules <= every.schedules, "\(name)")
    }
  }

  @Test("printed lines are compared when asked for, and always for a run that shows nothing else")
  func prints() throws {
    // async-let prints only: its prints are its outcome; the two children finish in one order in every schedule.
    let printsOnly = try program.explore("async-let")
    #expect(printsOnly.outcomes.count == 1)
    #expect(printsOnly.outcomes[0].result.prints == ["fast done", "slow done", "both done"])
    let states = try program.explore("lost-update")
    #expect(states.outcomes.allSatisfy { $0.result.prints == nil })
    let withPrints = try program.explore("lost-update", settings: ExplorationSettings(comparesPrints: true))
    #expect(withPrints.outcomes.allSatisfy { $0.result.prints != nil })
  }

  @Test("a schedule that does not fit the run is reported by the program in one line, status 2")
  func mismatch() throws {
    #expect(throws: SimulationSnapshot.Failure.self) { try program.trace("lost-update", schedule: Schedule("999:1")) }
    do {
      _ = try program.trace("lost-update", schedule: Schedule("999:1"))
    } catch {
      #expect("\(error)".contains("schedule 999:1 does not fit this run: the run meets"))
    }
  }

  @Test("an exploration reads back from its JSON Lines, and says what differs between outcomes")
  func jsonAndDifferences() throws {
    let exploration = try program.explore("lost-update", settings: ExplorationSettings(comparesPrints: true))
    #expect(try Exploration(jsonLines: exploration.jsonLines) == exploration)
    let differences = exploration.differences()
    #expect(differences.count == 2)
    #expect(differences.allSatisfy { $0.first?.label == "notes" })
    #expect(exploration.report.split(separator: "\n").count == 3)
    #expect(throws: TraceFormatError.self) { try Exploration(jsonLines: #"{"kind":"outcome","index":1}"#) }
  }
}
