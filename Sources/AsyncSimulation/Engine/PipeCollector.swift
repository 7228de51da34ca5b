#if canImport(Glibc)
import Glibc
#endif

/// Reads a child's stdout and stderr pipes together with `poll()` until both reach end of file.
struct PipeCollector {
  /// Why ``drain(until:checkEvery:stop:)`` returned.
  enum End: Equatable {
    /// Both pipes reached end of file.
    case endOfFile
    /// `stop` returned true.
    case stopped
    /// The real clock passed the deadline.
    case deadline
  }

  /// Bytes read from the stdout pipe.
  private(set) var output: [UInt8] = []
  /// Bytes read from the stderr pipe.
  private(set) var error: [UInt8] = []
  /// The two read ends; -1 once closed (`poll` ignores negative descriptors).
  private var descriptors: [Int32]

  /// A collector for the read ends of the two pipes.
  init(output: Int32, error: Int32) { descriptors = [output, error] }

  /// Reads until both pipes are at end of file, the real clock passes `deadline`, or `stop` returns true. `stop` is
  /// asked after every read, after a signal interrupts `poll`, and at least every `checkEvery` milliseconds.
  mutating func drain(until deadline: Int64, checkEvery: Int32 = 1_000, stop: () -> Bool = { false }) -> End {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while descriptors.contains(where: { $0 >= 0 }) {
      let remaining = deadline - VirtualClock.wallNanos()
      if remaining <= 0 { return .deadline }
      if stop() { return .stopped }
      var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let timeout = Int32(min(remaining / 1_000_000 + 1, Int64(checkEvery)))
      let ready = poll(&fds, nfds_t(fds.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        return .stopped
      }
      for slot in fds.indices where fds[slot].fd >= 0 && fds[slot].revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(fds[slot].fd, $0.baseAddress, $0.count) }
        if count > 0 {
          if slot == 0 { output.append(contentsOf: buffer[..<count]) } else { error.append(contentsOf: buffer[..<count]) }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          close(descriptors[slot])
          descriptors[slot] = -1
        }
      }
    }
    return .endOfFile
  }

  /// Closes whatever is still open.
  mutating func closeAll() {
    for slot in descriptors.indices where descriptors[slot] >= 0 {
      close(descriptors[slot])
      descriptors[slot] = -1
    }
  }
}
