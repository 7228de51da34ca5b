import AsyncSimulation
import Foundation
import Testing

/// One finished run of the EngineFixtures program.
struct FixtureRun: Sendable {
  /// The command line after the program name.
  let arguments: [String]
  /// The exit status, or nil when a signal ended the child.
  let exitStatus: Int32?
  /// The signal that ended the child, if one did (a trap, or our kill after a timeout).
  let signal: Int32?
  /// Everything the child wrote to stdout (the trace, as JSON Lines).
  let stdout: Data
  /// Everything the child wrote to stderr.
  let stderr: String
  /// How long the child ran, in real time.
  let wallTime: Duration

  /// The stdout text.
  var output: String { String(decoding: stdout, as: UTF8.self) }

  /// The trace parsed from stdout.
  func trace() throws -> Trace { try Trace(jsonLines: output) }
}

/// The child outlived its wall-clock allowance and was killed.
struct FixtureTimeout: Error, CustomStringConvertible {
  let arguments: [String]
  let limit: Duration
  var description: String { "EngineFixtures \(arguments.joined(separator: " ")) ran longer than \(limit); killed" }
}

/// The fixture program is not built.
struct MissingFixtureProgram: Error, CustomStringConvertible {
  var description: String { "missing \(Fixtures.binary.path): build it with `swift build --product EngineFixtures`" }
}

/// Spawns the EngineFixtures program, which a build puts next to the test runner.
///
/// Every engine test runs in a child process: a virtual run replaces the process's executors, which must never
/// happen inside the test runner itself.
enum Fixtures {
  /// The EngineFixtures binary beside this test runner.
  static let binary: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("EngineFixtures")

  /// What "ends promptly" means for a run that stops itself (an escape, a deadlock, a budget): well under the
  /// 10 s at which a child is killed as hung, with room for a loaded 2-core machine (such a run takes 0.1 s alone,
  /// and 5 s was exceeded once while CI linked the fuzzers).
  static let prompt: Duration = .seconds(8)

  /// Runs `EngineFixtures arguments…`, killing it after `timeout` of real time so a hang fails the test instead
  /// of hanging the suite.
  static func run(_ arguments: [String], timeout: Duration = .seconds(10),
                  environment changes: [String: String?] = [:], program: String = "EngineFixtures")
    async throws -> FixtureRun {
    let binary = Self.binary.deletingLastPathComponent().appendingPathComponent(program)
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw MissingFixtureProgram() }
    // Files rather than pipes: a pipe that nobody drains while we poll would block a chatty child.
    let directory = FileManager.default.temporaryDirectory
    let outURL = directory.appendingPathComponent("enginefixture-\(UUID().uuidString).out")
    let errURL = directory.appendingPathComponent("enginefixture-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let outHandle = try FileHandle(forWritingTo: outURL)
    let errHandle = try FileHandle(forWritingTo: errURL)

    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.standardOutput = outHandle
    process.standardError = errHandle
    // No backtracer: a deliberate trap should end the child quickly, not spend time symbolicating.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    for (name, value) in changes { environment[name] = value }
    process.environment = environment

    // The child is started, watched and timed on a thread of its own: the test pool's few threads may all be busy
    // with other suites' blocking work, and a wait scheduled there would make a fast child look slow.
    let (wallTime, timedOut) = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<(Duration, Bool), any Error>) in
      let watcher = Thread {
        let clock = ContinuousClock()
        do {
          try process.run()
        } catch {
          continuation.resume(throwing: error)
          return
        }
        // Timed from the start of the child, not of the spawn: Foundation's Process starts one child at a time, and
        // with the whole suite starting children, waiting for that took 5 s under load (the escape tests' bound).
        let start = clock.now
        try? outHandle.close()
        try? errHandle.close()
        var killed = false
        while process.isRunning {
          if !killed, start.duration(to: clock.now) > timeout {
            kill(process.processIdentifier, SIGKILL)
            killed = true
          }
          usleep(2_000)
        }
        process.waitUntilExit()
        continuation.resume(returning: (start.duration(to: clock.now), killed))
      }
      watcher.start()
    }
    if timedOut { throw FixtureTimeout(arguments: arguments, limit: timeout) }
    let byExit = process.terminationReason == .exit
    return FixtureRun(arguments: arguments,
                      exitStatus: byExit ? process.terminationStatus : nil,
                      signal: byExit ? nil : process.terminationStatus,
                      stdout: (try? Data(contentsOf: outURL)) ?? Data(),
                      stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
                      wallTime: wallTime)
  }

  /// Runs a fixture that must end with `status` and returns its trace.
  static func trace(_ arguments: String..., status: Int32 = 0,
                    sourceLocation: SourceLocation = #_sourceLocation) async throws -> Trace {
    try await trace(arguments, status: status, sourceLocation: sourceLocation)
  }

  /// Runs a fixture command line that must end with `status` and returns its trace.
  static func trace(_ arguments: [String], status: Int32 = 0,
                    sourceLocation: SourceLocation = #_sourceLocation) async throws -> Trace {
    let run = try await run(arguments)
    #expect(run.exitStatus == status, "exit status of \(arguments); stderr: \(run.stderr)",
            sourceLocation: sourceLocation)
    return try run.trace()
  }
}

extension TraceEvent {
  /// A compact line for assertions: `<ms> <task> <kind> <details>`, e.g. `250 sleeper wake cancelled`. Tests
  /// compare arrays of these, so a failure shows exactly which event moved.
  var line: String {
    var parts = [Milliseconds.format(nanos), task ?? "-", kind.rawValue]
    switch kind {
    case .sleep, .work, .block: parts.append("until " + (untilNanos.map(Milliseconds.format) ?? "?"))
    case .print, .screen, .runtimeWarning, .action, .data: parts.append(text ?? "")
    case .log: parts.append("[\(level ?? "?")]" + (label.map { " " + $0 } ?? "") + " " + (text ?? ""))
    case .appear, .disappear: parts.append(name ?? "?")
    case .request: parts.append((label ?? "?") + (outcome.map { " " + $0 } ?? ""))
    case .wait: parts.append(label ?? "?")
    case .resume: parts.append(outcome ?? "?")
    case .state: parts.append("\(name ?? "?") \(from ?? "?") -> \(to ?? "?")")
    case .taskStart: if let parent { parts.append("parent " + parent) }
    case .wake, .taskEnd, .done: parts.append(outcome ?? "?")
    case .cancel: parts.append("by " + (by ?? "?"))
    case .ready: parts.append("waiting for " + (waitingFor ?? "?"))
    }
    return parts.joined(separator: " ")
  }
}

extension Trace {
  /// The `line`s of the events of the given kinds (all kinds when empty), `done` excluded.
  func lines(_ kinds: TraceEvent.Kind...) -> [String] {
    body.filter { kinds.isEmpty || kinds.contains($0.kind) }.map(\.line)
  }

  /// `<ms> <task> <text>` for every print event.
  var prints: [String] {
    body.filter { $0.kind == .print }.map { "\(Milliseconds.format($0.nanos)) \($0.task ?? "-") \($0.text ?? "")" }
  }

  /// The `done` event's report, or "" when there is none.
  var report: String { done?.report ?? "" }
}
