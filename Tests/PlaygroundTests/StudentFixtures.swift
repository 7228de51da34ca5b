import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Runs

/// Compiling and running students' files in tests: a fresh folder per test, one compile cache shared by all tests
/// (beside the built binary, so its module cache is built once per checkout), and the built `asyncplay` as the
/// child process.
enum StudentFixtures {
  /// The compile cache of the tests (never the user's).
  static let cacheRoot = FileSystem.directory(of: Binary.path) + "/exercise-test-cache"

  /// The environment every spawned `asyncplay` gets, so that tests never touch the user's cache, progress or
  /// workspace.
  static func environment(_ folder: String) -> [(name: String, value: String)] {
    [("ASYNCPLAY_CACHE_DIR", cacheRoot), ("HOME", folder), ("XDG_DATA_HOME", folder + "/data"),
     ("ASYNCPLAY_WORKSPACE", folder + "/ws"), ("LANG", "C.UTF-8"), ("LC_ALL", "C.UTF-8"),
     // One line per event, as the tests read traces; fitting to 80 columns is tested where it is the point.
     ("COLUMNS", "1000")]
  }

  /// A new empty folder under /tmp; the test removes it with ``remove(_:)`` in a `defer` on the next line.
  static func folder() throws -> String { try TemporaryFolder.make("asyncplay-exercise") }

  /// Removes a folder made by ``folder()`` and everything in it.
  static func remove(_ folder: String) { TemporaryFolder.remove(folder) }

  /// Writes `text` to `folder/name` and returns the path.
  static func write(_ text: String, _ name: String, in folder: String) throws -> String {
    let path = folder + "/" + name
    #expect(FileSystem.writeAtomically(text, to: path) == nil)
    return path
  }

  /// The compiler and runner the tests use.
  static func runner() throws -> StudentRunner {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let compiler = StudentCompiler.forThisBinary(executable: Binary.path, cacheRoot: cacheRoot)
    return StudentRunner(compiler: compiler, executable: Binary.path)
  }

  /// Runs `asyncplay` with `arguments` in `folder` (its current directory), with the test environment set over
  /// whatever this process has (through `env`, so that a developer's own `XDG_DATA_HOME` is never written to).
  static func asyncplay(_ arguments: [String], in folder: String,
                        extraEnvironment: [(name: String, value: String)] = []) throws -> ChildProcess.Result {
    let settings = (environment(folder) + extraEnvironment).map { "\($0.name)=\($0.value)" }
    let child = ChildProcess(executable: "/usr/bin/env", arguments: ["-C", folder, "-u", "SWIFT_BACKTRACE"] + settings + [Binary.path] + arguments,
                             wallLimit: .seconds(120), environmentDefaults: [])
    return try child.run()
  }
}
