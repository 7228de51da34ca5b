import CVirtualClock
#if canImport(Glibc)
import Glibc
#endif

/// What is written to standard error during a run: the Swift runtime's warnings (``RuntimeWarning``) become
/// `runtime_warning` events, at the instant and for the task that wrote them; every other byte goes on to the
/// original standard error unchanged, as soon as the engine looks.
///
/// Like standard output (``OutputCapture``), file descriptor 2 is an in-memory file during the run, looked at
/// before each event and after each job (one memory read when nothing was written). A crash loses nothing: the
/// crash signals first copy what was not yet looked at to the original standard error (CVirtualClock's
/// `outputcapture.c`), so a `Fatal error: …` line still reaches the parent.
enum ErrorCapture {
  /// Starts capturing; returns what went wrong, or nil.
  static func begin() -> String? {
    let code = vclock_errors_begin()
    guard code != 0 else { return nil }
    return String(cString: strerror(-code))
  }

  /// Ends capturing: anything not yet looked at goes to the original standard error, which fd 2 is again.
  static func end() { vclock_errors_end() }

  /// The runtime warnings written since the last look, one per line (without its newline); other bytes are passed
  /// on to the original standard error. Nil when nothing was written, or nothing the engine records.
  @inline(__always)
  static func take(exactly: Bool = false) -> [String]? {
    let pending = exactly ? vclock_errors_pending_exactly() : vclock_errors_pending()
    guard pending > 0 else { return nil }
    return warnings(count: pending)
  }

  private static func warnings(count: Int) -> [String]? {
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = Int(vclock_errors_take(buffer.baseAddress, count))
    }
    var warnings: [String] = []
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      let line = String(decoding: bytes[start..<end], as: UTF8.self)
      let next = min(end + 1, bytes.count)
      if end < bytes.count, RuntimeWarning.recognises(line) {
        warnings.append(line)
      } else {
        bytes[start..<next].withUnsafeBufferPointer { vclock_errors_pass_on($0.baseAddress, $0.count) }
      }
      start = next
    }
    return warnings.isEmpty ? nil : warnings
  }
}
