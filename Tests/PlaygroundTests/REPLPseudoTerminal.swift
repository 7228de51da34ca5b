import AsyncSimulation
import Playground
import Testing
#if canImport(Glibc)
import Glibc
#endif
import SwiftUI
@testable import TextBase

/// Runs a program on a pseudo-terminal (`forkpty`), so that tests can type real key sequences at the interactive
/// REPL and read what the terminal would show. Every wait has a deadline that only bounds a hang (a minute by
/// default): tests never assert how fast something happened, so a loaded machine slows them down but cannot fail
/// them.
///
/// With `jobControl`, the program runs as a shell would run it: in a process group of its own that is the
/// terminal's foreground group, under a session leader that waits for it. Only then does Ctrl-Z really stop it (the
/// kernel ignores the stop signals for a process group that no shell could resume).
final class REPLPseudoTerminal {
  /// A read that did not see what it waited for in time.
  struct Timeout: Error, CustomStringConvertible {
    /// What was awaited.
    let awaited: String
    /// Everything read so far.
    let output: String
    var description: String { "timed out waiting for \(awaited); the terminal showed:\n\(output)" }
  }

  /// Keys as a terminal sends them.
  enum Key {
    static let enter = "\r"
    static let tab = "\t"
    static let up = "\u{1B}[A"
    static let left = "\u{1B}[D"
    static let backspace = "\u{7F}"
    static let ctrlC = "\u{03}"
    static let ctrlD = "\u{04}"
    static let ctrlZ = "\u{1A}"
    static let ctrlU = "\u{15}"
    /// Home as xterm (normal and application cursor mode), tmux/screen and rxvt send it.
    static let homes = ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"]
    /// End, likewise.
    static let ends = ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"]
    /// Ctrl-Left and Ctrl-Right as xterm sends them.
    static let ctrlLeft = "\u{1B}[1;5D"
    static let ctrlRight = "\u{1B}[1;5C"
  }

  /// The default bound on every wait: long enough for any loaded machine, short enough that a hang ends.
  static let patience: Duration = .seconds(60)

  /// The terminal's master side.
  let master: Int32
  /// The process forkpty started: the program, or with job control the session leader waiting for it.
  let pid: pid_t
  /// Whether the program runs in a foreground process group of its own (see the type's documentation).
  let jobControl: Bool
  /// Everything the program wrote, decoded as UTF-8.
  private(set) var output = ""
  private var bytes: [UInt8] = []
  private var status: Int32?

  /// Starts `executable` with `arguments` and exactly `environment` on a terminal `columns` wide and `rows` high.
  init(executable: String, arguments: [String], environment: [String], columns: Int = 100, rows: Int = 40,
       jobControl: Bool = false) throws {
    // Everything the child needs is made before fork: between fork and exec only async-signal-safe calls.
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    var master: Int32 = -1
    let pid = forkpty(&master, nil, nil, &size)
    if pid == 0 {
      if jobControl {
        // Only async-signal-safe calls from here to exec, as a shell makes them.
        let program = fork()
        if program == 0 {
          setpgid(0, 0)
          signal(SIGTTOU, SIG_IGN)  // a background group may take the terminal only with SIGTTOU ignored
          tcsetpgrp(0, getpid())
          signal(SIGTTOU, SIG_DFL)
          execve(argv[0]!, argv, envp)
          _exit(127)
        }
        var raw: Int32 = 0
        while waitpid(program, &raw, 0) < 0 {
          if errno != EINTR { _exit(126) }
        }
        let signal = raw & 0x7f
        _exit(signal == 0 ? (raw >> 8) & 0xff : 128 + signal)
      }
      execve(argv[0]!, argv, envp)
      _exit(127)
    }
    guard pid > 0 else { throw Timeout(awaited: "forkpty to succeed (errno \(errno))", output: "") }
    self.master = master
    self.pid = pid
    self.jobControl = jobControl
  }

