#if canImport(Glibc)
import Glibc
#endif
@testable import Playground
import Testing
@testable import Runs

/// Issue 32: `check` dropped what a loop printed before it spun: the text was still in the C library's buffer of
/// the child's stdout, which only the engine flushes. The parent reads that buffer in the child's memory when it stops
/// the loop; here the process reads its own, as it would a child's.
@Suite("What a stopped loop printed: the stdout buffer")
struct PrintMirrorBufferTests {
  @Test("the bytes a FILE holds unflushed are taken as printed lines, the open one too")
  func buffered() throws {
    let file = try #require(fopen("/dev/null", "w"))
    defer { fclose(file) }
    #expect(setvbuf(file, nil, _IOFBF, 4096) == 0)
    #expect(fputs("before the loop\nhalf a line", file) >= 0)
    let mirror = PrintMirror(budget: 100)
    mirror.takeBuffered(pid: getpid(), file: UInt(bitPattern: file))
    #expect(mirror.seen.head == ["before the loop", "half a line"])
    #expect(mirror.seen.lines == 2)
    // Not a FILE (no glibc magic): nothing is taken.
    let words: [UInt64] = [0, 0, 0, 0, 0, 0]
    let other = PrintMirror(budget: 100)
    words.withUnsafeBytes { other.takeBuffered(pid: getpid(), file: UInt(bitPattern: $0.baseAddress)) }
    #expect(other.seen.lines == 0)
  }

  /// Issue 32: a million prints in a `.task` cost the parent a String a line, dropped or not; lines the tail will not
  /// keep are only counted now. What is kept must not change: the first 1000, the last 20, the count.
  @Test("a flood past the head keeps its last 20 lines and counts the rest")
  func floodPastTheHead() throws {
    let mirror = PrintMirror(budget: 1_000_000)
    func take(_ lines: Range<Int>) throws {
      let file = try #require(fopen("/dev/null", "w"))
      // A buffer of our own: given none, glibc buffers a block (4 KB) whatever the size asked.
      let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 1 << 20)
      defer {
        fclose(file)
        buffer.deallocate()
      }
      #expect(setvbuf(file, buffer, _IOFBF, 1 << 20) == 0)
      for index in lines { fputs("line \(index)\n", file) }
      mirror.takeBuffered(pid: getpid(), file: UInt(bitPattern: file))
    }
    try take(0..<1_000)  // the head, full
    try take(1_000..<10_000)  // all but the last 20 only counted
    try take(10_000..<10_005)  // fewer than the tail keeps: taken one by one
    let seen = mirror.seen
    #expect(seen.lines == 10_005)
    #expect(seen.head == (0..<1_000).map { "line \($0)" })
    #expect(seen.tail == (9_985..<10_005).map { "line \($0)" })
    #expect(seen.dropped == 8_985)
  }
}
