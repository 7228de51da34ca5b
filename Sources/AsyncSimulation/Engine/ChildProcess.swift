#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as a child process and collects everything it writes, with a wall-clock limit.
///
/// The child is started with `posix_spawn`, its stdin reads `/dev/null`, and its stdout and stderr go to two pipes
/// that are drained together with `poll()`, so a child writing a lot to either cannot block on a full pipe. No thread
/// and no task is created.
public struct ChildProcess: Sendable {
  /// How a child process ended.
  public enum Termination: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)
    /// It ran past the wall-clock limit and was killed.
    case timedOut
  }

  /// What a finished child left behind.
  public struct Result: Sendable {
    /// How it ended.
    public var termination: Termination
    /// Everything it wrote to stdout.
    public var standardOutput: [UInt8]
    /// Everything it wrote to stderr.
    public var standardError: [UInt8]
    /// Real time from spawning to reaping, in nanoseconds.
    public var wallNanos: Int64
    /// Whether ``ChildProcess/interruption`` asked to stop and the child was killed for it (the termination is then
    /// `.signaled(SIGKILL)`, or whatever ended the child first).
    public var interrupted = false

    /// stdout decoded as UTF-8.
    public var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    /// stderr decoded as UTF-8.
    public var errorText: String { String(decoding: standardError, as: UTF8.self) }
  }

  /// A failure to start the child.
  public struct SpawnError: Error, Sendable {
    /// What failed, e.g. `posix_spawn: No such file or directory`.
    public var message: String
  }

  /// The program's path.
  public var executable: String
  /// The arguments after the program name.
  public var arguments: [String]
  /// How long the child may run before it is killed.
  public var wallLimit: Duration
  /// Environment variables the child gets unless this process already sets them.
  public var environmentDefaults: [(name: String, value: String)]
  /// Environment variables the child gets whatever this process sets: by default
  /// `SWIFT_DETERMINISTIC_HASHING=1` (see ``DeterministicHashing``), so that a simulated run never depends on the
  /// per-process hash seed.
  public var environmentOverrides: [(name: String, value: String)] = [DeterministicHashing.variable]
  /// Asked while the child runs (at least every ``interruptionCheckMilliseconds``): returning true kills the child,
  /// e.g. when the REPL's user pressed Ctrl-C. Nil for a child that only the wall-clock limit stops.
  public var interruption: (@Sendable () -> Bool)?

  /// How often ``interruption`` is asked at the latest: short enough that Ctrl-C feels immediate.
  public static let interruptionCheckMilliseconds: Int32 = 50

  /// Describes a child to run. By default the child inherits the environment, with Swift's crash backtracer off
  /// (`SWIFT_BACKTRACE=enable=no`) unless set — a crashing scenario then reports its one `Fatal error` line, not
  /// pages of registers — and with deterministic hashing (``environmentOverrides``).
  public init(executable: String, arguments: [String], wallLimit: Duration,
              environmentDefaults: [(name: String, value: String)] = [("SWIFT_BACKTRACE", "enable=no")]) {
    self.executable = executable
    self.arguments = arguments
    self.wallLimit = wallLimit
    self.environmentDefaults = environmentDefaults
  }

  /// This process's environment as `NAME=value` strings, plus the defaults it does not set, with the overrides.
  func childEnvironment() -> [String] {
    var entries: [String] = []
    var cursor = environ
    while let entry = cursor.pointee {
      let text = String(cString: entry)
      if !environmentOverrides.contains(where: { text.hasPrefix($0.name + "=") }) { entries.append(text) }
      cursor += 1
    }
    entries += environmentOverrides.map { "\($0.name)=\($0.value)" }
    for (name, value) in environmentDefaults where !entries.contains(where: { $0.hasPrefix(name + "=") }) {
      entries.append("\(name)=\(value)")
    }
    return entries
  }

  /// The path of the running executable (`/proc/self/exe` resolved), so a process can start a copy of itself.
  public static var currentExecutable: String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return "/proc/self/exe" }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Starts the child, collects its output until it exits (or kills it at the limit), and reaps it.
  public func run() throws(SpawnError) -> Result {
    let start = VirtualClock.wallNanos()
    let deadline = start + wallLimit.nanosecondsClamped
    let output = try Self.makePipe()
    let errors: (read: Int32, write: Int32)
    do {
      errors = try Self.makePipe()
    } catch {
      close(output.read)
      close(output.write)
      throw error
    }
    let pid: pid_t
    do {
      pid = try spawn(stdout: output.write, stderr: errors.write)
    } catch {
      for fd in [output.read, output.write, errors.read, errors.write] { close(fd) }
      throw error
    }
    close(output.write)
    close(errors.write)
    var collector = PipeCollector(output: output.read, error: errors.read)
    let stop = interruption ?? { false }
    let checkEvery = interruption == nil ? 1_000 : Self.interruptionCheckMilliseconds
    let drained = collector.drain(until: deadline, checkEvery: checkEvery, stop: stop)
    var termination: Termination
    var interrupted = false
    if drained, let status = Self.reap(pid, until: deadline, stop: stop) {
      termination = Self.termination(fromWaitStatus: status)
    } else {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      interrupted = stop()
      termination = interrupted ? Self.termination(fromWaitStatus: status) : .timedOut
    }
    collector.closeAll()
    var result = Result(termination: termination, standardOutput: collector.output, standardError: collector.error,
                        wallNanos: VirtualClock.wallNanos() - start)
    result.interrupted = interrupted || stop()
    return result
  }

  /// Decodes a `waitpid` status (the `WIFEXITED`/`WTERMSIG` macros, which Swift cannot import).
  public static func termination(fromWaitStatus status: Int32) -> Termination {
    let signal = status & 0x7f
    if signal == 0 { return .exited((status >> 8) & 0xff) }
    return .signaled(signal)
  }

  private static func makePipe() throws(SpawnError) -> (read: Int32, write: Int32) {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw SpawnError(message: "pipe: \(errorText(errno))") }
    // Close-on-exec: the child gets the pipes only as its stdout and stderr (dup2 clears the flag there).
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return (fds[0], fds[1])
  }

  private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

  private func spawn(stdout: Int32, stderr: Int32) throws(SpawnError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = childEnvironment().map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard code == 0 else { throw SpawnError(message: "cannot start \(executable): \(Self.errorText(code))") }
    return pid
  }

  /// Waits for the child to exit, polling so that a child that closed its pipes but lingers is still killed at
  /// the deadline (or when `stop` says so). Returns the wait status, or nil at the deadline or on a stop.
  private static func reap(_ pid: pid_t, until deadline: Int64, stop: () -> Bool) -> Int32? {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { return status }
      if result < 0 && errno != EINTR { return 0 }
      if VirtualClock.wallNanos() >= deadline || stop() { return nil }
      usleep(2_000)
    }
  }
}
