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
}
