import CChildGroups
#if canImport(Glibc)
import Glibc
#endif
import TextBase

/// Writes text straight to a file descriptor (stdout or stderr) with `write(2)`, checking every write; control
/// characters other than colours, newlines and tabs are shown, not sent (see ``TerminalText``).
///
/// Playground never uses `print`: modules that import AsyncSimulation see a `print` that records into the trace
/// during a run, and `FILE *` streams are global mutable state. This writer has no buffer and starts no thread, so it
/// is safe in a child process before and after `Simulation.run`.
///
/// Output that cannot be written is never lost silently. When a write to stdout or stderr fails, the process ends
/// at once: after `EPIPE` (the reader went away, as with `asyncplay list | head -3`) quietly with status 0, as git
/// does; after any other failure (a full disk, a closed descriptor, an I/O error) with one line on stderr and
/// ``writeFailureStatus``. (``AsyncPlay`` ignores `SIGPIPE` so that the first case arrives here as `EPIPE`.)
public struct Output: Sendable {
  /// The file descriptor written to.
  public let descriptor: Int32

  /// A writer for `descriptor`.
  public init(descriptor: Int32) { self.descriptor = descriptor }

  /// Standard output.
  public static let standardOutput = Output(descriptor: 1)
  /// Standard error.
  public static let standardError = Output(descriptor: 2)

  /// The exit status after a failed write to stdout or stderr.
  public static let writeFailureStatus: Int32 = 1

  /// Writes `text` (no newline added), its control characters but colours, newlines and tabs made visible (`^[`,
  /// see ``TerminalText``): nothing repeated from a file name or a program's output can drive the terminal.
  public func write(_ text: String) {
    var text = TerminalText.safe(text)
    text.withUTF8 { write(bytes: $0) }
  }

  /// Writes a control sequence asyncplay sends on purpose (clearing the screen, erasing a line) exactly as given.
  public func writeControl(_ sequence: String) {
    var sequence = sequence
    sequence.withUTF8 { write(bytes: $0) }
  }

  /// Writes `text` followed by a newline. On standard error, a message (a line that starts `asyncplay: `) is fitted
  /// to the terminal's width, continued with a two-space indent (see ``fittedMessage(_:columns:)``).
  public func line(_ text: String) {
    guard descriptor == 2, Self.messagePrefixes.contains(where: text.hasPrefix) else { return write(text + "\n") }
    // The terminal's width when stderr is one, else COLUMNS, else 80: the rule every other output follows.
    write(Self.fittedMessage(text, columns: REPLTerminal.columns(descriptor: 2)) + "\n")
  }

  /// How asyncplay's own messages on standard error begin (in Chinese some take a full-width colon).
  package static let messagePrefixes = ["asyncplay: ", "asyncplay："]

  /// `text`'s lines, each wider than `columns` broken where the lessons break text (spaces, CJK boundaries, never
  /// inside a word or a quoted value where another place exists), continued with a two-space indent: one message,
  /// however many rows it takes.
  package static func fittedMessage(_ text: String, columns: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let line = String(line)
      guard DisplayWidth.of(line) > columns else { return line }
      let pieces = REPLWrap.lines(line, width: columns - 2, firstWidth: columns)
      return pieces.enumerated().map { $0.offset == 0 ? $0.element : "  " + $0.element }.joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// Writes raw bytes, retrying after partial writes and interruptions (and waiting when the descriptor is
  /// non-blocking and full). A failure ends the process (see the type's summary).
  public func write(bytes: UnsafeBufferPointer<UInt8>) {
    guard var pointer = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = Glibc.write(descriptor, pointer, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          var wait = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&wait, 1, 1_000)
          continue
        }
        fail(errno)
      }
      if written == 0 { fail(EIO) }
      pointer += written
      remaining -= written
    }
  }

  /// Ends the process after a failed write (see the type's summary).
  private func fail(_ code: Int32) -> Never {
    // `_exit` runs no `defer`: the run's temporary container goes here (see TemporaryFolderOwner).
    child_groups_remove_folders()
    if code == EPIPE { _exit(0) }
    let name = descriptor == 1 ? "standard output" : descriptor == 2 ? "standard error" : "descriptor \(descriptor)"
    var message = code == EBADF ? "asyncplay: \(name) is closed; the output could not be written\n"
      : "asyncplay: cannot write to \(name): \(UserFile.reason(code)); the output is incomplete\n"
    if descriptor != 2 { message.withUTF8 { _ = Glibc.write(2, $0.baseAddress, $0.count) } }
    _exit(Self.writeFailureStatus)
  }

  /// Whether the descriptor is a terminal.
  public var isTerminal: Bool { isatty(descriptor) == 1 }

  /// Prepares the standard descriptors before anything is written: `SIGPIPE` is ignored (a closed pipe becomes
  /// `EPIPE`, handled above), and a descriptor 0, 1 or 2 that the process started without is opened on
  /// `/dev/null` for reading only, so that no file opened later takes its number and receives the output, and every
  /// write to a closed stdout or stderr fails (`EBADF`) and is reported.
  public static func prepareStandardDescriptors() {
    signal(SIGPIPE, SIG_IGN)
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }
}
