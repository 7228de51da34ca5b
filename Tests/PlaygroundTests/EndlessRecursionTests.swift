#if canImport(Glibc)
import Glibc
#endif
@testable import Playground
import Testing

/// Issue 32: a view that contains itself, and any unbounded recursion, ended with "your code crashed: its process
/// was killed by SIGSEGV": no line, no word of recursion. Backtraces as Swift's backtracer writes them (friendly
/// preset); the long cases run for real in Tests/Box/run.sh.
@Suite("Endless recursion is named")
struct EndlessRecursionTests {
  static let recursing = """
    *** Signal 11: Backtracing from 0x7f00... done ***
      0 ContentView.depth(_:) + 12 in 1a2b.so at /tmp/w/Rec.swift:8:37
      1 ContentView.depth(_:) + 40 in 1a2b.so at /tmp/w/Rec.swift:8:37
      2 ContentView.depth(_:) + 40 in 1a2b.so at /tmp/w/Rec.swift:8:37
      3 ContentView.depth(_:) + 40 in 1a2b.so at /tmp/w/Rec.swift:8:37
      4 closure #1 in ContentView.body.getter + 20 in 1a2b.so at /tmp/w/Rec.swift:5:13
    """

  @Test("a user's function that repeats in a stack overflow's backtrace is named, with its file and line")
  func function() throws {
    let found = try #require(EndlessRecursion(errors: Self.recursing, signal: SIGSEGV, files: ["/tmp/w/Rec.swift"]))
    #expect(found.function == "ContentView.depth(_:)" && found.place == "/tmp/w/Rec.swift:8" && found.repeats == 4)
    #expect(found.message(.en) == "your code crashed: endless recursion in ContentView.depth(_:) (/tmp/w/Rec.swift:8): "
      + "it calls itself again and again, until the stack overflowed (SIGSEGV)")
    #expect(found.message(.zh).contains("无穷递归"))
    // A trap is not an overflow; a frame seen twice is not recursion.
    #expect(EndlessRecursion(errors: Self.recursing, signal: SIGILL, files: ["/tmp/w/Rec.swift"]) == nil)
    let twice = Self.recursing.split(separator: "\n").prefix(3).joined(separator: "\n")
    #expect(EndlessRecursion(errors: twice, signal: SIGSEGV, files: ["/tmp/w/Rec.swift"]) == nil)
    #expect(EndlessRecursion(errors: Self.recursing, signal: SIGSEGV, files: ["/tmp/w/Other.swift"]) == nil)
  }
}
