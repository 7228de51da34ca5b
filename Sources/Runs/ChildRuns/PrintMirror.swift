import AsyncSimulation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What a child run prints, followed from the parent while it runs, so that it is not lost when the child is
/// killed (the child writes its trace only at the end) and so that a flood stops at the event budget even inside one
/// job that never awaits.
///
/// During a run the child's standard output is an in-memory file (see the engine's `OutputCapture`); the parent
/// opens it through `/proc/PID/fd/1` and reads what was written, as far as the child's position
/// (`/proc/PID/fdinfo/1`). It keeps the first ``keptHead`` lines and the last ``keptTail``, each shortened like a
/// `print` event (``LongLines``), and counts the rest.
package final class PrintMirror: Sendable {
  /// The lines kept from the start.
  package static let keptHead = 1_000
  /// The lines kept from the end.
  package static let keptTail = 20

  /// What was seen so far.
  package struct Seen: Sendable, Equatable {
    /// The first lines.
    package var head: [String] = []
    /// The last lines (after the first ones), oldest first.
    package var tail: [String] = []
    /// Every line seen, ended or not.
    package var lines = 0
    /// Every byte seen.
    package var bytes = 0

    /// How many lines neither ``head`` nor ``tail`` holds.
    package var dropped: Int { lines - head.count - tail.count }
  }

  private struct State {
    package var fd: Int32 = -1
    package var offset = 0
    /// The open line: its first bytes, its last bytes past those, and its length.
    package var lineStart: [UInt8] = []
    package var lineEnd: [UInt8] = []
    package var lineBytes = 0
    package var seen = Seen()

    package var lineText: String { LongLines.shortened(start: lineStart[...], end: lineEnd[...], length: lineBytes) }
  }

  private let state = Mutex(State())
  /// More lines than this stop the run.
  package let budget: Int

  /// A mirror that stops a run printing more than `budget` lines.
  package init(budget: Int) { self.budget = budget }

  /// What was seen, the line still open included.
  package var seen: Seen {
    state.withLock { state in
      var seen = state.seen
      if state.lineBytes > 0 { Self.append(state.lineText, to: &seen) }
      return seen
    }
  }

  /// Follows child `pid`'s output; true when it printed more than ``budget`` lines (the caller stops it).
  package func follow(_ pid: Int32) -> Bool {
    state.withLock { state in
      if state.fd < 0 {
        guard Self.isCapture(pid) else { return false }
        state.fd = open("/proc/\(pid)/fd/1", O_RDONLY | O_CLOEXEC)
        guard state.fd >= 0 else { return false }
      }
      guard let position = Self.position(pid) else { return false }
      // The child frees what it has taken and starts its file again from the beginning.
      if position < state.offset { state.offset = 0 }
      Self.read(&state, upTo: position)
      return state.seen.lines > budget
    }
  }

  /// Takes what child `pid` printed that is still in its C library's buffer (its `stdout` at `file`, a glibc `FILE`):
  /// a loop that never returns to the engine never has it flushed. Called when the parent stops the child at the
  /// wall-clock limit, after ``follow(_:)``. The buffer is `_IO_write_base` to `_IO_write_ptr`, the FILE's fifth and
  /// sixth words (glibc's `struct _IO_FILE` on 64-bit Linux), read only when the first word carries glibc's magic.
  package func takeBuffered(pid: Int32, file: UInt) {
    guard let words = HangDiagnosis.memory(pid: pid, at: UInt64(file), words: 6),
          words[0] & 0xFFFF_0000 == 0xFBAD_0000, words[5] > words[4], words[5] - words[4] <= 1 << 20 else { return }
    let fd = open("/proc/\(pid)/mem", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: Int(words[5] - words[4]))
    let count = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, Int(bitPattern: UInt(words[4]))) }
    guard count == bytes.count else { return }
    state.withLock { state in Self.take(bytes[...], &state) }
  }

  /// Reads what is left after the child ended (its position is gone: as far as the written bytes go).
  package func finish() {
    state.withLock { state in
      guard state.fd >= 0 else { return }
      Self.read(&state, upTo: nil)
      close(state.fd)
      state.fd = -1
    }
  }

  private static func read(_ state: inout State, upTo position: Int?) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while position.map({ state.offset < $0 }) ?? true {
      let want = min(buffer.count, position.map { $0 - state.offset } ?? buffer.count)
      let count = buffer.withUnsafeMutableBytes { pread(state.fd, $0.baseAddress, want, off_t(state.offset)) }
      guard count > 0 else { return }
      // Past the end the file reads as zeros (it is sized in advance): the written bytes end at the first.
      let end = position == nil ? (buffer.withUnsafeBufferPointer { pointer in
        memchr(pointer.baseAddress!, 0, count).map { pointer.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
      } ?? count) : count
      take(buffer[..<end], &state)
      state.offset += end
      if end < count { return }
    }
  }

  private static func take(_ bytes: ArraySlice<UInt8>, _ state: inout State) {
    state.seen.bytes += bytes.count
    var rest = bytes
    // Once the head is full, the lines of a piece that the tail would not keep (all but its last keptTail) are only
    // counted: a flood costs a memchr a line, not a String (measured in a debug build: the parent spent 2.5 µs a
    // line making Strings it dropped, and the child printed 200,000 lines before the parent caught up).
    if state.seen.head.count >= keptHead {
      let ended = newlines(in: rest)
      if ended > keptTail {
        let skipped = ended - keptTail
        var cut = rest.startIndex
        for _ in 0..<skipped { cut = (newline(in: rest[cut...]) ?? rest.endIndex) + 1 }
        state.seen.lines += skipped
        // As many newer lines follow in this piece as the tail keeps: none of the older ones would stay.
        state.seen.tail.removeAll(keepingCapacity: true)
        state.lineStart.removeAll(keepingCapacity: true)
        state.lineEnd.removeAll(keepingCapacity: true)
        state.lineBytes = 0
        rest = rest[cut...]
      }
    }
    while !rest.isEmpty {
      let newline = Self.newline(in: rest)
      extend(rest[..<(newline ?? rest.endIndex)], &state)
      guard let newline else { return }
      append(state.lineText, to: &state.seen)
      state.lineStart.removeAll(keepingCapacity: true)
      state.lineEnd.removeAll(keepingCapacity: true)
      state.lineBytes = 0
      rest = rest[(newline + 1)...]
    }
  }

  /// The index of the first newline in `bytes` (memchr: a flood is read at memory speed, even in a debug build).
  private static func newline(in bytes: ArraySlice<UInt8>) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, let hit = memchr(base, 0x0A, buffer.count) else { return nil }
      return bytes.startIndex + base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// How many newlines `bytes` holds.
  private static func newlines(in bytes: ArraySlice<UInt8>) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      guard var cursor = buffer.baseAddress else { return 0 }
      let end = cursor + buffer.count
      var count = 0
      while cursor < end, let hit = memchr(cursor, 0x0A, end - cursor) {
        count += 1
        cursor = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) + 1
      }
      return count
    }
  }

  /// Adds a piece of the open line: only what a shortened line shows is kept, its start and a window at its end.
  private static func extend(_ piece: ArraySlice<UInt8>, _ state: inout State) {
    state.lineBytes += piece.count
    let room = max(LongLines.longest - state.lineStart.count, 0)
    state.lineStart += piece.prefix(room)
    let beyond = piece.dropFirst(room)
    guard !beyond.isEmpty else { return }
    // Index arithmetic, not suffix(_:): a slice's suffix here would be Sequence's, which walks the whole piece.
    state.lineEnd += beyond[max(beyond.startIndex, beyond.endIndex - LongLines.tail)...]
    if state.lineEnd.count > LongLines.tail { state.lineEnd.removeFirst(state.lineEnd.count - LongLines.tail) }
  }

  private static func append(_ line: String, to seen: inout Seen) {
    seen.lines += 1
    if seen.head.count < keptHead {
      seen.head.append(line)
    } else {
      seen.tail.append(line)
      if seen.tail.count > keptTail { seen.tail.removeFirst() }
    }
  }

  /// Whether `pid`'s standard output is the run's in-memory capture file.
  private static func isCapture(_ pid: Int32) -> Bool {
    var buffer = [CChar](repeating: 0, count: 256)
    let count = readlink("/proc/\(pid)/fd/1", &buffer, buffer.count - 1)
    guard count > 0 else { return false }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      .hasPrefix("/memfd:asyncplay-stdout")
  }

  /// `pid`'s position in its standard output.
  private static func position(_ pid: Int32) -> Int? {
    guard let text = HangDiagnosis.read("/proc/\(pid)/fdinfo/1") else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("pos:") {
      return Int(line.dropFirst(4).drop { $0 == " " || $0 == "\t" })
    }
    return nil
  }
}