  deinit {
    if status == nil {
      if jobControl, let program = try? programID(timeout: .zero) { kill(program, SIGKILL) }
      kill(pid, SIGKILL)
      var raw: Int32 = 0
      waitpid(pid, &raw, 0)
    }
    close(master)
  }

  /// The program's process: `pid`, or with job control the terminal's foreground process group (the program made
  /// its own group, numbered by its process id, the foreground).
  func programID(timeout: Duration = patience) throws -> pid_t {
    guard jobControl else { return pid }
    let deadline = ContinuousClock.now + timeout
    while true {
      let group = tcgetpgrp(master)
      if group > 0 && group != pid { return group }
      guard ContinuousClock.now < deadline else { throw Timeout(awaited: "the program's process group", output: output) }
      usleep(10_000)
    }
  }

  /// Sends `signal` to the program.
  func send(_ signal: Int32) throws {
    kill(try programID(), signal)
  }

  /// The terminal's line-buffering and echo flags now (both set: the terminal is as a shell expects it; neither:
  /// a line editor is reading keys).
  var lineModes: tcflag_t {
    var settings = termios()
    tcgetattr(master, &settings)
    return settings.c_lflag & tcflag_t(ICANON | ECHO)
  }

  /// The state letter of process `id` in /proc (`R`, `S`, `T` for stopped, `Z`…), nil when there is no such process.
  static func processState(_ id: pid_t) -> Character? {
    guard let stat = REPLTemporaryDirectory.read("/proc/\(id)/stat"),
          let close = stat.lastIndex(of: ")") else { return nil }
    return stat[stat.index(after: close)...].first { $0 != " " }
  }

  /// Waits until the program is stopped (Ctrl-Z), draining its output meanwhile.
  func waitUntilStopped(timeout: Duration = patience) throws {
    let program = try programID()
    _ = try read(until: { _ in Self.processState(program) == "T" }, awaiting: "the program to stop",
                 timeout: timeout)
  }

  /// The processes whose parent is `parent`, found by reading /proc.
  static func children(of parent: pid_t) -> [pid_t] {
    guard let directory = opendir("/proc") else { return [] }
    defer { closedir(directory) }
    var found: [pid_t] = []
    while let entry = readdir(directory) {
      let name = directoryEntryName(entry)
      guard let id = pid_t(name), let stat = REPLTemporaryDirectory.read("/proc/\(id)/stat"),
            let close = stat.lastIndex(of: ")") else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, pid_t(fields[1]) == parent { found.append(id) }
    }
    return found
  }

  /// Waits until the program has started a child process (a scenario run) and returns its id.
  func waitForChild(timeout: Duration = patience) throws -> pid_t {
    let program = try programID()
    var child: pid_t?
    _ = try read(until: { _ in
      child = Self.children(of: program).first
      return child != nil
    }, awaiting: "a child process of the program", timeout: timeout)
    return child!
  }

