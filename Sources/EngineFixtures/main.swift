// EngineFixtures: `EngineFixtures [--real] <fixture> [args…]` runs one engine fixture as a simulation and writes
// its trace as JSON Lines to stdout; the exit status is the outcome's (0 finished, 3 deadlock, 4 budget,
// 5 escaped; 2 for a bad command line). `EngineFixtures list` prints the fixture names; `EngineFixtures hash-order`
// prints a dictionary's iteration order without simulating (it varies between processes unless hashing is
// deterministic).
//
// Each fixture runs in a process of its own because a virtual run replaces the process's executors: the tests
// spawn this program rather than simulating inside the test runner.
import AsyncSimulation
#if canImport(Glibc)
import Glibc
#endif

/// Writes to stderr and exits with status 2.
func usageFailure(_ message: String) -> Never {
  writeAll("EngineFixtures: \(message)\nusage: EngineFixtures [--real] <fixture> [args…] | list\n", to: 2)
  exit(2)
}

/// Writes `text` to file descriptor `fd` in full. Plain `write(2)`: no stdio buffer to flush before `exit`, and no
/// access to the C `stdout` global, which Swift 6 rejects as shared mutable state.
func writeAll(_ text: String, to fd: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    if written < 0 {
      if errno == EINTR { continue }
      exit(1)
    }
    bytes = bytes.dropFirst(written)
  }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var mode = SimulationOptions.Mode.virtual
if arguments.first == "--real" {
  mode = .real
  arguments.removeFirst()
}
guard let fixtureName = arguments.first else { usageFailure("no fixture named") }
if fixtureName == "hash-order" {
  // Not a simulation: shows this process's own hash seed at work (the control of the hashing tests).
  writeAll(HashingFixtures.iterationOrder(), to: 1)
  exit(0)
}
if fixtureName == "list" {
  // Swift.print: outside a run the shadowing `print` would print the same, but say which one is meant.
  for fixture in FixtureRegistry.all { Swift.print(fixture.name.padding(28) + fixture.summary) }
  exit(0)
}
guard let fixture = FixtureRegistry.named(fixtureName) else { usageFailure("unknown fixture \(fixtureName)") }

let body: @MainActor @Sendable () async -> Void
do {
  body = try fixture.makeBody(Array(arguments.dropFirst()))
} catch {
  usageFailure(error.message)
}
var options = fixture.options
options.mode = mode
SimulationProgram.runAndExit(options, body)

extension String {
  /// The string followed by spaces up to `width` characters (for the `list` columns).
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
