#if canImport(Glibc)
import Glibc
#endif

/// Runs a ``SimulationProgram`` from a test and compares its trace with a snapshot file.
///
/// ```swift
/// import AsyncSimulation
/// import Testing
///
/// @Test func loadingShowsTheRowsAt400ms() throws {
///   let snapshots = SimulationSnapshot(program: "FeedSimulations")
///   try snapshots.verify("loading", against: "Tests/FeedTests/Snapshots/loading.txt")
/// }
/// ```
///
/// Modes: with `SNAPSHOT_RECORD=1` in the environment, or when the snapshot file does not exist yet, the file is
/// (re)written and the check fails with "recorded: review and commit it" — a recording is never a pass. Under
/// `CI=true` nothing is ever recorded: a missing or different snapshot fails.
public struct SimulationSnapshot: Sendable {
  /// The program's path.
  public var programPath: String
  /// How long a run may take in wall time before it is killed (a hang fails instead of blocking the test run).
  public var wallLimit: Duration

  /// A snapshot runner for the executable `program`: a name is looked up beside the running test bundle (SwiftPM
  /// builds executables and tests into the same folder); a path containing `/` is used as it is.
  public init(program: String, wallLimit: Duration = .seconds(30)) {
    if program.contains("/") {
      programPath = program
    } else {
      var buffer = [CChar](repeating: 0, count: 4096)
      let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      let me = n > 0 ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
      programPath = String(me[..<(me.lastIndex(of: "/") ?? me.startIndex)]) + "/" + program
    }
    self.wallLimit = wallLimit
  }

  /// A failed run or comparison.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    /// What went wrong, with a diff for a mismatch.
    public var description: String
  }

  /// Runs simulation `name` and returns its trace (whatever its outcome).
  public func trace(_ name: String) throws -> Trace {
    let (output, status) = try runProgram([name])
    guard Trace.Outcome(exitStatus: status) != nil else {
      throw Failure(description: "\(programPath) \(name) exited with status \(status) (see its message above)")
    }
    do {
      let trace = try Trace(jsonLines: output)
      guard trace.done != nil else { throw TraceFormatError(line: 0, message: "no done event") }
      return trace
    } catch {
      throw Failure(description: "\(programPath) \(name) did not print a whole trace: \(error)")
    }
  }

  /// Runs simulation `name` and compares its ``Trace/outline`` with the file at `path` (see the type's modes).
  public func verify(_ name: String, against path: String) throws {
    let actual = try trace(name).outline
    let environment = { (key: String) in getenv(key).map { String(cString: $0) } }
    let onCI = environment("CI") == "true"
    let expected = TextFile.read(path)
    if !onCI, environment("SNAPSHOT_RECORD") == "1" || expected == nil {
      if let problem = TextFile.write(actual, to: path) { throw Failure(description: problem) }
      throw Failure(description: "recorded \(path): review it and commit it, then run again")
    }
    guard let expected else {
      throw Failure(description: "no snapshot at \(path), and CI=true forbids recording one")
    }
    if expected != actual {
      throw Failure(description: "\(path) does not match \(name):\n" + Self.diff(expected, actual))
    }
  }

  /// A line diff: the first differing region with a little context, `-` expected, `+` actual.
  static func diff(_ expected: String, _ actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var first = 0
    while first < min(e.count, a.count), e[first] == a[first] { first += 1 }
    var endE = e.count, endA = a.count
    while endE > first, endA > first, e[endE - 1] == a[endA - 1] {
      endE -= 1
      endA -= 1
    }
    var out = "@@ line \(first + 1) @@\n"
    for line in e[max(0, first - 2)..<first] { out += "  \(line)\n" }
    for line in e[first..<endE] { out += "- \(line)\n" }
    for line in a[first..<endA] { out += "+ \(line)\n" }
    return out
  }

  private func runProgram(_ arguments: [String]) throws -> (output: String, status: Int32) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw Failure(description: "cannot create a pipe") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    let argv = ([programPath] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, programPath, &actions, nil, argv, environ)
    close(fds[1])
    guard spawned == 0 else {
      close(fds[0])
      throw Failure(description: "cannot run \(programPath): \(String(cString: strerror(spawned)))")
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let deadline = VirtualClock.wallNanos() + wallLimit.nanosecondsClamped
    var timedOut = false
    while true {
      var poller = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
      let left = max((deadline - VirtualClock.wallNanos()) / 1_000_000, 0)
      if left == 0 {
        timedOut = true
        break
      }
      let ready = poll(&poller, 1, Int32(min(left, 1000)))
      if ready < 0 && errno != EINTR { break }
      if ready <= 0 { continue }
      let n = Glibc.read(fds[0], &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      bytes += buffer[0..<n]
    }
    close(fds[0])
    if timedOut { kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    if timedOut {
      throw Failure(description: "\(programPath) \(arguments.joined(separator: " ")) ran longer than "
        + "\(DurationText.format(wallLimit)) of wall time and was killed")
    }
    if status & 0x7f != 0 {
      throw Failure(description: "\(programPath) \(arguments.joined(separator: " ")) was killed by signal \(status & 0x7f)")
    }
    return (String(decoding: bytes, as: UTF8.self), (status >> 8) & 0xff)
  }
}
