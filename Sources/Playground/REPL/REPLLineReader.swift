#if canImport(Glibc)
import Glibc
#endif

/// Reads lines of raw bytes from a file descriptor (stdin when it is a pipe or a file), as they arrive.
///
/// Lines end with `\n` (a `\r` before it is dropped); the last line may lack one. Bytes are kept as they are, so the
/// REPL can say exactly which line was not UTF-8. A line longer than ``keep`` bytes is read to its end but only its
/// first ``keep`` bytes are kept, plus its true length, so a runaway line cannot exhaust memory.
struct REPLLineReader {
  /// One line.
  struct Line {
    /// Its first bytes (all of them, unless it was longer than ``REPLLineReader/keep``).
    var bytes: [UInt8]
    /// Its length in bytes.
    var length: Int
  }

  /// The most bytes of one line kept.
  static let keep = 1 << 20

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false

  /// A reader of `descriptor`.
  init(descriptor: Int32) { self.descriptor = descriptor }

  /// The next line, or nil at end of input.
  mutating func next() -> Line? {
    var line = Line(bytes: [], length: 0)
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        append(buffer[start..<newline], to: &line)
        start = newline + 1
        return trimmed(line)
      }
      append(buffer[start...], to: &line)
      buffer.removeAll(keepingCapacity: true)
      start = 0
      if atEnd || !fill() {
        return line.length > 0 ? trimmed(line) : nil
      }
    }
  }

  private func append(_ bytes: ArraySlice<UInt8>, to line: inout Line) {
    let room = Self.keep - line.bytes.count
    if room > 0 { line.bytes += bytes.prefix(room) }
    line.length += bytes.count
  }

  private func trimmed(_ line: Line) -> Line {
    var line = line
    if line.bytes.count == line.length, line.bytes.last == UInt8(ascii: "\r") {
      line.bytes.removeLast()
      line.length -= 1
    }
    return line
  }

  /// Reads more bytes; false at end of input (or on an error, which ends the input too).
  private mutating func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        atEnd = true
        return false
      }
      buffer += chunk[..<count]
      return true
    }
  }
}
