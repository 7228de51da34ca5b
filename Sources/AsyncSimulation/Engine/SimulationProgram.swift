import CVirtualClock
#if canImport(Glibc)
import Glibc
#endif

/// The `main` of a small executable that holds named simulations, so that tests can run each one in a process of its
/// own (a virtual run replaces the process's executors, which a test runner's process must keep).
///
/// ```swift
/// // Sources/FeedSimulations/main.swift — an executable target that depends on AsyncSimulation
/// import AsyncSimulation
///
/// SimulationProgram.run([
///   "loading": { await FeedModel().load() },
///   "retry": { await FeedModel(failFirst: true).loadWithRetry() },
/// ])
/// ```
///
/// The program protocol:
/// - `FeedSimulations loading` runs one simulation and writes its trace as JSON Lines to standard output; the exit
///   status tells how it ended: 0 finished, 3 deadlock, 4 budget, 5 escaped (2: a bad command line, 1: the
///   process could not run it). What the simulated code itself writes to standard output is in the trace, as
///   `print` events; standard error passes through.
/// - `FeedSimulations loading --outline` writes the trace's ``Trace/outline`` instead, to read it by hand.
/// - `FeedSimulations loading --schedule 4:1` runs it in the order of that schedule (see ``Schedule``), and
///   `FeedSimulations loading --explore [--max N] [--seed N] [--jitter MS] [--prints] [--all-orders]` explores its
///   schedules and writes the ``Exploration`` as JSON Lines (see `Exploration+JSON.swift`).
/// - `FeedSimulations --list` prints the names, one a line; `--help` says all this.
///
/// ``SimulationSnapshot`` runs such a program from a test.
public enum SimulationProgram {
  /// How the trace is written.
  enum Format {
    /// JSON Lines (the protocol).
    case json
    /// ``Trace/outline``, for people.
    case outline
  }

  /// What a command line asks for.
  enum Request: Equatable {
    case run(name: String, format: Format)
    /// Run in the order of a schedule.
    case replay(name: String, format: Format, schedule: Schedule)
    /// Explore the simulation's schedules.
    case explore(name: String, settings: ExplorationSettings)
    case list
    case help
    /// A usage error: the line saying what is wrong.
    case usage(String)
  }

  /// Reads the command line (without the program name).
  static func request(_ arguments: [String], names: [String]) -> Request {
    var arguments = arguments
    let exploring: ExplorationArguments
    switch ExplorationArguments.extract(&arguments) {
    case .success(let found): exploring = found
    case .failure(let problem): return .usage(problem.message)
    }
    var format = Format.json
    var name: String?
    for argument in arguments {
      switch argument {
      case "--list": return arguments.count == 1 ? .list : .usage("--list takes nothing else")
      case "--help", "-h": return .help
      case "--outline": format = .outline
      case "--json": format = .json
      case let option where option.hasPrefix("-"):
        return .usage("unknown option \(option); accepted: --outline, --json, --list, --help")
      default:
        guard name == nil else { return .usage("one simulation at a time: got \(name ?? "") and \(argument)") }
        name = argument
      }
    }
    guard let name else { return .usage("no simulation named; known: \(names.joined(separator: ", "))") }
    guard names.contains(name) else {
      return .usage("unknown simulation \"\(name)\"; known: \(names.joined(separator: ", "))")
    }
    if let settings = exploring.settings { return .explore(name: name, settings: settings) }
    if let schedule = exploring.schedule { return .replay(name: name, format: format, schedule: schedule) }
    return .run(name: name, format: format)
  }

  /// The `--help` text.
  static func usage(program: String, names: [String]) -> String {
    """
    usage: \(program) NAME [--outline]   run simulation NAME; its trace as JSON Lines (--outline: as text)
           \(program) NAME --schedule S  run it in the order of schedule S (a witness of --explore)
           \(program) NAME --explore [--max N] [--seed N] [--jitter MS] [--prints] [--all-orders]
                                 explore its schedules; the outcomes as JSON Lines
           \(program) --list             the names of the simulations
    exit status: 0 finished, 3 deadlock, 4 budget, 5 escaped, 2 a bad command line
    simulations: \(names.joined(separator: ", "))

    """
  }