  /// Types `text`.
  func type(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = write(master, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return }
        offset += count
      }
    }
  }

  /// Reads until the output after `offset` contains `text`; returns that part of the output.
  @discardableResult
  func read(until text: String, after offset: String.Index? = nil, timeout: Duration = patience) throws
    -> Substring {
    try read(until: { $0.contains(text) }, after: offset, awaiting: "\"\(text)\"", timeout: timeout)
  }

  /// Reads until `done` holds for the output after `offset`; returns that part of the output.
  @discardableResult
  func read(until done: (Substring) -> Bool, after offset: String.Index? = nil, awaiting: String,
            timeout: Duration = patience) throws -> Substring {
    let start = offset ?? output.startIndex
    let deadline = ContinuousClock.now + timeout
    while !done(output[start...]) {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { throw Timeout(awaited: awaiting, output: output) }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(left.components.seconds * 1_000 + 1, 20)))
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 4_096)
      let count = chunk.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      if count <= 0 {
        // EIO: the program closed the terminal (it exited).
        guard done(output[start...]) else { throw Timeout(awaited: awaiting + " (the program ended)", output: output) }
        break
      }
      bytes += chunk[..<count]
      output = String(decoding: bytes, as: UTF8.self)
    }
    return output[start...]
  }

  /// The end of the output so far, to read only what comes after it.
  var mark: String.Index { output.endIndex }

  /// Waits for the program to exit and returns its exit status (or 128 + signal).
  func exitStatus(timeout: Duration = patience) throws -> Int32 {
    if let status { return status }
    let deadline = ContinuousClock.now + timeout
    var raw: Int32 = 0
    while ContinuousClock.now < deadline {
      // Keep draining so the program never blocks on a full terminal buffer.
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 20) > 0 {
        var chunk = [UInt8](repeating: 0, count: 4_096)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        if count > 0 {
          bytes += chunk[..<count]
          output = String(decoding: bytes, as: UTF8.self)
        }
      }
      if waitpid(pid, &raw, WNOHANG) == pid {
        // What the program wrote just before it ended may still be in the terminal's buffer.
        while poll(&descriptor, 1, 50) > 0 {
          var chunk = [UInt8](repeating: 0, count: 4_096)
          let count = chunk.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
          guard count > 0 else { break }
          bytes += chunk[..<count]
          output = String(decoding: bytes, as: UTF8.self)
        }
        let signal = raw & 0x7f
        let result = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
        status = result
        return result
      }
    }
    throw Timeout(awaited: "the program to exit", output: output)
  }
}

/// A temporary directory for HOME and XDG_STATE_HOME, removed with its contents by `remove()`.
struct REPLTemporaryDirectory {
  /// Its path.
  let path: String

  /// Creates a fresh directory under /tmp; the test removes it with ``remove()`` in a `defer` on the next line.
  init() throws {
    path = try TemporaryFolder.make("asyncplay-repl")
  }

  /// Reads a file below the directory, if it exists.
  func contents(of relative: String) -> String? { Self.read(path + "/" + relative) }

  /// Reads any file, if it exists.
  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes a file below the directory.
  func write(_ text: String, to relative: String) {
    guard let file = fopen(path + "/" + relative, "w") else { return }
    fputs(text, file)
    fclose(file)
  }

  /// Deletes the directory and everything in it.
  func remove() { TemporaryFolder.remove(path) }
}

extension REPLPseudoTerminal {
  /// The environment the terminal tests start asyncplay in: HOME and XDG_STATE_HOME inside `directory`, TERM=xterm,
  /// a UTF-8 locale, no colour and no pager (PAGER=cat), no crash backtracer; each of `changes` sets a variable, or
  /// with nil leaves it out.
  static func environment(in directory: REPLTemporaryDirectory,
                          _ changes: [(name: String, value: String?)] = []) -> [String] {
    var entries: [(name: String, value: String?)] = [
      ("HOME", directory.path + "/home"), ("XDG_STATE_HOME", directory.path + "/state"), ("TERM", "xterm"),
      ("LANG", "C.UTF-8"), ("NO_COLOR", "1"), ("PATH", "/usr/bin:/bin"), ("SWIFT_BACKTRACE", "enable=no"),
      ("PAGER", "cat"),
    ]
    for change in changes {
      if let index = entries.firstIndex(where: { $0.name == change.name }) {
        entries[index].value = change.value
      } else {
        entries.append(change)
      }
    }
    return entries.compactMap { entry in entry.value.map { entry.name + "=" + $0 } }
  }

  /// Starts asyncplay with `arguments` on a terminal, in ``environment(in:_:)`` with `changes`, and waits until it
  /// has shown `until` (not at all when empty).
  static func asyncplay(_ arguments: [String], in directory: REPLTemporaryDirectory,
                        environment changes: [(name: String, value: String?)] = [], rows: Int = 40,
                        jobControl: Bool = false, until: String = "asyncplay> ") throws -> REPLPseudoTerminal {
    let terminal = try REPLPseudoTerminal(executable: Binary.path, arguments: arguments,
                                          environment: environment(in: directory, changes), rows: rows,
                                          jobControl: jobControl)
    if !until.isEmpty { try terminal.read(until: until) }
    return terminal
  }
}
