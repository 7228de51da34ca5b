import AsyncSimulation
import Testing

/// `SimulationOptions(mode: .real)` runs the same code concurrently on Dispatch and the real clock. What the code
/// observably does (prints and state changes) must come in the same order as in the simulation, and the run must
/// end as the simulation does: when every task has ended, at a deadlock, or at the real-time limit — never earlier.
/// (No assertion here depends on how fast the machine is, beyond margins of seconds.)
@Suite("Real mode")
struct RealModeTests {
  /// Prints and state changes in order, with the task when it is named. Unnamed tasks are numbered by first
  /// appearance, which in a real run may differ, so `task#N` numbers are not compared; `main` and `Task(name:)`
  /// names are.
  static func observable(_ trace: Trace) -> [String] {
    trace.body.compactMap { event in
      let task = event.task.map { $0.hasPrefix("task#") ? "task" : $0 } ?? "-"
      switch event.kind {
      case .print: return "print \(task) \(event.text ?? "")"
      case .state: return "state \(task) \(event.name ?? "") \(event.from ?? "") -> \(event.to ?? "")"
      default: return nil
      }
    }
  }

  /// The fixture run with `--real`, which must exit with `status`.
  static func real(_ arguments: [String], status: Int32 = 0) async throws -> Trace {
    let run = try await Fixtures.run(["--real"] + arguments, timeout: .seconds(30))
    #expect(run.exitStatus == status, "signal \(run.signal.map(String.init) ?? "-"); stderr: \(run.stderr.prefix(300))")
    return try run.trace()
  }

  // Real timers race under load, so every race here has hundreds of milliseconds of margin (the lesson defaults'
  // 40 ms against 100 ms flipped on a loaded 2-core machine).
  @Test("a real run prints and changes state in the same order as the virtual run", arguments: [
    ["scenario", "async-let", "profile=600ms", "orders=150ms"],
    ["scenario", "task-id", "typing=s@0 sw@200 swift@400", "debounce=600ms", "latency=300ms"],
    ["output-capture"],
  ])
  func sameOrderAsVirtual(arguments: [String]) async throws {
    let virtual = try await Fixtures.trace(arguments)
    let real = try await Self.real(arguments)
    #expect(real.outcome == .finished)
    #expect(!Self.observable(virtual).isEmpty)
    #expect(Self.observable(real) == Self.observable(virtual))
  }

  @Test("a real run traces every task's start and end, with the same outcomes as the virtual run")
  func tasksEndInRealRuns() async throws {
    let virtual = try await Fixtures.trace("task-ends")
    let real = try await Self.real(["task-ends"])
    func ends(_ trace: Trace) -> [String] {
      trace.body.filter { $0.kind == .taskEnd && !($0.task ?? "").hasPrefix("task#") }
        .map { "\($0.task ?? "-") \($0.outcome ?? "?")" }.sorted()
    }
    #expect(ends(real) == ends(virtual))
    #expect(real.body.filter { $0.kind == .taskEnd }.count == real.done?.tasks)
  }

  @Test("a real run waits for a task that outlives main, and ends when it has ended")
  func waitsForEveryTask() async throws {
    let trace = try await Self.real(["ends-unawaited"])
    #expect(trace.outcome == .finished)
    #expect(trace.prints.map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) ?? "" }
      == ["main main returns", "orphan orphan done"])
    #expect(trace.body.last?.kind == .taskEnd && trace.body.last?.task == "orphan")
    #expect((trace.done?.nanos ?? 0) >= 100_000_000)
  }

  @Test("a real run does not wait for the timer of a sleep that cancellation cut short")
  func ignoresOrphanedTimers() async throws {
    let trace = try await Self.real(["cancel-sleep"])
    #expect(trace.outcome == .finished)
    // The sleeper's timer was due at 10 s; the run ends soon after the cancel at 250 ms.
    #expect((trace.done?.nanos ?? .max) < 5_000_000_000)
  }

  @Test("a real run stopped by its real-time limit says so and is never finished")
  func realTimeLimit() async throws {
    let trace = try await Self.real(["budget-time"], status: 4)
    #expect(trace.outcome == .budget)
    #expect(trace.report == "stopped after 1 s of real time (the real-time limit) with 1 task(s) still running; "
      + "raise it with --max-time")
  }

  @Test("a real run in which nothing can run any more is a deadlock naming the parked task")
  func realDeadlock() async throws {
    let trace = try await Self.real(["deadlock-channel"], status: 3)
    #expect(trace.outcome == .deadlock)
    #expect(trace.report.contains("  consumer is waiting in withCheckedContinuation in receive() since "))
  }
}
