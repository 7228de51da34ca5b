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
/// status tells how it ended (0 finished, 3 deadlock, 4 budget, 5 escaped, 2 a bad command line).
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
    let trace = Simulation.run(options, body)
    write(trace.jsonLines, to: 1)
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
