#if canImport(Glibc)
import Glibc
#endif

/// How a child run's trace reaches its parent so that nothing else in the child can pass for it: every line is a
/// frame `SEQ MARK TEXT`, numbered from 1, where MARK is a keyed hash (SipHash-2-4) of the number and the text under
/// a key the parent makes for this run alone and hands the child on its standard input, which the child then closes.
/// The first frame is `SEQ MARK @watch ADDRESS FILE` (see ``Simulation/progressAddress``; FILE is the address of
/// the C library's `stdout`), the last `SEQ MARK @end N`
/// (N trace lines); a frame `@exit STATUS OFFSET IMAGE` says the code under test ended the process, and a frame
/// `@stop OFFSET IMAGE\tOFFSET IMAGE…` where a run stopped at its time limit was (its backtrace), before its trace. Code under test that writes to the descriptor cannot make a frame the parent accepts: a forged, garbled
/// or truncated trace is reported as such, never read as a run.
package enum TraceChannel {
  /// The text of the last frame.
  package static let endMark = "@end "
  /// The text of a frame that says the process was ended by a call to `exit`.
  package static let exitMark = "@exit "
  /// The text of the first frame: where the child keeps its progress block (``Simulation/progressAddress``).
  package static let watchMark = "@watch "
  /// The text of a frame that says where a run stopped at its time limit was: its backtrace, `OFFSET IMAGE` a frame,
  /// separated by tabs.
  package static let stopMark = "@stop "

  /// The 128-bit key of one run.
  package struct Key: Sendable, Equatable {
    /// Its two halves.
    package var k0: UInt64
    package var k1: UInt64

    /// A fresh key from the system's random source.
    package static func random() -> Key {
      var generator = SystemRandomNumberGenerator()
      return Key(k0: generator.next(), k1: generator.next())
    }

    /// 32 hex digits.
    package var hex: String { Self.hex(k0) + Self.hex(k1) }

    /// The key written by ``hex``, or nil.
    package init?(hex: Substring) {
      guard hex.count == 32, let k0 = UInt64(hex.prefix(16), radix: 16), let k1 = UInt64(hex.suffix(16), radix: 16)
      else { return nil }
      self.k0 = k0
      self.k1 = k1
    }

    /// A key from its halves.
    package init(k0: UInt64, k1: UInt64) {
      self.k0 = k0
      self.k1 = k1
    }

    /// The mark of frame `sequence` holding `text`.
    package func mark(_ sequence: Int, _ text: Substring) -> String {
      var hasher = SipHasher(key: self)
      hasher.add(String(sequence).utf8)
      hasher.add(CollectionOfOne(0x20))
      hasher.add(text.utf8)
      return Self.hex(hasher.finish())
    }

    private static func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
  }

  /// `lines` as frames, starting at `sequence` (advanced past them).
  package static func frames(_ lines: [Substring], key: Key, sequence: inout Int) -> String {
    var out = ""
    out.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 24 })
    for line in lines {
      out += String(sequence)
      out += " "
      out += key.mark(sequence, line)
      out += " "
      out += line
      out += "\n"
      sequence += 1
    }
    return out
  }

  /// What a parent received on the channel.
  package struct Received: Sendable, Equatable {
    /// The trace's lines, in order, up to the first frame that is not a good one.
    package var lines: [String] = []
    /// Whether the end frame came, after exactly these lines and nothing else.
    package var complete = false
    /// The payload of an `@exit` frame, if one came.
    package var exit: String?
    /// The child's progress block, from its `@watch` frame.
    package var progressAddress: UInt?
    /// The child's C `stdout` (a glibc `FILE`), from its `@watch` frame.
    package var standardOutputAddress: UInt?
    /// Where a run stopped at its time limit was, from its `@stop` frame: the shared object and the offset in it of
    /// each frame of its backtrace, innermost first.
    package var stoppedAt: [StopFrame] = []
    /// The first frame that is not a good one: its number (1-based, counting every line) and why.
    package var problem: Problem?

    /// The trace's text (JSON Lines), each line ended by a newline.
    package var text: String { lines.map { $0 + "\n" }.joined() }
  }

  /// A frame of the backtrace of a run stopped at its time limit: the shared object and the offset in it.
  package struct StopFrame: Sendable, Equatable {
    package var image: String
    package var offset: UInt
  }

  /// A line on the channel that is not a good frame.
  package struct Problem: Sendable, Equatable {
    /// Which line (1-based).
    package var line: Int
    /// Why it is not accepted.
    package var kind: Kind

    /// Why a line is not a good frame.
    package enum Kind: Sendable, Equatable {
      /// Not `SEQ MARK TEXT`, or not valid UTF-8.
      case garbled
      /// Well formed, but not marked with this run's key (or out of sequence): written by something other than
      /// asyncplay.
      case forged
      /// Anything after the end frame.
      case afterEnd
    }
  }

  /// Reads `bytes` as frames under `key`.
  package static func read(_ bytes: [UInt8], key: Key) -> Received {
    var received = Received()
    var expected = 1
    var lineNumber = 0
    var start = 0
    while start < bytes.count {
      lineNumber += 1
      guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        // A last line without its newline: cut short.
        received.problem = Problem(line: lineNumber, kind: .garbled)
        return received
      }
      defer { start = end + 1 }
      if received.complete {
        received.problem = Problem(line: lineNumber, kind: .afterEnd)
        received.complete = false
        return received
      }
      guard let line = String(validating: bytes[start..<end], as: UTF8.self) else {
        received.problem = Problem(line: lineNumber, kind: .garbled)
        return received
      }
      let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count == 3, let sequence = Int(parts[0]), parts[1].count == 16 else {
        received.problem = Problem(line: lineNumber, kind: .garbled)
        return received
      }
      guard sequence == expected, key.mark(sequence, parts[2]) == parts[1] else {
        received.problem = Problem(line: lineNumber, kind: .forged)
        return received
      }
      expected += 1
      let text = parts[2]
      if text.hasPrefix(endMark) {
        guard Int(text.dropFirst(endMark.count)) == received.lines.count else {
          received.problem = Problem(line: lineNumber, kind: .forged)
          return received
        }
        received.complete = true
      } else if text.hasPrefix(exitMark) {
        received.exit = String(text.dropFirst(exitMark.count))
      } else if text.hasPrefix(stopMark) {
        received.stoppedAt = text.dropFirst(stopMark.count).split(separator: "\t").compactMap { frame in
          let parts = frame.split(separator: " ", maxSplits: 1)
          guard parts.count == 2, let offset = UInt(parts[0]) else { return nil }
          return StopFrame(image: String(parts[1]), offset: offset)
        }
      } else if text.hasPrefix(watchMark) {
        let words = text.dropFirst(watchMark.count).split(separator: " ")
        received.progressAddress = words.first.flatMap { UInt($0, radix: 16) }
        received.standardOutputAddress = words.dropFirst().first.flatMap { UInt($0, radix: 16) }
      } else {
        received.lines.append(String(text))
      }
    }
    return received
  }
}

