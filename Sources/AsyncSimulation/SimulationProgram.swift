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
/// `FeedSimulations loading` runs one simulation and writes its trace as JSON Lines to standard output; the exit
/// status tells how it ended (0 finished, 3 deadlock, 4 budget, 5 escaped, 2 a bad command line). What the
/// simulated code itself writes to standard output is in the trace, as `print` events.
/// ``SimulationSnapshot`` runs such a program from a test.
public enum SimulationProgram {
  /// Runs the simulation named by the first command-line argument and exits. With no argument or `--list`, prints
  /// the names.
  public static func run(_ simulations: [String: @MainActor @Sendable () async -> Void],
                         options: SimulationOptions = SimulationOptions()) -> Never {
    let arguments = CommandLine.arguments.dropFirst()
    let names = simulations.keys.sorted()
    guard let name = arguments.first, name != "--list" else {
      write(names.map { $0 + "\n" }.joined(), to: arguments.isEmpty ? 2 : 1)
      exit(arguments.isEmpty ? 2 : 0)
    }
    guard let body = simulations[name] else {
      write("unknown simulation \"\(name)\"; known: \(names.joined(separator: ", "))\n", to: 2)
      exit(2)
    }
    runAndExit(options, body)
  }

  /// Runs one simulation under the program protocol and exits: the trace goes to standard output as JSON Lines,
  /// the exit status tells how the run ended. What the simulated code writes to standard output itself becomes
  /// `print` events, so it can never corrupt the trace.
  public static func runAndExit(_ options: SimulationOptions = SimulationOptions(),
                                _ body: @escaping @MainActor @Sendable () async -> Void) -> Never {
    var options = options
    options.capturesStandardOutput = true
    Simulation.keepsOutputCaptured = true
    let trace = Simulation.run(options, body)
    // Standard output is still captured (threads that escaped may still write to it): the trace goes to the
    // original one.
    write(trace.jsonLines, to: Simulation.originalStandardOutput)
    // _exit: after escaped work, other threads may hold locks that exit()'s cleanup would wait on; the trace is
    // already written (unbuffered).
    _exit(trace.outcome.exitStatus)
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
