import CVirtualClock
#if canImport(Glibc)
import Glibc
#endif

/// What any code writes to standard output during a run — `Swift.print` in a module that does not import
/// AsyncSimulation, `FileHandle.standardOutput`, C `printf` — is captured and recorded as `print` events, one per
/// line, for the task that wrote it, at the instant it was written.
///
/// During a run file descriptor 1 is an in-memory file (CVirtualClock's `outputcapture.c`): writing never blocks
/// and cannot mix with the trace, which the child-run protocol writes to the original standard output. The recorder
/// looks for new output before each event it records and after each job; looking costs one memory read when nothing
/// was written.
enum OutputCapture {
  /// Starts capturing; returns what went wrong, or nil.
  static func begin() -> String? {
    let code = vclock_capture_begin()
    guard code != 0 else { return nil }
    return String(cString: strerror(-code))
  }

  /// Ends capturing; with `restore`, standard output is the original one again.
  static func end(restore: Bool) { vclock_capture_end(restore ? 1 : 0) }

  /// The output written since the last call, as the texts of `print` events: one per line (without its newline),
  /// and a last one for a line not yet ended. Nil when nothing was written. `exactly` also finds output that
  /// starts with a NUL byte (at the end of a run).
  @inline(__always)
  static func take(exactly: Bool = false) -> [String]? {
    let pending = exactly ? vclock_capture_pending_exactly() : vclock_capture_pending()
    guard pending > 0 else { return nil }
    return lines(count: pending)
  }

  private static func lines(count: Int) -> [String] {
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = Int(vclock_capture_take(buffer.baseAddress, count))
    }
    var texts: [String] = []
    var start = 0
    // memchr: a print of 100 MB is looked through at memory speed, even in a debug build.
    let newlines: [Int] = bytes.withUnsafeBufferPointer { buffer in
      var found: [Int] = []
      guard let base = buffer.baseAddress else { return found }
      var cursor = 0
      while cursor < buffer.count, let hit = memchr(base + cursor, 0x0A, buffer.count - cursor) {
        let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        found.append(index)
        cursor = index + 1
      }
      return found
    }
    for index in newlines {
      texts.append(LongLines.shortened(bytes: bytes[start..<index]))
      start = index + 1
    }
    if start < bytes.count { texts.append(LongLines.shortened(bytes: bytes[start...])) }
    return texts
  }

  /// Frees the captured bytes already taken (a long run that prints a lot stays small). Single-threaded runs only.
  static func recycle() { vclock_capture_recycle() }

  /// The file descriptor of standard output as the process had it before any run captured it.
  static var originalStandardOutput: Int32 { vclock_original_stdout() }
}
