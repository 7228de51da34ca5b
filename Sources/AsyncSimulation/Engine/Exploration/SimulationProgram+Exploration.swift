#if canImport(Glibc)
import Glibc
#endif

// The exploration part of a simulation program's protocol (see ``SimulationProgram``): `NAME --schedule S` runs a
// schedule, `NAME --explore [settings]` explores. ``SimulationSnapshot/explore(_:settings:)`` runs the second form
// from a test.
extension SimulationProgram {
  /// The trace of `schedule`, or, when it does not fit the run, one line on standard error and exit status 2.
  static func replay(_ schedule: Schedule, _ options: SimulationOptions,
                     _ body: @escaping @MainActor @Sendable () async -> Void) -> Trace {
    do {
      return try Simulation.run(options, schedule: schedule, body)
    } catch {
      write("\(programName): \(error.description)\n", to: 2)
      _exit(2)
    }
  }

  /// Explores and exits: the exploration on standard output (status 0), or one line on standard error (status 1).
  static func explore(_ settings: ExplorationSettings, _ options: SimulationOptions,
                      _ body: @escaping @MainActor @Sendable () async -> Void, program: String) -> Never {
    var options = options
    options.capturesStandardOutput = true
    do {
      let exploration = try Simulation.explore(settings, options, body)
      write(exploration.jsonLines, to: 1)
      exit(0)
    } catch {
      write("\(program): cannot explore: \(error.description)\n", to: 2)
      exit(1)
    }
  }

  /// The program's name as it was started (its path's last part).
  static var programName: String {
    let path = CommandLine.arguments.first ?? "simulation"
    return path.split(separator: "/").last.map(String.init) ?? path
  }
}

/// The exploration options of a simulation program's command line, taken out of it before the rest is read.
struct ExplorationArguments {
  /// `--schedule S`.
  var schedule: Schedule?
  /// `--explore` and its settings.
  var settings: ExplorationSettings?

  /// A problem with the options, in one line.
  struct Problem: Error {
    var message: String
  }

  /// Removes the exploration options from `arguments` and returns them.
  static func extract(_ arguments: inout [String]) -> Result<ExplorationArguments, Problem> {
    var found = ExplorationArguments()
    var settings = ExplorationSettings()
    var exploring = false, tuned: String?
    var rest: [String] = []
    var index = 0
    func value(_ option: String) -> Result<String, Problem> {
      guard index < arguments.count else { return .failure(Problem(message: "\(option) needs a value")) }
      index += 1
      return .success(arguments[index - 1])
    }
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      switch word {
      case "--schedule":
        switch value(word) {
        case .failure(let problem): return .failure(problem)
        case .success(let text):
          do { found.schedule = try Schedule(text) } catch { return .failure(Problem(message: error.description)) }
        }
      case "--explore": exploring = true
      case "--max", "--seed", "--jitter":
        tuned = tuned ?? word
        let text: String
        switch value(word) {
        case .failure(let problem): return .failure(problem)
        case .success(let read): text = read
        }
        switch word {
        case "--max":
          guard let n = Int(text), (1...ExplorationSettings.largestMaxSchedules).contains(n) else {
            return .failure(Problem(message: "bad --max \"\(text)\"; expected 1 to "
                                      + "\(ExplorationSettings.largestMaxSchedules)"))
          }
          settings.maxSchedules = n
        case "--seed":
          guard let n = UInt64(text) else { return .failure(Problem(message: "bad --seed \"\(text)\"; expected a "
                                                                        + "whole number")) }
          settings.seed = n
        default:
          guard let nanos = Milliseconds.parseNanos(text), nanos >= 0,
                nanos <= Schedule.largestJitter.nanosecondsClamped else {
            return .failure(Problem(message: "bad --jitter \"\(text)\"; expected milliseconds from 0 to 3600000"))
          }
          settings.jitter = .nanoseconds(nanos)
        }
      case "--prints":
        tuned = tuned ?? word
        settings.comparesPrints = true
      case "--all-orders":
        tuned = tuned ?? word
        settings.reducesOrders = false
      default:
        rest.append(word)
      }
    }
    if let tuned, !exploring { return .failure(Problem(message: "\(tuned) goes with --explore")) }
    if exploring, let schedule = found.schedule {
      return .failure(Problem(message: "--explore finds schedules; --schedule \(schedule) replays one: give one or "
                                + "the other"))
    }
    if exploring { found.settings = settings }
    arguments = rest
    return .success(found)
  }
}
