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
    try trace(name, arguments: [name])
  }

  /// Runs `arguments` (a simulation's name and what follows it) and reads the trace it prints.
  func trace(_ name: String, arguments: [String]) throws -> Trace {
    let (output, _) = try runProgram(arguments)
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
      if let problem = Self.makeParentDirectories(of: path) ?? TextFile.write(actual, to: path) {
        throw Failure(description: problem)
      }
      throw Failure(description: "recorded \(path): review it and commit it, then run again")
    }
    guard let expected else {
      throw Failure(description: "no snapshot at \(path), and CI=true forbids recording one")
    }
    if expected != actual {
      throw Failure(description: "\(path) does not match \(name):\n" + Self.diff(expected, actual))
    }
  }

  /// Creates the folders leading to `path` that do not exist yet (a first recording); returns what went wrong, or nil.
  static func makeParentDirectories(of path: String) -> String? {
    var folder = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/").dropLast() {
      folder += "/" + part
      if mkdir(folder, 0o755) != 0 && errno != EEXIST {
        return "cannot create the folder \(folder) for \(path): \(String(cString: strerror(errno)))"
      }
    }
    return nil
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

  func runProgram(_ arguments: [String]) throws -> (output: String, status: Int32) {
    let command = ([programPath] + arguments).joined(separator: " ")
    let result: ChildProcess.Result
    do {
      result = try ChildProcess(executable: programPath, arguments: arguments, wallLimit: wallLimit).run()
    } catch {
      throw Failure(description: "cannot run \(programPath): \(error.message)")
    }
    let errors = result.errorText.isEmpty ? "" : "; it said: " + result.errorText.split(separator: "\n").joined(separator: " / ")
    switch result.termination {
    case .exited(let status) where Trace.Outcome(exitStatus: status) != nil:
      return (result.outputText, status)
    case .exited(let status):
      throw Failure(description: "\(command) exited with status \(status)\(errors)")
    case .signaled(let signal):
      throw Failure(description: "\(command) was killed by signal \(signal)\(errors)")
    case .timedOut:
      throw Failure(description: "\(command) ran longer than \(DurationText.format(wallLimit)) of wall time and was killed")
    }
  }
}
