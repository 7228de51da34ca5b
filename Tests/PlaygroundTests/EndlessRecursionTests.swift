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

  @Test("a view that contains itself is named as such: its body at the top of nested mounts")
  func viewContainingItself() throws {
    var text = "  8 ContentView.body.getter + 136 in 84.so at /tmp/w/SelfView.swift:4:5\n"
    for level in 0..<30 {
      text += "  \(14 + 2 * level) ViewGraph.reconcileChildren(_:) + 7772 in asyncplay at /src/ViewGraph.swift:289:19\n"
      text += "  \(15 + 2 * level) ViewGraph.mount(_:key:parent:environment:) + 635 in asyncplay at /src/ViewGraph.swift:176:46\n"
    }
    let found = try #require(EndlessRecursion(errors: text, signal: SIGSEGV, files: ["/tmp/w/SelfView.swift"]))
    #expect(found.view == "ContentView")
    #expect(found.message(.en) == "your code crashed: the view ContentView contains itself (/tmp/w/SelfView.swift:4): "
      + "its body makes a ContentView, whose body makes another, without end, until the stack overflowed (SIGSEGV)")
    let shallow = text.split(separator: "\n").prefix(10).joined(separator: "\n")
    #expect(EndlessRecursion(errors: shallow, signal: SIGSEGV, files: ["/tmp/w/SelfView.swift"]) == nil)
  }
}
