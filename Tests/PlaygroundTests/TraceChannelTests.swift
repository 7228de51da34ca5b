@testable import Playground
import Testing
@testable import Runs

/// The trace channel: only frames marked with the run's key count, in order, ended by the end frame.
@Suite("Trace channel")
struct TraceChannelTests {
  static let key = TraceChannel.Key(k0: 0x0123_4567_89ab_cdef, k1: 0xfedc_ba98_7654_3210)

  static func framed(_ lines: [String]) -> String {
    var sequence = 1
    return TraceChannel.frames(lines.map { Substring($0) } + [Substring(TraceChannel.endMark + String(lines.count))],
                               key: key, sequence: &sequence)
  }

  @Test("a whole trace reads back; SipHash-2-4 matches the reference vector")
  func whole() {
    let received = TraceChannel.read(Array(Self.framed(["{\"a\":1}", "{\"b\":2}"]).utf8), key: Self.key)
    #expect(received.complete && received.problem == nil && received.lines == ["{\"a\":1}", "{\"b\":2}"])
    // The paper's test vector: key 00 01 … 0f, message 00 01 … 0e → a129ca6149be45e5.
    var hasher = SipHasher(key: TraceChannel.Key(k0: 0x0706_0504_0302_0100, k1: 0x0f0e_0d0c_0b0a_0908))
    hasher.add((0..<15).map { UInt8($0) })
    #expect(hasher.finish() == 0xa129_ca61_49be_45e5)
    // Fed in pieces, from buffers read word by word and from a sequence read byte by byte: the same hash.
    let message = (0..<40).map { UInt8($0 * 7 & 0xff) }
    var whole = SipHasher(key: Self.key)
    whole.add(message)
    let expected = whole.finish()
    for cut in [0, 1, 3, 8, 9, 17, 39, 40] {
      var pieces = SipHasher(key: Self.key)
      pieces.add(message[..<cut])
      pieces.add(AnySequence(message[cut...]))
      #expect(pieces.finish() == expected)
    }
  }

  @Test("another key, an injected line, a truncation, text after the end: never a trace")
  func refused() {
    let good = Self.framed(["{\"a\":1}"])
    let other = TraceChannel.read(Array(good.utf8), key: TraceChannel.Key(k0: 1, k1: 2))
    #expect(other.problem == TraceChannel.Problem(line: 1, kind: .forged) && !other.complete)
    let injected = TraceChannel.read(Array(("{\"kind\":\"done\"}\n" + good).utf8), key: Self.key)
    #expect(injected.problem == TraceChannel.Problem(line: 1, kind: .garbled))
    let cut = TraceChannel.read(Array(good.split(separator: "\n")[0].utf8) + [0x0A], key: Self.key)
    #expect(cut.problem == nil && !cut.complete)
    #expect(ChannelReport(cut, status: 0).message(.en) == "the run's process ended (exit status 0) before it sent "
      + "its whole trace (1 line came): something in the run ended it early")
    let after = TraceChannel.read(Array((good + "1 0000000000000000 x\n").utf8), key: Self.key)
    #expect(after.problem == TraceChannel.Problem(line: 3, kind: .afterEnd) && !after.complete)
  }

  @Test("memory sizes: binary units, 256 MB to 1 TB")
  func memorySizes() {
    #expect(MemorySize.parse("2GB") == 2 << 30)
    #expect(MemorySize.parse("1.5G") == 3 << 29)
    #expect(MemorySize.parse("512MiB") == 512 << 20)
    // Issue 32: 64, 96 and 128 MB were documented and every preview died at start-up with them.
    #expect(MemorySize.parse("256MB") == 256 << 20 && MemorySize.parse("128MB") == nil)
    for bad in ["12MB", "2TB", "1e3MB", "GB", "-1GB", "1.0000GB", "99999999999GB"] { #expect(MemorySize.parse(bad) == nil) }
    #expect(RunStop.size(2 << 30) == "2 GB" && RunStop.size(3 << 29) == "1.5 GB")
  }
}
