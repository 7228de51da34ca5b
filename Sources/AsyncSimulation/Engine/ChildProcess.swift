#if canImport(Glibc)
import Glibc
#endif
import CChildGroups

/// Runs a program as a child process and collects everything it writes, with a wall-clock limit.
///
/// The child is started (`clone` as `vfork` does, and `execve`) as the leader of a process group of its own, its stdin reads `/dev/null`
/// (or ``input``), and its stdout and stderr go to two pipes that are drained together with `poll()`, so a child
/// writing a lot to either cannot block on a full pipe. No thread and no task is created.
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
    /// Whether ``ChildProcess/interruption`` asked to stop, or this process got a stop signal (SIGINT, SIGTERM,
    /// SIGHUP, SIGQUIT), and the child was killed for it (the termination is then `.signaled(SIGKILL)`, or whatever
    /// ended the child first).
    public var interrupted = false
    /// Whether ``ChildProcess/monitor`` asked to stop and the child was killed for it.
    public var stoppedByMonitor = false
    /// What ``ChildProcess/diagnose`` said about the child at the wall-clock limit, just before it was killed.
    public var diagnosis: String?
    /// The child's peak resident set size in KiB (`ru_maxrss`; its own, not its children's).
    public var maxResidentKilobytes = 0
    /// The processor time the child used, user and system, in nanoseconds.
    public var cpuNanos: Int64 = 0

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

  /// Asked with the child's process id as often as ``interruption``: returning true kills the child (a parent that
  /// watches what the child does, e.g. how much it prints). Nil for none.
  public var monitor: (@Sendable (Int32) -> Bool)?
  /// Called with the child's process id and what it wrote to stdout so far when it reaches the wall-clock limit,
  /// before it is killed: an account of what it was doing (read from `/proc`), kept in ``Result/diagnosis``.
  public var diagnose: (@Sendable (Int32, [UInt8]) -> String?)?
  /// Called with the child's process id and what it wrote to stdout so far at the wall-clock limit, after
  /// ``diagnose``: asks the child to end by itself and send what it has (a run's trace so far), which it may do
  /// within ``stopGraceMilliseconds`` before it is killed. Returns whether it asked; nil: the child is killed at once.
  public var askToStop: (@Sendable (Int32, [UInt8]) -> Bool)?
  /// How long a child asked to stop (``askToStop``) has to end by itself.
  public static let stopGraceMilliseconds: Int64 = 2_000

  /// Bytes the child reads on its standard input (then end of file); nil: it reads `/dev/null`.
  public var input: [UInt8]?

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
  ///
  /// The child leads a process group of its own, and the whole group is killed when the child has exited, at the
  /// limit, on an interruption, and when this process gets SIGINT, SIGTERM, SIGHUP or SIGQUIT (see
  /// `CChildGroups`): nothing it started outlives it.
  public func run() throws(SpawnError) -> Result {
    let start = VirtualClock.wallNanos()
    let deadline = start + wallLimit.nanosecondsClamped
    var opened: [Int32] = []
    func pipe() throws(SpawnError) -> (read: Int32, write: Int32) {
      do {
        let made = try Self.makePipe()
        opened += [made.read, made.write]
        return made
      } catch {
        for fd in opened { close(fd) }
        throw error
      }
    }
    let output = try pipe()
    let errors = try pipe()
    let stdin = input == nil ? nil : try pipe()
    // The stop signals wait until the child's group is registered, so that none can leave it running.
    var guarded = sigset_t()
    sigemptyset(&guarded)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&guarded, signal) }
    var mask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &guarded, &mask)
    let signalsBefore = child_groups_signals_seen()
    let pid: pid_t
    do {
      pid = try spawn(stdin: stdin?.read, stdout: output.write, stderr: errors.write, mask: mask)
    } catch {
      pthread_sigmask(SIG_SETMASK, &mask, nil)
      for fd in opened { close(fd) }
      throw error
    }
    _ = child_groups_add(pid)
    pthread_sigmask(SIG_SETMASK, &mask, nil)
    close(output.write)
    close(errors.write)
    if let stdin {
      close(stdin.read)
      Self.writeAll(input ?? [], to: stdin.write)
      close(stdin.write)
    }
    var collector = PipeCollector(output: output.read, error: errors.read)
    let stop = interruption ?? { false }
    var stopped = Stop.none
    let ended = collector.drain(until: deadline, checkEvery: Self.interruptionCheckMilliseconds) {
      if child_groups_signals_seen() != signalsBefore || stop() {
        stopped = .interrupted
      } else if let monitor, monitor(pid) {
        stopped = .monitor
      } else if child_groups_has_exited(pid) != 0 {
        stopped = .exited
      }
      return stopped != .none
    }
    var diagnosis: String?
    var timedOut = ended == .deadline
    if ended == .endOfFile {
      // The pipes are closed; the child may still linger (or be stuck) after closing them.
      while child_groups_has_exited(pid) == 0 {
        if VirtualClock.wallNanos() >= deadline {
          timedOut = true
          break
        }
        if stop() || child_groups_signals_seen() != signalsBefore {
          stopped = .interrupted
          break
        }
        usleep(2_000)
      }
    }
    if timedOut { diagnosis = diagnose?(pid, collector.output) }
    if timedOut, let askToStop, askToStop(pid, collector.output) {
      let grace = VirtualClock.wallNanos() + Self.stopGraceMilliseconds * 1_000_000
      if collector.drain(until: grace, checkEvery: Self.interruptionCheckMilliseconds, stop: {
        child_groups_has_exited(pid) != 0
      }) != .deadline {
        // It ended (or closed its pipes): what it still had in them.
        _ = collector.drain(until: grace, checkEvery: Self.interruptionCheckMilliseconds)
      }
    }
    // The whole group goes: what the child started (`sleep 60 &`, a compiler's frontend) never outlives it.
    kill(-pid, SIGKILL)
    if stopped == .exited {
      // What the group still had in the pipes, now that every member is gone (or is going).
      // Not cut by the deadline: the child finished in time, only its last bytes are still in the pipe.
      _ = collector.drain(until: VirtualClock.wallNanos() + 1_000_000_000, checkEvery: Self.interruptionCheckMilliseconds)
    }
    child_groups_remove(pid)
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    collector.closeAll()
    var termination = timedOut ? .timedOut : Self.termination(fromWaitStatus: status)
    let interrupted = stopped == .interrupted || child_groups_signals_seen() != signalsBefore
    if interrupted, termination == .timedOut { termination = Self.termination(fromWaitStatus: status) }
    var result = Result(termination: termination, standardOutput: collector.output, standardError: collector.error,
                        wallNanos: VirtualClock.wallNanos() - start)
    result.interrupted = interrupted
    result.stoppedByMonitor = stopped == .monitor
    result.diagnosis = diagnosis
    result.maxResidentKilobytes = Int(usage.ru_maxrss)
    result.cpuNanos = Self.nanos(usage.ru_utime) + Self.nanos(usage.ru_stime)
    return result
  }

  /// Why the collection of a child's output ended before end of file.
  private enum Stop { case none, interrupted, monitor, exited }

  private static func nanos(_ time: timeval) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_usec) * 1_000 }

  private static func writeAll(_ bytes: [UInt8], to fd: Int32) {
    var rest = bytes[...]
    while !rest.isEmpty {
      let n = rest.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return }
      rest = rest.dropFirst(n)
    }
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

  /// Starts the child as the leader of a process group of its own, with these three descriptors and no other, the
  /// signal mask this thread had before the stop signals were blocked for the spawn, and SIGKILL as its parent-death
  /// signal (see `child_groups_spawn`): even a SIGKILL of this process, which no handler sees, takes it along.
  private func spawn(stdin: Int32?, stdout: Int32, stderr: Int32, mask: sigset_t) throws(SpawnError) -> pid_t {
    var childMask = mask
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = childEnvironment().map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let code = child_groups_spawn(&pid, executable, argv, envp, stdin ?? -1, stdout, stderr, &childMask)
    guard code == 0 else { throw SpawnError(message: "cannot start \(executable): \(Self.errorText(code))") }
    return pid
  }
}
