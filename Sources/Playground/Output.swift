#if canImport(Glibc)
import Glibc
#endif

/// Writes text straight to a file descriptor (stdout or stderr) with `write(2)`.
///
/// Playground never uses `print`: modules that import AsyncSimulation see a `print` that records into the trace
/// during a run, and `FILE *` streams are global mutable state. This writer has no buffer and starts no thread, so it
/// is safe in a child process before and after `Simulation.run`.
public struct Output: Sendable {
  /// The file descriptor written to.
  public let descriptor: Int32

  /// A writer for `descriptor`.
  public init(descriptor: Int32) { self.descriptor = descriptor }

  /// Standard output.
  public static let standardOutput = Output(descriptor: 1)
  /// Standard error.
  public static let standardError = Output(descriptor: 2)

  /// Writes `text` exactly as given (no newline added).
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { write(bytes: $0) }
  }

  /// Writes `text` followed by a newline.
  public func line(_ text: String) { write(text + "\n") }

  /// Writes raw bytes, retrying after partial writes and interruptions; gives up silently on a closed pipe.
  public func write(bytes: UnsafeBufferPointer<UInt8>) {
    guard var pointer = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = Glibc.write(descriptor, pointer, remaining)
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      pointer += written
      remaining -= written
    }
  }

  /// Whether the descriptor is a terminal.
  public var isTerminal: Bool { isatty(descriptor) == 1 }
}