  /// Runs the simulation the command line names and exits (see the type's protocol).
  public static func run(_ simulations: [String: @MainActor @Sendable () async -> Void],
                         options: SimulationOptions = SimulationOptions()) -> Never {
    let names = simulations.keys.sorted()
    let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "program"
    switch request(Array(CommandLine.arguments.dropFirst()), names: names) {
    case .list:
      write(names.map { $0 + "\n" }.joined(), to: 1)
      exit(0)
    case .help:
      write(usage(program: program, names: names), to: 1)
      exit(0)
    case .usage(let problem):
      write("\(program): \(problem)\n" + usage(program: program, names: names), to: 2)
      exit(2)
    case .run(let name, let format):
      guard let body = simulations[name] else { exit(2) }
      run(options, body, format: format)
    case .replay(let name, let format, let schedule):
      guard let body = simulations[name] else { exit(2) }
      run(options, body, format: format, schedule: schedule)
    case .explore(let name, let settings):
      guard let body = simulations[name] else { exit(2) }
      explore(settings, options, body, program: program)
    }
  }

  /// Runs one simulation under the program protocol and exits: the trace goes to standard output as JSON Lines,
  /// the exit status tells how the run ended. What the simulated code writes to standard output itself becomes
  /// `print` events, so it can never corrupt the trace.
  /// With a `schedule`, the run makes its choices (see ``Schedule``); one that does not fit the run is reported in
  /// one line on standard error, exit status 2.
  public static func runAndExit(_ options: SimulationOptions = SimulationOptions(), schedule: Schedule? = nil,
                                _ body: @escaping @MainActor @Sendable () async -> Void) -> Never {
    run(options, body, format: .json, schedule: schedule)
  }

  /// Like ``runAndExit(_:schedule:_:)``, but the trace's JSON Lines go to `send` instead of standard output: a
  /// parent that must know the trace came from this process (not from the code under test, which may write to any
  /// descriptor it finds) frames and marks it there. `send` is called once, on the simulation thread.
  public static func runAndExit(_ options: SimulationOptions = SimulationOptions(), schedule: Schedule? = nil,
                                sendingTraceTo send: @escaping (String) -> Void,
                                _ body: @escaping @MainActor @Sendable () async -> Void) -> Never {
    run(options, body, format: .json, schedule: schedule, send: send)
  }

  private static func run(_ options: SimulationOptions, _ body: @escaping @MainActor @Sendable () async -> Void,
                          format: Format, schedule: Schedule? = nil, send: ((String) -> Void)? = nil) -> Never {
    var options = options
    options.capturesStandardOutput = true
    Simulation.keepsOutputCaptured = true
    // Standard output is still captured (threads that escaped may still write to it): the trace goes to `send`, else
    // to the original standard output. _exit: after escaped work, other threads may hold locks that exit()'s cleanup
    // would wait on; the trace is already written (unbuffered).
    let ending = ProgramExit(options: options) { trace in
      Simulation.runProgramEndActions()
      let text = format == .json ? trace.jsonLines : trace.outline
      if let send { send(text) } else { write(text, to: Simulation.originalStandardOutput) }
    }
    // A program that exits from inside the run (a script at the end of its top-level code) ends it the same way; one
    // whose code traps hands over its trace so far before the signal ends it.
    Simulation.programExit = ending
    vclock_set_crash_hook { _ in Simulation.handOverCrashedRun() }
    ending.write(schedule.map { replay($0, options, body) } ?? Simulation.run(options, body), nil)
  }

  /// Writes all of `text` to a file descriptor.
  static func write(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(n)
    }
  }
}
