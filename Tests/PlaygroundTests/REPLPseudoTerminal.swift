import AsyncSimulation
import Playground
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program on a pseudo-terminal (`forkpty`), so that tests can type real key sequences at the interactive
/// REPL and read what the terminal would show. Every read has a deadline: a hang fails the test instead of
/// blocking the suite.
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
  }

  /// The terminal's master side.
  let master: Int32
  /// The program's process.
  let pid: pid_t
  /// Everything the program wrote, decoded as UTF-8.
  private(set) var output = ""
  private var bytes: [UInt8] = []
  private var status: Int32?

  /// Starts `executable` with `arguments` and exactly `environment` on a terminal `columns` wide.
  init(executable: String, arguments: [String], environment: [String], columns: Int = 100) throws {
    // Everything the child needs is made before fork: between fork and exec only async-signal-safe calls.
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var size = winsize(ws_row: 40, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    var master: Int32 = -1
    let pid = forkpty(&master, nil, nil, &size)
    if pid == 0 {
      execve(argv[0]!, argv, envp)
      _exit(127)
    }
    guard pid > 0 else { throw Timeout(awaited: "forkpty to succeed (errno \(errno))", output: "") }
    self.master = master
    self.pid = pid
  }

  deinit {
    if status == nil {
      kill(pid, SIGKILL)
      var raw: Int32 = 0
      waitpid(pid, &raw, 0)
    }
    close(master)
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
  func read(until text: String, after offset: String.Index? = nil, timeout: Duration = .seconds(15)) throws
    -> Substring {
    try read(until: { $0.contains(text) }, after: offset, awaiting: "\"\(text)\"", timeout: timeout)
  }

  /// Reads until `done` holds for the output after `offset`; returns that part of the output.
  func read(until done: (Substring) -> Bool, after offset: String.Index? = nil, awaiting: String,
            timeout: Duration = .seconds(15)) throws -> Substring {
    let start = offset ?? output.startIndex
    let deadline = ContinuousClock.now + timeout
    while !done(output[start...]) {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { throw Timeout(awaited: awaiting, output: output) }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(left.components.seconds * 1_000 + 1, 100)))
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
  func exitStatus(timeout: Duration = .seconds(10)) throws -> Int32 {
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

  /// Creates a fresh directory under /tmp.
  init() throws {
    var template = Array("/tmp/asyncplay-repl-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw REPLPseudoTerminal.Timeout(awaited: "mkdtemp", output: "") }
    path = String(cString: made)
  }

  /// Reads a file below the directory, if it exists.
  func contents(of relative: String) -> String? {
    guard let file = fopen(path + "/" + relative, "r") else { return nil }
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
  func remove() {
    _ = try? ChildProcess(executable: "/bin/rm", arguments: ["-rf", "--", path], wallLimit: .seconds(10)).run()
  }
}
