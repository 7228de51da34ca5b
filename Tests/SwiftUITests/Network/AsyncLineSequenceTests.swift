import SwiftUI
import Testing

/// `lines` splits bytes as Foundation's AsyncLineSequence does on Apple platforms (swift-corelibs-foundation pull
/// request #3036, reviewed as matching Foundation): at LF, CR, CR LF, VT, FF, NEL, LS and PS, dropping empty lines.
@Suite("AsyncLineSequence")
struct AsyncLineSequenceTests {
  /// The lines of `bytes`, delivered one byte at a time.
  static func lines(_ bytes: [UInt8]) async -> [String] {
    let stream = AsyncStream<UInt8> { continuation in
      for byte in bytes { continuation.yield(byte) }
      continuation.finish()
    }
    var lines: [String] = []
    for await line in stream.lines { lines.append(line) }   // a stream that cannot fail: no `try`
    return lines
  }

  @Test("LF, CR, CR LF, vertical tab and form feed end lines; empty lines are dropped; the last needs no break")
  func asciiBreaks() async {
    #expect(await Self.lines(Array("a\nb\rc\r\nd\u{0B}e\u{0C}f".utf8)) == ["a", "b", "c", "d", "e", "f"])
    #expect(await Self.lines(Array("\n\na\n\n\r\n\rb\n\n".utf8)) == ["a", "b"])
    #expect(await Self.lines(Array("only".utf8)) == ["only"])
    #expect(await Self.lines([]) == [])
    #expect(await Self.lines(Array("a\r".utf8)) == ["a"])
  }

  @Test("NEL, LS and PS end lines; other characters beginning with the same bytes are kept whole")
  func unicodeBreaks() async {
    #expect(await Self.lines(Array("a\u{85}b\u{2028}c\u{2029}d".utf8)) == ["a", "b", "c", "d"])
    #expect(await Self.lines(Array("¢ 5€ – x".utf8)) == ["¢ 5€ – x"])
    #expect(await Self.lines(Array("é\u{2028}€\u{85}¢".utf8)) == ["é", "€", "¢"])
    #expect(await Self.lines([0x61, 0xC2]) == ["a\u{FFFD}"])
    #expect(await Self.lines([0x61, 0xE2, 0x80]) == ["a\u{FFFD}"])
  }
}