/// SipHash-2-4 (Aumasson and Bernstein): a keyed hash, so that a frame's mark cannot be made without the key.
package struct SipHasher {
  private var v0: UInt64, v1: UInt64, v2: UInt64, v3: UInt64
  private var tail: UInt64 = 0
  private var tailBytes = 0
  private var length = 0

  /// A hasher keyed with `key`.
  package init(key: TraceChannel.Key) {
    v0 = key.k0 ^ 0x736f_6d65_7073_6575
    v1 = key.k1 ^ 0x646f_7261_6e64_6f6d
    v2 = key.k0 ^ 0x6c79_6765_6e65_7261
    v3 = key.k1 ^ 0x7465_6462_7974_6573
  }

  private mutating func round() {
    v0 = v0 &+ v1; v1 = (v1 << 13) | (v1 >> 51); v1 ^= v0; v0 = (v0 << 32) | (v0 >> 32)
    v2 = v2 &+ v3; v3 = (v3 << 16) | (v3 >> 48); v3 ^= v2
    v0 = v0 &+ v3; v3 = (v3 << 21) | (v3 >> 43); v3 ^= v0
    v2 = v2 &+ v1; v1 = (v1 << 17) | (v1 >> 47); v1 ^= v2; v2 = (v2 << 32) | (v2 >> 32)
  }

  private mutating func compress(_ word: UInt64) {
    v3 ^= word
    round()
    round()
    v0 ^= word
  }

  /// Feeds bytes.
  package mutating func add(_ bytes: some Sequence<UInt8>) {
    // A string's bytes are contiguous: read from the buffer, not through the view's index by index.
    let read: Bool? = bytes.withContiguousStorageIfAvailable { buffer in
      var index = 0
      while tailBytes != 0, index < buffer.count {
        feed(buffer[index])
        index += 1
      }
      // Whole little-endian words, as eight single bytes would make them.
      let raw = UnsafeRawBufferPointer(buffer)
      while index + 8 <= buffer.count {
        compress(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
        length += 8
        index += 8
      }
      while index < buffer.count {
        feed(buffer[index])
        index += 1
      }
      return true
    }
    if read != nil { return }
    for byte in bytes { feed(byte) }
  }

  private mutating func feed(_ byte: UInt8) {
    tail |= UInt64(byte) << (8 * UInt64(tailBytes))
    tailBytes += 1
    length += 1
    if tailBytes == 8 {
      compress(tail)
      tail = 0
      tailBytes = 0
    }
  }

  /// The 64-bit hash.
  package mutating func finish() -> UInt64 {
    compress(tail | (UInt64(length & 0xff) << 56))
    v2 ^= 0xff
    for _ in 0..<4 { round() }
    return v0 ^ v1 ^ v2 ^ v3
  }
}
